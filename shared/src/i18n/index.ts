export * from './locales';
export * from './catalogues';
export * from './formats';
export { cityName } from './city-names';
