/** What other features may use of route-picker: the rest of this folder is its own. */
export * from './RoutePicker';
