import {
  CANCELLATION_MESSAGES,
  COMPANY,
  REFUND_TIMELINE,
  TRIP_CHANGE_MESSAGES,
  addDaysIso,
  displayDate,
  type TicketDetails,
  inEnglish,
} from '@jatra/shared';
import { apiError, fakeApi, fakeHostApi, respond } from '@jatra/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeHost, renderAt } from '../bookings/account-test-kit';
import { accountI18n } from '../i18n';
import { BookingDetailsPage } from './BookingDetailsPage';
import { ticketDetails, travelDate } from './ticket-test-kit';

const answer = (ticket: TicketDetails) => () => respond({ result: { ticket_details: [ticket] } });

function renderTicket(pnr = 'JT8K2M4Q', host = fakeHost()) {
  return renderAt(`/booking-details/${pnr}`, '/booking-details/:pnr', <BookingDetailsPage params={{ pnr }} />, host)
    .host;
}

/** The text of a fact of the definition list in `scope`. */
const fact = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const section = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BookingDetailsPage', () => {
  it('shows the e-ticket: PNR, status, total, journey, stops, passengers, fares, payment and refunds', async () => {
    const { calls } = fakeApi({ 'GET /api/booking_details.json': answer(ticketDetails()) });
    renderTicket();

    expect(await screen.findByRole('heading', { level: 1, name: 'PNR JT8K2M4Q' })).toBeInTheDocument();
    expect(calls[0]?.search).toBe('?pnr_number=JT8K2M4Q');
    const ticket = screen.getByRole('article', { name: 'E-ticket, PNR JT8K2M4Q' });
    expect(fact(ticket, 'Ticket status')).toBe('Confirmed');
    expect(within(ticket).getByText('Confirmed', { selector: '.status-badge' })).toHaveClass('status-badge--success');
    expect(fact(ticket, 'Total fare')).toBe('₹945');
    // L5 is cancelled: the code, and the words under it, are for L4 alone
    const code = screen.getByRole('img', { name: 'QR code of PNR JT8K2M4Q, seat L4' });
    expect(code.tagName.toLowerCase()).toBe('svg');
    expect(code.closest('figure')).toHaveTextContent('Valid for seat L4Show this code when you board');
    expect(screen.queryByText('Not valid for travel')).toBeNull();

    const journey = section('Journey');
    expect(fact(journey, 'From')).toBe('Jorhat');
    expect(fact(journey, 'To')).toBe('Guwahati');
    expect(fact(journey, 'Travel date')).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
    expect(fact(journey, 'Departure')).toBe('9:30 PM');
    // the 9:30 PM bus arrives after midnight: the next day, with its date
    const nextDay = displayDate(addDaysIso(travelDate(3), 1));
    expect(fact(journey, 'Arrival')).toBe(`4:45 AM +1 day, ${nextDay}`);
    expect(fact(journey, 'Duration')).toBe('7h 15m');
    expect(fact(journey, 'Operator')).toBe('Assam Deluxe Travels');
    expect(fact(journey, 'Bus type')).toBe('AC Sleeper (2+1)');
    expect(fact(journey, 'Service number')).toBe('ADT-417');
    expect(fact(journey, 'Operator PNR')).toBe('OP55120');

    const boarding = section('Boarding point');
    expect(fact(boarding, 'Name')).toBe('Jorhat ASTC');
    expect(fact(boarding, 'Landmark')).toBe('Near Gar-Ali');
    expect(fact(boarding, 'Address')).toBe('AT Road, Jorhat 785001');
    expect(fact(boarding, 'Time')).toBe('9:15 PM');
    expect(within(boarding).getByRole('link', { name: '+91 94350 12345' })).toHaveAttribute(
      'href',
      'tel:+919435012345',
    );
    expect(within(boarding).getByRole('link', { name: '0376 232 1111' })).toHaveAttribute('href', 'tel:03762321111');

    const drop = section('Drop-off point');
    expect(fact(drop, 'Name')).toBe('ISBT Guwahati');
    expect(fact(drop, 'Address')).toBe('Betkuchi, Guwahati 781035');
    expect(fact(drop, 'Time')).toBe(`4:45 AM +1 day, ${nextDay}`);
    expect(within(drop).getByRole('link', { name: '+91 94350 67890' })).toBeInTheDocument();

    const passengers = within(section('Passengers')).getAllByRole('row');
    expect(passengers.map((row) => row.textContent)).toEqual(['NameAgeGenderSeat', 'Ms Anjali Bora29FemaleL4']);

    const fares = within(section('Fare details')).getAllByRole('row');
    expect(fares.map((row) => row.textContent)).toEqual([
      'SeatFareGSTStatus',
      'L4₹900₹45Confirmed',
      'L5₹850₹43Cancelled',
      'Total fare₹945',
    ]);
    expect(within(fares[2]!).getByText('₹850').tagName).toBe('S');

    const payment = section('Payment');
    expect(fact(payment, 'Amount paid')).toBe('₹1,838');
    expect(fact(payment, 'Transaction ID')).toBe('TXN-778812');
    expect(fact(payment, 'Paid on')).toBe('20 Nov 2026, 3:45 PM');

    const cancellations = section('Cancellations');
    expect(fact(cancellations, 'Seat')).toBe('L5');
    expect(fact(cancellations, 'Charges')).toBe('₹340 (40%)');
    expect(fact(cancellations, 'Refund')).toBe('₹553');
    expect(within(cancellations).getByText('Refund of ₹553 initiated')).toBeInTheDocument();
  });

  it('keeps a day-time journey’s times bare and leaves out a service number the provider did not send', async () => {
    const day = ticketDetails({
      dep_time: '06:00',
      arr_time: '13:10',
      duration: '07:10',
      service_number: '',
      boarding_point_details: { ...ticketDetails().boarding_point_details, dep_time: '06:00' },
      drop_off_details: { ...ticketDetails().drop_off_details, arrival_time: '13:10' },
    });
    fakeApi({ 'GET /api/booking_details.json': answer(day) });
    renderTicket();

    await screen.findByRole('heading', { level: 1, name: 'PNR JT8K2M4Q' });
    const journey = section('Journey');
    expect(fact(journey, 'Arrival')).toBe('1:10 PM');
    expect(fact(section('Drop-off point'), 'Time')).toBe('1:10 PM');
    expect(within(journey).queryByText('Service number')).not.toBeInTheDocument();
  });

  it('shows the policy the ticket was sold under as a table ending with the 2-hour cutoff, and support contacts', async () => {
    fakeApi({ 'GET /api/booking_details.json': answer(ticketDetails()) });
    renderTicket();
    const policy = await screen.findByRole('region', { name: 'Cancellation policy' });
    const rows = within(policy)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Time before departure', 'Charge'],
      ['More than 24 hours before departure', '40% of ticket value'],
      ['12 to 24 hours before departure', '80% of ticket value'],
      ['2 to 12 hours before departure', '95% of ticket value'],
      ['Within 2 hours of departure', 'No cancellation, no refund'],
    ]);
    expect(within(policy).getByText(inEnglish(REFUND_TIMELINE))).toBeInTheDocument();

    // this shell sent no support contact: the company's
    const support = section('Customer support');
    expect(within(support).getByRole('link', { name: COMPANY.phone })).toHaveAttribute('href', 'tel:+913612468000');
    expect(within(support).getByRole('link', { name: COMPANY.email })).toHaveAttribute(
      'href',
      `mailto:${COMPANY.email}`,
    );
  });

  it('gives the support contact the shell loaded from Settings', async () => {
    fakeApi({ 'GET /api/booking_details.json': answer(ticketDetails()) });
    const saved = { support_email: 'care@jatra.example', support_phone: '+91 98540 11223' };
    renderTicket('JT8K2M4Q', Object.assign(fakeHost(), { supportContact: saved }));
    await screen.findByRole('heading', { level: 1, name: 'PNR JT8K2M4Q' });
    const support = section('Customer support');
    expect(within(support).getByRole('link', { name: saved.support_phone })).toHaveAttribute(
      'href',
      'tel:+919854011223',
    );
    expect(within(support).getByRole('link', { name: saved.support_email })).toHaveAttribute(
      'href',
      `mailto:${saved.support_email}`,
    );
  });

  it('has Print Ticket, Cancel Ticket, Back to Bookings and Back to Profile for a confirmed trip still to come', async () => {
    fakeApi({ 'GET /api/booking_details.json': answer(ticketDetails()) });
    renderTicket();
    const print = await screen.findByRole('button', { name: 'Print Ticket' });
    const printSpy = vi.fn();
    vi.stubGlobal('print', printSpy);
    await userEvent.setup().click(print);
    expect(printSpy).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Cancel Ticket' })).toHaveAttribute('href', '/cancellation/JT8K2M4Q');
    expect(screen.getByRole('link', { name: 'Back to Bookings' })).toHaveAttribute('href', '/bookings');
    expect(screen.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute('href', '/profile?tab=settings');
  });

  it('says where the m-ticket SMS went, masked, once it was sent', async () => {
    fakeApi({ 'GET /api/booking_details.json': answer({ ...ticketDetails(), m_ticket_sent_to: '98xxxxxx10' }) });
    renderTicket();
    const line = await screen.findByText('98xxxxxx10');
    expect(line).toHaveAttribute('translate', 'no');
    expect(line.closest('p')).toHaveTextContent('m-ticket sent to 98xxxxxx10');
  });

  it('says nothing of an m-ticket when none was sent', async () => {
    fakeApi({ 'GET /api/booking_details.json': answer({ ...ticketDetails(), m_ticket_sent_to: null }) });
    renderTicket();
    expect(await screen.findByRole('heading', { level: 1, name: 'PNR JT8K2M4Q' })).toBeInTheDocument();
    expect(screen.queryByText(/m-ticket sent/)).toBeNull();
  });

  it('offers no Cancel Ticket once the bus has left', async () => {
    fakeApi({ 'GET /api/booking_details.json': answer(ticketDetails({ travel_date: travelDate(-2) })) });
    renderTicket();
    expect(await screen.findByRole('button', { name: 'Print Ticket' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cancel Ticket' })).toBeNull();
  });

  it('a cancelled ticket looks void: CANCELLED in place of the QR code, no boarding words, paid and refunded, printed as a cancellation', async () => {
    fakeApi({
      'GET /api/booking_details.json': answer(
        ticketDetails({
          status: 'cancelled',
          ticket_status: 'Cancelled',
          passenger_details: [],
          total_fare: 0,
          qr_code: null,
          cancelled_at: '2026-11-22T06:30:00Z',
        }),
      ),
    });
    renderTicket();
    expect(await screen.findByText('Cancelled', { selector: '.status-badge' })).toHaveClass('status-badge--danger');
    const ticket = screen.getByRole('article', { name: 'E-ticket, PNR JT8K2M4Q' });
    expect(within(ticket).getByText('Cancelled', { selector: '.ticket__void-word' })).toBeVisible();
    expect(within(ticket).getByText('Not valid for travel')).toBeInTheDocument();
    expect(
      within(ticket)
        .getByText(/This ticket is cancelled/)
        .closest('p'),
    ).toHaveTextContent(
      'This ticket is cancelled on 22 Nov 2026, 12:00 PM. No seat on it is valid for travel; it cannot be used to board.',
    );
    expect(within(ticket).queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(screen.queryByText(/Show this code when you board/)).toBeNull();
    const head = ticket.querySelector('header')!;
    expect(fact(head, 'Amount paid')).toBe('₹1,838');
    expect(fact(head, 'Refund')).toBe('₹553');
    expect(screen.queryByRole('button', { name: 'Print Ticket' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Print Cancellation' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cancel Ticket' })).toBeNull();
    expect(screen.getByText('No seats remain booked on this ticket.')).toBeInTheDocument();
  });

  it('a trip the operator cancelled says so with the full refund, in place of the traveller’s void notice', async () => {
    const base = ticketDetails();
    fakeApi({
      'GET /api/booking_details.json': answer(
        ticketDetails({
          status: 'cancelled',
          ticket_status: 'Cancelled',
          passenger_details: [],
          total_fare: 0,
          qr_code: null,
          cancelled_at: '2026-11-22T06:30:00Z',
          cancelled_by: 'operator',
          cancellations: [
            ...base.cancellations,
            {
              ...base.cancellations[0]!,
              id: 'c-operator',
              cancelled_by: 'operator',
              cancel_percent: 0,
              cancellation_charges: 0,
              refund_amount: 1285,
            },
          ],
        }),
      ),
    });
    renderTicket();
    const ticket = await screen.findByRole('article', { name: 'E-ticket, PNR JT8K2M4Q' });
    expect(within(ticket).getByText(inEnglish(TRIP_CHANGE_MESSAGES.operatorCancelledTitle))).toBeInTheDocument();
    expect(within(ticket).getByText(/Refund: ₹1,285\./)).toHaveTextContent(inEnglish(REFUND_TIMELINE));
    expect(within(ticket).queryByText(/This ticket is cancelled/)).toBeNull();
    expect(within(ticket).getByText('Cancelled', { selector: '.ticket__void-word' })).toBeVisible();
  });

  it('a departure the operator moved shows both times and the free cancellation it allows', async () => {
    fakeApi({
      'GET /api/booking_details.json': answer(ticketDetails({ dep_time: '23:30', departure_changed_from: '21:30' })),
    });
    renderTicket();
    const ticket = await screen.findByRole('article', { name: 'E-ticket, PNR JT8K2M4Q' });
    expect(within(ticket).getByText('Departure changed from 9:30 PM to 11:30 PM')).toBeInTheDocument();
    expect(within(ticket).getByText(new RegExp(inEnglish(TRIP_CHANGE_MESSAGES.freeCancellation)))).toBeInTheDocument();
  });

  it('a ticket whose every seat is gone is void whoever cancelled them, even before its status says so', async () => {
    // e.g. the operator cancelled the seats: no cancellation of the traveller's, no code from the server
    fakeApi({
      'GET /api/booking_details.json': answer(
        ticketDetails({ passenger_details: [], total_fare: 0, qr_code: null, cancellations: [] }),
      ),
    });
    renderTicket();
    const ticket = await screen.findByRole('article', { name: 'E-ticket, PNR JT8K2M4Q' });
    expect(within(ticket).getByText('Cancelled', { selector: '.ticket__void-word' })).toBeInTheDocument();
    expect(within(ticket).queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(screen.queryByText(/Show this code when you board/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Print Cancellation' })).toBeInTheDocument();
  });

  it('shows a skeleton shaped like the ticket while it loads', async () => {
    fakeApi({ 'GET /api/booking_details.json': answer(ticketDetails()) });
    renderTicket();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your ticket');
    expect(await screen.findByRole('heading', { level: 1, name: 'PNR JT8K2M4Q' })).toBeInTheDocument();
  });

  it("says 'Booking details not found' for a PNR that is not the traveller's, with Back to Profile", async () => {
    fakeApi({
      'GET /api/booking_details.json': () =>
        apiError(404, inEnglish(CANCELLATION_MESSAGES.detailsNotFound), 'not_found'),
    });
    const host = renderTicket('JTNOTMINE');
    expect(
      await screen.findByRole('heading', { name: inEnglish(CANCELLATION_MESSAGES.detailsNotFound) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute('href', '/profile');
    expect(host.toast.error).not.toHaveBeenCalled();
    expect(host.navigate).not.toHaveBeenCalled();
  });

  it('says not found without asking for a PNR that cannot be one', async () => {
    const { calls } = fakeApi({});
    renderTicket('not a pnr!');
    expect(
      await screen.findByRole('heading', { name: inEnglish(CANCELLATION_MESSAGES.detailsNotFound) }),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('on any other failure toasts the message once and goes back to /profile', async () => {
    fakeApi({
      'GET /api/booking_details.json': () => apiError(403, 'You are not allowed to see this booking', 'forbidden'),
    });
    const host = renderTicket();
    await waitFor(() => expect(host.navigate).toHaveBeenCalledWith('/profile'));
    expect(host.toast.error).toHaveBeenCalledTimes(1);
    expect(host.toast.error).toHaveBeenCalledWith('You are not allowed to see this booking');
  });

  it('a server error is asked once more before it toasts and goes back to /profile', async () => {
    const { calls } = fakeApi({
      'GET /api/booking_details.json': () =>
        apiError(502, inEnglish(CANCELLATION_MESSAGES.fetchFailed), 'provider_error'),
    });
    const host = renderTicket();
    await waitFor(() => expect(host.navigate).toHaveBeenCalledWith('/profile'), { timeout: 4000 });
    // one more try after the first failure (StrictMode's first mount may add an aborted request)
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(host.toast.error).toHaveBeenCalledExactlyOnceWith(inEnglish(CANCELLATION_MESSAGES.fetchFailed));
  });

  it('reads in Assamese: headings and labels in words, dates and times in Assamese, the PNR and amounts as they are', async () => {
    await accountI18n.catalogues.load('as');
    fakeApi({ 'GET /api/booking_details.json': answer(ticketDetails()) });
    renderTicket('JT8K2M4Q', fakeHostApi({ getAccessToken: async () => 'token', locale: 'as' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'PNR JT8K2M4Q' })).toBeInTheDocument();
    const ticket = screen.getByRole('article', { name: 'ই-টিকট, PNR JT8K2M4Q' });
    expect(within(ticket).getByText('Jatra ই-টিকট')).toBeInTheDocument();
    expect(fact(ticket, 'মুঠ ভাড়া')).toBe('₹945');
    expect(screen.getByRole('img', { name: "PNR JT8K2M4Qৰ QR ক'ড, ছিট L4" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'টিকট প্ৰিণ্ট কৰক' })).toBeInTheDocument();

    const journey = section('যাত্ৰা');
    expect(fact(journey, "ক'ৰ পৰা")).toBe('যোৰহাট');
    expect(fact(journey, "ক'লৈ")).toBe('গুৱাহাটী');
    expect(fact(journey, 'যাত্ৰাৰম্ভ')).toBe('অপৰাহ্ন 9.30');
    expect(fact(journey, 'সময়সীমা')).toBe('7 ঘণ্টা 15 মিনিট');
    // paid at 10:15 UTC: 3:45 in the afternoon in India
    expect(fact(section('পেমেণ্ট'), 'পৰিশোধৰ সময়')).toBe('20 নৱে 2026, অপৰাহ্ন 3.45');
    expect(within(section('যাত্ৰী')).getByRole('columnheader', { name: 'লিংগ' })).toBeInTheDocument();
    // the provider's seat status, said in the page's language
    expect(within(section('ভাড়াৰ বিৱৰণ')).getByRole('row', { name: /^L4/ })).toHaveTextContent('নিশ্চিত');
    expect(screen.queryByText('Journey')).toBeNull();
    expect(screen.queryByText('Confirmed')).toBeNull();
  });
});
