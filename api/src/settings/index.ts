/** The settings area's public entry: other areas import only what is here. */
export type { SettingsService } from './settings.service';
export { composeSettings } from './compose';
