import {
  CANCELLATION_MESSAGES,
  formatRupees,
  PROFILE_MESSAGES,
  type MailboxMessage,
  type TicketDetails,
  inEnglish,
} from '@jatra/shared';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { paidTwoBerths, seriousViolations, setClock } from '../booking-journey-test-kit';
import { accessTokenOf, bookingCard, myBookings } from '../my-bookings-test-kit';
import { CONTACT, TRAVELLERS } from '../passengers-test-kit';
import { setPhonePeKnobs } from '../payment-test-kit';
import { daysAhead, GUWAHATI, JORHAT } from '../search-test-kit';
import { needs, origins } from '../environment';
import {
  adminAccessToken,
  api,
  googleSimAccessToken,
  navbarName,
  signInWithEmailOtp,
  uniqueEmail,
  verifyEmailOtp,
} from '../sign-in';

const HOUR = 3_600_000;

async function ticketOf(pnr: string, token: string): Promise<TicketDetails> {
  const answer = await api(`/api/booking_details.json?pnr_number=${pnr}`, token);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { result: { ticket_details: TicketDetails[] } }).result.ticket_details[0]!;
}

async function mailsTo(address: string): Promise<MailboxMessage[]> {
  const answer = await fetch(`${origins.api}/sim/mailbox?to=${encodeURIComponent(address)}`);
  return ((await answer.json()) as { messages: MailboxMessage[] }).messages;
}

/** The value of a fact (its `dd`) of a card. */
const fact = (scope: Locator, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');

/** Pages in a PDF: its page objects (`/Type /Page`, not the `/Pages` tree). */
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;

/** On /cancellation/{pnr}: Proceed to Cancel, confirm in the dialog, and the success screen. */
async function confirmCancellation(page: Page) {
  await page.getByRole('button', { name: 'Proceed to Cancel' }).click();
  const dialog = page.getByRole('alertdialog', { name: inEnglish(CANCELLATION_MESSAGES.confirm) });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByRole('heading', { name: inEnglish(CANCELLATION_MESSAGES.successTitle) })).toBeVisible({
    timeout: 20_000,
  });
}

test.afterEach(async () => {
  await setClock(0);
  await setPhonePeKnobs({});
});

