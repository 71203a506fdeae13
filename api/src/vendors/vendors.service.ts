import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { VENDOR_MESSAGES, type Vendor, type VendorApplication, type VendorStatus } from '@jatra/shared';
import { AppError, notFound } from '../http/app-error';
import type { VendorRow, VendorsRepository } from './vendors.repository';

function vendorJson(row: VendorRow): Vendor {
  return {
    id: row.id,
    user_id: row.userId,
    company_name: row.companyName,
    registration_number: row.registrationNumber,
    contact_name: row.contactName,
    contact_email: row.contactEmail,
    contact_phone: row.contactPhone,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Vendor applications: apply once, then an admin approves (the user becomes a vendor) or rejects. */
export function createVendorsService(deps: { repository: VendorsRepository; logger: Logger; now?: () => Date }) {
  const { repository, logger } = deps;
  const now = deps.now ?? (() => new Date());

  async function decide(id: string, status: 'approved' | 'rejected', adminId: string): Promise<Vendor> {
    const row = await repository.decide(id, status, now());
    if (row) {
      logger.info({ vendorId: id, status, adminId }, 'vendor application decided');
      return vendorJson(row);
    }
    if (!(await repository.byId(id))) throw notFound(VENDOR_MESSAGES.notFound);
    throw new AppError(409, 'conflict', VENDOR_MESSAGES.notPending);
  }

  return {
    async apply(userId: string, application: VendorApplication): Promise<Vendor> {
      const at = now();
      const row = await repository.insert({
        id: randomUUID(),
        userId,
        companyName: application.company_name,
        registrationNumber: application.registration_number,
        contactName: application.contact_name,
        contactEmail: application.contact_email.toLowerCase(),
        contactPhone: application.contact_phone,
        status: 'pending',
        createdAt: at,
        updatedAt: at,
      });
      if (!row) throw new AppError(409, 'conflict', VENDOR_MESSAGES.alreadyApplied);
      logger.info({ vendorId: row.id, userId }, 'vendor application received');
      return vendorJson(row);
    },

    async mine(userId: string): Promise<Vendor> {
      const row = await repository.byUser(userId);
      if (!row) throw notFound(VENDOR_MESSAGES.notFound);
      return vendorJson(row);
    },

    async list(status: VendorStatus | undefined): Promise<Vendor[]> {
      return (await repository.list(status)).map(vendorJson);
    },

    approve: (id: string, adminId: string) => decide(id, 'approved', adminId),
    reject: (id: string, adminId: string) => decide(id, 'rejected', adminId),
  };
}

export type VendorsService = ReturnType<typeof createVendorsService>;
