export { remoteAppLoad } from './remote-apps';
