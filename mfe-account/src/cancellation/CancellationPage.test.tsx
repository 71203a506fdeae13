import { CANCELLATION_MESSAGES, REFUND_TIMELINE, inEnglish } from '@jatra/shared';
import { apiError, fakeApi, respond } from '@jatra/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PNR, cancelled, check, deferred, renderCancellation, soloTicket, ticket } from './cancellation-test-kit';

const DETAILS = 'GET /api/booking_details.json';
const CAN_CANCEL = 'GET /api/can_cancel.json';
const CANCEL = `POST /api/cancel_booking/${PNR}.json`;

/** can_cancel answers per seat: ₹945 paid per seat, 10% of the ₹900 fare charged. */
const checkFor = (url: URL) => {
  const seats = url.searchParams.get('seat_numbers')?.split(',') ?? ['L4', 'L5'];
  return respond(
    check({
      seat_numbers: seats.join(','),
      cancellation_charges: 90 * seats.length,
      refund_amount: 855 * seats.length,
    }),
  );
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CancellationPage', () => {
  it('shows a skeleton shaped like the page, then the notice, journey, refund summary and policy', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [DETAILS]: () => respond({ result: { ticket_details: [ticket()] } }),
      [CAN_CANCEL]: checkFor,
    });
    renderCancellation();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Loading cancellation details');
    expect(await screen.findByText('Cancelling cannot be undone.')).toBeInTheDocument();
    expect(screen.getByText(inEnglish(REFUND_TIMELINE), { exact: false })).toBeInTheDocument();

    expect(api.callsTo('GET', '/api/booking_details.json')[0]!.query.get('pnr_number')).toBe(PNR);
    const firstCheck = api.callsTo('GET', '/api/can_cancel.json')[0]!;
    expect(firstCheck.query.get('ticket_number')).toBe(PNR);
    expect(firstCheck.query.has('seat_numbers')).toBe(false);

    expect(screen.getByRole('heading', { level: 1, name: 'Cancel Ticket' })).toBeInTheDocument();
    const journey = screen.getByRole('region', { name: /Jorhat.*Guwahati/ });
    expect(within(journey).getByText('01 Dec 2099')).toBeInTheDocument();
    expect(within(journey).getByText('9:30 PM')).toBeInTheDocument();
    expect(within(journey).getByText('Assam Deluxe Travels')).toBeInTheDocument();
    expect(within(journey).getByText(PNR)).toBeInTheDocument();

    // cancelling everything is a choice of its own: nothing is chosen, and nothing can be cancelled, until it is made
    const summary = screen.getByRole('region', { name: 'Refund summary' });
    expect(
      within(summary).getByText('Choose Cancel all seats, or pick the seats to cancel, to see your refund.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/unticked/)).toBeNull();
    const scope = screen.getByRole('group', { name: 'What do you want to cancel?' });
    expect(
      within(scope)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([false, false]);
    expect(screen.queryByRole('group', { name: 'Choose seats to cancel' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Proceed to Cancel' })).toBeDisabled();
    await user.click(within(scope).getByRole('radio', { name: /Cancel all seats/ }));
    expect(within(summary).getByText('L4, L5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Cancel' })).toBeEnabled();
    expect(within(summary).getByText('All seats on this ticket')).toBeInTheDocument();
    expect(within(summary).getByText('₹180')).toBeInTheDocument();
    expect(within(summary).getByText('10% of the fare')).toBeInTheDocument();
    expect(within(summary).getByText('₹1,710')).toBeInTheDocument();

    const policy = screen.getByRole('table', { name: /Cancellation policy/ });
    const rows = within(policy).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'More than 24 hours before departureNo charge',
      '12 to 24 hours before departure10% of ticket value',
      '2 to 12 hours before departure25% of ticket value',
      'Within 2 hours of departureNo cancellation, no refund',
    ]);
    expect(screen.getByRole('link', { name: 'Keep Ticket' })).toHaveAttribute('href', `/booking-details/${PNR}`);
  });

  it('re-checks the chosen seats on toggle, with an inline checking state, then cancels only those seats', async () => {
    const user = userEvent.setup();
    const pendingCheck = deferred();
    let held = false;
    const api = fakeApi({
      [DETAILS]: () => respond({ result: { ticket_details: [ticket()] } }),
      [CAN_CANCEL]: (url) => {
        if (url.searchParams.get('seat_numbers') === 'L5' && !held) {
          held = true;
          return pendingCheck.promise.then(() => checkFor(url));
        }
        return checkFor(url);
      },
      [CANCEL]: () =>
        respond(
          cancelled({ seat_numbers: 'L5', cancellation_charges: 90, refund_amount: 855, booking_status: 'confirmed' }),
        ),
    });
    const { host } = renderCancellation();
    await user.click(await screen.findByRole('radio', { name: 'Pick seats' }));
    // picking seats but ticking none cancels nothing
    expect(screen.getByText('Tick the seats to cancel to see your refund.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Cancel' })).toBeDisabled();
    const seats = await screen.findByRole('group', { name: 'Choose seats to cancel' });
    const rahul = within(seats).getByRole('checkbox', { name: /Rahul Bora.*Seat L5/ });
    expect(within(seats).getAllByRole('checkbox')).toHaveLength(2);

    await user.click(rahul);
    expect(rahul).toBeChecked();
    const checkCall = api.callsTo('GET', '/api/can_cancel.json').at(-1)!;
    expect(checkCall.query.get('ticket_number')).toBe(PNR);
    expect(checkCall.query.get('seat_numbers')).toBe('L5');
    // the page stays; only the summary says it is checking, and Proceed waits for the answer
    const summary = screen.getByRole('region', { name: 'Refund summary' });
    expect(within(summary).getByRole('status')).toHaveTextContent('Checking…');
    expect(screen.getByRole('region', { name: /Jorhat.*Guwahati/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Cancel' })).toBeDisabled();

    pendingCheck.release(new Response());
    expect(await within(summary).findByText('₹855')).toBeInTheDocument();
    expect(within(summary).getByText('L5')).toBeInTheDocument();
    expect(within(summary).queryByText('All seats on this ticket')).not.toBeInTheDocument();
    expect(within(summary).getByRole('status')).toHaveTextContent('');

    await user.click(screen.getByRole('button', { name: 'Proceed to Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: inEnglish(CANCELLATION_MESSAGES.confirm) });
    expect(dialog).toHaveAccessibleDescription('Seat L5 will be cancelled. This cannot be undone.');
    expect(within(dialog).getByText('₹855')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Cancellation Successful' })).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/cancel_booking/${PNR}.json`).map((call) => call.body)).toEqual([
      { seat_numbers: 'L5' },
    ]);
    expect(host.toast.success).toHaveBeenCalledWith('Ticket cancelled successfully!');
    expect(
      screen.getByText(`Seat L5 of ticket ${PNR} is cancelled. Your other seats stay booked.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View ticket' })).toHaveAttribute('href', `/booking-details/${PNR}`);
    expect(screen.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/bookings');
  });

  it('ticking every seat is the same as Cancel all seats: the whole ticket is checked and cancelled', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [DETAILS]: () => respond({ result: { ticket_details: [ticket()] } }),
      [CAN_CANCEL]: checkFor,
      [CANCEL]: () => respond(cancelled()),
    });
    renderCancellation();
    await user.click(await screen.findByRole('radio', { name: 'Pick seats' }));
    await user.click(await screen.findByRole('checkbox', { name: /Seat L4/ }));
    await user.click(screen.getByRole('checkbox', { name: /Seat L5/ }));
    const summary = screen.getByRole('region', { name: 'Refund summary' });
    expect(await within(summary).findByText('All seats on this ticket')).toBeInTheDocument();
    // all ticked is the same question as none ticked: no check (and no cancel) names every seat
    const asked = api.callsTo('GET', '/api/can_cancel.json').map((call) => call.query.get('seat_numbers'));
    expect(new Set(asked)).toEqual(new Set([null, 'L4']));
    await user.click(screen.getByRole('button', { name: 'Proceed to Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByRole('heading', { name: 'Cancellation Successful' })).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/cancel_booking/${PNR}.json`).map((call) => call.body)).toEqual([{}]);
  });

  it('cancels a one-passenger ticket whole: no seat choice, {} sent once, success screen with the refund', async () => {
    const user = userEvent.setup();
    const pendingCancel = deferred();
    const api = fakeApi({
      [DETAILS]: () => respond({ result: { ticket_details: [soloTicket()] } }),
      [CAN_CANCEL]: () => respond(check({ seat_numbers: 'L4', cancellation_charges: 90, refund_amount: 855 })),
      [CANCEL]: () => pendingCancel.promise,
    });
    const { host, client } = renderCancellation();
    client.setQueryData(['my-bookings'], []);
    await user.click(await screen.findByRole('button', { name: 'Proceed to Cancel' }));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    const dialog = await screen.findByRole('alertdialog', { name: inEnglish(CANCELLATION_MESSAGES.confirm) });
    expect(dialog).toHaveAccessibleDescription(`Every seat on ticket ${PNR} will be cancelled. This cannot be undone.`);
    expect(within(dialog).getByText('Refund amount').nextSibling).toHaveTextContent('₹855');

    const confirm = within(dialog).getByRole('button', { name: 'Yes, cancel' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    expect(confirm).toBeDisabled();
    fireEvent.click(confirm);
    pendingCancel.release(respond(cancelled({ seat_numbers: 'L4', cancellation_charges: 90, refund_amount: 855 })));

    expect(await screen.findByRole('heading', { level: 1, name: 'Cancellation Successful' })).toHaveFocus();
    const posts = api.callsTo('POST', `/api/cancel_booking/${PNR}.json`);
    expect(posts.map((call) => call.body)).toEqual([{}]);
    expect(host.toast.success).toHaveBeenCalledWith(inEnglish(CANCELLATION_MESSAGES.success));
    expect(screen.getByText(`Your ticket ${PNR} is cancelled.`)).toBeInTheDocument();
    expect(screen.getByText('Refund of ₹855 initiated')).toBeInTheDocument();
    expect(screen.getByText(inEnglish(REFUND_TIMELINE))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/bookings');
    expect(screen.getByRole('link', { name: 'Go to My Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(client.getQueryState(['my-bookings'])?.isInvalidated).toBe(true);
  });

  it('says Ticket Not Cancellable when the server says no, with links to the booking and help', async () => {
    fakeApi({
      [DETAILS]: () => respond({ result: { ticket_details: [ticket()] } }),
      [CAN_CANCEL]: () =>
        respond(check({ is_cancellable: false, refund_amount: 0, reason: 'The bus leaves in less than 2 hours' })),
    });
    renderCancellation();
    expect(
      await screen.findByRole('heading', { level: 1, name: inEnglish(CANCELLATION_MESSAGES.notCancellableTitle) }),
    ).toBeInTheDocument();
    expect(screen.getByText(inEnglish(CANCELLATION_MESSAGES.notCancellable))).toBeInTheDocument();
    expect(screen.getByText('The bus leaves in less than 2 hours')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View booking details' })).toHaveAttribute(
      'href',
      `/booking-details/${PNR}`,
    );
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/help');
    expect(screen.queryByRole('button', { name: 'Proceed to Cancel' })).not.toBeInTheDocument();
  });

  it('does not offer to cancel a ticket that is no longer confirmed, without asking the server', async () => {
    const api = fakeApi({
      [DETAILS]: () =>
        respond({ result: { ticket_details: [ticket({ status: 'cancelled', ticket_status: 'Cancelled' })] } }),
      [CAN_CANCEL]: checkFor,
    });
    renderCancellation();
    expect(await screen.findByText(inEnglish(CANCELLATION_MESSAGES.notCancellable))).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/can_cancel.json')).toHaveLength(0);
  });

  it('shows Unable to fetch with the reason and Retry when the ticket does not load', async () => {
    let failing = true;
    fakeApi({
      [DETAILS]: () =>
        failing
          ? apiError(502, 'Failed to fetch booking details', 'provider_error')
          : respond({ result: { ticket_details: [ticket()] } }),
      [CAN_CANCEL]: checkFor,
    });
    renderCancellation();
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: inEnglish(CANCELLATION_MESSAGES.unableToFetch) }),
    ).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to fetch booking details');
    expect(screen.getByRole('link', { name: 'Back to booking details' })).toHaveAttribute(
      'href',
      `/booking-details/${PNR}`,
    );
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Proceed to Cancel' })).toBeInTheDocument();
  });

  it('shows Unable to fetch when the check fails', async () => {
    fakeApi({
      [DETAILS]: () => respond({ result: { ticket_details: [ticket()] } }),
      [CAN_CANCEL]: () => apiError(502, inEnglish(CANCELLATION_MESSAGES.checkFailed), 'provider_error'),
    });
    renderCancellation();
    expect(
      await screen.findByRole('heading', { name: inEnglish(CANCELLATION_MESSAGES.unableToFetch) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(inEnglish(CANCELLATION_MESSAGES.checkFailed));
  });

  it('says Booking details not found for an unknown PNR, with a way to the profile', async () => {
    fakeApi({ [DETAILS]: () => apiError(404, inEnglish(CANCELLATION_MESSAGES.detailsNotFound), 'not_found') });
    renderCancellation();
    expect(
      await screen.findByRole('heading', { name: inEnglish(CANCELLATION_MESSAGES.detailsNotFound) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Profile' })).toHaveAttribute('href', '/profile');
  });

  it('on a failed cancel toasts the reason, stays, re-checks, and shows Not Cancellable if the window closed', async () => {
    const user = userEvent.setup();
    let open = true;
    const api = fakeApi({
      [DETAILS]: () => respond({ result: { ticket_details: [soloTicket()] } }),
      [CAN_CANCEL]: () => respond(check({ is_cancellable: open, seat_numbers: 'L4' })),
      [CANCEL]: () => {
        open = false;
        return apiError(409, inEnglish(CANCELLATION_MESSAGES.notCancellable), 'not_cancellable');
      },
    });
    const { host } = renderCancellation();
    await user.click(await screen.findByRole('button', { name: 'Proceed to Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel' }));

    await waitFor(() => expect(host.toast.error).toHaveBeenCalledWith(inEnglish(CANCELLATION_MESSAGES.notCancellable)));
    expect(
      await screen.findByRole('heading', { level: 1, name: inEnglish(CANCELLATION_MESSAGES.notCancellableTitle) }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/can_cancel.json').length).toBeGreaterThanOrEqual(2);
    expect(host.toast.success).not.toHaveBeenCalled();
  });

  it('on a failed cancel with the window still open stays on the cancellable page', async () => {
    const user = userEvent.setup();
    fakeApi({
      [DETAILS]: () => respond({ result: { ticket_details: [soloTicket()] } }),
      [CAN_CANCEL]: () => respond(check({ seat_numbers: 'L4' })),
      [CANCEL]: () => respond({}, 500),
    });
    const { host } = renderCancellation();
    await user.click(await screen.findByRole('button', { name: 'Proceed to Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(host.toast.error).toHaveBeenCalledWith(inEnglish(CANCELLATION_MESSAGES.cancelFailed)));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Proceed to Cancel' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Cancel Ticket' })).toBeInTheDocument();
  });

  it('keeps the page when a re-check for chosen seats fails: the summary says so and offers to check again', async () => {
    const user = userEvent.setup();
    let failing = true;
    fakeApi({
      [DETAILS]: () => respond({ result: { ticket_details: [ticket()] } }),
      [CAN_CANCEL]: (url) =>
        url.searchParams.has('seat_numbers') && failing
          ? apiError(502, inEnglish(CANCELLATION_MESSAGES.checkFailed), 'provider_error')
          : checkFor(url),
    });
    renderCancellation();
    await user.click(await screen.findByRole('radio', { name: 'Pick seats' }));
    await user.click(await screen.findByRole('checkbox', { name: /Seat L4/ }));
    const summary = screen.getByRole('region', { name: 'Refund summary' });
    expect(await within(summary).findByRole('alert')).toHaveTextContent(inEnglish(CANCELLATION_MESSAGES.checkFailed));
    expect(screen.getByRole('region', { name: /Jorhat.*Guwahati/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Cancel' })).toBeDisabled();
    failing = false;
    await user.click(within(summary).getByRole('button', { name: 'Check again' }));
    expect(await within(summary).findByText('₹855')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Cancel' })).toBeEnabled();
  });

  it("marks the policy band the server's charge came from, in words", async () => {
    fakeApi({
      [DETAILS]: () => respond({ result: { ticket_details: [soloTicket()] } }),
      [CAN_CANCEL]: () => respond(check({ seat_numbers: 'L4', cancel_percent: 0, cancellation_charges: 0 })),
    });
    renderCancellation();
    const policy = await screen.findByRole('table', { name: /Cancellation policy/ });
    const current = within(policy).getByText('Applies now').closest('tr')!;
    expect(current).toHaveTextContent('More than 24 hours before departure');
    expect(within(policy).getAllByText('Applies now')).toHaveLength(1);
  });
});
