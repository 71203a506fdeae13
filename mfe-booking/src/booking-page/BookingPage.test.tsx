import {
  BOOKING_MESSAGES,
  MAX_SEATS_PER_BOOKING,
  PENDING_BOOKING_STORAGE_KEY,
  REFUND_TIMELINE,
  type HostApi,
  inEnglish,
  withValues,
} from '@jatra/shared';
import { onPhone } from '@jatra/shared/testing';
import { HostProvider, RemotePages } from '@jatra/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUTOFF_ROW, policyTableRows } from '../cancellation-policy/policy-test-kit';
import { BookingPage } from './BookingPage';
import { fakeHost, OPERATOR_POLICY, scheduleDetail, tentativeAnswer } from './test/schedule-test-kit';
import { SEATER_COACH, SEATER_SLEEPER_COACH, SLEEPER_COACH, withSeatsSold } from '@jatra/shared/testing';

// typing into several passenger forms takes a while on a busy machine
vi.setConfig({ testTimeout: 20_000 });

const ID = '2026112500013';
const URL_OF = (query = '?date=2026-11-25') => `/booking/${ID}${query}`;

interface Api {
  schedule: (init?: RequestInit) => { status: number; body: unknown };
  book: (body: unknown) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;
  travellers: () => { status: number; body: unknown };
}

