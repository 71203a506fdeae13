import type http from 'node:http';
import { BOOKING_MESSAGES, inEnglish, withValues } from '@jatra/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startFakeProvider, startTestApi, type TestApi } from '../../../test/api-test-kit';
import { bookableBuses, openSeats, tentativeBody } from '../../../simulators/gds/bookings/booking-test-kit';
import { departureInstant } from '../../../simulators/gds/bookings/departure';
import {
  createGdsClient,
  GdsError,
  parseCancellability,
  parseCancellation,
  parseGdsTicket,
  parseTentativeAnswer,
  type GdsClient,
  type GdsTentativeBody,
} from './gds-client';

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as GdsError,
  );

/** The production adapter's booking calls against the simulator, over real HTTP. */
describe('GDS adapter: bookings', () => {
  let api: TestApi;
  let gds: GdsClient;
  // buses a few hours away at least, since the API's simulator runs on the real clock
  const buses = bookableBuses().filter((bus) => departureInstant(bus).getTime() > Date.now() + 3 * 3_600_000);
  let nextBus = 0;
  const freshBus = () => buses[nextBus++]!;
  const setKnobs = (knobs: object) =>
    fetch(`${api.url}/sim/gds/knobs`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(knobs),
    });

  beforeAll(async () => {
    api = await startTestApi();
    gds = createGdsClient(loadConfig({ NODE_ENV: 'test', API_PORT: new URL(api.url).port, DATA_DIR: 'memory://' }).gds);
  });
  afterAll(() => api.close());
  afterEach(async () => {
    await setKnobs({});
  });

  it('holds, confirms (twice, one sale), reads, checks and cancels part of a ticket', async () => {
    const bus = freshBus();
    const [a = '', b = ''] = openSeats(bus);
    const body: GdsTentativeBody = tentativeBody(bus, [{ seat: a }, { seat: b, sex: 'F' }]);
    const { pnr, operatorPnr } = parseTentativeAnswer(await gds.tentativeBooking(bus.scheduleId, body));
    expect(pnr).toMatch(/^TS\d{16}[A-Z]{4}$/);
    expect(operatorPnr).toMatch(/^\d+$/);

    const notYet = await failureOf(gds.bookingDetails(pnr));
    expect(notYet).toBeInstanceOf(GdsError);
    expect(notYet).toMatchObject({ message: 'Ticket Not Confirmed', providerCode: '411', status: 200 });

    const ticket = parseGdsTicket(await gds.confirmBooking(pnr));
    const fares = body.book_ticket.seat_details.seat_detail.map((seat) => Number(seat.fare));
    const taxes = fares.map((fare) => Math.round(fare * 5) / 100);
    expect(ticket).toMatchObject({ ticketNumber: pnr, operatorPnr, status: 'Confirmed' });
    expect(ticket.totalFare).toBeCloseTo(fares[0]! + fares[1]! + taxes[0]! + taxes[1]!, 2);
    expect(ticket.seats.map((seat) => seat.seatNumber).sort()).toEqual([a, b].sort());
    const seatA = ticket.seats.find((seat) => seat.seatNumber === a);
    expect(seatA).toEqual({ seatNumber: a, fare: fares[0], serviceTax: taxes[0], cancelled: false });
    expect(ticket.details.ticket_number).toBe(pnr);

    // the provider's confirm is idempotent: asking again (after a lost answer) gives the same ticket
    expect(parseGdsTicket(await gds.confirmBooking(pnr))).toEqual(ticket);
    expect(parseGdsTicket(await gds.bookingDetails(pnr))).toEqual(ticket);

    const check = parseCancellability(await gds.canCancel(pnr, [a]));
    expect(check.isCancellable).toBe(true);
    expect(check.refundAmount + check.cancellationCharges).toBeCloseTo(fares[0]! + taxes[0]!, 2);

    const cancelled = parseCancellation(await gds.cancelBooking(pnr, [a]));
    expect(cancelled).toMatchObject({
      seatNumbers: [a],
      refundAmount: check.refundAmount,
      cancellationCharges: check.cancellationCharges,
      seats: [{ seatNumber: a, cancelPercent: check.cancelPercent, refundAmount: check.refundAmount }],
    });
    const after = parseGdsTicket(await gds.bookingDetails(pnr));
    expect(after.status).toBe('Confirmed');
    expect(after.seats.find((seat) => seat.seatNumber === a)?.cancelled).toBe(true);
    expect(after.seats.find((seat) => seat.seatNumber === b)?.cancelled).toBe(false);

    const again = await failureOf(gds.cancelBooking(pnr, [a]));
    expect(again.message).toBe(`Seat ${a} is already cancelled`);
  });

  it("maps a refusal to a GdsError carrying the provider's message for the traveller", async () => {
    const bus = freshBus();
    const [seat = ''] = openSeats(bus);
    await gds.tentativeBooking(bus.scheduleId, tentativeBody(bus, [{ seat }]));
    const taken = await failureOf(gds.tentativeBooking(bus.scheduleId, tentativeBody(bus, [{ seat }])));
    expect(taken).toMatchObject({
      message: inEnglish(withValues(BOOKING_MESSAGES.seatTaken, { seats: seat })),
      providerCode: 500,
      status: 200,
    });
    const unknown = await failureOf(gds.confirmBooking('TS0000'));
    expect(unknown).toMatchObject({ message: 'No ticket found for PNR TS0000', providerCode: 404 });
  });

  it('fails a forced confirm_booking failure as the provider said it', async () => {
    const bus = freshBus();
    const [seat = ''] = openSeats(bus);
    const { pnr } = parseTentativeAnswer(await gds.tentativeBooking(bus.scheduleId, tentativeBody(bus, [{ seat }])));
    await setKnobs({ forcedErrors: { confirm_booking: { kind: 'envelope', code: 500, message: 'Inventory locked' } } });
    expect(await failureOf(gds.confirmBooking(pnr))).toMatchObject({ message: 'Inventory locked', providerCode: 500 });
    await setKnobs({ forcedErrors: { confirm_booking: { kind: 'http', status: 503 } } });
    // no answer from the provider: no provider code, so the outcome is unknown to the caller
    const down = await failureOf(gds.confirmBooking(pnr));
    expect(down.status).toBe(503);
    expect(down.providerCode).toBeUndefined();
    await setKnobs({});
    expect(parseGdsTicket(await gds.confirmBooking(pnr)).ticketNumber).toBe(pnr);
  });
});

