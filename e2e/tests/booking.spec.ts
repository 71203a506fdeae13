import { BOOKING_MESSAGES, formatDisplayDate, inEnglish } from '@jatra/shared';
import { expect, test, type Page } from '@playwright/test';
import { needs } from '../environment';
import { holdTwoBerths, seriousViolations } from '../booking-journey-test-kit';
import {
  accessTokenOf,
  bookingCard,
  expectConfirmedCard,
  expectPaidAndOnMyBookings,
  myBookings,
} from '../my-bookings-test-kit';
import { CONTACT, fillPassengers, passengerForm, TRAVELLERS } from '../passengers-test-kit';
import {
  amountToPay,
  continueToPayment,
  openPhonePe,
  paymentAnswered,
  pressInPhonePe,
  setPhonePeKnobs,
} from '../payment-test-kit';
import { busWithFreeWomenSeat, daysAhead, pickCity, searchPath, viewSeatsOfSleeper } from '../search-test-kit';
import { chooseSeatByKeyboard, deckGrid, freeWomenSeats, openSeats, seatById, seatIdOf } from '../seat-map-test-kit';
import { signInWithEmailOtp, uniqueEmail } from '../sign-in';

/** Reopens /bookings in `tab` until the booking's badge says Confirmed (at most `timeout` ms). */
async function reloadUntilConfirmed(tab: Page, pnr: string, timeout: number) {
  await expect
    .poll(
      async () => {
        await tab.goto('/bookings');
        const badge = bookingCard(tab, pnr).locator('.status-badge');
        try {
          await badge.waitFor({ timeout: 10_000 });
        } catch {
          return 'no card for the PNR';
        }
        return (await badge.textContent())?.trim();
      },
      { timeout, intervals: [2_000] },
    )
    .toBe('Confirmed');
}

test('sign in, search, a lower and an upper berth (one by keyboard), two passengers, pay by UPI in the popup: confirmed on My Bookings', async ({
  page,
}) => {
  needs('devMailbox', 'phonePeSimulator');
  test.setTimeout(90_000);
  await signInWithEmailOtp(page, uniqueEmail('booking.paid'), TRAVELLERS[0].name);

  // the home page's form: Jorhat → Guwahati, Tomorrow, then two days on in the calendar
  await page.goto('/');
  await pickCity(page, 'From', 'Jor', 'Jorhat');
  await pickCity(page, 'To', 'Guw', 'Guwahati');
  await page.getByRole('button', { name: 'Tomorrow' }).click();
  await page.getByRole('button', { name: `Departure date ${formatDisplayDate(daysAhead(1))}` }).click();
  const calendar = page.getByRole('dialog', { name: 'Departure date' });
  await expect(calendar.locator('button:focus')).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const date = daysAhead(3);
  await expect(page.getByRole('button', { name: `Departure date ${formatDisplayDate(date)}` })).toBeVisible();
  await page.getByRole('search', { name: 'Search buses' }).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(searchPath(date));

  const busId = await viewSeatsOfSleeper(page);
  await expect(page).toHaveURL(`/booking/${busId}?date=${date}`);
  const lower = deckGrid(page, 'Lower deck');
  const upper = deckGrid(page, 'Upper deck');
  await expect(lower).toBeVisible();
  await expect(upper).toBeVisible();

  // a lower berth by mouse, an upper berth by keyboard
  const lowerSeat = openSeats(lower, 'lower').first();
  const lowerId = await seatIdOf(lowerSeat);
  await lowerSeat.click();
  await expect(seatById(lower, lowerId)).toHaveAttribute('aria-pressed', 'true');
  await expect(seatById(lower, lowerId)).toHaveAccessibleName(/, selected$/);
  const upperId = await chooseSeatByKeyboard(page, upper, 'upper');
  expect(upperId).toMatch(/^U/);
  expect(lowerId).toMatch(/^L/);

  const summary = page.getByRole('complementary', { name: 'Booking Summary' });
  await expect(summary.getByText(`Seat ${lowerId}`, { exact: true })).toBeVisible();
  await expect(summary.getByText(new RegExp(`^Seat ${upperId}`))).toBeVisible();
  await expect(summary.getByText('Seats (2)')).toBeVisible();
  await expect(passengerForm(page, 1)).toContainText(`Seat ${lowerId}`);
  await expect(passengerForm(page, 2)).toContainText(`Seat ${upperId}`);
  await expect(passengerForm(page, 3)).toHaveCount(0);

  await fillPassengers(page, TRAVELLERS, CONTACT);
  const pnr = await continueToPayment(page);
  const chips = page.getByRole('list', { name: 'Seat numbers' }).getByRole('listitem');
  await expect(chips).toHaveCount(2);
  await expect(chips.filter({ hasText: lowerId })).toHaveCount(1);
  await expect(chips.filter({ hasText: upperId })).toHaveCount(1);
  await expect(page.getByText(TRAVELLERS[1].name)).toBeVisible();
  const amount = await amountToPay(page);

  const popup = await openPhonePe(page, /^Pay ₹/, amount);
  await expect(page.getByRole('button', { name: 'Waiting for payment…' })).toBeVisible();
  await pressInPhonePe(popup, 'Pay');

  await expectPaidAndOnMyBookings(page);
  expect(popup.isClosed(), 'the main page closes the PhonePe window').toBe(true);
  await expect(page.getByRole('heading', { name: 'My Bookings', level: 1 })).toBeVisible();
  await expectConfirmedCard(page, pnr, amount);
});