let api: Api;
let fetchMock: ReturnType<typeof vi.fn>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  api = {
    schedule: () => ({ status: 200, body: { result: scheduleDetail() } }),
    book: () => ({ status: 200, body: tentativeAnswer('JT8K2M4Q') }),
    travellers: () => ({ status: 200, body: { result: [] } }),
  };
  fetchMock = vi.fn(async (input: URL | string, init?: RequestInit) => {
    const url = new URL(String(input));
    if (url.pathname === `/api/schedule/${ID}.json`) {
      const { status, body } = api.schedule(init);
      return json(status, body);
    }
    if (url.pathname === `/api/tentative_booking/${ID}.json` && init?.method === 'POST') {
      const { status, body } = await api.book(JSON.parse(String(init.body)));
      return json(status, body);
    }
    if (url.pathname === '/api/travellers') {
      const { status, body } = api.travellers();
      return json(status, body);
    }
    return json(404, { error: { code: 'not_found', message: 'Not found' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(url = URL_OF(), host: HostApi = fakeHost()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (current: HostApi) => (
    <StrictMode>
      <MemoryRouter initialEntries={[url]}>
        <HostProvider host={current}>
          <QueryClientProvider client={client}>
            <RemotePages remote="booking" pages={[{ path: '/booking/:id', page: BookingPage }]} />
          </QueryClientProvider>
        </HostProvider>
      </MemoryRouter>
    </StrictMode>
  );
  const utils = render(tree(host));
  /** what the shell does on every auth event: the same page, handed a new host object */
  const setHost = (next: HostApi) => utils.rerender(tree(next));
  return { ...utils, host, setHost, user: userEvent.setup() };
}

const seat = (name: RegExp | string) => screen.getByRole('button', { name });
const seatCalls = () => fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/schedule/'));
const bookCalls = () => fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/tentative_booking/'));

async function fillPassenger(user: ReturnType<typeof userEvent.setup>, index: number, values: Record<string, string>) {
  const form = screen.getByRole('region', { name: new RegExp(`^Passenger ${index + 1}`) });
  for (const [label, value] of Object.entries(values)) {
    const field = within(form).getByLabelText(label);
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
    else {
      await user.clear(field);
      await user.type(field, value);
    }
  }
}

describe('BookingPage: loading and errors', () => {
  it('shows the bus header once the schedule loads', async () => {
    const { container } = renderPage();
    expect(container.querySelector('[data-remote="booking"]')).not.toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Assam Valley Travels' })).toBeInTheDocument();
    expect(screen.getByText('A/C Sleeper (2+1)')).toBeInTheDocument();
    const header = container.querySelector('.schedule-header') as HTMLElement;
    expect(header).toHaveTextContent('Jorhat → to Guwahati·, 25 Nov 2026');
    expect(header).toHaveTextContent('Departs 6:30 PM, journey time 8h 10m, arrives 2:40 AM +1 day');
    expect(header).toHaveTextContent('via Bokakhat, Nagaon');
  });

  it('answers an id that cannot be a schedule with Schedule not found, without asking the API', async () => {
    const { container } = renderPage('/booking/anything');
    expect(await screen.findByRole('heading', { name: 'Schedule not found' })).toBeInTheDocument();
    expect(container.querySelector('[data-remote="booking"]')).not.toBeNull();
    expect(seatCalls()).toHaveLength(0);
  });

  it('says Schedule not found for a 404', async () => {
    api.schedule = () => ({ status: 404, body: { error: { code: 'not_found', message: 'Schedule not found' } } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Schedule not found' })).toBeInTheDocument();
  });

  it('offers Retry when the schedule fails to load, and Retry loads it', async () => {
    api.schedule = () => ({ status: 502, body: { error: { code: 'provider_error', message: 'Network Error' } } });
    const { user } = renderPage();
    // one retry of the query before the error shows (a 5xx may pass)
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Unable to load bus schedule. Please try again.');
    api.schedule = () => ({ status: 200, body: { result: scheduleDetail() } });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('grid', { name: 'Lower deck' })).toBeInTheDocument();
  });
});

describe('BookingPage: the seat map', () => {
  it('draws both decks of a sleeper as grids of berths, with booked and women-reserved seats named', async () => {
    renderPage();
    const lower = await screen.findByRole('grid', { name: 'Lower deck' });
    const upper = screen.getByRole('grid', { name: 'Upper deck' });
    expect(within(lower).getAllByRole('row')).toHaveLength(3);
    expect(within(lower).getByRole('button', { name: 'Seat L1, lower deck, sleeper, ₹1,200, available' })).toHaveClass(
      'bk-seat--berth',
    );
    expect(within(upper).getByRole('button', { name: 'Seat U2, upper deck, sleeper, booked' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(seat('Seat L3, lower deck, sleeper, reserved for women, ₹1,200, available')).toBeInTheDocument();
    expect(seat('Seat L4, lower deck, sleeper, reserved for women, booked')).toBeInTheDocument();
    expect(within(lower).queryByRole('button', { name: /Seat U/ })).toBeNull();
    expect(screen.getByRole('list', { name: 'Seat legend' })).toHaveTextContent(
      /Available.*Selected.*Booked.*For women/,
    );
    expect(screen.getByText('Fares ₹1,120 – ₹1,200')).toBeInTheDocument();
  });

  it('draws a seater as one deck of square seats, and a seater-sleeper with its fixtures', async () => {
    api.schedule = () => ({ status: 200, body: { result: scheduleDetail(SEATER_COACH) } });
    const first = renderPage();
    const grid = await screen.findByRole('grid', { name: 'Seats' });
    // the deck is named on a one-deck bus too: every seat announces its deck
    expect(within(grid).getByRole('button', { name: 'Seat 1, lower deck, seater, ₹600, available' })).toHaveClass(
      'bk-seat--chair',
    );
    expect(within(grid).getAllByRole('row')).toHaveLength(3);
    first.unmount();

    api.schedule = () => ({ status: 200, body: { result: scheduleDetail(SEATER_SLEEPER_COACH) } });
    renderPage();
    const lower = await screen.findByRole('grid', { name: 'Lower deck' });
    expect(within(lower).getByText('Washroom')).toBeInTheDocument();
    expect(within(lower).getByText('Stairs')).toBeInTheDocument();
    expect(
      within(lower).getByRole('button', { name: 'Seat 1, lower deck, seater, ₹810, available' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('grid', { name: 'Upper deck' })).getByRole('button', {
        name: 'Seat U1, upper deck, sleeper, ₹1,080, available',
      }),
    ).toHaveClass('bk-seat--berth');
  });

  it('moves with the arrow keys (one seat in the Tab order per deck) and toggles with Space and Enter', async () => {
    const { user } = renderPage();
    const lower = await screen.findByRole('grid', { name: 'Lower deck' });
    const tabbable = within(lower)
      .getAllByRole('button')
      .filter((button) => button.tabIndex === 0);
    expect(tabbable.map((button) => button.dataset.seatId)).toEqual(['L1']);

    tabbable[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(seat(/^Seat L2,/)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(seat(/^Seat L5,/)).toHaveFocus();
    expect(seat(/^Seat L5,/)).toHaveAttribute('tabindex', '0');
    expect(seat(/^Seat L1,/)).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{Home}');
    expect(seat(/^Seat L4,/)).toHaveFocus();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(seat(/^Seat L9,/)).toHaveFocus();

    await user.keyboard(' ');
    expect(seat('Seat L9, lower deck, sleeper, ₹1,200, selected')).toHaveAttribute('aria-pressed', 'true');
    // announced from a live region (the page has another: the notice of seats already held on this bus)
    expect(screen.getByText('Seat L9 selected. 1 seat selected.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('region', { name: /^Passenger 1/ })).toHaveTextContent('Seat L9');

    await user.keyboard('{Enter}');
    expect(seat('Seat L9, lower deck, sleeper, ₹1,200, available')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('region', { name: /^Passenger 1/ })).toBeNull();
  });

  it('announces a booked seat and does not choose it', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Seat U2, upper deck, sleeper, booked' }));
    expect(screen.getByText('Seat U2 is already booked.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Passenger 1/ })).toBeNull();
  });

  it('refuses a women-reserved seat outside women booking mode', async () => {
    const { user, host } = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Seat L3,/ }));
    expect(host.toast.error).toHaveBeenCalledWith(inEnglish(BOOKING_MESSAGES.womenOnlySeat));
    expect(seat(/^Seat L3,/)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('region', { name: /^Passenger 1/ })).toBeNull();
  });

  it('toasts a refusal once, not again when the shell hands a new host', async () => {
    const { user, host, setHost } = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Seat L3,/ }));
    expect(host.toast.error).toHaveBeenCalledTimes(1);
    setHost({ ...host, user: { ...host.user!, fullName: 'Priya B.' } });
    setHost({ ...host });
    expect(host.toast.error).toHaveBeenCalledTimes(1);
    // a new refusal of the same seat is still told
    await user.click(seat(/^Seat L3,/));
    expect(host.toast.error).toHaveBeenCalledTimes(2);
  });

  it('accepts a women-reserved seat in women booking mode, with the gender preset to female', async () => {
    const { user, host } = renderPage(URL_OF('?date=2026-11-25&womenBooking=true'));
    expect(await screen.findByText('Booking for women')).toBeInTheDocument();
    await user.click(seat(/^Seat L3,/));
    expect(host.toast.error).not.toHaveBeenCalled();
    expect(seat('Seat L3, lower deck, sleeper, reserved for women, ₹1,200, selected')).toBeInTheDocument();
    const form = screen.getByRole('region', { name: /^Passenger 1/ });
    expect(within(form).getByLabelText('Gender')).toHaveValue('female');
  });

  it(`stops at ${MAX_SEATS_PER_BOOKING} seats`, async () => {
    const { user, host } = renderPage();
    for (const id of ['L1', 'L2', 'L5', 'L6', 'L8', 'L9', 'U1'])
      await user.click(await screen.findByRole('button', { name: new RegExp(`^Seat ${id},`) }));
    expect(host.toast.error).toHaveBeenCalledWith(`You can book at most ${MAX_SEATS_PER_BOOKING} seats at a time`);
    expect(seat(/^Seat U1,/)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('region', { name: /^Passenger \d/ })).toHaveLength(MAX_SEATS_PER_BOOKING);
  });
});

describe('BookingPage: passengers, points and summary', () => {
  it('adds a passenger form per seat and removes the one of a seat given up, keeping the others', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Seat L1,/ }));
    await user.click(seat(/^Seat U4,/));
    expect(screen.getAllByRole('region', { name: /^Passenger \d/ })).toHaveLength(2);
    // the first passenger starts as the signed-in traveller: name, e-mail, and the profile's +91 number cleaned
    const first = screen.getByRole('region', { name: /^Passenger 1/ });
    expect(within(first).getByLabelText('Full name')).toHaveValue('Priya Baruah');
    expect(within(first).getByLabelText('E-mail')).toHaveValue('priya@example.in');
    expect(within(first).getByLabelText('Mobile number')).toHaveValue('9812345678');
    const second = screen.getByRole('region', { name: /^Passenger 2/ });
    expect(within(second).getByLabelText('Full name')).toHaveValue('');
    await fillPassenger(user, 1, { 'Full name': 'Rahul Bora' });

    await user.click(seat(/^Seat L1,/));
    const forms = screen.getAllByRole('region', { name: /^Passenger \d/ });
    expect(forms).toHaveLength(1);
    expect(forms[0]).toHaveTextContent('Seat U4');
    expect(within(forms[0]!).getByLabelText('Full name')).toHaveValue('Rahul Bora');
  });

  it('lists 3 boarding points with View More, a search box, and the first point chosen', async () => {
    const { user } = renderPage();
    const boarding = await screen.findByRole('group', { name: 'Boarding point' });
    expect(within(boarding).getAllByRole('radio')).toHaveLength(3);
    expect(within(boarding).getByRole('radio', { name: /Baruah Chariali/ })).toBeChecked();
    expect(within(boarding).getByRole('radio', { name: /6:30 PM/ })).toBeChecked();
    await user.click(within(boarding).getByRole('button', { name: 'View More (2)' }));
    expect(within(boarding).getAllByRole('radio')).toHaveLength(5);
    await user.click(within(boarding).getByRole('button', { name: 'View Less' }));
    expect(within(boarding).getAllByRole('radio')).toHaveLength(3);

    await user.type(within(boarding).getByRole('searchbox'), 'cinna');
    expect(within(boarding).getAllByRole('radio')).toHaveLength(1);
    await user.click(within(boarding).getByRole('radio', { name: /Cinnamara/ }));
    const dropping = screen.getByRole('group', { name: 'Dropping point' });
    expect(within(dropping).queryByRole('searchbox')).toBeNull();
    expect(within(dropping).getByRole('radio', { name: /Paltan Bazaar/ })).toBeChecked();
    expect(screen.getByRole('complementary', { name: 'Booking Summary' })).toHaveTextContent('Cinnamara, 7:25 PM');
  });

  it('totals the chosen seats with 5% GST in the summary', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Seat L1,/ }));
    await user.click(seat(/^Seat U4,/));
    const summary = screen.getByRole('complementary', { name: 'Booking Summary' });
    expect(summary).toHaveTextContent('Seat L1₹1,200');
    expect(summary).toHaveTextContent('Seat U4 · upper deck₹1,120');
    expect(summary).toHaveTextContent('Base fare₹2,320');
    expect(summary).toHaveTextContent('GST (5%)₹116');
    expect(summary).toHaveTextContent('Total₹2,436');
  });
});

describe('BookingPage: the cancellation policy', () => {
  it("shows the operator's bands in the summary before CONTINUE, ending with the cutoff", async () => {
    api.schedule = () => ({
      status: 200,
      body: { result: scheduleDetail(SLEEPER_COACH, { cancellation_policy: OPERATOR_POLICY }) },
    });
    const { user } = renderPage();
    const summary = await screen.findByRole('complementary', { name: 'Booking Summary' });
    const table = within(summary).getByRole('table', { name: 'Cancellation policy of Assam Valley Travels' });
    // closed at first, so that CONTINUE stays in view in the panel; one tap opens it
    expect(table).not.toBeVisible();
    await user.click(within(summary).getByText('Cancellation policy of Assam Valley Travels', { selector: 'span' }));
    expect(table).toBeVisible();
    expect(policyTableRows(table)).toEqual([
      ['More than 48 hours before departure', '10% of ticket value'],
      ['24 to 48 hours before departure', '25% of ticket value'],
      // below the operator's bands the site's charges apply, as the server takes them
      ['12 to 24 hours before departure', '10% of ticket value'],
      ['2 to 12 hours before departure', '25% of ticket value'],
      CUTOFF_ROW,
    ]);
    expect(summary).toHaveTextContent('GST is refunded');
    expect(summary).toHaveTextContent(inEnglish(REFUND_TIMELINE));
    const continueButton = within(summary).getByRole('button', { name: 'CONTINUE' });
    expect(table.compareDocumentPosition(continueButton) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows Jatra's own table for a bus without an operator policy", async () => {
    renderPage();
    const summary = await screen.findByRole('complementary', { name: 'Booking Summary' });
    const table = within(summary).getByRole('table', { name: "Jatra's cancellation policy" });
    expect(policyTableRows(table)[0]).toEqual(['More than 24 hours before departure', 'No charge']);
    expect(policyTableRows(table).at(-1)).toEqual(CUTOFF_ROW);
  });
});

describe('BookingPage: CONTINUE', () => {
  it('asks for a seat first', async () => {
    const { user, host } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'CONTINUE' }));
    expect(host.toast.error).toHaveBeenCalledWith(inEnglish(BOOKING_MESSAGES.selectSeat));
    expect(screen.getByRole('complementary', { name: 'Booking Summary' })).toHaveTextContent(
      inEnglish(BOOKING_MESSAGES.selectSeat),
    );
    expect(bookCalls()).toHaveLength(0);
  });

  it('asks for correct passenger details and marks the fields to fix', async () => {
    const { user, host } = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Seat L1,/ }));
    await fillPassenger(user, 0, { 'Full name': 'Priya Baruah', Age: '29', 'Mobile number': '98123' });
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(host.toast.error).toHaveBeenCalledWith(inEnglish(BOOKING_MESSAGES.passengerDetails));
    const form = screen.getByRole('region', { name: /^Passenger 1/ });
    expect(within(form).getByLabelText('Gender')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Mobile number')).toHaveAccessibleDescription('Enter a 10-digit mobile number');
    expect(within(form).getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'false');
    expect(bookCalls()).toHaveLength(0);
  });

  it('asks for a boarding and a dropping point when the bus lists none', async () => {
    api.schedule = () => ({ status: 200, body: { result: scheduleDetail(SLEEPER_COACH, { boarding_points: [] }) } });
    const { user, host } = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Seat L1,/ }));
    await fillPassenger(user, 0, { 'Full name': 'Priya Baruah', Age: '29', Gender: 'female' });
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(host.toast.error).toHaveBeenLastCalledWith(inEnglish(BOOKING_MESSAGES.selectBoarding));
    expect(screen.getByRole('group', { name: 'Boarding point' })).toHaveAccessibleDescription(
      inEnglish(BOOKING_MESSAGES.selectBoarding),
    );
  });

  it('asks for a dropping point when the bus lists none', async () => {
    api.schedule = () => ({ status: 200, body: { result: scheduleDetail(SLEEPER_COACH, { dropping_points: [] }) } });
    const { user, host } = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Seat L1,/ }));
    await fillPassenger(user, 0, { 'Full name': 'Priya Baruah', Age: '29', Gender: 'female' });
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(host.toast.error).toHaveBeenLastCalledWith(inEnglish(BOOKING_MESSAGES.selectDropping));
  });

  it('creates the tentative booking with seats, points and passengers (no fares), then goes to payment', async () => {
    let release: () => void = () => undefined;
    const bodies: unknown[] = [];
    api.book = (body) => {
      bodies.push(body);
      return new Promise((resolve) => {
        release = () => resolve({ status: 200, body: tentativeAnswer('JT8K2M4Q') });
      });
    };
    const { user, host } = renderPage(URL_OF('?date=2026-11-25&womenBooking=true'));
    await user.click(await screen.findByRole('button', { name: /^Seat L3,/ }));
    await user.click(seat(/^Seat U4,/));
    await fillPassenger(user, 0, { 'Full name': 'Priya Baruah', Age: '29' });
    await fillPassenger(user, 1, { 'Full name': 'Mina Bora', Age: '61' });
    await user.click(screen.getByRole('radio', { name: /Khanapara/ }));

    const button = screen.getByRole('button', { name: 'CONTINUE' });
    await user.click(button);
    await waitFor(() => expect(bookCalls()).toHaveLength(1));
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(bookCalls()).toHaveLength(1);
    const [, init] = bookCalls()[0]!;
    expect((init as RequestInit).headers).toMatchObject({ Authorization: 'Bearer token-1' });
    expect(bodies[0]).toEqual({
      travelDate: '2026-11-25',
      womenBooking: true,
      boardingPointId: '1173',
      droppingPointId: '1013',
      seats: [
        {
          seatNumber: 'L3',
          passenger: {
            name: 'Priya Baruah',
            age: 29,
            gender: 'female',
            email: 'priya@example.in',
            mobile: '9812345678',
          },
        },
        {
          seatNumber: 'U4',
          passenger: { name: 'Mina Bora', age: 61, gender: 'female', email: 'priya@example.in', mobile: '9812345678' },
        },
      ],
    });

    release();
    await waitFor(() => expect(host.navigate).toHaveBeenCalledWith('/payment?pnr=JT8K2M4Q'));
    expect(host.toast.success).toHaveBeenCalledWith(inEnglish(BOOKING_MESSAGES.created));
    expect(JSON.parse(localStorage.getItem(PENDING_BOOKING_STORAGE_KEY) ?? 'null')).toEqual({ pnr: 'JT8K2M4Q' });
  });

  async function continueWithOneSeat(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: /^Seat L1,/ }));
    await fillPassenger(user, 0, { 'Full name': 'Priya Baruah', Age: '29', Gender: 'female' });
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
  }

  const withBooking = (change: (booking: Record<string, unknown>) => Record<string, unknown>) => {
    const answer = tentativeAnswer('JT8K2M4Q');
    return { ...answer, booking: change(answer.booking) };
  };

  it.each([
    ['only the ticket details', { result: { ticket_details: { pnr_number: 'JT8K2M4Q', operator_pnr: null } } }],
    ['a booking record of a newer shape', withBooking((booking) => ({ ...booking, status: 'held', seats: 2 }))],
    ['no operator PNR at all', { result: { ticket_details: { pnr_number: 'JT8K2M4Q' } } }],
  ])('goes to payment on an answer with %s: only the PNR is needed', async (_name, body) => {
    api.book = () => ({ status: 200, body });
    const { user, host } = renderPage();
    await continueWithOneSeat(user);
    await waitFor(() => expect(host.navigate).toHaveBeenCalledWith('/payment?pnr=JT8K2M4Q'));
    expect(host.toast.error).not.toHaveBeenCalled();
  });

  it.each([
    ['no ticket details', { result: {} }, inEnglish(BOOKING_MESSAGES.missingTicketDetails)],
    ['no PNR', { result: { ticket_details: { operator_pnr: null } } }, inEnglish(BOOKING_MESSAGES.noPnr)],
    [
      'an empty PNR',
      { result: { ticket_details: { pnr_number: ' ', operator_pnr: null } } },
      inEnglish(BOOKING_MESSAGES.noPnr),
    ],
  ])('says so on an answer with %s', async (_name, body, message) => {
    api.book = () => ({ status: 200, body });
    const { user, host } = renderPage();
    await continueWithOneSeat(user);
    await waitFor(() => expect(host.toast.error).toHaveBeenCalledWith(message));
    expect(host.navigate).not.toHaveBeenCalled();
  });

  it.each([
    [409, 'conflict', inEnglish(withValues(BOOKING_MESSAGES.holdCapBus, { max: 6, held: 4 }))],
    [429, 'rate_limited', inEnglish(withValues(BOOKING_MESSAGES.holdCapPerHour, { max: 10 }))],
    [409, 'conflict', inEnglish(BOOKING_MESSAGES.holdCapNetwork)],
  ])('toasts the server’s refusal of a hold over a cap (%i) and stays on the page', async (status, code, message) => {
    api.book = () => ({ status, body: { error: { code, message } } });
    const { user, host } = renderPage();
    await continueWithOneSeat(user);
    await waitFor(() => expect(host.toast.error).toHaveBeenCalledWith(message));
    expect(host.navigate).not.toHaveBeenCalled();
  });

  it('on a taken seat, toasts the server message, reloads the map and drops the seat', async () => {
    api.book = () => ({
      status: 409,
      body: {
        error: {
          code: 'conflict',
          message: 'Sorry, seat L1 was just booked by someone else. Please choose another seat.',
        },
      },
    });
    const { user, host } = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Seat L1,/ }));
    await user.click(seat(/^Seat L2,/));
    await fillPassenger(user, 0, { 'Full name': 'Priya Baruah', Age: '29', Gender: 'female' });
    await fillPassenger(user, 1, { 'Full name': 'Rahul Bora', Age: '33', Gender: 'male' });
    const before = seatCalls().length;
    // by now the other traveller holds L1
    api.schedule = () => ({
      status: 200,
      body: {
        result: scheduleDetail(withSeatsSold(SLEEPER_COACH, 'L1')),
      },
    });
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));

    await waitFor(() =>
      expect(host.toast.error).toHaveBeenCalledWith(
        'Sorry, seat L1 was just booked by someone else. Please choose another seat.',
      ),
    );
    await waitFor(() => expect(seatCalls().length).toBeGreaterThan(before));
    expect(await screen.findByRole('button', { name: 'Seat L1, lower deck, sleeper, booked' })).toBeInTheDocument();
    expect(screen.getByText(/Seat L1 is no longer available and was removed from your selection/)).toBeInTheDocument();
    const forms = screen.getAllByRole('region', { name: /^Passenger \d/ });
    expect(forms).toHaveLength(1);
    expect(within(forms[0]!).getByLabelText('Full name')).toHaveValue('Rahul Bora');
    expect(host.navigate).not.toHaveBeenCalled();
  });
});