test('after paying: the e-ticket by e-mail and on screen with its QR, printed on one page; one seat cancelled and refunded, then the other', async ({
  page,
}) => {
  needs('devMailbox', 'phonePeSimulator');
  test.setTimeout(240_000);
  const { pnr, token } = await paidTwoBerths(page, daysAhead(3), 'after.sale');

  // the e-ticket reaches the contact address
  await expect
    .poll(async () => (await mailsTo(CONTACT.email)).some((mail) => mail.subject.includes(pnr)), { timeout: 20_000 })
    .toBe(true);
  const mail = (await mailsTo(CONTACT.email)).find((mail) => mail.subject.includes(pnr))!;
  expect(mail.subject).toMatch(/^Your Jatra e-ticket: Jorhat → Guwahati/);
  expect(mail.body).toContain(`${origins.shell}/booking-details/${pnr}`);
  for (const name of TRAVELLERS.map((traveller) => traveller.name)) expect(mail.body).toContain(name);

  // My Bookings on the profile: what was paid, View Ticket
  await page.goto('/profile');
  const card = bookingCard(page, pnr);
  await expect(card.locator('.status-badge')).toHaveText('Confirmed');
  await card.getByRole('link', { name: 'View Ticket' }).click();
  await expect(page).toHaveURL(`/booking-details/${pnr}`);
  const ticket = page.getByRole('article', { name: `E-ticket, PNR ${pnr}` });
  const before = await ticketOf(pnr, token);
  const [kept, gone] = before.passenger_details;
  const bothSeats = `seats ${kept!.seat_no}, ${gone!.seat_no}`;
  await expect(ticket.getByRole('img', { name: `QR code of PNR ${pnr}, ${bothSeats}` })).toBeVisible();
  await expect(ticket.getByText(`Valid for ${bothSeats}`)).toBeVisible();
  expect(before.qr_code).toBe(`JATRA;PNR=${pnr};DATE=${before.travel_date};SEATS=${kept!.seat_no},${gone!.seat_no}`);
  await expect(ticket).toContainText(TRAVELLERS[1].name);
  expect(await seriousViolations(page), 'ticket page').toEqual([]);

  // printed: one A4 page, without the navbar or the buttons
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print Ticket' })).toBeHidden();
  await expect(ticket.getByRole('img', { name: `QR code of PNR ${pnr}` })).toBeVisible();
  expect(pdfPages(await page.pdf({ format: 'A4' })), 'the printed ticket is one page').toBe(1);
  await page.emulateMedia({ media: 'screen' });

  // Back to Bookings is My Bookings, with what was paid for the ticket
  await page.getByRole('link', { name: 'Back to Bookings' }).click();
  await expect(page).toHaveURL('/bookings');
  await expect(fact(bookingCard(page, pnr), 'Paid')).toHaveText(formatRupees(before.payment.amount_paid));

  // cancel one seat; the gateway moves the refund on only when asked about it (the reconciler asks every 15 s)
  await setPhonePeKnobs({ refundStepMs: 600_000 });
  await page.goto(`/booking-details/${pnr}`);
  await page.getByRole('link', { name: 'Cancel Ticket' }).click();
  await expect(page).toHaveURL(`/cancellation/${pnr}`);
  // cancelling everything is a choice of its own, not what ticking nothing means
  await expect(page.getByText(/unticked/)).toHaveCount(0);
  const scope = page.getByRole('group', { name: 'What do you want to cancel?' });
  await expect(scope.getByRole('radio', { name: /Cancel all seats/ })).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Proceed to Cancel' })).toBeDisabled();
  await scope.getByRole('radio', { name: 'Pick seats' }).check();
  const seats = page.getByRole('group', { name: 'Choose seats to cancel' });
  await expect(seats.getByRole('checkbox')).toHaveCount(2);
  await seats.getByRole('checkbox', { name: new RegExp(gone!.name) }).check();
  await expect(page.getByText(`Seat ${gone!.seat_no}`).first()).toBeVisible();
  expect(await seriousViolations(page), 'cancellation page').toEqual([]);
  await confirmCancellation(page);
  await expect(page.getByText(/Refund of ₹[\d,.]+ initiated/).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/bookings');

  // the ticket shows one seat and the refund on its way; its code and its paper hold only the seat still valid
  await page.goto(`/booking-details/${pnr}`);
  const after = await ticketOf(pnr, token);
  expect(after.passenger_details.map((person) => person.seat_no)).toEqual([kept!.seat_no]);
  expect(after.total_fare).toBeLessThan(before.total_fare);
  expect(after.qr_code).toBe(`JATRA;PNR=${pnr};DATE=${after.travel_date};SEATS=${kept!.seat_no}`);
  await expect(ticket.locator('.status-badge').first()).toHaveText('Confirmed');
  await expect(ticket.getByRole('img', { name: `QR code of PNR ${pnr}, seat ${kept!.seat_no}` })).toBeVisible();
  await expect(ticket.getByText(`Valid for seat ${kept!.seat_no}`)).toBeVisible();
  const goneFare = ticket
    .getByRole('region', { name: 'Fare details' })
    .getByRole('row', { name: new RegExp(`^${gone!.seat_no}\\b`) });
  await expect(goneFare).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(goneFare).toBeHidden();
  await expect(ticket.getByRole('img', { name: `QR code of PNR ${pnr}, seat ${kept!.seat_no}` })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  // the gateway moves a refund on each time it is asked, and a reconciler sweep may ask before this page loads:
  // on its way or already back are both true
  await expect(
    ticket
      .getByText(/Refund of ₹[\d,.]+ initiated/)
      .or(ticket.getByText(inEnglish(CANCELLATION_MESSAGES.refunded), { exact: true }))
      .first(),
  ).toBeVisible();
  expect((await mailsTo(CONTACT.email)).some((mail) => mail.subject.startsWith('Jatra cancellation'))).toBe(true);

  // My Bookings: paid as it was, the refund with its seat, and the seat still booked
  const firstRefund = after.cancellations[0]!.refund_amount;
  await page.goto('/bookings');
  const partly = bookingCard(page, pnr);
  await expect(fact(partly, 'Paid')).toHaveText(formatRupees(before.payment.amount_paid));
  await expect(fact(partly, 'Seats still booked')).toHaveText(`${kept!.seat_no}${gone!.seat_no} cancelled`);
  await expect(partly.getByRole('list', { name: 'Refunds' }).getByRole('listitem')).toHaveText([
    new RegExp(
      `^(Refund of ${formatRupees(firstRefund)} initiated|${formatRupees(firstRefund)} refunded)Seat ${gone!.seat_no}$`,
    ),
  ]);

  // the reconciler follows the refund to its end at the gateway
  await page.goto(`/booking-details/${pnr}`);
  await expect
    .poll(
      async () => {
        await page.reload();
        // the ticket is drawn once its data has come: read the refund's state only then
        const cancellations = ticket.getByRole('region', { name: 'Cancellations' });
        await cancellations.waitFor();
        return cancellations.getByText(inEnglish(CANCELLATION_MESSAGES.refunded), { exact: true }).isVisible();
      },
      { timeout: 90_000, intervals: [5_000] },
    )
    .toBe(true);

  // the other seat: no choice left to make, and the ticket is cancelled
  await page.goto(`/cancellation/${pnr}`);
  await expect(page.getByRole('group', { name: 'Choose seats to cancel' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'What do you want to cancel?' })).toHaveCount(0);
  await confirmCancellation(page);
  await page.getByRole('main').getByRole('link', { name: 'My Bookings' }).click();
  await expect(page).toHaveURL('/bookings');
  const whole = bookingCard(page, pnr);
  await expect(whole.locator('.status-badge')).toHaveText('Cancelled');
  await expect(whole.getByRole('link', { name: 'Cancel' })).toHaveCount(0);
  await expect(fact(whole, 'Seats')).toHaveText(`None booked${gone!.seat_no}, ${kept!.seat_no} cancelled`);
  await expect(fact(whole, 'Paid')).toHaveText(formatRupees(before.payment.amount_paid));
  await expect(whole.getByRole('list', { name: 'Refunds' }).getByRole('listitem')).toHaveCount(2);
  await expect(whole.getByRole('list', { name: 'Refunds' }).getByRole('listitem').first()).toHaveText(
    `${formatRupees(firstRefund)} refundedSeat ${gone!.seat_no}`,
  );
  const [record] = (await myBookings(token)).filter((booking) => booking.pnr_number === pnr);
  expect(record).toMatchObject({
    status: 'cancelled',
    amount_paid: before.payment.amount_paid,
    remaining_seats: [],
    cancelled_seats: [gone!.seat_no, kept!.seat_no],
  });
  expect(record!.cancelled_at).not.toBeNull();

  // the void ticket: CANCELLED where the code was, no boarding words, printed as a cancellation
  await whole.getByRole('link', { name: 'View Ticket' }).click();
  await expect(ticket.locator('.ticket__void-word')).toHaveText('Cancelled');
  await expect(ticket.locator('.ticket__void-word')).toHaveCSS('text-transform', 'uppercase');
  await expect(ticket.getByText('Not valid for travel')).toBeVisible();
  await expect(ticket.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  await expect(page.getByText('Show this code when you board')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Print Ticket' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Print Cancellation' })).toBeVisible();
  expect((await ticketOf(pnr, token)).qr_code).toBeNull();
  expect(await seriousViolations(page), 'cancelled ticket').toEqual([]);
  await page.emulateMedia({ media: 'print' });
  await expect(ticket.getByText('Not valid for travel')).toBeVisible();
  await expect(ticket.getByRole('region', { name: 'Cancellations' })).toBeVisible();
  expect(pdfPages(await page.pdf({ format: 'A4' })), 'the printed cancellation is one page').toBe(1);
  await page.emulateMedia({ media: 'screen' });
});

test('a bus leaving within 2 hours: Ticket Not Cancellable, and a hand-made cancel request is refused', async ({
  page,
}) => {
  needs('devMailbox', 'phonePeSimulator', 'testClock');
  test.setTimeout(150_000);
  const { pnr, token, email } = await paidTwoBerths(page, daysAhead(2), 'after.sale.late');
  const [booking] = (await myBookings(token)).filter((item) => item.pnr_number === pnr);
  await setClock(Date.parse(booking!.departs_at) - Date.now() - HOUR);

  // the API's day has moved on to an hour before the bus leaves: a session of that day
  expect((await api('/api/profile', token)).status).toBe(401);
  // the page's next request is refused: the shell ends that session and asks for sign-in again
  await page.goto('/bookings');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fbookings/);
  await verifyEmailOtp(page, email);
  await expect(navbarName(page, TRAVELLERS[0].name)).toBeVisible();
  await page.goto(`/cancellation/${pnr}`);
  await expect(page.getByRole('heading', { name: inEnglish(CANCELLATION_MESSAGES.notCancellableTitle) })).toBeVisible();
  await expect(page.getByText(inEnglish(CANCELLATION_MESSAGES.notCancellable))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to Cancel' })).toHaveCount(0);

  const fresh = await accessTokenOf(page);
  const refused = await api(`/api/cancel_booking/${pnr}.json`, fresh, { method: 'POST', body: { seat_numbers: '' } });
  expect(refused.status).toBe(409);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
    inEnglish(CANCELLATION_MESSAGES.notCancellable),
  );
  expect((await ticketOf(pnr, fresh)).status).toBe('confirmed');
});