test("Fail in the PhonePe popup says 'Booking Failed' with Retry Payment; the retry pays and confirms", async ({
  page,
}) => {
  needs('devMailbox', 'phonePeSimulator');
  test.setTimeout(90_000);
  const { pnr, amount } = await holdTwoBerths(page, daysAhead(4), 'booking.retry');

  const firstTry = await openPhonePe(page, /^Pay ₹/, amount);
  await pressInPhonePe(firstTry, 'Fail');
  const failure = page.getByRole('alert').filter({ hasText: 'Booking Failed' });
  await expect(failure).toBeVisible({ timeout: 20_000 });
  await expect(failure).toContainText('Your seats are still held');
  await expect.poll(() => firstTry.isClosed(), { message: 'the main page closes the PhonePe window' }).toBe(true);
  await expect(page).toHaveURL(new RegExp(`/payment\\?pnr=${pnr}$`));

  const secondTry = await openPhonePe(page, 'Retry Payment', amount);
  await expect(failure).toBeHidden();
  await pressInPhonePe(secondTry, 'Pay');

  await expectPaidAndOnMyBookings(page);
  await expectConfirmedCard(page, pnr, amount);
});

test('a women-reserved seat is refused without women mode and taken in women mode, the passenger female by default', async ({
  page,
}) => {
  needs('devMailbox');
  const date = daysAhead(5);
  const busId = await busWithFreeWomenSeat(date);
  await signInWithEmailOtp(page, uniqueEmail('booking.women'), 'Anjali Hazarika');

  await page.goto(searchPath(date));
  const viewSeats = page.locator(`a[href^="/booking/${busId}?"]`);
  await expect(viewSeats).toHaveText('View Seats');
  await viewSeats.click();
  await expect(page).toHaveURL(`/booking/${busId}?date=${date}`);
  const womenSeat = freeWomenSeats(page.getByRole('grid')).first();
  await expect(womenSeat).toBeVisible();
  const seatId = await seatIdOf(womenSeat);
  await womenSeat.click();
  await expect(page.getByText(inEnglish(BOOKING_MESSAGES.womenOnlySeat), { exact: true })).toBeVisible();
  await expect(page.locator(`[data-seat-id="${seatId}"]`)).toHaveAttribute('aria-pressed', 'false');
  await expect(passengerForm(page, 1)).toHaveCount(0);

  // back to the results, 'Booking for women' on, search again
  await page.goBack();
  await expect(page).toHaveURL(searchPath(date));
  const form = page.getByRole('search', { name: 'Search buses' });
  await form.getByRole('checkbox', { name: 'Booking for women' }).check();
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(searchPath(date, true));
  await page.locator(`a[href^="/booking/${busId}?"]`).click();
  await expect(page).toHaveURL(`/booking/${busId}?date=${date}&womenBooking=true`);

  const seat = page.locator(`[data-seat-id="${seatId}"]`);
  await expect(seat).toHaveAccessibleName(/reserved for women, ₹[\d,]+, available$/);
  await seat.click();
  await expect(seat).toHaveAttribute('aria-pressed', 'true');
  await expect(seat).toHaveAccessibleName(/reserved for women, ₹[\d,]+, selected$/);
  await expect(passengerForm(page, 1)).toContainText(`Seat ${seatId}`);
  await expect(passengerForm(page, 1).getByLabel('Gender')).toHaveValue('female');
});

