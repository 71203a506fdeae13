export * from './locales';
export * from './catalogues';
export * from './formats';
