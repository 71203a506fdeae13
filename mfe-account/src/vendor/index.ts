/** What other features may use of vendor (the partner page shows an application as the dashboard does). */
export * from './Badge';
export { isNotFound, useVendorText } from './vendor-text';
