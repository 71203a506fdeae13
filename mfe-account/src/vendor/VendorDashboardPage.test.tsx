import { TRIP_CHANGE_MESSAGES, VENDOR_MESSAGES, inEnglish } from '@jatra/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountI18n } from '../i18n';
import { apiError, dashboard, departure, fakeApi, manifest, renderVendor, respond } from './vendor-test-kit';

const DASHBOARD = '/api/vendor/dashboard';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('VendorDashboardPage', () => {
  it('shows the application and says bookings appear once the operator is linked', async () => {
    fakeApi({ [DASHBOARD]: () => respond(dashboard({ operator: null, departures: [], bookings: [] })) });
    renderVendor();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard');
    const company = await screen.findByRole('region', { name: 'Brahmaputra Travels Pvt Ltd' });
    expect(within(company).getByText('U60231AS2019PTC019999')).toBeInTheDocument();
    expect(within(company).getByText('Pranjal Saikia')).toBeInTheDocument();
    expect(within(company).getByRole('link', { name: 'ops@brahmaputra.example' })).toHaveAttribute(
      'href',
      'mailto:ops@brahmaputra.example',
    );
    expect(within(company).getByText('+919876500000')).toBeInTheDocument();
    expect(within(company).getByText('Approved')).toHaveClass('vendor-badge--success');
    // 20:00 UTC on 4 Oct is already 5 Oct in India
    expect(within(company).getByText('05 Oct 2026')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your account is approved. Bookings appear here once an administrator links your company to its bus operator.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a pending application says so in words', async () => {
    const pending = dashboard({ operator: null, departures: [], bookings: [] });
    pending.result.vendor.status = 'pending';
    fakeApi({ [DASHBOARD]: () => respond(pending) });
    renderVendor();
    expect(await screen.findByRole('heading', { name: inEnglish(VENDOR_MESSAGES.pending) })).toBeInTheDocument();
    expect(screen.getByText('Pending approval')).toHaveClass('vendor-badge--warning');
  });

  it('lists the operator, its departures with a manifest link each, and the bookings newest first', async () => {
    const user = userEvent.setup();
    fakeApi({ [DASHBOARD]: () => respond(dashboard()) });
    renderVendor();
    expect(await screen.findByText('Brahmaputra Travels')).toBeInTheDocument();
    expect(screen.getByText('ID 7')).toBeInTheDocument();

    const departures = screen.getByRole('table', { name: /Departures of Brahmaputra Travels/ });
    const [head, first] = within(departures).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Time', 'Route', 'Bus', 'Seats sold', 'Bookings', 'Revenue', 'Passengers']);
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('01 Dec 2026');
    expect(first).toHaveTextContent('9:30 PM');
    expect(first).toHaveTextContent('Jorhat → to Guwahati');
    expect(first).toHaveTextContent('Assam Deluxe');
    expect(within(first!).getByText('12')).toBeInTheDocument();
    expect(within(first!).getByText('7')).toBeInTheDocument();
    expect(within(first!).getByText('₹1,13,400')).toBeInTheDocument();

    const bookings = screen.getByRole('table', { name: /Bookings sold through Jatra/ });
    const rows = within(bookings).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['JTNEW', 'JTOLD']);
    expect(rows[0]).toHaveTextContent('L4, L5');
    expect(within(rows[0]!).getByText('₹1,05,000')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Confirmed')).toHaveClass('vendor-badge--success');
    expect(within(rows[1]!).getByText('Cancelled')).toHaveClass('vendor-badge--danger');

    await user.click(
      within(first!).getByRole('link', { name: 'Passenger manifest for Jorhat to Guwahati, 01 Dec 2026, 9:30 PM' }),
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/vendor?manifest=4521');
  });

  it('says when there are no departures or bookings yet', async () => {
    fakeApi({ [DASHBOARD]: () => respond(dashboard({ departures: [], bookings: [] })) });
    renderVendor();
    expect(await screen.findByRole('heading', { name: 'No departures yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No bookings yet' })).toBeInTheDocument();
  });

  it('shows the API refusal (403) with Retry', async () => {
    let refuse = true;
    fakeApi({
      [DASHBOARD]: () =>
        refuse ? apiError(403, 'Access denied. Insufficient permissions.', 'forbidden') : respond(dashboard()),
    });
    renderVendor();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your dashboard');
    expect(alert).toHaveTextContent('Access denied. Insufficient permissions.');
    refuse = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: /Departures of/ })).toBeInTheDocument();
  });

  it('shows the manifest of ?manifest=, seats in order, with Print and Back to dashboard', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const api = fakeApi({ '/api/vendor/manifest/4521': () => respond(manifest()) });
    renderVendor('/vendor?manifest=4521');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the passenger manifest');
    const table = await screen.findByRole('table', {
      name: 'Passengers on Jorhat to Guwahati, 01 Dec 2026, 9:30 PM',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Passenger manifest' })).toBeInTheDocument();
    expect(new Set(api.paths)).toEqual(new Set(['GET /api/vendor/manifest/4521']));
    expect(screen.getByText('Jorhat', { exact: false, selector: '.vendor-manifest__route' })).toHaveTextContent(
      'Jorhat → to Guwahati',
    );
    expect(screen.getByText('01 Dec 2026')).toBeInTheDocument();
    expect(screen.getByText('Assam Deluxe')).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Seat',
      'Name',
      'Age',
      'Gender',
      'Mobile',
      'Boarding point',
      'Boarding time',
      'Dropping point',
      'PNR',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['L4', 'L10']);
    expect(rows[0]).toHaveTextContent('Anjali Bora');
    expect(rows[0]).toHaveTextContent('Female');
    expect(rows[0]).toHaveTextContent('9876543210');
    expect(rows[0]).toHaveTextContent('Jorhat ASTC');
    expect(rows[0]).toHaveTextContent('9:15 PM');
    expect(rows[0]).toHaveTextContent('ISBT Guwahati');
    expect(rows[0]).toHaveTextContent('JTNEW');

    await user.click(screen.getByRole('button', { name: 'Print manifest' }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: 'Back to dashboard' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/vendor$/);
  });

  it('says Departure not found for a departure the API does not know (404), with a way back', async () => {
    fakeApi({ '/api/vendor/manifest/999': () => apiError(404, 'Unknown departure', 'not_found') });
    renderVendor('/vendor?manifest=999');
    expect(await screen.findByRole('heading', { name: 'Departure not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/vendor');
  });

  it('does not ask the API about a schedule id that cannot exist', async () => {
    const api = fakeApi({});
    renderVendor('/vendor?manifest=abc');
    expect(await screen.findByRole('heading', { name: 'Departure not found' })).toBeInTheDocument();
    expect(api.paths).toEqual([]);
  });

  it('shows other manifest failures with Retry', async () => {
    fakeApi({
      '/api/vendor/manifest/4521': () => apiError(500, 'Something went wrong on our side. Please try again.'),
    });
    renderVendor('/vendor?manifest=4521');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the passenger manifest');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toBeInTheDocument();
  });

  it('an empty departure manifest says nobody has booked yet', async () => {
    fakeApi({
      '/api/vendor/manifest/4600': () =>
        respond(manifest({ departure: departure({ schedule_id: '4600' }), passengers: [] })),
    });
    renderVendor('/vendor?manifest=4600');
    expect(await screen.findByRole('heading', { name: 'No passengers yet' })).toBeInTheDocument();
  });

  it('a departure the operator cancelled says so in the list and on its manifest, with the bookings refunded', async () => {
    const cancelled = departure({
      schedule_id: '4700',
      seats_sold: 0,
      bookings: 0,
      revenue: 0,
      refunded_by_operator: 3,
    });
    fakeApi({
      [DASHBOARD]: () => respond(dashboard({ departures: [cancelled] })),
      '/api/vendor/manifest/4700': () => respond(manifest({ departure: cancelled, passengers: [] })),
    });
    renderVendor();
    const departures = await screen.findByRole('table', { name: /Departures of Brahmaputra Travels/ });
    const [, row] = within(departures).getAllByRole('row');
    expect(within(row!).getByText(inEnglish(TRIP_CHANGE_MESSAGES.operatorCancelledTitle))).toHaveClass(
      'vendor-badge--danger',
    );

    renderVendor('/vendor?manifest=4700');
    expect(
      await screen.findByRole('heading', { name: inEnglish(TRIP_CHANGE_MESSAGES.operatorCancelledTitle) }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Jatra refunded 3 bookings in full/)).toBeInTheDocument();
  });

  it('prints the manifest in Assamese: headings, dates and times in words; seats, phones and PNRs as they are', async () => {
    await accountI18n.catalogues.load('as');
    fakeApi({ '/api/vendor/manifest/4521': () => respond(manifest()) });
    renderVendor('/vendor?manifest=4521', 'as');
    const table = await screen.findByRole('table', {
      name: 'যোৰহাটৰ পৰা গুৱাহাটীলৈ, 1 ডিচে 2026, অপৰাহ্ন 9.30ৰ যাত্ৰী',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'যাত্ৰীৰ তালিকা' })).toBeInTheDocument();
    expect(screen.getByText('1 ডিচে 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'তালিকা প্ৰিণ্ট কৰক' })).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['ছিট', 'নাম', 'বয়স', 'লিংগ', 'মবাইল', 'বৰ্ডিং পইণ্ট', 'বৰ্ডিং সময়', 'ড্ৰপিং পইণ্ট', 'PNR']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['L4', 'L10']);
    expect(rows[0]).toHaveTextContent('মহিলা');
    expect(rows[0]).toHaveTextContent('9876543210');
    expect(rows[0]).toHaveTextContent('অপৰাহ্ন 9.15');
    expect(rows[0]).toHaveTextContent('JTNEW');
  });
});
