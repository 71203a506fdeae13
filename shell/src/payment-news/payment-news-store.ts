import type { HostPayments } from '@jatra/shared';
import { create } from 'zustand';
import { useAuthStore } from '../auth';
import {
  SHARED_KEY,
  TAB_KEY,
  confirmedIn,
  dismissed,
  follow,
  parseShared,
  parseTab,
  readStorage,
  unfollow,
  unsettledOf,
  withSettled,
  withStarted,
  writeStorage,
  type SharedEntry,
  type TabState,
} from './watch-list';

/** The channel the traveller's tabs of this origin tell each other on that a booking was confirmed. */
export const PAYMENT_CHANNEL = 'jatra.payments';
export interface ConfirmedMessage {
  kind: 'confirmed';
  pnr: string;
}

const session = () => sessionStorage;
const local = () => localStorage;

/** This tab's followed payments and the confirmations it shows. */
export const usePaymentNews = create<TabState>(() => parseTab(readStorage(session, TAB_KEY)));

function update(change: (state: TabState) => TabState): void {
  const next = change(usePaymentNews.getState());
  usePaymentNews.setState(next, true);
  writeStorage(session, TAB_KEY, next);
}

function sharedEntries(): SharedEntry[] {
  return parseShared(readStorage(local, SHARED_KEY), Date.now());
}

function updateShared(change: (entries: SharedEntry[]) => SharedEntry[]): void {
  writeStorage(local, SHARED_KEY, change(sharedEntries()));
}

let channel: BroadcastChannel | null = null;

/** Tells the other tabs; only a hint: each of them asks the API before it says anything. */
function announce(pnr: string): void {
  try {
    channel?.postMessage({ kind: 'confirmed', pnr } satisfies ConfirmedMessage);
  } catch {
    // the channel closed with the page: nothing to tell
  }
}

/** Opens this tab's end of the channel; `onConfirmed` hears the other tabs' news. Returns the closer. */
export function listenToOtherTabs(onConfirmed: (pnr: string) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const own = new BroadcastChannel(PAYMENT_CHANNEL);
  own.onmessage = (event: MessageEvent<unknown>) => {
    const data = event.data as Partial<ConfirmedMessage> | null;
    if (data?.kind === 'confirmed' && typeof data.pnr === 'string') onConfirmed(data.pnr);
  };
  channel = own;
  return () => {
    if (channel === own) channel = null;
    own.close();
  };
}

/** The booking is ticketed: told here (unless `toldHere`), settled for the tabs that open later, hinted to the rest. */
function confirmed(pnr: string, toldHere: boolean): void {
  update((state) => confirmedIn(state, pnr, toldHere));
  updateShared((entries) => withSettled(entries, pnr));
  announce(pnr);
}

let checking: Promise<void> | null = null;
let askAgain = false;

/** Asks the API about every followed booking, one at a time; a call while a round runs asks for one more round. */
export function checkFollowed(signal: AbortSignal): Promise<void> {
  if (checking) {
    askAgain = true;
    return checking;
  }
  checking = (async () => {
    const { bookingOutcome } = await import('./booking-outcome');
    do {
      askAgain = false;
      for (const pnr of usePaymentNews.getState().following) {
        if (signal.aborted) return;
        const outcome = await bookingOutcome(pnr, signal);
        if (signal.aborted || !usePaymentNews.getState().following.includes(pnr)) continue;
        if (outcome === 'confirmed') confirmed(pnr, false);
        if (outcome === 'ended') {
          update((state) => unfollow(state, pnr));
          updateShared((entries) => withSettled(entries, pnr));
        }
      }
    } while (askAgain && !signal.aborted);
  })().finally(() => {
    checking = null;
  });
  return checking;
}

/** Follows the signed-in user's payments another tab started and has not settled. */
export function adoptOtherTabs(userId: string): void {
  const pnrs = unsettledOf(sharedEntries(), userId);
  if (pnrs.some((pnr) => !usePaymentNews.getState().following.includes(pnr))) update((state) => follow(state, pnrs));
}

export function dismissNotice(pnr: string): void {
  update((state) => dismissed(state, pnr));
}

/** Signed out: nothing of the last user's is followed or shown in this tab. */
export function forgetPayments(): void {
  const state = usePaymentNews.getState();
  if (state.following.length > 0 || state.notices.length > 0) update(() => ({ following: [], notices: [] }));
}

/** What remotes reach through the HostApi. */
export const hostPayments: HostPayments = {
  started(pnr) {
    const user = useAuthStore.getState().user;
    if (!user) return;
    updateShared((entries) => withStarted(entries, pnr, user.id, Date.now()));
    update((state) => follow(state, [pnr]));
  },
  confirmed: (pnr) => confirmed(pnr, true),
};
