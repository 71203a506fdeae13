export * from './first-view';
export * from './prepare-first-view';
export * from './scripts-after-paint';
