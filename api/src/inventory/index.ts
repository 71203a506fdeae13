/** The inventory area's public entry: other areas import only what is here. */
export type { InventoryService } from './inventory.service';
export { composeInventory } from './compose';