describe('GDS adapter: booking calls are never repeated', () => {
  let provider: Awaited<ReturnType<typeof startFakeProvider>>;
  let gds: GdsClient;
  beforeAll(async () => {
    // every call fails as a gateway would: a transient failure that a safe read retries
    provider = await startFakeProvider((_req: http.IncomingMessage, res: http.ServerResponse) => {
      res.writeHead(502, { 'Content-Type': 'text/html' }).end('<html>Bad Gateway</html>');
    });
    gds = createGdsClient({ baseUrl: provider.baseUrl, apiKey: 'k', timeoutMs: 2000 });
  });
  afterAll(() => provider.close());

  it('sends a tentative booking, a confirm and a cancel once, and retries the reads once', async () => {
    const body = { book_ticket: {} } as unknown as GdsTentativeBody;
    const failures = await Promise.all(
      [
        gds.tentativeBooking('2026112200017', body),
        gds.confirmBooking('TS1'),
        gds.cancelBooking('TS1', ['1', '2']),
        gds.bookingDetails('TS1'),
        gds.canCancel('TS1', ['1']),
      ].map(failureOf),
    );
    for (const failure of failures) expect(failure).toBeInstanceOf(GdsError);
    const paths = provider.requests.map((url) => url.split('?')[0]);
    expect(paths.filter((url) => url === '/gds/api/tentative_booking/2026112200017.json')).toHaveLength(1);
    expect(paths.filter((url) => url === '/gds/api/confirm_booking/TS1.json')).toHaveLength(1);
    expect(paths.filter((url) => url === '/gds/api/cancel_booking.json')).toHaveLength(1);
    expect(paths.filter((url) => url === '/gds/api/booking_details.json')).toHaveLength(2);
    expect(paths.filter((url) => url === '/gds/api/can_cancel.json')).toHaveLength(2);
    expect(provider.requests).toContain('/gds/api/cancel_booking.json?ticket_number=TS1&seat_numbers=1%2C2');
  });
});

describe('GDS answer parsers', () => {
  it('read numbers sent as strings, an object or an array of tickets, and the operator API spellings', () => {
    const ticket = {
      ticket_number: 'TS1',
      operator_pnr: 5521,
      total_fare: '682.5',
      seat_fare_details: [{ seat_detail: { seat_number: 12, fare: '650.0', service_tax: '32.5' } }],
    };
    const expected = {
      ticketNumber: 'TS1',
      status: 'Confirmed',
      operatorPnr: '5521',
      totalFare: 682.5,
      seats: [{ seatNumber: '12', fare: 650, serviceTax: 32.5, cancelled: false }],
    };
    expect(parseGdsTicket({ result: { ticket_details: ticket } })).toMatchObject(expected);
    expect(parseGdsTicket({ result: { ticket_details: [ticket] } })).toMatchObject(expected);
    expect(() => parseGdsTicket({ result: {} })).toThrow(inEnglish(BOOKING_MESSAGES.missingTicketDetails));
    expect(() => parseGdsTicket({ result: { ticket_details: { ticket_number: 'TS1' } } })).toThrow(GdsError);
    expect(() => parseTentativeAnswer({ result: { ticket_details: { operator_pnr: '1' } } })).toThrow(
      inEnglish(BOOKING_MESSAGES.noPnr),
    );
    expect(
      parseCancellability({
        result: {
          is_ticket_cancellable: {
            is_cncl: 'true',
            'cancel-percent': '15',
            cancel_charges: 97.5,
            refund_amount: '552.5',
          },
        },
      }),
    ).toEqual({ isCancellable: true, cancelPercent: 15, cancellationCharges: 97.5, refundAmount: 552.5 });
  });
});
