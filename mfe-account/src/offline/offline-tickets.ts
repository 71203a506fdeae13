/**
 * The traveller's upcoming tickets kept on this device, to open with no network (docs/offline-ticket.md). One row
 * per traveller and PNR in IndexedDB: the ticket as the API last answered it, the booking as My Bookings last
 * listed it, and when that was. Rows are read by the signed-in traveller's id only, so another person signed in
 * at the same browser never sees them; signing out deletes the whole database (`forgetOfflineTickets`).
 */
import type { BookingRecord, TicketDetails } from '@jatra/shared';
import { OFFLINE_TICKETS_DATABASE } from '@jatra/shared/offline-ticket';
import { MOST_TICKETS_KEPT } from './limits';

export interface SavedTicket {
  userId: string;
  pnr: string;
  /** when this copy was taken (ISO 8601) */
  savedAt: string;
  ticket: TicketDetails;
  /** the booking as My Bookings lists it, once the list has been seen */
  booking: BookingRecord | null;
}

const STORE = 'tickets';

/** A ticket worth keeping: a seat still valid on a bus that has not left. */
export const isUpcoming = (ticket: TicketDetails, now: number) =>
  ticket.status === 'confirmed' &&
  ticket.passenger_details.length > 0 &&
  ticket.qr_code !== null &&
  Date.parse(ticket.departs_at) > now;

function open(): Promise<IDBDatabase | null> {
  if (!globalThis.indexedDB) return Promise.resolve(null);
  return new Promise((resolve) => {
    const request = indexedDB.open(OFFLINE_TICKETS_DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: ['userId', 'pnr'] });
    request.onsuccess = () => {
      const database = request.result;
      // signing out in another tab deletes the database: this tab lets go at once rather than blocking it
      database.onversionchange = () => database.close();
      resolve(database);
    };
    // a browser that keeps nothing (private mode, storage refused): the ticket works online as before
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
}

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

/** Runs `work` in one transaction and closes the database after, so a sign-out's deletion is never held up. */
async function withStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => Promise<T>,
  fallback: T,
): Promise<T> {
  const database = await open();
  if (!database) return fallback;
  try {
    const transaction = database.transaction(STORE, mode);
    const finished = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = transaction.onabort = () => reject(transaction.error ?? new Error('transaction failed'));
    });
    const result = await work(transaction.objectStore(STORE));
    await finished;
    return result;
  } finally {
    database.close();
  }
}

const usersRange = (userId: string) => IDBKeyRange.bound([userId, ''], [userId, '\uffff']);

/** The traveller's saved tickets, the next to depart first. */
export function savedTickets(userId: string): Promise<SavedTicket[]> {
  return withStore(
    'readonly',
    async (store) =>
      ((await done(store.getAll(usersRange(userId)))) as SavedTicket[]).sort(
        (a, b) => Date.parse(a.ticket.departs_at) - Date.parse(b.ticket.departs_at),
      ),
    [],
  );
}

export async function savedTicket(userId: string, pnr: string): Promise<SavedTicket | null> {
  const row = await withStore('readonly', (store) => done(store.get([userId, pnr])), undefined);
  return (row as SavedTicket | undefined) ?? null;
}

/**
 * Keeps the tickets still to be travelled on, each with its booking when one is given (else the one kept before),
 * and lets go of any of this traveller's that is no longer upcoming (cancelled, departed, changed to another date)
 * and, past `MOST_TICKETS_KEPT`, of those departing last. `gone`: PNRs whose tickets are known to be void.
 */
export async function keepTickets(
  userId: string,
  tickets: { ticket: TicketDetails; booking?: BookingRecord }[],
  now: number,
  gone: readonly string[] = [],
): Promise<void> {
  const savedAt = new Date(now).toISOString();
  await withStore(
    'readwrite',
    async (store) => {
      const rows = new Map(
        ((await done(store.getAll(usersRange(userId)))) as SavedTicket[]).map((row) => [row.pnr, row]),
      );
      for (const pnr of gone) rows.delete(pnr);
      for (const { ticket, booking } of tickets) {
        const pnr = ticket.pnr_number;
        if (!isUpcoming(ticket, now)) {
          rows.delete(pnr);
          continue;
        }
        rows.set(pnr, { userId, pnr, savedAt, ticket, booking: booking ?? rows.get(pnr)?.booking ?? null });
      }
      const kept = [...rows.values()]
        .filter((row) => isUpcoming(row.ticket, now))
        .sort((a, b) => Date.parse(a.ticket.departs_at) - Date.parse(b.ticket.departs_at))
        .slice(0, MOST_TICKETS_KEPT);
      await done(store.delete(usersRange(userId)));
      for (const row of kept) store.put(row);
    },
    undefined,
  );
}
