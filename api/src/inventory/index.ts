/** The inventory area's public entry: other areas import only what is here. */
export { inventoryRoutes } from './inventory.routes';
export { createInventoryService } from './inventory.service';
export type { InventoryService } from './inventory.service';
