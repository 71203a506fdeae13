import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { VENDOR_MESSAGES, type Vendor, type VendorApplication, type VendorStatus } from '@jatra/shared';
import type { AuditRecorder } from '../audit';
import { AppError, badRequest, notFound } from '../http/app-error';
import type { OperatorDirectory } from './operator-directory';
import { vendorJson } from './vendor-json';
import type { LinkedOperator, VendorsRepository } from './vendors.repository';

/**
 * Vendor applications: apply once, then an admin approves (the user becomes a vendor) or rejects. An admin
 * links an approved vendor to the provider operator it runs, at approval or later.
 */
export function createVendorsService(deps: {
  repository: VendorsRepository;
  operators: OperatorDirectory;
  logger: Logger;
  /** where decisions are recorded for Recent Activities */
  audit?: AuditRecorder;
  /** told of each decision once it is stored (the applicant's e-mail); must not throw */
  onDecided?: (vendorId: string) => Promise<void>;
  now?: () => Date;
}) {
  const { repository, operators, logger, audit } = deps;
  const now = deps.now ?? (() => new Date());

  async function operatorOf(operatorId: number): Promise<LinkedOperator> {
    const operator = await operators.find(operatorId);
    if (!operator) throw badRequest(VENDOR_MESSAGES.unknownOperator);
    return operator;
  }

  async function decide(
    id: string,
    status: 'approved' | 'rejected',
    adminId: string,
    operator?: LinkedOperator,
  ): Promise<Vendor> {
    const row = await repository.decide(id, status, now(), operator);
    if (row) {
      logger.info({ vendorId: id, status, adminId, operatorId: operator?.id }, 'vendor application decided');
      await audit?.record(
        status === 'approved'
          ? { kind: 'vendor_approved', summary: `Approved vendor ${row.companyName}`, actorId: adminId }
          : { kind: 'vendor_rejected', summary: `Rejected vendor ${row.companyName}`, actorId: adminId },
      );
      await deps.onDecided?.(row.id);
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

    /** Approves; with an operator id, the provider must know that operator, and the vendor is linked to it. */
    async approve(id: string, adminId: string, operatorId?: number): Promise<Vendor> {
      const operator = operatorId === undefined ? undefined : await operatorOf(operatorId);
      return decide(id, 'approved', adminId, operator);
    },

    reject: (id: string, adminId: string) => decide(id, 'rejected', adminId),

    /** Links (or relinks) an approved vendor to a provider operator. */
    async linkOperator(id: string, adminId: string, operatorId: number): Promise<Vendor> {
      const operator = await operatorOf(operatorId);
      const row = await repository.link(id, operator, now());
      if (row) {
        logger.info({ vendorId: id, adminId, operatorId }, 'vendor linked to operator');
        return vendorJson(row);
      }
      if (!(await repository.byId(id))) throw notFound(VENDOR_MESSAGES.notFound);
      throw new AppError(409, 'conflict', VENDOR_MESSAGES.notApproved);
    },
  };
}

export type VendorsService = ReturnType<typeof createVendorsService>;