describe('BookingPage on a phone', () => {
  beforeEach(onPhone);

  it('shows the decks as tabs and the summary as a bottom bar', async () => {
    const { user } = renderPage();
    const lowerTab = await screen.findByRole('tab', { name: /Lower deck/ });
    expect(lowerTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('grid', { name: 'Lower deck' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: /Upper deck/ }));
    expect(screen.getByRole('grid', { name: 'Upper deck' })).toBeVisible();
    await user.click(seat(/^Seat U4,/));
    const bar = screen.getByRole('region', { name: 'Booking Summary' });
    expect(bar).toHaveTextContent('Total · 1 seat₹1,176 including GST');
    expect(within(bar).getByRole('button', { name: 'CONTINUE' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('shows the cancellation policy closed at the end of the page, and opens it on a tap', async () => {
    api.schedule = () => ({
      status: 200,
      body: { result: scheduleDetail(SLEEPER_COACH, { cancellation_policy: OPERATOR_POLICY }) },
    });
    const { user } = renderPage();
    const name = 'Cancellation policy of Assam Valley Travels';
    const table = await screen.findByRole('table', { name });
    expect(table).not.toBeVisible();
    await user.click(screen.getByText(name, { selector: 'summary > span' }));
    expect(table).toBeVisible();
    expect(policyTableRows(table)[0]).toEqual(['More than 48 hours before departure', '10% of ticket value']);
    expect(policyTableRows(table).at(-1)).toEqual(CUTOFF_ROW);
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });
});

describe('BookingPage: typing passenger details', () => {
  async function firstForm(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: /^Seat L1,/ }));
    return screen.getByRole('region', { name: /^Passenger 1/ });
  }

  it.each([
    ['typed with a space', '98765 43210'],
    ['typed with +91', '+91 98765 43210'],
    ['typed with a dash', '98765-43210'],
  ])('cleans a mobile number %s to its 10 digits instead of cutting it', async (_how, typed) => {
    const { user } = renderPage();
    const mobile = within(await firstForm(user)).getByLabelText('Mobile number');
    expect(mobile).not.toHaveAttribute('maxlength');
    expect(mobile).toHaveAttribute('inputmode', 'numeric');
    await user.clear(mobile);
    await user.type(mobile, typed);
    expect(mobile).toHaveValue('9876543210');
  });

  it('cleans a pasted mobile number', async () => {
    const { user } = renderPage();
    const mobile = within(await firstForm(user)).getByLabelText('Mobile number');
    await user.clear(mobile);
    await user.click(mobile);
    await user.paste('+91 98765 43210');
    expect(mobile).toHaveValue('9876543210');
  });

  it('takes only digits for the age, with the numeric keyboard', async () => {
    const { user } = renderPage();
    const age = within(await firstForm(user)).getByLabelText('Age');
    expect(age).toHaveAttribute('inputmode', 'numeric');
    expect(age).toHaveAttribute('pattern', '[0-9]*');
    await user.type(age, '2a5');
    expect(age).toHaveValue('25');
  });

  it('books with the cleaned mobile number', async () => {
    const bodies: unknown[] = [];
    api.book = (body) => {
      bodies.push(body);
      return { status: 200, body: tentativeAnswer('JT8K2M4Q') };
    };
    const { user, host } = renderPage();
    await firstForm(user);
    await fillPassenger(user, 0, { Age: '29', Gender: 'female', 'Mobile number': '+91 98765-43210' });
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await waitFor(() => expect(host.navigate).toHaveBeenCalledWith('/payment?pnr=JT8K2M4Q'));
    expect(bodies[0]).toMatchObject({ seats: [{ passenger: { mobile: '9876543210' } }] });
  });

  it("never toasts a server's raw text when the booking cannot be made", async () => {
    api.book = () => ({ status: 502, body: { error: { code: 'provider_error', message: 'HTTP 500' } } });
    const { user, host } = renderPage();
    await firstForm(user);
    await fillPassenger(user, 0, { Age: '29', Gender: 'female' });
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await waitFor(() => expect(host.toast.error).toHaveBeenCalledWith(inEnglish(BOOKING_MESSAGES.createFailed)));
    expect(host.toast.error).not.toHaveBeenCalledWith('HTTP 500');
  });
});

describe('BookingPage: saved travellers', () => {
  const traveller = (id: string, name: string, gender: 'female' | 'male', age: number) => ({
    id,
    name,
    age,
    gender,
    email: `${id}@example.in`,
    mobile: `98765000${id.slice(-2)}`,
    updated_at: '2026-11-01T10:00:00Z',
  });
  const SAVED = [traveller('t-01', 'Anjali Bora', 'female', 54), traveller('t-02', 'Rahul Bora', 'male', 33)];
  const travellerCalls = () => fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/travellers'));

  it('fills a passenger with one tap, and does not offer a traveller already on another seat', async () => {
    api.travellers = () => ({ status: 200, body: { result: SAVED } });
    const bodies: unknown[] = [];
    api.book = (body) => {
      bodies.push(body);
      return { status: 200, body: tentativeAnswer('JT8K2M4Q') };
    };
    const { user, host } = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Seat L1,/ }));
    await user.click(seat(/^Seat U4,/));
    const first = screen.getByRole('region', { name: /^Passenger 1/ });
    const second = screen.getByRole('region', { name: /^Passenger 2/ });
    await user.click(await within(second).findByRole('button', { name: 'Fill with Anjali Bora' }));
    expect(within(second).getByLabelText('Full name')).toHaveValue('Anjali Bora');
    expect(within(second).getByLabelText('Age')).toHaveValue('54');
    expect(within(second).getByLabelText('Gender')).toHaveValue('female');
    // Anjali now travels on U4: passenger 1 is offered only the others
    const offered = within(first).getByRole('group', { name: 'Saved travellers' });
    expect(
      within(offered)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Fill with Rahul Bora']);

    await fillPassenger(user, 0, { Age: '29', Gender: 'female' });
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await waitFor(() => expect(host.navigate).toHaveBeenCalledWith('/payment?pnr=JT8K2M4Q'));
    expect(bodies[0]).toMatchObject({
      seats: [
        { seatNumber: 'L1', passenger: { name: 'Priya Baruah' } },
        { seatNumber: 'U4', passenger: { name: 'Anjali Bora', age: 54, gender: 'female' } },
      ],
    });
    expect(travellerCalls()[0]![1]).toMatchObject({ headers: { Authorization: 'Bearer token-1' } });
  });

  it('offers only women in women booking mode', async () => {
    api.travellers = () => ({ status: 200, body: { result: SAVED } });
    const { user } = renderPage(URL_OF('?date=2026-11-25&womenBooking=true'));
    await user.click(await screen.findByRole('button', { name: /^Seat L3,/ }));
    const form = screen.getByRole('region', { name: /^Passenger 1/ });
    expect(await within(form).findByRole('button', { name: 'Fill with Anjali Bora' })).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Fill with Rahul Bora' })).toBeNull();
  });

  it('says nothing when they cannot be loaded: the forms work as before', async () => {
    api.travellers = () => ({ status: 500, body: { error: { code: 'internal', message: 'Something went wrong' } } });
    const { user, host } = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Seat L1,/ }));
    await waitFor(() => expect(travellerCalls().length).toBeGreaterThan(0));
    const form = screen.getByRole('region', { name: /^Passenger 1/ });
    expect(within(form).queryByRole('group', { name: 'Saved travellers' })).toBeNull();
    expect(host.toast.error).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(form).getByLabelText('Full name')).toHaveValue('Priya Baruah');
  });

  it('asks nothing for a visitor who is not signed in', async () => {
    const { user } = renderPage(URL_OF(), fakeHost({ user: null, getAccessToken: vi.fn(async () => null) }));
    await user.click(await screen.findByRole('button', { name: /^Seat L1,/ }));
    expect(travellerCalls()).toHaveLength(0);
  });
});

