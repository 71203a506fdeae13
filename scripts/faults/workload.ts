/**
 * Travellers using the real HTTP API while faults are injected: each looks at a bus, holds one or two of
 * the first free seats (the ones everybody wants), pays or fails to pay at the gateway, sometimes watches
 * the outcome and sometimes closes the tab, and now and then cancels a ticket or changes its date to another bus
 * of the same operator (paying a higher fare at the gateway). Like people, they click again when the site does
 * not answer. Every id they are given goes into the ledger the checks read.
 */
import type { Seat } from '@jatra/shared';
import { freeSeats, passenger, type Traveller } from '../../api/test/booking-journey-test-kit';
import type { Bus } from './contested-buses';

/** What the travellers were told: the ids the database must still know at the end. */
export interface Ledger {
  /** PNR → schedule, for every hold answered 201 */
  holds: Map<string, string>;
  /** merchantOrderId → PNR, for every payment answered 201 */
  orders: Map<string, string>;
  /** merchantOrderIds paid at the gateway (the traveller's money is gone) */
  paid: Set<string>;
  /** PNRs whose cancellation was answered 200 */
  cancelled: Set<string>;
  /** old PNR → new PNR, for every date change answered 200 */
  reschedules: Map<string, string>;
  counts: Record<
    | 'journeys'
    | 'holdsRefused'
    | 'soldOut'
    | 'holdRetries'
    | 'paymentAttempts'
    | 'paymentsFailedAtGateway'
    | 'paymentRetries'
    | 'ticketsSeen'
    | 'cancelRetries'
    | 'reschedulesRefused'
    | 'unanswered'
    | 'serverErrors',
    number
  >;
}

export const emptyLedger = (): Ledger => ({
  holds: new Map(),
  orders: new Map(),
  paid: new Set(),
  cancelled: new Set(),
  reschedules: new Map(),
  counts: {
    journeys: 0,
    holdsRefused: 0,
    soldOut: 0,
    holdRetries: 0,
    paymentAttempts: 0,
    paymentsFailedAtGateway: 0,
    paymentRetries: 0,
    ticketsSeen: 0,
    cancelRetries: 0,
    reschedulesRefused: 0,
    unanswered: 0,
    serverErrors: 0,
  },
});

