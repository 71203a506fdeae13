/** The vendors area's public entry: other areas import only what is here. */
export type { VendorRow } from './vendors.repository';
export { composeVendors } from './compose';
