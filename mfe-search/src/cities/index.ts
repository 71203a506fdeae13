/** What other features may use of cities: the rest of this folder is its own. */
export * from './CityPicker';
export * from './cities-api';
export * from './load-cities-api';
