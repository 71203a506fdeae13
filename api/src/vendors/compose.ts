import type { Kernel } from '../area';
import type { AuditLog } from '../audit';
import type { Access } from '../auth';
import type { GdsClient } from '../provider/gds/gds-client';
import { createOperatorDirectory } from './operator-directory';
import { vendorDashboardRoutes } from './vendor-dashboard.routes';
import { createVendorDashboardService } from './vendor-dashboard.service';
import { createVendorSalesRepository } from './vendor-sales.repository';
import { createVendorsRepository } from './vendors.repository';
import { vendorsRoutes } from './vendors.routes';
import { createVendorsService } from './vendors.service';

/** Bus operators: their applications, an admin's decisions, and an approved vendor's sales. */
export function composeVendors(
  { db, logger, now }: Kernel,
  deps: {
    gds: GdsClient;
    audit: AuditLog;
    access: Access;
    /** e-mails the applicant an admin's decision; never throws, so a mail never fails the decision */
    onVendorDecided: (vendorId: string) => Promise<void>;
  },
) {
  const { access } = deps;
  const repository = createVendorsRepository(db);
  const vendors = createVendorsService({
    repository,
    operators: createOperatorDirectory(deps.gds),
    logger,
    audit: deps.audit,
    onDecided: deps.onVendorDecided,
    now,
  });
  const vendorDashboard = createVendorDashboardService({
    vendors: repository,
    sales: createVendorSalesRepository(db),
    now,
  });
  return {
    services: { vendors, vendorDashboard },
    routers: {
      vendors: vendorsRoutes(vendors, access),
      vendorDashboard: vendorDashboardRoutes(vendorDashboard, access),
    },
  };
}
