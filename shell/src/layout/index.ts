export { AppFrame } from './AppFrame';
