import type { Kernel } from '../area';
import type { Access } from '../auth';
import type { GdsClient } from '../provider/gds/gds-client';
import { inventoryRoutes } from './inventory.routes';
import { createInventoryService } from './inventory.service';

/** The provider-style seat, schedule and stage lists, up to the booking horizon. */
export function composeInventory({ config, now }: Kernel, deps: { gds: GdsClient; access: Access }) {
  const inventory = createInventoryService({ gds: deps.gds, now, horizonDays: config.bookings.horizonDays });
  return { services: { inventory }, routers: { inventory: inventoryRoutes(inventory, deps.access) } };
}
