import { fakeApi, onPhone, respond } from '@jatra/shared/testing';
import {
  COMPANY,
  PAYMENT_MAX_POLLS,
  PAYMENT_MESSAGES,
  PAYMENT_POLL_INTERVAL_MS,
  PENDING_BOOKING_STORAGE_KEY,
  REFUND_TIMELINE,
  ticketConfirmedText,
  inEnglish,
} from '@jatra/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bookingRecord,
  fakeHost,
  fakePopup,
  NOW,
  orderStatus,
  renderAt,
  ticketDetails,
  type FakePopup,
} from './payment-test-kit';
import { CUTOFF_ROW, policyTableRows } from '../cancellation-policy/policy-test-kit';
import { CLOSE_CHECK_INTERVAL_MS, CLOSE_GRACE_CHECKS } from './order-poller';
import { LATE_SUCCESS_WATCH_MS, PaymentPage } from './PaymentPage';

const PNR = 'JT8K2M4Q';
const SAVED_CONTACT = { support_email: 'care@jatra.example', support_phone: '+91 98540 11223' };
/** A shell that loaded the support contact an admin saved. */
const shellWithContact = () => Object.assign(fakeHost(), { supportContact: SAVED_CONTACT });
const BOOKING_PATH = `GET /api/bookings/${PNR}`;
const CREATE = 'POST /api/phonepe/create-payment';
const TICKET_PATH = 'GET /api/booking_details.json';
const statusPath = (orderId: string) => `GET /api/phonepe/order-status/${orderId}`;

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const poll = () => advance(PAYMENT_POLL_INTERVAL_MS);

let popup: FakePopup;
let openSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
  localStorage.clear();
  popup = fakePopup();
  openSpy = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A payable booking whose orders are numbered _1, _2, … and answer `statuses` in turn (the last one repeats). */
function payableApi(statuses: ReturnType<typeof orderStatus>[] = [orderStatus('PENDING')]) {
  let orders = 0;
  const answers = [...statuses];
  return fakeApi({
    [BOOKING_PATH]: () => respond({ result: bookingRecord() }),
    [CREATE]: () => {
      orders += 1;
      return respond({
        orderId: `${PNR}_${orders}`,
        redirectUrl: `https://pay.test/checkout/${orders}`,
        amount: 189000,
        expireAt: NOW.getTime() + 900_000,
      });
    },
    [statusPath(`${PNR}_1`)]: () => respond(answers.length > 1 ? answers.shift() : answers[0]),
    [statusPath(`${PNR}_2`)]: () => respond(orderStatus('COMPLETED', 'confirmed', { orderId: `${PNR}_2` })),
    [TICKET_PATH]: () => respond({ result: { ticket_details: [ticketDetails()] } }),
  });
}

const orderStatusResponse = (...args: Parameters<typeof orderStatus>) => respond(orderStatus(...args));

async function openPage(url = `/payment?pnr=${PNR}`) {
  const host = renderAt(url, <PaymentPage />);
  await screen.findByRole('heading', { name: 'Payment summary' });
  return host;
}

const payButton = () => screen.getByRole('button', { name: /^Pay ₹/ });
const statusChecks = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.path.startsWith('/api/phonepe/order-status/')).length;
const bookingReads = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.path === `/api/bookings/${PNR}`).length;
const serverError = () =>
  respond({ error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } }, 500);

