export * from './first-view';
export * from './prepare-first-view';
