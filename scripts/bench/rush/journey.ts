/**
 * One traveller's visit in the festival rush, through the API as the pages call it: search a route and date,
 * open a bus's seat map, hold seats (a seat taken meanwhile: the map again, other seats), pay on the gateway's
 * hosted page (its form, its redirect back, the webhook it sends), the callback page's order status until the
 * ticket is there, the e-ticket, and now and then a cancellation. Each traveller comes from an address of its
 * own. Every step is timed; every id the API answered goes into the fault run's ledger.
 */
import type { Seat, StagePoint } from '@jatra/shared';
import { PAYMENT_POLL_INTERVAL_MS } from '@jatra/shared';
import { freeSeats, passenger, type Traveller } from '../../../api/test/booking-journey-test-kit';
import type { Ledger } from '../../faults/workload';
import { timeStep, type Observed, type Step } from './observed';

export interface RushTraveller extends Traveller {
  /** the address the traveller's requests come from (X-Forwarded-For through the proxy) */
  address: string;
}

export interface Route {
  origin: number;
  destination: number;
}

interface Answer {
  status: number;
  body: unknown;
  headers?: Headers;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface JourneyContext {
  apiUrl: string;
  ledger: Ledger;
  observed: Observed;
  random: () => number;
  /** the travel dates on sale the rush is about, nearest first */
  dates: string[];
  routes: Route[];
  /** pauses between a traveller's steps are this many ms at most (people read and type) */
  thinkMs: number;
}

export function createJourney(context: JourneyContext) {
  const { apiUrl, ledger, observed, random } = context;
  const { counts } = ledger;

  async function call(step: Step | undefined, url: string, init: RequestInit, who?: RushTraveller): Promise<Answer> {
    const started = performance.now();
    let answer: Answer;
    try {
      const response = await fetch(url, {
        ...init,
        redirect: 'manual',
        headers: {
          ...(typeof init.body === 'string' && init.body.startsWith('{') ? { 'content-type': 'application/json' } : {}),
          ...(who ? { authorization: `Bearer ${who.accessToken}`, 'x-forwarded-for': who.address } : {}),
          ...(init.headers as Record<string, string> | undefined),
        },
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // the gateway's page is HTML
      }
      answer = { status: response.status, body, headers: response.headers };
    } catch {
      counts.unanswered += 1;
      answer = { status: 0, body: undefined };
    }
    if (answer.status >= 500) counts.serverErrors += 1;
    if (step) {
      timeStep(observed, step, started);
      const byStatus = observed.answers.get(step)!;
      byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
    }
    return answer;
  }

  const think = () => sleep(context.thinkMs * (0.3 + 0.7 * random()));
  /** most travellers want the first days and the busiest routes: a festival */
  const skewed = <T>(items: readonly T[]): T => items[Math.floor(items.length * random() ** 2)]!;

  async function seatMap(who: RushTraveller, scheduleId: string) {
    const answer = await call('seat map', `${apiUrl}/api/schedule/${scheduleId}.json`, {}, who);
    if (answer.status !== 200) return undefined;
    return (
      answer.body as {
        result: { seat_layout: { seats: Seat[] }; boarding_points: StagePoint[]; dropping_points: StagePoint[] };
      }
    ).result;
  }

  async function hold(who: RushTraveller, scheduleId: string, travelDate: string, wanted: number) {
    // the seat map, and a second look when a seat was taken meanwhile, as the booking page offers
    for (let look = 0; look < 2; look += 1) {
      const map = await seatMap(who, scheduleId);
      // the booking page asks which of the traveller's bookings are on this bus already
      await call(undefined, `${apiUrl}/api/bookings/by-schedule/${scheduleId}`, {}, who);
      const free = map ? freeSeats(map.seat_layout.seats) : [];
      if (!map || free.length < wanted || !map.boarding_points[0] || !map.dropping_points[0]) return undefined;
      await think();
      // people like the front and the windows: the first free seats are wanted most, so seats are contested
      const chosen = new Set<string>();
      while (chosen.size < wanted) chosen.add(free[Math.floor(free.length * random() ** 2)]!.id);
      const answer = await call(
        'hold',
        `${apiUrl}/api/tentative_booking/${scheduleId}.json`,
        {
          method: 'POST',
          body: JSON.stringify({
            travelDate,
            boardingPointId: map.boarding_points[0].id,
            droppingPointId: map.dropping_points[0].id,
            seats: [...chosen].map((seatNumber, index) => ({
              seatNumber,
              passenger: passenger(`Rush Traveller ${index + 1}`),
            })),
          }),
        },
        who,
      );
      if (answer.status === 201) {
        const pnr = (answer.body as { booking: { pnr_number: string } }).booking.pnr_number;
        ledger.holds.set(pnr, scheduleId);
        return { pnr, seats: chosen.size };
      }
      counts.holdsRefused += 1;
      if (answer.status !== 409) return undefined;
      counts.holdRetries += 1;
    }
    observed.outcomes['seat taken twice'] += 1;
    return undefined;
  }

  /** Pays on the gateway's page: opens it, fills it in, presses the button; the redirect back, if any. */
  async function atGateway(redirectUrl: string, action: 'pay' | 'fail'): Promise<boolean> {
    const started = performance.now();
    const page = await call(undefined, redirectUrl, {});
    const token = new URL(redirectUrl).searchParams.get('token');
    if (page.status !== 200 || !token) return false;
    const form = new URLSearchParams({ token, action, paymentMode: 'UPI', upiId: 'success@ybl' });
    const pressed = await call(undefined, new URL('transact', redirectUrl).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    timeStep(observed, 'gateway page and Pay', started);
    const byStatus = observed.answers.get('gateway page and Pay')!;
    byStatus.set(pressed.status, (byStatus.get(pressed.status) ?? 0) + 1);
    return pressed.status === 303;
  }

  /** The payment page after the redirect back: order status at once, then every 5 s, until the ticket. */
  async function watch(who: RushTraveller, orderId: string, paidAt: number): Promise<string | undefined> {
    for (let poll = 0; poll < 12; poll += 1) {
      const answer = await call(
        poll === 0 ? 'callback (order status)' : undefined,
        `${apiUrl}/api/phonepe/order-status/${orderId}`,
        {},
        who,
      );
      const data = (answer.body as { data?: { state: string; bookingStatus: string } } | undefined)?.data;
      if (answer.status === 200 && data && data.state !== 'PENDING' && data.bookingStatus !== 'tentative') {
        if (data.bookingStatus === 'confirmed') {
          timeStep(observed, 'Pay pressed → ticket seen', paidAt);
        }
        return data.bookingStatus;
      }
      await sleep(PAYMENT_POLL_INTERVAL_MS);
    }
    return undefined;
  }

  async function pay(who: RushTraveller, pnr: string, seats: number): Promise<boolean> {
    // most pay at once; some fail (a wrong PIN) and half of those try again; a few close the page
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const created = await call(
        'payment start',
        `${apiUrl}/api/phonepe/create-payment`,
        { method: 'POST', body: JSON.stringify({ merchantOrderId: pnr }) },
        who,
      );
      counts.paymentAttempts += 1;
      if (created.status !== 201) return false;
      const { orderId, redirectUrl } = created.body as { orderId: string; redirectUrl: string };
      ledger.orders.set(orderId, pnr);
      if (random() < 0.03) {
        observed.outcomes['gave up at the gateway'] += 1;
        return false;
      }
      await think();
      const pays = attempt > 0 || random() >= 0.08;
      const paidAt = performance.now();
      if (!(await atGateway(redirectUrl, pays ? 'pay' : 'fail'))) return false;
      if (!pays) {
        counts.paymentsFailedAtGateway += 1;
        observed.outcomes['payment failed'] += 1;
        if (random() < 0.5) {
          counts.paymentRetries += 1;
          continue;
        }
        return false;
      }
      ledger.paid.add(orderId);
      const status = await watch(who, orderId, paidAt);
      if (status !== 'confirmed') {
        observed.outcomes['ticket not seen'] += 1;
        return false;
      }
      counts.ticketsSeen += 1;
      observed.tickets.push({ at: Date.now(), seats });
      return true;
    }
    return false;
  }

  /** One visit of `who`, from the search to the ticket (and sometimes its cancellation). */
  return async function journey(who: RushTraveller): Promise<void> {
    counts.journeys += 1;
    const route = skewed(context.routes);
    const date = skewed(context.dates);
    const wanted = random() < 0.5 ? 1 : random() < 0.7 ? 2 : 3;
    const found = await call(
      'search',
      `${apiUrl}/api/search?source=${route.origin}&destination=${route.destination}&date=${date}`,
      {},
      who,
    );
    const buses =
      found.status === 200 ? (found.body as { result: { scheduleId: string; availableSeats: number }[] }).result : [];
    const roomy = buses.filter((bus) => bus.availableSeats >= wanted + 2);
    if (roomy.length === 0) {
      counts.soldOut += 1;
      observed.outcomes['no bus with room'] += 1;
      return;
    }
    await think();
    const bus = roomy[Math.floor(random() * Math.min(roomy.length, 6))]!;
    const held = await hold(who, bus.scheduleId, date, wanted);
    if (!held) {
      observed.outcomes['hold refused'] += 1;
      return;
    }
    // the payment page reads the booking it is about
    await call(undefined, `${apiUrl}/api/bookings/${held.pnr}`, {}, who);
    await think();
    if (!(await pay(who, held.pnr, held.seats))) return;
    await call('ticket', `${apiUrl}/api/booking_details.json?pnr_number=${held.pnr}`, {}, who);
    if (random() < 0.1) {
      await think();
      await call(undefined, `${apiUrl}/api/can_cancel.json?ticket_number=${held.pnr}`, {}, who);
      const cancelled = await call(
        'cancel',
        `${apiUrl}/api/cancel_booking/${held.pnr}.json`,
        { method: 'POST', body: '{}' },
        who,
      );
      if (cancelled.status === 200) ledger.cancelled.add(held.pnr);
      else counts.cancelRetries += 1;
    }
  };
}
