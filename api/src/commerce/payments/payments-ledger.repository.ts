import { and, count, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ListPagingQuery, ListTotal } from '@jatra/shared';
import { bookings } from '../bookings/bookings.schema';
import type { Database } from '../../db/database';
import { cappedTotal, cursorTimestamp, keysetPage, seekSql, tableEstimate, timestampKey } from '../../db/keyset';
import { likeLiteral } from '../../db/like-pattern';
import { paymentOrders, refunds, type PaymentOrderRow, type RefundRow } from './payments.schema';

export interface LedgerPage<Row> {
  rows: (Row & { pnr: string })[];
  total: ListTotal;
  next: string | null;
  previous: string | null;
}

interface LedgerFilter {
  /** upper case: the start of a PNR, an order id or a refund id */
  q: string;
  paging: ListPagingQuery;
  pageSize: number;
}

const keySchema = z.tuple([cursorTimestamp, z.string().min(1).max(200)]);

/**
 * One keyset page of `table`, newest first along its (created_at, id) index; a search matches ids by their
 * start (a `text_pattern_ops` btree), so a PNR finds its orders and their refunds.
 */
function ledgerPage<Row extends { createdAt: Date }>(
  db: Database,
  table: typeof paymentOrders | typeof refunds,
  id: typeof paymentOrders.merchantOrderId | typeof refunds.merchantRefundId,
  filter: LedgerFilter,
): Promise<LedgerPage<Row>> {
  const where: SQL | undefined = filter.q ? sql`${id} like ${`${likeLiteral(filter.q)}%`}` : undefined;
  type Keyed = Row & { pnr: string; key: string; id: string };
  return Promise.all([
    keysetPage({
      paging: filter.paging,
      pageSize: filter.pageSize,
      keySchema,
      keyOf: (row: Keyed) => [row.key, row.id] as const,
      fetch: async ({ cursor, backward }, limit) => {
        const seek = seekSql(
          [sql`${table.createdAt}`, sql`${id}`],
          cursor && [sql`${cursor[0]}::timestamptz`, sql`${cursor[1]}`],
          'desc',
          backward,
        );
        const rows = await db
          .select({ entry: table, pnr: bookings.pnr, key: timestampKey(table.createdAt), id })
          .from(table)
          .innerJoin(bookings, eq(bookings.id, table.bookingId))
          .where(and(where, seek.where))
          .orderBy(...seek.orderBy)
          .limit(limit);
        return rows.map((row) => ({ ...(row.entry as Row), pnr: row.pnr, key: row.key, id: row.id }) as Keyed);
      },
    }),
    cappedTotal(
      async (limit) => {
        const matching = db.select({ id }).from(table).where(where).limit(limit).as('matching');
        const [row] = await db.select({ n: count() }).from(matching);
        return row?.n ?? 0;
      },
      where ? undefined : tableEstimate(db, getTableName(table)),
    ),
  ]).then(([page, total]) => ({ ...page, total }));
}

/** The admin's view of the money we moved: read only; the payments repository writes these tables. */
export function createPaymentsLedgerRepository(db: Database) {
  return {
    payments: (filter: LedgerFilter) =>
      ledgerPage<PaymentOrderRow>(db, paymentOrders, paymentOrders.merchantOrderId, filter),
    refunds: (filter: LedgerFilter) => ledgerPage<RefundRow>(db, refunds, refunds.merchantRefundId, filter),
  };
}

export type PaymentsLedgerRepository = ReturnType<typeof createPaymentsLedgerRepository>;
