import {
  addDaysIso,
  BOOKING_MESSAGES,
  REFUND_TIMELINE,
  todayInIndia,
  TRIP_CHANGE_MESSAGES,
  type BookingRecord,
  inEnglish,
} from '@jatra/shared';
import { fakeApi, respond } from '@jatra/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingRecord as booking, HOUR, renderAt } from './account-test-kit';
import { BookingsPage } from './BookingsPage';

function stubBookings(...answers: (() => Response)[]) {
  return fakeApi({ 'GET /api/bookings': () => (answers.length > 1 ? answers.shift()! : answers[0]!)() });
}

const listOf =
  (...bookings: BookingRecord[]) =>
  () =>
    respond({ result: bookings, next_cursor: null });

const renderPage = () => renderAt('/bookings', '/bookings', <BookingsPage />).host;

async function cards() {
  const list = await screen.findByRole('list', { name: 'Your bookings' });
  return within(list).getAllByRole('article');
}

const actions = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('link')
    .map((link) => link.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BookingsPage', () => {
  it('lists the bookings newest first with PNR, route, date, seats, amount and a worded badge', async () => {
    stubBookings(
      listOf(
        booking('OLD', { status: 'cancelled', created_at: '2026-11-01T10:00:00Z' }),
        booking('NEW', { created_at: '2026-11-21T10:00:00Z' }),
        booking('MID', {
          status: 'failed',
          payment_status: 'refund_pending',
          refund: { amount: 1050, status: 'pending' },
          refunds: [{ amount: 1050, state: 'initiated', seat_numbers: [] }],
          created_at: '2026-11-10T10:00:00Z',
        }),
      ),
    );
    renderPage();
    const all = await cards();
    expect(document.querySelector('[data-remote="account"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeInTheDocument();
    expect(all.map((card) => within(card).getByText(/^JT/).textContent)).toEqual(['JTNEW', 'JTMID', 'JTOLD']);

    const newest = all[0]!;
    expect(within(newest).getByRole('heading', { level: 2, name: /Jorhat.*Guwahati/ })).toBeInTheDocument();
    expect(
      within(newest).getByText(
        (_, element) => element?.tagName === 'DD' && element.textContent === '01 Dec 2026, 9:30 PM',
      ),
    ).toBeInTheDocument();
    expect(within(newest).getByText('L4, L5')).toBeInTheDocument();
    expect(within(newest).getByText('₹1,05,000')).toBeInTheDocument();

    const badge = (card: HTMLElement, label: string) => within(card).getByText(label);
    expect(badge(all[0]!, 'Confirmed')).toHaveClass('status-badge--success');
    expect(badge(all[1]!, 'Failed')).toHaveClass('status-badge--warning');
    expect(badge(all[2]!, 'Cancelled')).toHaveClass('status-badge--danger');
    expect(within(all[1]!).getByText('Refund of ₹1,050 initiated')).toBeInTheDocument();
  });

  it('offers Cancel only for a confirmed booking whose bus has not left, and View Ticket only for a ticket', async () => {
    stubBookings(
      listOf(
        booking('UPCOMING', { created_at: '2026-11-25T10:00:00Z' }),
        booking('DEPARTED', {
          created_at: '2026-11-24T10:00:00Z',
          departs_at: new Date(Date.now() - HOUR).toISOString(),
        }),
        booking('CANCELLED', { status: 'cancelled', created_at: '2026-11-23T10:00:00Z' }),
        booking('PENDING', { status: 'tentative', payment_status: 'pending', created_at: '2026-11-22T10:00:00Z' }),
        booking('FAILED', { status: 'failed', created_at: '2026-11-21T10:00:00Z' }),
        booking('EXPIRED', { status: 'expired', created_at: '2026-11-20T10:00:00Z' }),
      ),
    );
    renderPage();
    const [upcoming, departed, cancelled, pending, failed, expired] = await cards();
    expect(actions(upcoming!)).toEqual(['View Ticket', 'Change date', 'Cancel']);
    expect(actions(departed!)).toEqual(['View Ticket', 'Book again']);
    expect(actions(cancelled!)).toEqual(['View Ticket', 'Book again']);
    expect(actions(pending!)).toEqual([]);
    expect(actions(failed!)).toEqual([]);
    expect(actions(expired!)).toEqual([]);

    fireEvent.click(within(upcoming!).getByRole('link', { name: 'View Ticket' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/booking-details/JTUPCOMING');
  });

  it('a ticket replaced by a date change links to the new one and offers only its record; the new one says so', async () => {
    stubBookings(
      listOf(
        booking('NEW', { rescheduled_from: 'JTOLD', created_at: '2026-11-26T10:00:00Z' }),
        booking('OLD', { status: 'rescheduled', rescheduled_to: 'JTNEW', created_at: '2026-11-25T10:00:00Z' }),
      ),
    );
    renderPage();
    const [replacement, replaced] = await cards();
    expect(within(replacement!).getByText('This ticket replaces PNR JTOLD after a date change.')).toBeInTheDocument();
    expect(within(replaced!).getByText('Rescheduled')).toHaveClass('status-badge--warning');
    expect(within(replaced!).getByRole('link', { name: 'JTNEW' })).toHaveAttribute('href', '/booking-details/JTNEW');
    expect(actions(replaced!)).toEqual(['JTNEW', 'View Ticket']);
  });

  it('shows the operator, bus type and boarding point with its time', async () => {
    stubBookings(
      listOf(
        booking('OPERATOR', {
          bus_name: 'Network Travels',
          bus_type: 'AC Sleeper (2+1)',
          boarding_point: { ...booking('X').boarding_point, name: 'ISBT Betkuchi', time: '21:15' },
        }),
      ),
    );
    renderPage();
    const [card] = await cards();
    expect(within(card!).getByText('Network Travels')).toBeInTheDocument();
    expect(within(card!).getByText('AC Sleeper (2+1)')).toBeInTheDocument();
    expect(within(card!).getByText('Boarding point').nextElementSibling).toHaveTextContent('ISBT Betkuchi, 9:15 PM');
  });

  it('tells of the operator’s changes: a cancelled trip with its full refund, a moved departure with what it allows', async () => {
    stubBookings(
      listOf(
        booking('GONE', {
          status: 'cancelled',
          cancelled_by: 'operator',
          payment_status: 'refund_pending',
          refund: { amount: 1050, status: 'pending' },
          refunds: [{ amount: 1050, state: 'initiated', seat_numbers: ['L1'] }],
          created_at: '2026-11-21T10:00:00Z',
        }),
        booking('LATE', {
          departure_time: '23:30',
          departure_changed_from: '21:30',
          created_at: '2026-11-20T10:00:00Z',
        }),
        booking('SOON', {
          departure_time: '22:00',
          departure_changed_from: '21:30',
          created_at: '2026-11-19T10:00:00Z',
        }),
      ),
    );
    renderPage();
    const [gone, late, soon] = await cards();
    expect(within(gone!).getByText(inEnglish(TRIP_CHANGE_MESSAGES.operatorCancelledTitle))).toBeInTheDocument();
    expect(within(gone!).getByText(/Refund: ₹1,050\./)).toHaveTextContent(inEnglish(REFUND_TIMELINE));
    expect(within(late!).getByText('Departure changed from 9:30 PM to 11:30 PM')).toBeInTheDocument();
    expect(within(late!).getByText(new RegExp(inEnglish(TRIP_CHANGE_MESSAGES.freeCancellation)))).toBeInTheDocument();
    expect(within(late!).getByText('Travel date').nextElementSibling).toHaveTextContent('11:30 PM');
    expect(within(soon!).getByText('Departure changed from 9:30 PM to 10:00 PM')).toBeInTheDocument();
    expect(within(soon!).queryByText(new RegExp(inEnglish(TRIP_CHANGE_MESSAGES.freeCancellation)))).toBeNull();
  });

  it('Book again opens the search for the same route: today for a past trip, its own date for a cancelled one to come', async () => {
    const today = todayInIndia();
    const later = addDaysIso(today, 5);
    stubBookings(
      listOf(
        booking('PAST', {
          created_at: '2026-11-25T10:00:00Z',
          travel_date: addDaysIso(today, -3),
          departs_at: new Date(Date.now() - 72 * HOUR).toISOString(),
        }),
        booking('LATER', {
          status: 'cancelled',
          created_at: '2026-11-24T10:00:00Z',
          origin_id: 101,
          destination_id: 130,
          travel_date: later,
        }),
      ),
    );
    renderPage();
    const [past, cancelled] = await cards();
    expect(within(past!).getByRole('link', { name: 'Book again' })).toHaveAttribute(
      'href',
      `/search?source=117&destination=101&date=${today}`,
    );
    expect(within(cancelled!).getByRole('link', { name: 'Book again' })).toHaveAttribute(
      'href',
      `/search?source=101&destination=130&date=${later}`,
    );
    fireEvent.click(within(past!).getByRole('link', { name: 'Book again' }));
    expect(screen.getByTestId('where')).toHaveTextContent(`/search?source=117&destination=101&date=${today}`);
  });

  it('Cancel leads to the cancellation page of that PNR', async () => {
    stubBookings(listOf(booking('GO')));
    renderPage();
    const [card] = await cards();
    fireEvent.click(within(card!).getByRole('link', { name: 'Cancel' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/cancellation/JTGO');
  });

  it('tells the money of each booking: what was paid, each refund with its seats and state, the seats that remain', async () => {
    stubBookings(
      listOf(
        booking('PARTLY', {
          created_at: '2026-11-25T10:00:00Z',
          seats: [{ seat_number: 'L5', fare: 1020, deck: 'lower', type: 'sleeper' }],
          total_amount: 1071,
          amount_paid: 2142,
          refund: { amount: 969, status: 'pending' },
          refunds: [{ amount: 969, state: 'initiated', seat_numbers: ['L4'] }],
          remaining_seats: ['L5'],
          cancelled_seats: ['L4'],
        }),
        booking('BOTH', {
          status: 'cancelled',
          created_at: '2026-11-24T10:00:00Z',
          seats: [],
          total_amount: 0,
          amount_paid: 2142,
          refund: { amount: 1938, status: 'pending' },
          refunds: [
            { amount: 969, state: 'done', seat_numbers: ['L4'] },
            { amount: 969, state: 'initiated', seat_numbers: ['L5'] },
          ],
          remaining_seats: [],
          cancelled_seats: ['L4', 'L5'],
        }),
        booking('STUCK', {
          status: 'failed',
          created_at: '2026-11-23T10:00:00Z',
          amount_paid: 1701,
          refund: { amount: 1701, status: 'failed' },
          refunds: [{ amount: 1701, state: 'failed', seat_numbers: [] }],
        }),
        booking('NONE', { created_at: '2026-11-22T10:00:00Z' }),
      ),
    );
    renderPage();
    const [partly, both, stuck, none] = await cards();
    const fact = (card: HTMLElement, label: string) =>
      within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    const refunds = (card: HTMLElement) =>
      within(within(card).getByRole('list', { name: 'Refunds' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);

    // one of two seats cancelled: paid is what was paid, not what the seat left is worth
    expect(fact(partly!, 'Seats still booked')).toBe('L5L4 cancelled');
    expect(fact(partly!, 'Paid')).toBe('₹2,142');
    expect(fact(partly!, 'Refund')).toBe('₹969');
    expect(refunds(partly!)).toEqual(['Refund of ₹969 initiatedSeat L4']);
    expect(within(partly!).queryByText('₹1,071')).toBeNull();
    expect(actions(partly!)).toEqual(['View Ticket', 'Change date', 'Cancel']);

    // both cancelled: no seat left, each refund in its own state
    expect(fact(both!, 'Seats')).toBe('None bookedL4, L5 cancelled');
    expect(fact(both!, 'Paid')).toBe('₹2,142');
    expect(fact(both!, 'Refund')).toBe('₹1,938');
    expect(refunds(both!)).toEqual(['₹969 refundedSeat L4', 'Refund of ₹969 initiatedSeat L5']);
    expect(within(both!).queryByText('₹0')).toBeNull();

    // a payment that got no ticket: its refund, held up
    expect(refunds(stuck!)).toEqual(['Refund of ₹1,701 is delayed; our team is on it']);

    expect(fact(none!, 'Seats')).toBe('L4, L5');
    expect(fact(none!, 'Paid')).toBe('₹1,05,000');
    expect(within(none!).queryByRole('list', { name: 'Refunds' })).toBeNull();
    expect(within(none!).queryByText(/refund/i)).toBeNull();
  });

  it('before paying shows what there is to pay, and an unpaid booking that lapsed says it was not paid', async () => {
    stubBookings(
      listOf(
        booking('HELD', {
          status: 'tentative',
          payment_status: 'pending',
          amount_paid: 0,
          total_amount: 1890,
          hold_expires_at: new Date(Date.now() + HOUR).toISOString(),
          created_at: '2026-11-25T10:00:00Z',
        }),
        booking('LAPSED', {
          status: 'expired',
          payment_status: 'failed',
          amount_paid: 0,
          total_amount: 1890,
          created_at: '2026-11-24T10:00:00Z',
        }),
      ),
    );
    renderPage();
    const [held, lapsed] = await cards();
    expect(within(held!).getByText('To pay', { selector: 'dt' }).nextElementSibling).toHaveTextContent('₹1,890');
    expect(within(lapsed!).getByText('Amount', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '₹1,890Not paid',
    );
  });

  it('offers Complete payment only for a tentative booking whose seats are still held', async () => {
    stubBookings(
      listOf(
        booking('HELD', {
          status: 'tentative',
          payment_status: 'pending',
          hold_expires_at: new Date(Date.now() + HOUR).toISOString(),
        }),
        booking('LAPSED', { status: 'tentative', payment_status: 'pending' }),
      ),
    );
    renderPage();
    const links = await screen.findAllByRole('link', { name: 'Complete payment' });
    expect(links).toHaveLength(1);
    expect(screen.getAllByText('Payment pending')).toHaveLength(2);
    fireEvent.click(links[0]!);
    expect(screen.getByTestId('where')).toHaveTextContent('/payment?pnr=JTHELD');
  });

  it('shows skeletons while loading', async () => {
    stubBookings(listOf());
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your bookings');
    await screen.findByText(inEnglish(BOOKING_MESSAGES.noBookings));
  });

  it('with no bookings says so and offers Book a Trip', async () => {
    stubBookings(listOf());
    const host = renderPage();
    expect(await screen.findByRole('heading', { name: inEnglish(BOOKING_MESSAGES.noBookings) })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Book a Trip' }));
    expect(host.navigate).toHaveBeenCalledWith('/search');
  });

  it('shows an error in its own words (never the raw answer) with Retry, and Retry loads the list', async () => {
    let failing = true;
    stubBookings(() =>
      failing
        ? new Response('Internal Server Error', { status: 500 })
        : respond({ result: [booking('ONE')], next_cursor: null }),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your bookings');
    expect(alert).not.toHaveTextContent(/HTTP \d{3}|Internal Server Error/);
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('JTONE')).toBeInTheDocument();
  });

  describe('more than a page of bookings', () => {
    // two pages: 20 bookings a day apart, then 3 older ones
    const dated = (index: number) =>
      booking(`P${index}`, { created_at: new Date(Date.UTC(2026, 10, 25) - index * 86_400_000).toISOString() });
    const firstPage = Array.from({ length: 20 }, (_, index) => dated(index));
    const secondPage = [20, 21, 22].map(dated);

    function stubPages(second: () => Response = () => respond({ result: secondPage, next_cursor: null })) {
      return fakeApi({
        'GET /api/bookings': (url) =>
          url.searchParams.get('cursor') === 'P19' ? second() : respond({ result: firstPage, next_cursor: 'P19' }),
      });
    }

    it('Show more adds the next page below, moves the focus to its first booking and says how many came', async () => {
      const api = stubPages();
      renderPage();
      expect(await cards()).toHaveLength(20);
      const more = screen.getByRole('button', { name: 'Show more bookings' });
      more.focus();
      await userEvent.setup().click(more);
      await waitFor(async () => expect(await cards()).toHaveLength(23));
      const all = await cards();
      expect(all.map((card) => within(card).getByText(/^JT/).textContent).slice(19)).toEqual([
        'JTP19',
        'JTP20',
        'JTP21',
        'JTP22',
      ]);
      await waitFor(() => expect(document.activeElement).toBe(within(all[20]!).getByRole('heading', { level: 2 })));
      expect(screen.getByRole('status')).toHaveTextContent(
        '3 more bookings shown, 23 in all. These are all your bookings.',
      );
      expect(screen.queryByRole('button', { name: 'Show more bookings' })).not.toBeInTheDocument();
      // the next page is asked for once, by the first page's cursor
      const cursors = api.callsTo('GET', '/api/bookings').map((call) => call.query.get('cursor'));
      expect(cursors.filter((cursor) => cursor !== null)).toEqual(['P19']);
    }, 20_000);

    it('a page more that fails keeps the bookings shown, says so, and Show more tries again', async () => {
      let failing = true;
      stubPages(() =>
        failing
          ? new Response('Internal Server Error', { status: 500 })
          : respond({ result: secondPage, next_cursor: null }),
      );
      renderPage();
      await cards();
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Show more bookings' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(/could not load more of your bookings/);
      expect(await cards()).toHaveLength(20);
      failing = false;
      await user.click(screen.getByRole('button', { name: 'Show more bookings' }));
      await waitFor(async () => expect(await cards()).toHaveLength(23));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    }, 20_000);
  });
});