describe('PaymentPage', () => {
  it('without a booking says so and goes home after 2 seconds', async () => {
    fakeApi({});
    const host = renderAt('/payment', <PaymentPage />);
    expect(await screen.findByText(inEnglish(PAYMENT_MESSAGES.noBookingDetails))).toBeInTheDocument();
    await advance(1900);
    expect(host.navigate).not.toHaveBeenCalled();
    await advance(200);
    expect(host.navigate).toHaveBeenCalledWith('/', { replace: false });
  });

  it("shows the server's record: trip, seats, passengers, stops, contact, amounts, hold and support", async () => {
    payableApi();
    await openPage();
    const main = document.querySelector('[data-remote="booking"]') as HTMLElement;
    expect(within(main).getByRole('heading', { name: 'Complete Payment' })).toBeInTheDocument();
    expect(screen.getByText(`PNR ${PNR}`)).toBeInTheDocument();
    expect(screen.getByText('01 Dec 2026')).toBeInTheDocument();
    expect(screen.getAllByText('9:30 PM').length).toBeGreaterThan(0);
    expect(screen.getAllByText('4:45 AM').length).toBeGreaterThan(0);
    expect(screen.getByText(/Assam Deluxe/)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Seat numbers' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Anjali Bora')).toBeInTheDocument();
    expect(screen.getByText('29 yrs · Female · Seat L4')).toBeInTheDocument();
    expect(screen.getByText('33 yrs · Male · Seat L5')).toBeInTheDocument();
    expect(screen.getByText('Jorhat ASTC')).toBeInTheDocument();
    expect(screen.getByText('AT Road, Jorhat, Near Gar-Ali')).toBeInTheDocument();
    expect(screen.getByText('ISBT Guwahati')).toBeInTheDocument();
    expect(screen.getByText('anjali@example.in')).toBeInTheDocument();
    expect(screen.getByText('9876543210')).toBeInTheDocument();
    expect(screen.getByText('₹1,800')).toBeInTheDocument();
    expect(screen.getByText('GST (5%)')).toBeInTheDocument();
    expect(screen.getByText('₹90')).toBeInTheDocument();
    expect(screen.getByText('FREE')).toBeInTheDocument();
    expect(screen.getByText('₹1,890')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('15:00');
    // this shell sent no support contact: the company's
    expect(screen.getByRole('link', { name: COMPANY.phone })).toHaveAttribute('href', 'tel:+913612468000');
    expect(screen.getByText(/no ticket is issued, it is refunded .* within 5-7 business days/)).toBeInTheDocument();
    expect(payButton()).toHaveTextContent('Pay ₹1,890');
  });

  it('shows the cancellation policy stored with the booking before Pay, not the site table of today', async () => {
    fakeApi({
      [BOOKING_PATH]: () =>
        respond({
          result: bookingRecord({
            cancellation_policy: {
              source: 'operator',
              bands: [
                { fromHours: 0, toHours: 24, chargePercent: 50 },
                { fromHours: 24, toHours: 720, chargePercent: 15 },
              ],
            },
          }),
        }),
    });
    await openPage();
    const table = screen.getByRole('table', { name: 'Cancellation policy of Assam Deluxe' });
    expect(table).toBeVisible();
    expect(policyTableRows(table)).toEqual([
      ['More than 24 hours before departure', '15% of ticket value'],
      ['2 to 24 hours before departure', '50% of ticket value'],
      CUTOFF_ROW,
    ]);
    expect(table).not.toHaveTextContent('No charge');
    expect(screen.getByText(inEnglish(REFUND_TIMELINE))).toBeVisible();
    expect(table.compareDocumentPosition(payButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows Jatra's own table for a booking sold under it, closed on a phone until opened", async () => {
    onPhone();
    payableApi();
    await openPage();
    const table = screen.getByRole('table', { name: "Jatra's cancellation policy" });
    expect(table).not.toBeVisible();
    fireEvent.click(screen.getByText("Jatra's cancellation policy", { selector: 'summary > span' }));
    expect(table).toBeVisible();
    expect(policyTableRows(table)[0]).toEqual(['More than 24 hours before departure', 'No charge']);
    expect(policyTableRows(table).at(-1)).toEqual(CUTOFF_ROW);
  });

  it('finds the booking kept in local storage when the URL names none', async () => {
    const api = payableApi();
    localStorage.setItem(PENDING_BOOKING_STORAGE_KEY, JSON.stringify({ pnr: PNR }));
    await openPage('/payment');
    expect(api.calls[0]).toMatchObject({ method: 'GET', path: `/api/bookings/${PNR}` });
  });

  it('keeps Pay off when the first passenger has no e-mail', async () => {
    fakeApi({
      [BOOKING_PATH]: () =>
        respond({
          result: bookingRecord({
            passenger_details: [{ ...bookingRecord().passenger_details[0]!, email: 'not-an-email' }],
          }),
        }),
    });
    await openPage();
    expect(screen.getByRole('alert')).toHaveTextContent(inEnglish(PAYMENT_MESSAGES.emailRequired));
    expect(payButton()).toBeDisabled();
  });

  it('keeps Pay off without a PNR', async () => {
    fakeApi({ [BOOKING_PATH]: () => respond({ result: bookingRecord({ pnr_number: '' }) }) });
    await openPage();
    expect(screen.getByRole('alert')).toHaveTextContent(inEnglish(PAYMENT_MESSAGES.pnrMissing));
    expect(payButton()).toBeDisabled();
  });

  it('says when the browser blocked the payment window, and asks the server nothing', async () => {
    const api = payableApi();
    openSpy.mockImplementation(() => null);
    await openPage();
    fireEvent.click(payButton());
    expect(await screen.findByText(inEnglish(PAYMENT_MESSAGES.popupBlocked))).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Retry Payment' })).toBeEnabled();
  });

  it('pays: opens the window, orders by PNR, watches the order, then shows the new ticket', async () => {
    const api = payableApi([orderStatus('PENDING'), orderStatus('COMPLETED', 'confirmed')]);
    localStorage.setItem(PENDING_BOOKING_STORAGE_KEY, JSON.stringify({ pnr: PNR }));
    const payments = { started: vi.fn(), confirmed: vi.fn() };
    const host = renderAt(`/payment?pnr=${PNR}`, <PaymentPage />, Object.assign(fakeHost(), { payments }));
    await screen.findByRole('heading', { name: 'Payment summary' });

    fireEvent.click(payButton());
    expect(openSpy).toHaveBeenCalledWith('', 'jatra-phonepe', expect.stringContaining('width=500,height=700'));
    await advance(0);
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/phonepe/create-payment',
      body: { merchantOrderId: PNR },
    });
    expect(popup.location.href).toBe('https://pay.test/checkout/1');
    expect(screen.getByRole('button', { name: /Waiting for payment/ })).toBeDisabled();
    // the shell follows it from now on, whatever page the traveller goes to
    expect(payments.started).toHaveBeenCalledWith(PNR);

    await poll();
    expect(host.toast.success).not.toHaveBeenCalled();
    await poll();
    expect(host.toast.success).toHaveBeenCalledWith(inEnglish(PAYMENT_MESSAGES.completed));
    expect(popup.close).toHaveBeenCalled();
    expect(localStorage.getItem(PENDING_BOOKING_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Booking Confirmed', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(inEnglish(ticketConfirmedText(PNR)))).toBeInTheDocument();

    // the new ticket as the server issued it, and where it was e-mailed; no bare list
    expect(await screen.findByText('e-ticket sent to anjali@example.in')).toBeInTheDocument();
    expect(screen.getByText('Jorhat ASTC')).toBeInTheDocument();
    expect(screen.getByText('L4, L5')).toBeInTheDocument();
    expect(screen.getByText('Seats (2)')).toBeInTheDocument();
    expect(payments.confirmed).toHaveBeenCalledWith(PNR);
    fireEvent.click(screen.getByRole('button', { name: 'View Ticket' }));
    expect(host.navigate).toHaveBeenCalledWith(`/booking-details/${PNR}`);
    await advance(2000);
    expect(host.navigate).toHaveBeenCalledTimes(1);
  });

  it('shows Booking Failed for a failed payment, and Retry Payment starts a new order', async () => {
    const api = payableApi([orderStatus('FAILED')]);
    const host = await openPage();
    fireEvent.click(payButton());
    await advance(0);
    await poll();
    expect(screen.getByRole('heading', { name: 'Booking Failed' })).toBeInTheDocument();
    expect(screen.getByText(inEnglish(PAYMENT_MESSAGES.defaultFailure))).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();

    popup = fakePopup();
    fireEvent.click(screen.getByRole('button', { name: 'Retry Payment' }));
    await advance(0);
    expect(api.calls.filter((call) => call.path === '/api/phonepe/create-payment')).toHaveLength(2);
    expect(popup.location.href).toBe('https://pay.test/checkout/2');
    await poll();
    expect(api.calls.some((call) => call.path === `/api/phonepe/order-status/${PNR}_2`)).toBe(true);
    expect(host.toast.success).toHaveBeenCalledWith(inEnglish(PAYMENT_MESSAGES.completed));
  });

  it('shows Booking Failed with the reason and the refund when paid but not ticketed', async () => {
    payableApi([
      orderStatus('COMPLETED', 'failed', {
        paymentStatus: 'refund_pending',
        failureReason: inEnglish(PAYMENT_MESSAGES.confirmFailed),
      }),
    ]);
    localStorage.setItem(PENDING_BOOKING_STORAGE_KEY, JSON.stringify({ pnr: PNR }));
    const host = await openPage();
    fireEvent.click(payButton());
    await advance(0);
    await poll();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Booking Failed' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(inEnglish(PAYMENT_MESSAGES.confirmFailed));
    expect(alert).toHaveTextContent(/being refunded .* 5-7 business days/);
    expect(screen.queryByRole('button', { name: 'Retry Payment' })).not.toBeInTheDocument();
    expect(host.toast.success).not.toHaveBeenCalled();
    expect(popup.close).toHaveBeenCalled();
    await advance(5000);
    expect(host.navigate).not.toHaveBeenCalled();
  });

  it('gives up after 60 checks: closes the window and says the payment timed out', async () => {
    const api = payableApi([orderStatus('PENDING')]);
    await openPage();
    fireEvent.click(payButton());
    await advance(0);
    await advance(PAYMENT_POLL_INTERVAL_MS * (PAYMENT_MAX_POLLS - 1));
    expect(popup.close).not.toHaveBeenCalled();
    await poll();
    expect(api.calls.filter((call) => call.path.startsWith('/api/phonepe/order-status/'))).toHaveLength(
      PAYMENT_MAX_POLLS,
    );
    expect(popup.close).toHaveBeenCalled();
    expect(screen.getByText(inEnglish(PAYMENT_MESSAGES.timeout))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry Payment' })).toBeEnabled();
  });

  it('checks at once when the window is closed, and calls an order still unpaid cancelled within seconds', async () => {
    const api = payableApi([orderStatus('PENDING')]);
    await openPage();
    fireEvent.click(payButton());
    await advance(0);
    popup.closed = true;
    await advance(600);
    expect(statusChecks(api)).toBe(1);
    expect(screen.getByRole('button', { name: /Checking payment/ })).toBeDisabled();
    await advance(CLOSE_CHECK_INTERVAL_MS * (CLOSE_GRACE_CHECKS - 1));
    expect(screen.queryByText(inEnglish(PAYMENT_MESSAGES.cancelledOrFailed))).not.toBeInTheDocument();
    const readsBefore = bookingReads(api);
    // 600 ms + 2 × 1.5 s after the window closed: the verdict comes in seconds, not half a minute
    await advance(CLOSE_CHECK_INTERVAL_MS);
    expect(statusChecks(api)).toBe(1 + CLOSE_GRACE_CHECKS);
    expect(screen.getByText(inEnglish(PAYMENT_MESSAGES.cancelledOrFailed))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry Payment' })).toBeEnabled();
    // the server's record is read again: a webhook may still have confirmed it
    await advance(0);
    expect(bookingReads(api)).toBeGreaterThan(readsBefore);
  });

  it('a payment finishing just after the window closed (PENDING at first) ends confirmed', async () => {
    payableApi([orderStatus('PENDING'), orderStatus('PENDING'), orderStatus('COMPLETED', 'confirmed')]);
    const host = await openPage();
    fireEvent.click(payButton());
    await advance(0);
    popup.closed = true;
    await advance(600);
    await advance(CLOSE_CHECK_INTERVAL_MS);
    expect(screen.queryByText(inEnglish(PAYMENT_MESSAGES.cancelledOrFailed))).not.toBeInTheDocument();
    await advance(CLOSE_CHECK_INTERVAL_MS);
    expect(host.toast.success).toHaveBeenCalledWith(inEnglish(PAYMENT_MESSAGES.completed));
    expect(screen.getByRole('heading', { name: 'Booking Confirmed' })).toBeInTheDocument();
    await advance(2000);
    expect(host.navigate).not.toHaveBeenCalled();
    expect(screen.getByText(inEnglish(ticketConfirmedText(PNR)))).toBeInTheDocument();
  });

  it('keeps polling when the check after the window closed fails on the network', async () => {
    let checks = 0;
    const api = payableApi();
    api.routes[statusPath(`${PNR}_1`)] = () => {
      checks += 1;
      if (checks === 1) return orderStatusResponse('PENDING');
      if (checks === 2) return Promise.reject(new TypeError('Failed to fetch'));
      return orderStatusResponse('COMPLETED', 'confirmed');
    };
    const host = await openPage();
    fireEvent.click(payButton());
    await advance(0);
    await poll();
    popup.closed = true;
    await advance(600);
    expect(checks).toBe(2);
    expect(screen.queryByText(inEnglish(PAYMENT_MESSAGES.statusFailed))).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Booking Failed' })).not.toBeInTheDocument();
    await poll();
    expect(checks).toBe(3);
    expect(host.toast.success).toHaveBeenCalledWith(inEnglish(PAYMENT_MESSAGES.completed));
    expect(screen.getByRole('heading', { name: 'Booking Confirmed' })).toBeInTheDocument();
  });

  /** Pays, closes the window unpaid and waits for the page's verdict. */
  async function closeUnpaid() {
    fireEvent.click(payButton());
    await advance(0);
    popup.closed = true;
    await advance(600 + CLOSE_CHECK_INTERVAL_MS * CLOSE_GRACE_CHECKS);
    expect(screen.getByText(inEnglish(PAYMENT_MESSAGES.cancelledOrFailed))).toBeInTheDocument();
  }

  it('after a cancelled payment, a success the server settles later still wins and shows the new ticket', async () => {
    const api = payableApi([orderStatus('PENDING')]);
    localStorage.setItem(PENDING_BOOKING_STORAGE_KEY, JSON.stringify({ pnr: PNR }));
    const host = await openPage();
    await closeUnpaid();
    // the gateway's webhook lands 20 s after the page said the payment did not go through
    await advance(20_000);
    api.routes[BOOKING_PATH] = () =>
      respond({ result: bookingRecord({ status: 'confirmed', payment_status: 'completed' }) });
    await poll();
    expect(await screen.findByRole('heading', { name: 'Booking Confirmed' })).toBeInTheDocument();
    expect(screen.getByText(inEnglish(ticketConfirmedText(PNR)))).toBeInTheDocument();
    expect(screen.queryByText(inEnglish(PAYMENT_MESSAGES.cancelledOrFailed))).not.toBeInTheDocument();
    expect(localStorage.getItem(PENDING_BOOKING_STORAGE_KEY)).toBeNull();
    await advance(2000);
    expect(host.navigate).not.toHaveBeenCalled();
    expect(screen.getByText(inEnglish(ticketConfirmedText(PNR)))).toBeInTheDocument();
  });

  it('stops reading the record for a late success after a while', async () => {
    const api = payableApi([orderStatus('PENDING')]);
    await openPage();
    await closeUnpaid();
    await advance(LATE_SUCCESS_WATCH_MS + PAYMENT_POLL_INTERVAL_MS);
    const reads = bookingReads(api);
    await advance(PAYMENT_POLL_INTERVAL_MS * 4);
    expect(bookingReads(api)).toBe(reads);
    expect(screen.getByText(inEnglish(PAYMENT_MESSAGES.cancelledOrFailed))).toBeInTheDocument();
  });

  it('keeps Booking Confirmed when the re-read of the booking after the payment fails', async () => {
    const api = payableApi([orderStatus('COMPLETED', 'confirmed')]);
    await openPage();
    api.routes[BOOKING_PATH] = serverError;
    fireEvent.click(payButton());
    await advance(0);
    await poll();
    expect(screen.getByRole('heading', { name: 'Booking Confirmed' })).toBeInTheDocument();
    // the re-read and its one quiet retry both fail
    await advance(1500);
    expect(bookingReads(api)).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole('heading', { name: 'Booking Confirmed' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: inEnglish(PAYMENT_MESSAGES.loadError) })).not.toBeInTheDocument();
  });

  it("shows the server's reason when the order cannot be created, and closes the window", async () => {
    fakeApi({
      [BOOKING_PATH]: () => respond({ result: bookingRecord() }),
      [CREATE]: () => respond({ error: { code: 'conflict', message: inEnglish(PAYMENT_MESSAGES.notPayable) } }, 409),
    });
    await openPage();
    fireEvent.click(payButton());
    expect(await screen.findByText(inEnglish(PAYMENT_MESSAGES.notPayable))).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
  });

  it('says so when the gateway gave no payment page', async () => {
    fakeApi({
      [BOOKING_PATH]: () => respond({ result: bookingRecord() }),
      [CREATE]: () => respond({ orderId: `${PNR}_1`, amount: 189000, expireAt: 1 }),
    });
    await openPage();
    fireEvent.click(payButton());
    expect(await screen.findByText(inEnglish(PAYMENT_MESSAGES.noPaymentUrl))).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
  });

  it("after the gateway's return (?orderId=) finds the booking by the order and follows it to success", async () => {
    let checks = 0;
    const api = fakeApi({
      [BOOKING_PATH]: () => respond({ result: bookingRecord() }),
      [statusPath(`${PNR}_1`)]: () => {
        checks += 1;
        return respond(checks < 3 ? orderStatus('PENDING') : orderStatus('COMPLETED', 'confirmed'));
      },
    });
    const host = renderAt(`/payment?orderId=${PNR}_1&code=PAYMENT_SUCCESS`, <PaymentPage />);
    expect(await screen.findByRole('button', { name: /Checking payment/ })).toBeDisabled();
    expect(api.calls.some((call) => call.path === `/api/bookings/${PNR}`)).toBe(true);
    await poll();
    await poll();
    expect(host.toast.success).toHaveBeenCalledWith(inEnglish(PAYMENT_MESSAGES.completed));
    await advance(2000);
    expect(host.navigate).not.toHaveBeenCalled();
    expect(screen.getByText(inEnglish(ticketConfirmedText(PNR)))).toBeInTheDocument();
    expect(openSpy).not.toHaveBeenCalled();
  });

  it('an already confirmed booking shows success and shows the new ticket', async () => {
    fakeApi({
      [BOOKING_PATH]: () => respond({ result: bookingRecord({ status: 'confirmed', payment_status: 'completed' }) }),
    });
    const host = renderAt(`/payment?pnr=${PNR}`, <PaymentPage />);
    expect(await screen.findByRole('heading', { name: 'Booking Confirmed' })).toBeInTheDocument();
    await advance(2000);
    expect(host.navigate).not.toHaveBeenCalled();
    expect(screen.getByText(inEnglish(ticketConfirmedText(PNR)))).toBeInTheDocument();
  });

  it('offers the support phone the shell loaded from Settings', async () => {
    payableApi();
    renderAt(`/payment?pnr=${PNR}`, <PaymentPage />, shellWithContact());
    await screen.findByRole('heading', { name: 'Payment summary' });
    expect(screen.getByRole('link', { name: SAVED_CONTACT.support_phone })).toHaveAttribute(
      'href',
      'tel:+919854011223',
    );
    expect(screen.queryByText(COMPANY.phone)).not.toBeInTheDocument();
  });

  it('a failed booking shows Booking Failed with its reason and refund', async () => {
    fakeApi({
      [BOOKING_PATH]: () =>
        respond({
          result: bookingRecord({
            status: 'failed',
            payment_status: 'refunded',
            failure_reason: inEnglish(PAYMENT_MESSAGES.confirmFailed),
          }),
        }),
    });
    renderAt(`/payment?pnr=${PNR}`, <PaymentPage />, shellWithContact());
    expect(await screen.findByRole('heading', { name: 'Booking Failed' })).toBeInTheDocument();
    expect(screen.getByText(inEnglish(PAYMENT_MESSAGES.confirmFailed))).toBeInTheDocument();
    expect(screen.getByText(/has been refunded/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SAVED_CONTACT.support_phone })).toHaveAttribute(
      'href',
      'tel:+919854011223',
    );
  });

  it('an expired hold says so and offers the search again', async () => {
    fakeApi({ [BOOKING_PATH]: () => respond({ result: bookingRecord({ status: 'expired' }) }) });
    const host = renderAt(`/payment?pnr=${PNR}`, <PaymentPage />);
    expect(await screen.findByText(inEnglish(PAYMENT_MESSAGES.holdExpired))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Search buses again' }));
    expect(host.navigate).toHaveBeenCalledWith('/search?source=117&destination=101&date=2026-12-01');
  });

  it('when the countdown runs out, asks the server, and shows the expired state once it says so', async () => {
    const holdEnd = new Date(NOW.getTime() + 3000).toISOString();
    const api = fakeApi({ [BOOKING_PATH]: () => respond({ result: bookingRecord({ hold_expires_at: holdEnd }) }) });
    await openPage();
    expect(screen.getByRole('timer')).toHaveTextContent('0:03');
    const readsBefore = bookingReads(api);
    api.routes[BOOKING_PATH] = () =>
      respond({ result: bookingRecord({ status: 'expired', hold_expires_at: holdEnd }) });
    await advance(3500);
    expect(await screen.findByText(inEnglish(PAYMENT_MESSAGES.holdExpired))).toBeInTheDocument();
    expect(bookingReads(api)).toBe(readsBefore + 1);
  });

  it('a phone clock running ahead of the server does not take Pay away while the server still holds the seats', async () => {
    // by the phone's clock the hold ended a minute ago; the server's record is still waiting for payment
    fakeApi({
      [BOOKING_PATH]: () =>
        respond({ result: bookingRecord({ hold_expires_at: new Date(NOW.getTime() - 60_000).toISOString() }) }),
    });
    await openPage();
    await advance(1000);
    expect(screen.queryByText(inEnglish(PAYMENT_MESSAGES.holdExpired))).not.toBeInTheDocument();
    expect(payButton()).toBeEnabled();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('a refused payment (409) re-reads the record, which shows the expired hold', async () => {
    const api = fakeApi({
      [BOOKING_PATH]: () => respond({ result: bookingRecord() }),
      [CREATE]: () => respond({ error: { code: 'conflict', message: inEnglish(PAYMENT_MESSAGES.notPayable) } }, 409),
    });
    await openPage();
    api.routes[BOOKING_PATH] = () => respond({ result: bookingRecord({ status: 'expired' }) });
    fireEvent.click(payButton());
    expect(await screen.findByText(inEnglish(PAYMENT_MESSAGES.holdExpired))).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
  });

  it.each(['confirmed', 'failed'] as const)('forgets the pending booking once its record is %s', async (status) => {
    fakeApi({ [BOOKING_PATH]: () => respond({ result: bookingRecord({ status, payment_status: 'completed' }) }) });
    localStorage.setItem(PENDING_BOOKING_STORAGE_KEY, JSON.stringify({ pnr: PNR }));
    renderAt('/payment', <PaymentPage />);
    expect(await screen.findByRole('heading', { name: /Booking (Confirmed|Failed)/ })).toBeInTheDocument();
    expect(localStorage.getItem(PENDING_BOOKING_STORAGE_KEY)).toBeNull();
  });

  it('keeps the pending booking while its record still waits for payment', async () => {
    payableApi();
    localStorage.setItem(PENDING_BOOKING_STORAGE_KEY, JSON.stringify({ pnr: PNR }));
    await openPage('/payment');
    expect(localStorage.getItem(PENDING_BOOKING_STORAGE_KEY)).not.toBeNull();
  });

  it('shows an error with Retry when the booking cannot be loaded', async () => {
    let failing = true;
    fakeApi({
      [BOOKING_PATH]: () => {
        return failing
          ? respond(
              { error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } },
              500,
            )
          : respond({ result: bookingRecord() });
      },
    });
    renderAt(`/payment?pnr=${PNR}`, <PaymentPage />);
    // one quiet retry of a server error first
    await advance(1500);
    expect(await screen.findByRole('heading', { name: inEnglish(PAYMENT_MESSAGES.loadError) })).toBeInTheDocument();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Payment summary' })).toBeInTheDocument();
  });

  it("someone else's or an unknown booking is not retried", async () => {
    fakeApi({ [BOOKING_PATH]: () => respond({ error: { code: 'not_found', message: 'Booking not found' } }, 404) });
    renderAt(`/payment?pnr=${PNR}`, <PaymentPage />);
    expect(await screen.findByText('Booking not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows an arrival on the next day with +1 day, as the booking page does', async () => {
    payableApi();
    await openPage();
    const arrival = screen.getByText('Arrival').nextElementSibling as HTMLElement;
    expect(arrival).toHaveTextContent('4:45 AM +1 day');
    expect(screen.getByText('Departure').nextElementSibling).toHaveTextContent(/^9:30 PM$/);
  });

  it.each([
    ['a PNR that cannot be one', 400, { error: { code: 'bad_request', message: 'The request is not valid' } }],
    ['an unknown PNR', 404, { error: { code: 'not_found', message: 'Booking not found' } }],
  ])('says Booking not found for %s, with where to go next', async (_what, status, body) => {
    fakeApi({ 'GET /api/bookings/NOPE123': () => respond(body, status) });
    const host = renderAt('/payment?pnr=NOPE123', <PaymentPage />);
    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeInTheDocument();
    expect(screen.queryByText('The request is not valid')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'My Bookings' }));
    expect(host.navigate).toHaveBeenCalledWith('/bookings');
    fireEvent.click(screen.getByRole('button', { name: 'Search buses' }));
    expect(host.navigate).toHaveBeenCalledWith('/search');
  });

  it("never shows a server's raw text when the booking cannot be loaded", async () => {
    fakeApi({
      [BOOKING_PATH]: () => respond({ error: { code: 'provider_error', message: 'HTTP 500' } }, 502),
    });
    renderAt(`/payment?pnr=${PNR}`, <PaymentPage />);
    await advance(1500);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(inEnglish(PAYMENT_MESSAGES.loadError));
    expect(alert).toHaveTextContent(inEnglish(PAYMENT_MESSAGES.detailsUnavailable));
    expect(alert).not.toHaveTextContent(/HTTP \d{3}/);
  });

  it('tells the shell when the server refuses a session that ended elsewhere', async () => {
    fakeApi({
      [BOOKING_PATH]: () => respond({ error: { code: 'unauthorized', message: 'Session from session_id claim' } }, 401),
    });
    const sessionRejected = vi.fn(async () => undefined);
    renderAt(`/payment?pnr=${PNR}`, <PaymentPage />, Object.assign(fakeHost(), { sessionRejected }));
    await vi.waitFor(() => expect(sessionRejected).toHaveBeenCalled());
    expect(screen.queryByText(/Session from session_id/)).not.toBeInTheDocument();
  });

  describe('on a phone', () => {
    beforeEach(onPhone);

    it('keeps the total and Pay in a bar at the bottom, with room left for it below the page', async () => {
      payableApi([orderStatus('COMPLETED', 'confirmed')]);
      await openPage();
      const bar = screen.getByRole('region', { name: 'Pay for this booking' });
      expect(bar).toHaveTextContent('Total amount₹1,890 including GST');
      expect(within(bar).getByRole('button', { name: 'Pay ₹1,890' })).toBeEnabled();
      // one Pay button only: the card does not repeat it
      expect(screen.getAllByRole('button', { name: /^Pay ₹/ })).toHaveLength(1);
      expect(bar.parentElement).toHaveClass('pay-layout--bar');
      fireEvent.click(within(bar).getByRole('button', { name: 'Pay ₹1,890' }));
      expect(openSpy).toHaveBeenCalled();
    });
  });
});
