import { DEFAULT_SETTINGS, type SupportContact, type SystemSettings } from '@jatra/shared';
import type { AuditRecorder } from '../audit';
import type { SettingsRepository } from './settings.repository';

export type SavedSettings = SystemSettings & { updated_at: string | null };

/** System settings: the product's defaults until an admin first saves. */
export function createSettingsService(deps: {
  repository: SettingsRepository;
  audit: AuditRecorder;
  now?: () => Date;
}) {
  const { repository, audit } = deps;
  const now = deps.now ?? (() => new Date());

  async function current(): Promise<SavedSettings> {
    const row = await repository.read();
    if (!row) return { ...DEFAULT_SETTINGS, updated_at: null };
    return {
      commission_rate: row.commissionRate,
      booking_fee: row.bookingFee,
      cancellation_fee: row.cancellationFee,
      support_email: row.supportEmail,
      support_phone: row.supportPhone,
      updated_at: row.updatedAt.toISOString(),
    };
  }

  return {
    current,

    async save(settings: SystemSettings, adminId: string): Promise<SavedSettings> {
      await repository.save({
        commissionRate: settings.commission_rate,
        bookingFee: settings.booking_fee,
        cancellationFee: settings.cancellation_fee,
        supportEmail: settings.support_email,
        supportPhone: settings.support_phone,
        updatedAt: now(),
      });
      await audit.record({
        kind: 'settings',
        summary: `Updated system settings (commission ${settings.commission_rate}%)`,
        actorId: adminId,
      });
      return current();
    },

    async supportContact(): Promise<SupportContact> {
      const { support_email, support_phone } = await current();
      return { support_email, support_phone };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
