import {
  ADMIN_MESSAGES,
  todayInIndia,
  type AdminBalance,
  type AdminSchedule,
  type AdminSchedulesQuery,
  type AdminTransactions,
} from '@jatra/shared';
import { sayRule, type RuleMessage } from '@jatra/shared';
import { badRequest, notFound, providerFailure } from '../http/app-error';
import { parseBalance } from '../provider/gds/balance';
import { GdsError, isNoService, isUnknownToProvider, type GdsClient } from '../provider/gds/gds-client';
import { parseAdminSchedules } from '../provider/gds/schedule-table';
import { parseTransactionLog } from '../provider/gds/transaction-log';
import { balanceOf, transactionsOf } from './account-views';

/** The request's schema checks the form; this checks it is a day of the calendar (no 30 February). */
function checkCalendarDate(date: string): void {
  const time = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date) {
    throw badRequest('Dates are written YYYY-MM-DD');
  }
}

/**
 * A provider refusal or outage as our error: 'Failed to load schedules: Network Error'. `empty` answers the
 * provider's "nothing on that route and date" (code 402) without calling it a failure.
 */
async function fromProvider<T>(failed: RuleMessage, call: () => Promise<T>, empty?: () => T): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (empty && isNoService(error)) return empty();
    if (error instanceof GdsError) {
      if (isUnknownToProvider(error)) throw notFound(error.message);
      throw providerFailure(`${sayRule(failed)}: ${error.message}`);
    }
    throw error;
  }
}

/** The admin's direct views of the provider: schedules on a route, the day's transactions, the account balance. */
export function createProviderAccountService(deps: {
  gds: Pick<GdsClient, 'schedules' | 'transactionLog' | 'balance'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const today = () => todayInIndia(now());

  return {
    async schedules(query: AdminSchedulesQuery): Promise<AdminSchedule[]> {
      checkCalendarDate(query.date);
      if (query.date < today()) throw badRequest(ADMIN_MESSAGES.pastTravelDate);
      return fromProvider(
        ADMIN_MESSAGES.schedulesFailed,
        async () =>
          parseAdminSchedules((await deps.gds.schedules(query.origin_id, query.destination_id, query.date)).result),
        () => [],
      );
    },

    async transactions(date: string): Promise<AdminTransactions> {
      checkCalendarDate(date);
      if (date > today()) throw badRequest(ADMIN_MESSAGES.futureTransactionDate);
      return fromProvider(
        ADMIN_MESSAGES.transactionsFailed,
        async () => transactionsOf(date, parseTransactionLog((await deps.gds.transactionLog(date)).result)),
        () => transactionsOf(date, []),
      );
    },

    balance(travelId: number | undefined): Promise<AdminBalance> {
      return fromProvider(ADMIN_MESSAGES.balanceFailed, async () =>
        balanceOf(parseBalance((await deps.gds.balance(travelId)).result), travelId),
      );
    },
  };
}

export type ProviderAccountService = ReturnType<typeof createProviderAccountService>;
