import type { Logger } from 'pino';
import type { GdsClient } from '../../provider/gds/gds-client';
import type { Transact } from '../payments/repositories';
import type { RefundRow } from '../payments/payments.schema';
import type { BookingsRepository } from './bookings.repository';
import type { CancellationRow } from './bookings.schema';
import { cancellationResult, cancelSeats } from './cancel-seats';
import { checkCancellation } from './check-cancellation';
import { resolveCancellation } from './complete-cancellation';

export interface CancellationServiceDeps {
  bookings: BookingsRepository;
  transact: Transact;
  gds: GdsClient;
  /** sends a recorded refund on its way (settlement's idempotent step) */
  advanceRefund: (refund: RefundRow) => Promise<void>;
  /** told once a cancellation is completed (the notice e-mail); never allowed to fail it */
  onCancelled?: (cancellationId: string) => Promise<void>;
  logger: Logger;
  now: () => Date;
  /** how long one request may take to get the provider's answer before the reconciler looks into it */
  leaseMs?: number;
}

/**
 * Cancelling seats of a confirmed booking: the server's rule under the policy stored with the booking, the
 * provider asked to agree and then to cancel, one cancellation in flight per booking, and a refund recorded
 * with the change in one transaction, then sent through the gateway exactly once.
 */
export function createCancellationService(deps: CancellationServiceDeps) {
  return {
    check: (pnr: string, named: readonly string[]) => checkCancellation(deps, pnr, named),
    cancel: (pnr: string, userId: string, named: readonly string[]) => cancelSeats(deps, pnr, userId, named),
    result: (cancellationId: string) => cancellationResult(deps, cancellationId),
    /** For the reconciler: cancellations a crash or a lost answer left half-way, and how to finish each. */
    stale: (limit: number) => deps.bookings.staleCancellations(deps.now(), limit),
    resolve: (cancellation: CancellationRow) => resolveCancellation(deps, cancellation),
  };
}

export type CancellationService = ReturnType<typeof createCancellationService>;
