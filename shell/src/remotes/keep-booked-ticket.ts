import type { HostApi } from '@jatra/shared';
import { useMemo } from 'react';
import { useRuntime, type Runtime } from '../runtime';
import { remoteAppLoad } from './remote-apps';

const asked = new Set<string>();

/**
 * A ticket a page has just confirmed is kept on the device at once (docs/offline-ticket.md), by the remote that
 * keeps tickets (the account remote's `keepTicketOffline`), so it opens at the bus stand even if the traveller
 * never opened My Bookings or the ticket first. Its code is fetched after the confirmation is on screen.
 */
function keepBookedTicket(runtime: Pick<Runtime, 'remotes' | 'releases'>, host: HostApi, pnr: string): void {
  if (!host.user || asked.has(pnr)) return;
  asked.add(pnr);
  void remoteAppLoad('account', runtime.remotes.account, 0, runtime.releases?.account)
    .then((app) => app.keepTicketOffline?.(host, pnr))
    .catch((error: unknown) => {
      asked.delete(pnr);
      console.warn('[jatra] the booked ticket could not be kept for offline use', error);
    });
}

/** The host as a remote gets it: a payment a page confirms also keeps that ticket on the device. */
export function useHostKeepingBookedTickets(host: HostApi): HostApi {
  const runtime = useRuntime();
  return useMemo(() => {
    const payments = host.payments;
    if (!payments) return host;
    // the host's own properties as they are (a getter stays a getter, read when a remote reads it)
    const keeping = Object.defineProperties({}, Object.getOwnPropertyDescriptors(host)) as HostApi;
    keeping.payments = {
      started: (pnr) => payments.started(pnr),
      confirmed: (pnr) => {
        payments.confirmed(pnr);
        keepBookedTicket(runtime, keeping, pnr);
      },
    };
    return keeping;
  }, [host, runtime]);
}