test('closing the PhonePe popup right after paying still ends with a confirmed booking', async ({ page }) => {
  needs('devMailbox', 'phonePeSimulator');
  test.setTimeout(120_000);
  const { pnr, amount } = await holdTwoBerths(page, daysAhead(6), 'booking.closed.popup');

  const popup = await openPhonePe(page, /^Pay ₹/, amount);
  const answered = paymentAnswered(popup);
  await pressInPhonePe(popup, 'Pay');
  // the gateway took the money (its 303 back to us); the traveller shuts the window before it lands
  expect((await answered).status()).toBe(303);
  await popup.close();

  // the main page's final check, the webhook or the reconciler: whichever comes first confirms it
  await expectPaidAndOnMyBookings(page);
  const tab = await page.context().newPage();
  await reloadUntilConfirmed(tab, pnr, 60_000);
  await expectConfirmedCard(tab, pnr, amount);
});

test('with webhooks lost and the tab closed right after paying, the reconciler still confirms the booking', async ({
  page,
}) => {
  needs('devMailbox', 'phonePeSimulator');
  test.setTimeout(150_000);
  const { pnr, amount } = await holdTwoBerths(page, daysAhead(7), 'booking.closed.tab');
  const token = await accessTokenOf(page);
  const context = page.context();

  await setPhonePeKnobs({ dropWebhooks: true });
  try {
    const popup = await openPhonePe(page, /^Pay ₹/, amount);
    const answered = paymentAnswered(popup);
    await pressInPhonePe(popup, 'Pay');
    expect((await answered).status()).toBe(303);
    // paid; the traveller closes everything at once: no page of ours ever hears how it went
    await Promise.all([popup.close(), page.close()]);

    const booking = async () => (await myBookings(token)).find((record) => record.pnr_number === pnr);
    expect((await booking())?.status).toBe('tentative');
    // the reconciler leaves a payment 15 s to the traveller's own polling, then sweeps every RECONCILE_INTERVAL_MS
    await expect.poll(async () => (await booking())?.status, { timeout: 60_000, intervals: [1_000] }).toBe('confirmed');
    expect((await booking())?.payment_status).toBe('completed');
  } finally {
    await setPhonePeKnobs({});
  }

  // the traveller comes back later
  const later = await context.newPage();
  await later.goto('/bookings');
  await expectConfirmedCard(later, pnr, amount);
});

test('axe finds no serious violations on the booking page and the payment page', async ({ page }) => {
  needs('devMailbox');
  test.setTimeout(90_000);
  await signInWithEmailOtp(page, uniqueEmail('booking.axe'), TRAVELLERS[0].name);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(searchPath(daysAhead(2)));
  await viewSeatsOfSleeper(page);
  const lower = deckGrid(page, 'Lower deck');
  const seat = openSeats(lower, 'lower').first();
  const seatId = await seatIdOf(seat);
  await seat.click();
  await expect(passengerForm(page, 1)).toContainText(`Seat ${seatId}`);
  expect(await seriousViolations(page), 'booking page at 1440 px').toEqual([]);

  // a phone: the decks become tabs and the summary a bar at the bottom
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByRole('tab', { name: /Lower deck/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Booking Summary' })).toBeVisible();
  expect(await seriousViolations(page), 'booking page at 360 px').toEqual([]);

  await page.setViewportSize({ width: 1440, height: 900 });
  await fillPassengers(page, TRAVELLERS.slice(0, 1), CONTACT);
  await continueToPayment(page);
  await amountToPay(page);
  expect(await seriousViolations(page), 'payment page at 1440 px').toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByRole('button', { name: /^Pay ₹/ })).toBeVisible();
  expect(await seriousViolations(page), 'payment page at 360 px').toEqual([]);
});