describe('BookingPage: a visitor who is not signed in', () => {
  const visitor = () => fakeHost({ user: null, getAccessToken: vi.fn(async () => null) });
  const PAGE = URL_OF();

  /** As a visitor: two seats, a boarding and a dropping point, some passenger details, then CONTINUE. */
  async function chooseAsVisitor() {
    const first = renderPage(PAGE, visitor());
    const { user, host } = first;
    await user.click(await screen.findByRole('button', { name: /^Seat L1,/ }));
    await user.click(seat(/^Seat U4,/));
    await user.type(within(screen.getByRole('group', { name: 'Boarding point' })).getByRole('searchbox'), 'cinna');
    await user.click(screen.getByRole('radio', { name: /Cinnamara/ }));
    await user.click(screen.getByRole('radio', { name: /Khanapara/ }));
    await fillPassenger(user, 0, { 'Full name': 'Mina Bora', Age: '61' });
    await fillPassenger(user, 1, { 'Full name': 'Rahul Bora', Age: '33', Gender: 'male' });
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    first.unmount();
    return host;
  }

  it('sees the seat map without an account (the schedule is asked for without a token)', async () => {
    renderPage(PAGE, visitor());
    expect(await screen.findByRole('grid', { name: 'Lower deck' })).toBeInTheDocument();
    expect((seatCalls()[0]![1] as RequestInit).headers).not.toHaveProperty('Authorization');
  });

  it('sees the seat map when the session ended elsewhere: the shell is told, and the seats are asked for again', async () => {
    api.schedule = (init) =>
      (init?.headers as Record<string, string>).Authorization
        ? { status: 401, body: { error: { code: 'unauthorized', message: 'Session from session_id claim' } } }
        : { status: 200, body: { result: scheduleDetail() } };
    const sessionRejected = vi.fn(async () => undefined);
    renderPage(PAGE, fakeHost({ sessionRejected }));
    expect(await screen.findByRole('grid', { name: 'Lower deck' })).toBeInTheDocument();
    expect(sessionRejected).toHaveBeenCalled();
    expect(screen.queryByText(/session_id/)).toBeNull();
  });

  it('is asked to sign in at CONTINUE, and comes back to the same seats, points and passengers', async () => {
    const host = await chooseAsVisitor();
    expect(bookCalls()).toHaveLength(0);
    expect(host.toast.info).toHaveBeenCalledWith(inEnglish(BOOKING_MESSAGES.signInToContinue));
    expect(host.navigate).toHaveBeenCalledWith(`/auth?redirect=${encodeURIComponent(PAGE)}`);

    // signed in now, the sign-in page sends the traveller back to the same address
    const bodies: unknown[] = [];
    api.book = (body) => {
      bodies.push(body);
      return { status: 200, body: tentativeAnswer('JT8K2M4Q') };
    };
    const signedIn = renderPage(PAGE);
    expect(await screen.findByRole('button', { name: /^Seat L1, .*selected$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(seat(/^Seat U4, .*selected$/)).toHaveAttribute('aria-pressed', 'true');
    const summary = screen.getByRole('complementary', { name: 'Booking Summary' });
    expect(summary).toHaveTextContent('Cinnamara, 7:25 PM');
    expect(summary).toHaveTextContent('Khanapara, 2:55 AM');
    const first = screen.getByRole('region', { name: /^Passenger 1/ });
    expect(within(first).getByLabelText('Full name')).toHaveValue('Mina Bora');
    expect(within(first).getByLabelText('Age')).toHaveValue('61');
    // what the visitor left blank comes from the profile of the one who signed in
    expect(within(first).getByLabelText('E-mail')).toHaveValue('priya@example.in');
    expect(within(first).getByLabelText('Mobile number')).toHaveValue('9812345678');
    const second = screen.getByRole('region', { name: /^Passenger 2/ });
    expect(within(second).getByLabelText('Full name')).toHaveValue('Rahul Bora');
    expect(within(second).getByLabelText('Gender')).toHaveValue('male');

    await fillPassenger(signedIn.user, 0, { Gender: 'female' });
    await signedIn.user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await waitFor(() => expect(signedIn.host.navigate).toHaveBeenCalledWith('/payment?pnr=JT8K2M4Q'));
    expect(bodies[0]).toMatchObject({
      boardingPointId: '1177',
      droppingPointId: '1013',
      seats: [
        { seatNumber: 'L1', passenger: { name: 'Mina Bora', age: 61, gender: 'female', email: 'priya@example.in' } },
        { seatNumber: 'U4', passenger: { name: 'Rahul Bora', age: 33, gender: 'male' } },
      ],
    });
    // used once: the draft is gone
    expect(sessionStorage.length).toBe(0);
  });

  it('gets back only the seats still free, with their passengers', async () => {
    await chooseAsVisitor();
    // someone else booked L1 while the traveller signed in
    api.schedule = () => ({
      status: 200,
      body: {
        result: scheduleDetail(withSeatsSold(SLEEPER_COACH, 'L1')),
      },
    });
    renderPage(PAGE);
    expect(await screen.findByRole('button', { name: 'Seat L1, lower deck, sleeper, booked' })).toBeInTheDocument();
    expect(screen.getByText(/Seat L1 is no longer available and was removed from your selection/)).toBeInTheDocument();
    expect(seat(/^Seat U4, .*selected$/)).toHaveAttribute('aria-pressed', 'true');
    const forms = screen.getAllByRole('region', { name: /^Passenger \d/ });
    expect(forms).toHaveLength(1);
    expect(within(forms[0]!).getByLabelText('Full name')).toHaveValue('Rahul Bora');
  });
});