interface Answer {
  /** 0: no answer (refused, reset, timed out) */
  status: number;
  body: unknown;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the workload is doing right now, for the conductor to strike at the right moment. */
export interface InFlight {
  holds: number;
  payments: number;
  /** when a payment was last completed at the gateway (its webhook and ticket are on their way) */
  lastPaidAt: number;
}

export function createWorkload(options: { apiUrl: string; providerUrl: string; ledger: Ledger; random: () => number }) {
  const { apiUrl, providerUrl, ledger, random } = options;
  const { counts } = ledger;
  const inFlight: InFlight = { holds: 0, payments: 0, lastPaidAt: 0 };

  async function call(url: string, init: RequestInit = {}, token?: string): Promise<Answer> {
    try {
      const response = await fetch(url, {
        ...init,
        headers: {
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        signal: AbortSignal.timeout(15_000),
      });
      const text = await response.text();
      if (response.status >= 500) counts.serverErrors += 1;
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
      return { status: response.status, body };
    } catch {
      counts.unanswered += 1;
      return { status: 0, body: undefined };
    }
  }

  /** Asks again, as a traveller clicks again, while there is no answer or a server error; the last answer. */
  async function persist(ask: () => Promise<Answer>, retried: () => void, tries = 6): Promise<Answer> {
    let answer = await ask();
    for (let attempt = 1; attempt < tries && (answer.status === 0 || answer.status >= 500); attempt += 1) {
      retried();
      await sleep(500 * attempt);
      answer = await ask();
    }
    return answer;
  }

  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

  async function layout(bus: Bus): Promise<Seat[] | undefined> {
    const answer = await persist(
      () => call(`${apiUrl}/api/schedule/${bus.scheduleId}.json`),
      () => undefined,
    );
    if (answer.status !== 200) return undefined;
    return (answer.body as { result: { seat_layout: { seats: Seat[] } } }).result.seat_layout.seats;
  }

  async function hold(traveller: Traveller, bus: Bus, seats: string[]): Promise<string | undefined> {
    inFlight.holds += 1;
    try {
      const answer = await persist(
        () =>
          call(
            `${apiUrl}/api/tentative_booking/${bus.scheduleId}.json`,
            {
              method: 'POST',
              body: JSON.stringify({
                travelDate: bus.travelDate,
                boardingPointId: bus.boarding.id,
                droppingPointId: bus.dropping.id,
                seats: seats.map((seatNumber, index) => ({
                  seatNumber,
                  passenger: passenger(`Traveller ${index + 1}`),
                })),
              }),
            },
            traveller.accessToken,
          ),
        () => (counts.holdRetries += 1),
      );
      if (answer.status !== 201) {
        counts.holdsRefused += 1;
        return undefined;
      }
      const pnr = (answer.body as { booking: { pnr_number: string } }).booking.pnr_number;
      ledger.holds.set(pnr, bus.scheduleId);
      return pnr;
    } finally {
      inFlight.holds -= 1;
    }
  }

  async function createPayment(traveller: Traveller, pnr: string): Promise<string | undefined> {
    inFlight.payments += 1;
    try {
      const answer = await persist(
        () =>
          call(
            `${apiUrl}/api/phonepe/create-payment`,
            { method: 'POST', body: JSON.stringify({ merchantOrderId: pnr }) },
            traveller.accessToken,
          ),
        () => (counts.paymentRetries += 1),
      );
      counts.paymentAttempts += 1;
      if (answer.status !== 201) return undefined;
      const { orderId } = answer.body as { orderId: string };
      ledger.orders.set(orderId, pnr);
      return orderId;
    } finally {
      inFlight.payments -= 1;
    }
  }

  /** The traveller's choice on PhonePe's page (the simulator's settle is the page's button). */
  async function payAtGateway(orderId: string, state: 'COMPLETED' | 'FAILED'): Promise<boolean> {
    const answer = await persist(
      () =>
        call(`${providerUrl}/sim/phonepe/orders/${orderId}/settle`, {
          method: 'POST',
          body: JSON.stringify({ state }),
        }),
      () => undefined,
    );
    if (answer.status !== 200) return false;
    if (state === 'COMPLETED') {
      ledger.paid.add(orderId);
      inFlight.lastPaidAt = Date.now();
    } else counts.paymentsFailedAtGateway += 1;
    return true;
  }

  /** The callback page polling the order's status; the booking's status once settled, if it saw it. */
  async function watch(traveller: Traveller, orderId: string): Promise<string | undefined> {
    for (let poll = 0; poll < 12; poll += 1) {
      const answer = await call(`${apiUrl}/api/phonepe/order-status/${orderId}`, {}, traveller.accessToken);
      const data = (answer.body as { data?: { state: string; bookingStatus: string } } | undefined)?.data;
      if (answer.status === 200 && data && data.state !== 'PENDING' && data.bookingStatus !== 'tentative') {
        return data.bookingStatus;
      }
      await sleep(700);
    }
    return undefined;
  }

  async function cancel(traveller: Traveller, pnr: string) {
    const answer = await persist(
      () => call(`${apiUrl}/api/cancel_booking/${pnr}.json`, { method: 'POST', body: '{}' }, traveller.accessToken),
      () => (counts.cancelRetries += 1),
    );
    if (answer.status === 200) ledger.cancelled.add(pnr);
  }

  /**
   * The traveller changes the ticket's date to another bus of its operator on the route, the same number of seats:
   * the new seats are held, paid at the gateway when the change costs more, and the old ticket replaced.
   */
  async function changeDate(traveller: Traveller, pnr: string, buses: readonly Bus[]) {
    const asked = await persist(
      () => call(`${apiUrl}/api/reschedule/${pnr}`, {}, traveller.accessToken),
      () => undefined,
    );
    const terms = (
      asked.body as { result?: { allowed: boolean; travel_id: number; schedule_id: string; seat_count: number } }
    )?.result;
    const others = buses.filter(
      (bus) => terms && bus.travelId === terms.travel_id && bus.scheduleId !== terms.schedule_id,
    );
    if (asked.status !== 200 || !terms?.allowed || others.length === 0) {
      counts.reschedulesRefused += 1;
      return;
    }
    const bus = pick(others);
    const seats = await layout(bus);
    const wanted = seats ? freeSeats(seats).slice(0, 6 + terms.seat_count) : [];
    if (wanted.length < terms.seat_count) {
      counts.reschedulesRefused += 1;
      return;
    }
    const start = Math.floor(random() * (wanted.length - terms.seat_count + 1));
    const started = await persist(
      () =>
        call(
          `${apiUrl}/api/reschedule/${pnr}`,
          {
            method: 'POST',
            body: JSON.stringify({
              schedule_id: bus.scheduleId,
              travel_date: bus.travelDate,
              seat_numbers: wanted.slice(start, start + terms.seat_count).map((seat) => seat.id),
              boarding_point_id: bus.boarding.id,
              dropping_point_id: bus.dropping.id,
            }),
          },
          traveller.accessToken,
        ),
      () => (counts.holdRetries += 1),
    );
    if (started.status !== 200) {
      counts.reschedulesRefused += 1;
      return;
    }
    const { new_pnr: newPnr, next } = (started.body as { result: { new_pnr: string; next: string } }).result;
    ledger.holds.set(newPnr, bus.scheduleId);
    ledger.reschedules.set(pnr, newPnr);
    if (next !== 'pay') return;
    const orderId = await createPayment(traveller, newPnr);
    if (!orderId) return;
    // one in ten fails at the gateway and leaves it: the old ticket stays
    if (!(await payAtGateway(orderId, random() < 0.1 ? 'FAILED' : 'COMPLETED'))) return;
    if (random() < 0.5) await watch(traveller, orderId);
  }

  /** buses found full; the travellers move on to the next departure */
  const full = new Set<string>();

  /** One traveller's visit: look, hold, pay (once more after a failure), maybe watch, maybe cancel. */
  async function journey(traveller: Traveller, buses: readonly Bus[]) {
    counts.journeys += 1;
    // everyone wants one of the first two departures with room, and the first free seats on it: the contest is the point
    const open = buses.filter((bus) => !full.has(bus.scheduleId));
    if (open.length === 0) {
      counts.soldOut += 1;
      return;
    }
    const bus = pick(open.slice(0, 2));
    const seats = await layout(bus);
    if (!seats) return;
    const wanted = freeSeats(seats).slice(0, 6);
    if (wanted.length === 0) {
      full.add(bus.scheduleId);
      counts.soldOut += 1;
      return;
    }
    const count = random() < 0.3 ? 2 : 1;
    const chosen = [...new Set(Array.from({ length: count }, () => pick(wanted).id))];
    const pnr = await hold(traveller, bus, chosen);
    if (!pnr) return;
    // one in ten fails to pay the first time; then half of them try again, as the page offers
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const orderId = await createPayment(traveller, pnr);
      if (!orderId) return;
      const pays = attempt > 0 || random() >= 0.1;
      if (!(await payAtGateway(orderId, pays ? 'COMPLETED' : 'FAILED'))) return;
      if (!pays) {
        if (random() < 0.5) continue;
        return;
      }
      // half stay on the callback page; the others close the tab and leave it to the webhook
      if (random() < 0.5) return;
      const status = await watch(traveller, orderId);
      if (status === 'confirmed') {
        counts.ticketsSeen += 1;
        const then = random();
        if (then < 0.2) await cancel(traveller, pnr);
        else if (then < 0.45) await changeDate(traveller, pnr, buses);
      }
      return;
    }
  }

  return {
    inFlight,
    /** Each traveller makes journeys one after another, with a pause between, until `until()` says stop. */
    async run(travellers: readonly Traveller[], buses: readonly Bus[], until: () => boolean) {
      await Promise.all(
        travellers.map(async (traveller) => {
          while (!until()) {
            await journey(traveller, buses);
            await sleep(300 + random() * 900);
          }
        }),
      );
    },
  };
}
