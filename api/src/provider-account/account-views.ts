/**
 * The provider's schedules table (gds.md §2.6), transaction log (§2.16) and balance (§2.17) read into the
 * admin's shapes. Tables are read by header name; a row without its id is dropped.
 */
import {
  TRANSACTION_STATUS_CODES,
  balanceHealth,
  MESSAGES,
  parseDurationText,
  type AdminBalance,
  type AdminSchedule,
  type AdminTransaction,
  type AdminTransactions,
} from '@jatra/shared';
import { isAcBusType } from '../provider/gds/schedule-fields';
import { parseFareStr } from '../provider/gds/seat-fares';
import { readProviderTable } from '../provider/gds/provider-table';
import { GdsError, isRecord } from '../provider/gds/gds-client';
import { flagCell, idCell, integerCell, nonNegativeCell, numberCell, textCell } from '../provider/gds/provider-cells';

const toPaisa = (amount: number) => Math.round(amount * 100) / 100;

function scheduleOf(row: Record<string, unknown>): AdminSchedule | null {
  const id = textCell(row.id);
  if (id === null) return null;
  const operator = textCell(row.operator_service_name) ?? textCell(row.travels) ?? '';
  // `name` is the service's own name where the operator's is in operator_service_name
  const serviceName = textCell(row.name);
  const busType = textCell(row.bus_type) ?? '';
  const duration = textCell(row.duration) ?? '';
  const totalSeats = integerCell(row.total_seats);
  return {
    schedule_id: id,
    operator,
    service_name: serviceName !== null && serviceName !== operator ? serviceName : null,
    bus_type: busType,
    is_ac: isAcBusType(busType, row.is_ac_bus),
    departure: textCell(row.dep_time) ?? '',
    arrival: textCell(row.arr_time) ?? '',
    duration: parseDurationText(duration)?.label ?? duration,
    fares: Object.entries(parseFareStr(row.fare_str)).map(([seat_type, price]) => ({ seat_type, price })),
    available_seats: Math.max(0, integerCell(row.available_seats) ?? 0),
    total_seats: totalSeats !== null && totalSeats >= 0 ? totalSeats : null,
    status: textCell(row.status) ?? '',
    is_cancellable: flagCell(row.is_cancellable) ?? false,
  };
}

export function schedulesOf(result: unknown): AdminSchedule[] {
  const table = readProviderTable(result);
  return (table?.rows ?? []).map(scheduleOf).filter((schedule) => schedule !== null);
}

function transactionOf(row: Record<string, unknown>): AdminTransaction | null {
  const pnr = textCell(row.pnr_number);
  if (pnr === null) return null;
  const code = integerCell(row.status_code);
  return {
    pnr_number: pnr,
    operator_pnr: textCell(row.operator_pnr_number),
    travel_date: textCell(row.travel_date) ?? '',
    status_code: code,
    // spec §3: 1 confirmed, 0 cancelled, anything else pending
    status:
      code === TRANSACTION_STATUS_CODES.confirmed
        ? 'confirmed'
        : code === TRANSACTION_STATUS_CODES.cancelled
          ? 'cancelled'
          : 'pending',
    status_label: textCell(row.status) ?? '',
    travel_id: idCell(row.travel_id),
    reservation_id: textCell(row.reservation_id),
    route_id: idCell(row.route_id),
    passenger_name: textCell(row.passenger_name) ?? '',
    fare: nonNegativeCell(row.fare) ?? 0,
  };
}

function tally(list: readonly AdminTransaction[]) {
  return { count: list.length, amount: toPaisa(list.reduce((sum, entry) => sum + entry.fare, 0)) };
}

export function transactionsOf(date: string, result: unknown): AdminTransactions {
  const table = readProviderTable(result);
  const transactions = (table?.rows ?? []).map(transactionOf).filter((entry) => entry !== null);
  return {
    date,
    summary: {
      total: tally(transactions),
      confirmed: tally(transactions.filter((entry) => entry.status === 'confirmed')),
      cancelled: tally(transactions.filter((entry) => entry.status === 'cancelled')),
    },
    transactions,
  };
}

/** Only `balance_amount` is sure to come (gds.md §2.17); without it the answer is no balance at all. */
export function balanceOf(result: unknown, travelId: number | undefined): AdminBalance {
  const balance = isRecord(result) ? numberCell(result.balance_amount) : null;
  if (!isRecord(result) || balance === null) throw new GdsError(MESSAGES.invalidResponseFormat, 200);
  const creditLimit = nonNegativeCell(result.credit_limit);
  const notifyLimit = nonNegativeCell(result.notify_limit);
  return {
    name: textCell(result.name),
    balance_amount: balance,
    credit_limit: creditLimit,
    notify_limit: notifyLimit,
    available_credit: toPaisa(balance + (creditLimit ?? 0)),
    health: balanceHealth(balance, notifyLimit),
    travel_id: travelId ?? null,
  };
}
