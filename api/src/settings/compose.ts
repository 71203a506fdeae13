import type { Kernel } from '../area';
import type { AuditLog } from '../audit';
import type { Access } from '../auth';
import { createSettingsRepository } from './settings.repository';
import { createSettingsService } from './settings.service';
import { supportContactRoutes } from './support-contact.routes';

/** The admin's settings (the commission rate, fees, the support contact) and the public support contact. */
export function composeSettings({ db, now }: Kernel, deps: { audit: AuditLog; access: Access }) {
  const settings = createSettingsService({ repository: createSettingsRepository(db), audit: deps.audit, now });
  return { services: { settings }, routers: { supportContact: supportContactRoutes(settings, deps.access) } };
}