test('profile changes are saved on the server: they survive a reload and a new sign-in', async ({ page }) => {
  needs('devMailbox', 'testClock');
  test.setTimeout(120_000);
  const email = uniqueEmail('after.sale.profile');
  await signInWithEmailOtp(page, email, 'Priya Baruah');
  await page.goto('/profile?tab=settings');
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Full name').fill('Priya Baruah Sharma');
  await page.getByLabel('Phone', { exact: true }).fill('+91 98765 43210');
  await page.getByLabel('State or Union Territory').selectOption('Meghalaya');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(inEnglish(PROFILE_MESSAGES.updated))).toBeVisible();
  const settings = page.locator('main');
  await expect(settings).toContainText('Priya Baruah Sharma');
  await expect(settings).toContainText('9876543210');
  await expect(settings).toContainText('Meghalaya');
  await expect(navbarName(page, 'Priya Baruah Sharma')).toBeVisible();

  await page.reload();
  await expect(settings).toContainText('Priya Baruah Sharma');
  await expect(settings).toContainText('Meghalaya');

  // a new sign-in, a minute later as far as the API knows (a code is sent again only after 60 s)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  // signed out and sent home before going on: a /auth opened earlier would be left for home once logout ends
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page).toHaveURL(`${origins.shell}/`);
  await setClock(61_000);
  await page.goto('/auth');
  await verifyEmailOtp(page, email);
  await expect(navbarName(page, 'Priya Baruah Sharma')).toBeVisible();
  await page.goto('/profile?tab=settings');
  await expect(settings).toContainText('9876543210');
  await expect(settings).toContainText('Meghalaya');
  expect(await seriousViolations(page), 'profile settings').toEqual([]);
});

