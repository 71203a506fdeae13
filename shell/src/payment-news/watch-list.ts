/**
 * Which payments the shell follows, kept in the browser (no zod here: the first view of every page loads this).
 *
 * - The shared list (local storage, every tab of this origin): a payment started in one tab, so the traveller's
 *   other tabs follow it too. An entry is marked settled once a tab learnt its outcome, so a tab opened later does
 *   not take it up; entries older than `WATCH_MAX_AGE_MS` are dropped.
 * - The tab's own state (session storage, kept when the browser reloads or restores a tab): the bookings this tab
 *   follows, and the confirmations it has still to show.
 */

export const SHARED_KEY = 'jatra.paymentsInFlight';
export const TAB_KEY = 'jatra.paymentsFollowed';
/** A hold lasts minutes and settlement a little more: an unsettled entry this old is stale. */
export const WATCH_MAX_AGE_MS = 2 * 60 * 60 * 1000;
/** A bound on what is kept: a traveller pays for a few bookings at a time, not dozens. */
export const MAX_ENTRIES = 10;

export interface SharedEntry {
  pnr: string;
  userId: string;
  /** epoch ms the payment started */
  at: number;
  settled: boolean;
}

export interface TabState {
  /** bookings this tab asks the API about until they settle */
  following: string[];
  /** confirmed bookings this tab shows until the traveller dismisses or opens them */
  notices: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isPnr = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{4,40}$/.test(value);
const pnrList = (value: unknown): string[] =>
  Array.isArray(value) ? [...new Set(value.filter(isPnr))].slice(-MAX_ENTRIES) : [];

function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** The shared list as stored, without malformed or stale entries. */
export function parseShared(raw: string | null, now: number): SharedEntry[] {
  const value = parseJson(raw);
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (entry): entry is SharedEntry =>
        isRecord(entry) &&
        isPnr(entry.pnr) &&
        typeof entry.userId === 'string' &&
        typeof entry.at === 'number' &&
        typeof entry.settled === 'boolean',
    )
    .filter((entry) => now - entry.at < WATCH_MAX_AGE_MS && entry.at <= now + 60_000)
    .slice(-MAX_ENTRIES);
}

export function withStarted(entries: SharedEntry[], pnr: string, userId: string, now: number): SharedEntry[] {
  const others = entries.filter((entry) => entry.pnr !== pnr);
  return [...others, { pnr, userId, at: now, settled: false }].slice(-MAX_ENTRIES);
}

export function withSettled(entries: SharedEntry[], pnr: string): SharedEntry[] {
  return entries.map((entry) => (entry.pnr === pnr ? { ...entry, settled: true } : entry));
}

/** The user's payments still in flight in some tab: what a tab follows when it opens or hears of a new one. */
export function unsettledOf(entries: SharedEntry[], userId: string): string[] {
  return entries.filter((entry) => entry.userId === userId && !entry.settled).map((entry) => entry.pnr);
}

export function parseTab(raw: string | null): TabState {
  const value = parseJson(raw);
  if (!isRecord(value)) return { following: [], notices: [] };
  return { following: pnrList(value.following), notices: pnrList(value.notices) };
}

export const follow = (state: TabState, pnrs: readonly string[]): TabState => ({
  ...state,
  following: pnrList([...state.following, ...pnrs.filter((pnr) => !state.notices.includes(pnr))]),
});

export const unfollow = (state: TabState, pnr: string): TabState => ({
  ...state,
  following: state.following.filter((item) => item !== pnr),
});

/** The booking is ticketed: stop asking, and show it unless this tab has told the traveller already. */
export const confirmedIn = (state: TabState, pnr: string, toldHere: boolean): TabState => ({
  following: state.following.filter((item) => item !== pnr),
  notices: toldHere || state.notices.includes(pnr) ? state.notices : pnrList([...state.notices, pnr]),
});

export const dismissed = (state: TabState, pnr: string): TabState => ({
  ...state,
  notices: state.notices.filter((item) => item !== pnr),
});

/** The browser's storage, which private modes and full disks may refuse: then nothing is kept, nothing breaks. */
export function readStorage(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(storage: () => Storage, key: string, value: unknown): void {
  try {
    storage().setItem(key, JSON.stringify(value));
  } catch {
    // storage off: this tab still follows the payment in memory
  }
}
