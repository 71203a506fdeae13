import { describe, expect, it } from 'vitest';
import type { Service } from '../network/timetable';
import {
  busDealer,
  hoursBefore,
  openSeats,
  seatFare,
  simulatorForSuite,
  tentativeBody,
  type Clock,
} from './booking-test-kit';
import { departureInstant } from './departure';

// operators that run Jorhat → Guwahati, with their bands (network/operators.ts)
/** '0-6|100,6-24|50,24-48|25,48-720|10' */
const GREEN_VALLEY = 2114;
/** '0-3|100,3-12|40,12-24|20,24-720|5' */
const ROYAL = 2135;
/** '0-2|100,2-12|50,12-24|25,24-720|10' */
const ASTC = 2142;

const paisa = (amount: number) => Math.round(amount * 100) / 100;

interface Priced {
  seat: string;
  fare: number;
  tax: number;
}

/** The provider's rule, worked out here by hand: the percent is kept from the fare, the tax goes back. */
const chargeOf = (priced: Priced, percent: number) => paisa((priced.fare * percent) / 100);
const refundOf = (priced: Priced, percent: number) => paisa(priced.fare + priced.tax - chargeOf(priced, percent));

describe('GDS simulator can_cancel and cancel_booking', () => {
  const clock: Clock = { now: new Date() };
  const suite = simulatorForSuite(clock);
  const freshBus = busDealer(clock);
  const busOf = (operatorId: number, hoursLeft = 30) => freshBus(hoursLeft, (bus) => bus.operator.id === operatorId);

  /** A confirmed ticket for these seats, with each seat's fare and tax as the ticket gives them. */
  async function confirmedTicket(bus: Service, seats: readonly string[]) {
    const held = await suite.sim.post(
      `tentative_booking/${bus.scheduleId}.json`,
      tentativeBody(
        bus,
        seats.map((seat) => ({ seat })),
      ),
    );
    const pnr = held.result.ticket_details.pnr_number as string;
    const ticket = (await suite.sim.post(`confirm_booking/${pnr}.json`)).result.ticket_details;
    const priced: Priced[] = ticket.seat_fare_details.map(
      ({ seat_detail: detail }: { seat_detail: { seat_number: string; fare: number; service_tax: number } }) => ({
        seat: detail.seat_number,
        fare: detail.fare,
        tax: detail.service_tax,
      }),
    );
    for (const seat of priced) {
      expect(seat.fare).toBe(seatFare(bus, seat.seat));
      expect(seat.tax).toBe(Math.round(seat.fare * 5) / 100);
    }
    const price = (seat: string) => priced.find((candidate) => candidate.seat === seat)!;
    return { pnr, ticket, price };
  }

  const canCancel = async (pnr: string, seats: string) =>
    (await suite.sim.get(`can_cancel.json?ticket_number=${pnr}&seat_numbers=${seats}`)).result?.is_ticket_cancellable;
  const cancel = (pnr: string, seats?: string) =>
    suite.sim.get(`cancel_booking.json?ticket_number=${pnr}${seats ? `&seat_numbers=${seats}` : ''}`);

  it("charges each operator's own band on the fare and refunds the tax in full", async () => {
    // hours before departure → the band's percent; a band runs from just above its start to its end
    const cases = [
      {
        operator: GREEN_VALLEY,
        percentAt: [
          [30, 25],
          [25, 25],
          [24, 50],
          [10, 50],
          [6, 100],
          [4, 100],
        ],
      },
      {
        operator: ROYAL,
        percentAt: [
          [30, 5],
          [24, 20],
          [12.5, 20],
          [10, 40],
          [3.5, 40],
        ],
      },
    ];
    for (const { operator, percentAt } of cases) {
      const bus = busOf(operator, 40);
      const [seat = ''] = openSeats(bus);
      const { pnr, price } = await confirmedTicket(bus, [seat]);
      for (const [hoursLeft = 0, percent = 0] of percentAt) {
        clock.now = hoursBefore(bus, hoursLeft);
        expect(await canCancel(pnr, seat), `operator ${operator}, ${hoursLeft} h`).toEqual({
          is_cancellable: true,
          cancel_percent: percent,
          cancellation_charges: chargeOf(price(seat), percent),
          refund_amount: refundOf(price(seat), percent),
        });
      }
    }
  });

  it('answers cancel_booking seat by seat, with the charge on the fare and no tax kept', async () => {
    const bus = busOf(ROYAL, 10);
    const [a = '', b = ''] = openSeats(bus);
    const { pnr, price, ticket } = await confirmedTicket(bus, [a, b]);
    // a real provider echoes the policy of the service's operator
    expect(ticket.ts_cancellation_policies).toBe('0-3|100,3-12|40,12-24|20,24-720|5');
    const [charges, refunds] = [
      paisa(chargeOf(price(a), 40) + chargeOf(price(b), 40)),
      paisa(refundOf(price(a), 40) + refundOf(price(b), 40)),
    ];
    expect(await canCancel(pnr, `${a},${b}`)).toMatchObject({ cancellation_charges: charges, refund_amount: refunds });

    const answer = (await cancel(pnr, `${a},${b}`)).result.cancel_ticket;
    expect(answer).toMatchObject({
      seat_numbers: `${a},${b}`,
      cancellation_charges: charges,
      refund_amount: refunds,
      operator_gst_details: { trans_type: 'Cancellation', cancellation_charges: charges, igst_amount: 0 },
    });
    expect(answer.cancel_seat_details).toEqual(
      [a, b].map((seat) => ({
        cancel_seat_detail: {
          seat_number: seat,
          cancel_percent: 40,
          refund_amount: refundOf(price(seat), 40),
          cancelled_fare: chargeOf(price(seat), 40),
          base_cancelled_fare: chargeOf(price(seat), 40),
          cancelled_service_tax: 0,
        },
      })),
    );
  });

  it('cancels part of a ticket, puts those seats back on sale, and the rest later at a later band', async () => {
    const bus = busOf(ASTC, 20);
    const [a = '', b = ''] = openSeats(bus);
    const { pnr, price } = await confirmedTicket(bus, [a, b]);

    expect(await canCancel(pnr, a)).toMatchObject({ cancel_percent: 25, cancellation_charges: chargeOf(price(a), 25) });
    // only a check: nothing changed
    expect(await suite.sim.availableSeats(bus)).not.toContain(a);

    expect((await cancel(pnr, a)).result.cancel_ticket).toMatchObject({
      seat_numbers: a,
      cancellation_charges: chargeOf(price(a), 25),
      refund_amount: refundOf(price(a), 25),
    });
    expect(await suite.sim.availableSeats(bus)).toContain(a);
    expect(await suite.sim.availableSeats(bus)).not.toContain(b);
    const details = (await suite.sim.get(`booking_details.json?pnr_number=${pnr}`)).result.ticket_details[0];
    expect(details).toMatchObject({ ticket_status: 'Confirmed', cancelled_seat_numbers: a });

    expect((await cancel(pnr, a)).response.message).toBe(`Seat ${a} is already cancelled`);
    expect((await suite.sim.get(`can_cancel.json?ticket_number=${pnr}&seat_numbers=Z9`)).response.message).toBe(
      'Seat Z9 is not on this ticket',
    );

    // no seats named: the rest of the ticket, now in ASTC's 2-12 h band
    clock.now = hoursBefore(bus, 8);
    expect((await cancel(pnr)).result.cancel_ticket).toMatchObject({
      seat_numbers: b,
      cancellation_charges: chargeOf(price(b), 50),
      refund_amount: refundOf(price(b), 50),
    });
    const after = (await suite.sim.get(`booking_details.json?pnr_number=${pnr}`)).result.ticket_details[0];
    expect(after.ticket_status).toBe('Cancelled');
    expect((await suite.sim.get(`can_cancel.json?ticket_number=${pnr}`)).response.message).toBe(
      'Ticket is already cancelled',
    );
    expect(await suite.sim.availableSeats(bus)).toEqual(expect.arrayContaining([a, b]));
  });

  it('refuses within 2 hours of departure whatever the band, and after departure', async () => {
    const bus = busOf(GREEN_VALLEY, 2.05);
    const [seat = ''] = openSeats(bus);
    const { pnr, price } = await confirmedTicket(bus, [seat]);
    // Green Valley's 0-6 h band keeps the whole fare, but the tax is still refunded
    expect(await canCancel(pnr, seat)).toEqual({
      is_cancellable: true,
      cancel_percent: 100,
      cancellation_charges: price(seat).fare,
      refund_amount: price(seat).tax,
    });

    const refused = {
      is_cancellable: false,
      cancellation_charges: paisa(price(seat).fare + price(seat).tax),
      cancel_percent: 100,
      refund_amount: 0,
    };
    for (const hoursLeft of [2, 1, 0]) {
      clock.now = hoursBefore(bus, hoursLeft);
      expect(await canCancel(pnr, seat), `${hoursLeft} h`).toEqual(refused);
      expect((await cancel(pnr, seat)).response, `${hoursLeft} h`).toEqual({
        code: 500,
        message: 'Cancellation not allowed: within 2 hours of departure',
      });
    }
    clock.now = new Date(departureInstant(bus).getTime() + 60_000);
    expect(await canCancel(pnr, seat)).toEqual(refused);
    expect((await cancel(pnr, seat)).response).toEqual({
      code: 500,
      message: 'Cancellation not allowed: the bus has departed',
    });
    expect(await suite.sim.availableSeats(bus)).not.toContain(seat);
  });

  it('charges the cancelPercentOverride knob instead of the band, until the knobs are reset', async () => {
    const bus = busOf(ROYAL, 30);
    const [a = '', b = ''] = openSeats(bus);
    const { pnr, price } = await confirmedTicket(bus, [a, b]);
    expect(await canCancel(pnr, a)).toMatchObject({ cancel_percent: 5 });

    expect((await suite.sim.setKnobs({ cancelPercentOverride: 60 })).status).toBe(200);
    expect(await canCancel(pnr, a)).toEqual({
      is_cancellable: true,
      cancel_percent: 60,
      cancellation_charges: chargeOf(price(a), 60),
      refund_amount: refundOf(price(a), 60),
    });
    expect((await cancel(pnr, a)).result.cancel_ticket.cancel_seat_details[0].cancel_seat_detail).toMatchObject({
      cancel_percent: 60,
      cancelled_fare: chargeOf(price(a), 60),
      refund_amount: refundOf(price(a), 60),
    });
    // the knob stands for the percent only: the cutoff still holds
    clock.now = hoursBefore(bus, 1);
    expect(await canCancel(pnr, b)).toMatchObject({ is_cancellable: false });

    clock.now = hoursBefore(bus, 30);
    await suite.sim.setKnobs({});
    expect(await (await fetch(`${suite.sim.url}/sim/gds/knobs`)).json()).toMatchObject({ cancelPercentOverride: null });
    expect(await canCancel(pnr, b)).toMatchObject({ cancel_percent: 5, cancellation_charges: chargeOf(price(b), 5) });

    expect((await suite.sim.setKnobs({ cancelPercentOverride: 101 })).status).toBe(400);
    expect((await suite.sim.setKnobs({ cancelPercentOverride: 0 })).status).toBe(200);
    expect(await canCancel(pnr, b)).toMatchObject({
      cancel_percent: 0,
      cancellation_charges: 0,
      refund_amount: paisa(price(b).fare + price(b).tax),
    });
  });

  it('refuses to cancel a ticket that was never confirmed', async () => {
    const bus = freshBus();
    const [seat = ''] = openSeats(bus);
    const pnr = (await suite.sim.post(`tentative_booking/${bus.scheduleId}.json`, tentativeBody(bus, [{ seat }])))
      .result.ticket_details.pnr_number;
    expect(await cancel(pnr, seat)).toEqual({ response: { code: '411', message: 'Ticket Not Confirmed' } });
  });

  it('cancels a seat once when two cancellations race', async () => {
    const bus = freshBus(30);
    const [a = '', b = ''] = openSeats(bus);
    const { pnr } = await confirmedTicket(bus, [a, b]);
    const answers = await Promise.all(Array.from({ length: 4 }, () => cancel(pnr, a)));
    expect(answers.filter((answer) => 'result' in answer)).toHaveLength(1);
  });
});