test("a vendor sees the manifest of their operator's departures and not another's; another traveller's PNR is not found", async ({
  page,
  browser,
}) => {
  needs('devMailbox', 'phonePeSimulator', 'googleSimulator', 'admin');
  test.setTimeout(180_000);
  const date = daysAhead(4);
  const { pnr, token } = await paidTwoBerths(page, date, 'after.sale.sold');
  const sold = await ticketOf(pnr, token);
  const scheduleId = (await myBookings(token)).find((booking) => booking.pnr_number === pnr)!.schedule_id;

  // a bus company applies; the administrator approves it as the operator of that bus
  const vendorEmail = uniqueEmail('after.sale.vendor');
  const vendorToken = await googleSimAccessToken(vendorEmail, 'Bikash Gogoi');
  const applied = await api('/api/vendors/apply', vendorToken, {
    method: 'POST',
    body: {
      company_name: sold.travels,
      registration_number: 'AS-REG-2026-17',
      contact_name: 'Bikash Gogoi',
      contact_email: vendorEmail,
      contact_phone: '+919812300017',
    },
  });
  expect(applied.status).toBe(201);
  const { result: application } = (await applied.json()) as { result: { id: string } };
  const approved = await api(`/api/admin/vendors/${application.id}/approve`, await adminAccessToken(), {
    method: 'POST',
    body: { operator_id: sold.travel_id },
  });
  expect(approved.status).toBe(200);

  const vendorPage = await (await browser.newContext()).newPage();
  await vendorPage.goto('/auth');
  await verifyEmailOtp(vendorPage, vendorEmail);
  await expect(navbarName(vendorPage, 'Bikash Gogoi')).toBeVisible();
  await vendorPage.goto('/vendor');
  await expect(vendorPage.getByText(sold.travels).first()).toBeVisible();
  await vendorPage.locator(`a[href$="manifest=${scheduleId}"]`).click();
  await expect(vendorPage).toHaveURL(`/vendor?manifest=${scheduleId}`);
  await expect(vendorPage.getByRole('heading', { name: 'Passenger manifest', level: 1 })).toBeVisible();
  for (const traveller of TRAVELLERS) {
    await expect(vendorPage.getByRole('cell', { name: traveller.name, exact: true })).toBeVisible();
  }
  expect(await seriousViolations(vendorPage), 'manifest').toEqual([]);

  // a departure of another operator on the same day
  const buses = (await (
    await fetch(`${origins.api}/api/availabilities/${JORHAT}/${GUWAHATI}/${date}.json`)
  ).json()) as { result: { scheduleId: string; travelId: number }[] };
  const elsewhere = buses.result.find((bus) => bus.travelId !== sold.travel_id)!;
  const freshVendorToken = await accessTokenOf(vendorPage);
  expect((await api(`/api/vendor/manifest/${elsewhere.scheduleId}`, freshVendorToken)).status).toBe(404);
  await vendorPage.goto(`/vendor?manifest=${elsewhere.scheduleId}`);
  await expect(vendorPage.getByRole('heading', { name: 'Departure not found' })).toBeVisible();

  // someone else's ticket is not found, on the page and in the API
  expect((await api(`/api/booking_details.json?pnr_number=${pnr}`, freshVendorToken)).status).toBe(404);
  await vendorPage.goto(`/booking-details/${pnr}`);
  await expect(
    vendorPage.getByRole('heading', { name: inEnglish(CANCELLATION_MESSAGES.detailsNotFound) }),
  ).toBeVisible();
});
