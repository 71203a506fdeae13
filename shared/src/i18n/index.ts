export * from './locales';
export * from './catalogues';
export * from './formats';
export { cityName, citiesNamedInScript } from './city-names';
