export { TripChangeNotice, departureChangeText, type TripChange } from './TripChangeNotice';
