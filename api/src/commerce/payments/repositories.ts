import { createBookingsRepository, type BookingsRepository } from '../bookings/bookings.repository';
import type { Database } from '../../db/database';
import { createPaymentsRepository, type PaymentsRepository } from './payments.repository';

export interface CommerceRepositories {
  bookings: BookingsRepository;
  payments: PaymentsRepository;
}

/** Runs work on both repositories in one database transaction: a booking change and its refund stand or fall together. */
export type Transact = <T>(work: (repositories: CommerceRepositories) => Promise<T>) => Promise<T>;

export function createCommerceRepositories(db: Database): CommerceRepositories & { transact: Transact } {
  return {
    bookings: createBookingsRepository(db),
    payments: createPaymentsRepository(db),
    transact: (work) =>
      db.transaction((tx) => {
        const executor = tx as unknown as Database;
        return work({ bookings: createBookingsRepository(executor), payments: createPaymentsRepository(executor) });
      }),
  };
}
