/** The settings area's public entry: other areas import only what is here. */
export { createSettingsRepository } from './settings.repository';
export { createSettingsService } from './settings.service';
export type { SettingsService } from './settings.service';
export { supportContactRoutes } from './support-contact.routes';
