export { TripChangeNotice } from './TripChangeNotice';
