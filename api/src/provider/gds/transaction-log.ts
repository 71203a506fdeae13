/** The account's tickets and cancellations of a day, `transaction_log.json` (docs/gds-wire.md), read by column name. */
import type { AdminTransaction } from '@jatra/shared';
import { idCell, integerCell, nonNegativeCell, textCell } from './provider-cells';
import { readProviderTable } from './provider-table';

/** `status_code` (docs/gds-wire.md, Values): 1 confirmed, 0 cancelled, anything else pending. */
const STATUS_CODES = { confirmed: 1, cancelled: 0 } as const;

function transactionOf(row: Record<string, unknown>): AdminTransaction | null {
  const pnr = textCell(row.pnr_number);
  if (pnr === null) return null;
  const code = integerCell(row.status_code);
  return {
    pnr_number: pnr,
    operator_pnr: textCell(row.operator_pnr_number),
    travel_date: textCell(row.travel_date) ?? '',
    status_code: code,
    status: code === STATUS_CODES.confirmed ? 'confirmed' : code === STATUS_CODES.cancelled ? 'cancelled' : 'pending',
    status_label: textCell(row.status) ?? '',
    travel_id: idCell(row.travel_id),
    reservation_id: textCell(row.reservation_id),
    route_id: idCell(row.route_id),
    passenger_name: textCell(row.passenger_name) ?? '',
    fare: nonNegativeCell(row.fare) ?? 0,
  };
}

/** The day's entries; a row without its PNR is dropped, and an answer that is no table is an empty day. */
export function parseTransactionLog(result: unknown): AdminTransaction[] {
  return (readProviderTable(result)?.rows ?? []).map(transactionOf).filter((entry) => entry !== null);
}
