/** The vendors area's public entry: other areas import only what is here. */
export { createOperatorDirectory } from './operator-directory';
export { vendorDashboardRoutes } from './vendor-dashboard.routes';
export { createVendorDashboardService } from './vendor-dashboard.service';
export { createVendorSalesRepository } from './vendor-sales.repository';
export { createVendorsRepository } from './vendors.repository';
export type { VendorRow } from './vendors.repository';
export { vendorsRoutes } from './vendors.routes';
export { createVendorsService } from './vendors.service';
