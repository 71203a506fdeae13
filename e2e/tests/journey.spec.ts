/**
 * The traveller's journey walked at a phone's and a desk's width: every page opens at its top, a
 * visitor chooses seats before signing in and finds them again after, and no raw server text is ever shown.
 */
import { MESSAGES, inEnglish } from '@jatra/shared';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { holdTwoBerths } from '../booking-journey-test-kit';
import { bookingCard, expectPaidAndOnMyBookings } from '../my-bookings-test-kit';
import { passengerForm } from '../passengers-test-kit';
import { amountToPay, openPhonePe, pressInPhonePe } from '../payment-test-kit';
import { busCards, daysAhead, searchPath, shellTookOver } from '../search-test-kit';
import { needs, origins } from '../environment';
import {
  completeProfile,
  navbarName,
  signInWithEmailOtp,
  storedSession,
  uniqueEmail,
  verifyEmailOtp,
} from '../sign-in';

const RAW_TEXT = [/HTTP \d{3}/, /\n\s*at \S+ \(.+:\d+:\d+\)/, /The request is not valid/, /JWT/];

/** Nothing on screen is a status code, a stack trace or a server's internal words. */
async function expectNoRawText(page: Page) {
  const text = await page.locator('body').innerText();
  for (const raw of RAW_TEXT) expect(text, `no ${raw} on ${page.url()}`).not.toMatch(raw);
}

/** The element's top is inside the window as it is now. */
async function expectInView(page: Page, locator: Locator, what: string) {
  const box = await locator.boundingBox();
  const height = page.viewportSize()!.height;
  expect(box, `${what} is drawn`).not.toBeNull();
  expect(box!.y, `${what} starts inside the window (top ${box!.y}, window ${height})`).toBeLessThan(height - 40);
  expect(box!.y + box!.height, `${what} is not above the window`).toBeGreaterThan(0);
}

const scrollTop = (page: Page) => page.evaluate(() => window.scrollY);

/** A free seat anyone may take, on any deck. */
const freeSeats = (page: Page) => page.getByRole('button', { name: /^Seat (?!.*women).*, available$/ });

for (const viewport of [
  { name: 'phone', width: 360, height: 800 },
  { name: 'desktop', width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test(`long Assam city names fit the From and To fields on Home and on the search page (${viewport.name})`, async ({
      page,
    }) => {
      const fits = async (label: 'From' | 'To') => {
        const field = page.getByRole('combobox', { name: label });
        const sizes = await field.evaluate((input) => ({ needed: input.scrollWidth, shown: input.clientWidth }));
        expect(sizes.needed, `${label} shows the whole name`).toBeLessThanOrEqual(sizes.shown);
      };
      // the results page has a sort select with options of its own: the city is picked by its name
      const pick = async (label: 'From' | 'To', typed: string, city: string) => {
        await page.getByRole('combobox', { name: label }).fill(typed);
        await page.getByRole('option', { name: city, exact: true }).click();
        await expect(page.getByRole('combobox', { name: label })).toHaveValue(city);
      };
      await page.goto('/');
      await pick('From', 'North Lakh', 'North Lakhimpur');
      await pick('To', 'Biswanath', 'Biswanath Chariali');
      await fits('From');
      await fits('To');

      await page.goto(searchPath(daysAhead(3)));
      await expect(busCards(page).first()).toBeVisible({ timeout: 20_000 });
      // on a phone the search page's form is behind Modify
      const modify = page.getByRole('button', { name: 'Modify' });
      if (await modify.isVisible()) await modify.click();
      await pick('From', 'North Lakh', 'North Lakhimpur');
      await pick('To', 'Biswanath', 'Biswanath Chariali');
      await fits('From');
      await fits('To');
    });

    test(`a visitor picks a seat from far down the results, signs in at CONTINUE, keeps it and pays (${viewport.name})`, async ({
      page,
    }) => {
      needs('devMailbox', 'phonePeSimulator');
      test.setTimeout(120_000);
      await page.goto(searchPath(daysAhead(3)));
      await expect(busCards(page).nth(4)).toBeVisible({ timeout: 20_000 });
      await shellTookOver(page);
      await expectNoRawText(page);

      // far down the list: the booking page must still open at its top, the seat map in view
      const fifth = busCards(page).nth(4);
      await fifth.scrollIntoViewIfNeeded();
      expect(await scrollTop(page)).toBeGreaterThan(200);
      await fifth.getByRole('link', { name: 'View Seats' }).click();
      await expect(page).toHaveURL(/\/booking\//);
      const seatMap = page.getByRole('grid').first();
      await expect(seatMap).toBeVisible({ timeout: 20_000 });
      expect(await scrollTop(page), 'the booking page opens at its top').toBeLessThan(5);
      await expectInView(page, seatMap, 'the seat map');

      // a visitor may choose seats and fill the form before signing in
      const seat = freeSeats(page).first();
      const seatId = await seat.getAttribute('data-seat-id');
      await seat.click();
      await expect(page.locator(`[data-seat-id="${seatId}"]`)).toHaveAttribute('aria-pressed', 'true');
      const form = passengerForm(page, 1);
      await form.getByLabel('Full name').fill('Anjali Gogoi');
      await form.getByLabel('Age').fill('2a7');
      await expect(form.getByLabel('Age')).toHaveValue('27');
      await form.getByLabel('Gender').selectOption({ label: 'Female' });
      await form.getByLabel('E-mail').fill('anjali.gogoi@example.in');
      await form.getByLabel('Mobile number').fill('+91 98765-43210');
      await expect(form.getByLabel('Mobile number')).toHaveValue('9876543210');
      const bookingUrl = page.url();

      await page.getByRole('button', { name: 'CONTINUE' }).click();
      await expect(page).toHaveURL(/\/auth\?redirect=/);
      await verifyEmailOtp(page, uniqueEmail(`journey.${viewport.name}`));
      await completeProfile(page, 'Anjali Gogoi');
      await expect(page).toHaveURL(bookingUrl, { timeout: 15_000 });

      // back on the same page with the same seat and passenger
      await expect(page.locator(`[data-seat-id="${seatId}"]`)).toHaveAttribute('aria-pressed', 'true');
      await expect(passengerForm(page, 1).getByLabel('Full name')).toHaveValue('Anjali Gogoi');
      await expect(passengerForm(page, 1).getByLabel('Mobile number')).toHaveValue('9876543210');

      if (viewport.name === 'phone') await page.mouse.wheel(0, 1500);
      await page.getByRole('button', { name: 'CONTINUE' }).click();
      await expect(page).toHaveURL(/\/payment\?pnr=/, { timeout: 20_000 });
      const heading = page.getByRole('heading', { name: 'Complete Payment', level: 1 });
      await expect(heading).toBeVisible();
      expect(await scrollTop(page), 'the payment page opens at its top').toBeLessThan(5);
      await expectInView(page, heading, 'the payment heading');
      const footerBox = await page.locator('footer.footer').boundingBox();
      expect(footerBox!.y, 'the payment page does not open on the footer').toBeGreaterThan(viewport.height / 2);
      const amount = await amountToPay(page);
      // on a phone the Pay button with the amount is in reach without scrolling
      if (viewport.name === 'phone')
        await expectInView(page, page.getByRole('button', { name: /^Pay ₹/ }).last(), 'Pay');
      await expectNoRawText(page);

      const pnr = new URL(page.url()).searchParams.get('pnr')!;
      const popup = await openPhonePe(page, /^Pay ₹/, amount);
      await pressInPhonePe(popup, 'Pay');
      await expectPaidAndOnMyBookings(page);
      expect(await scrollTop(page), 'My Bookings opens at its top').toBeLessThan(5);

      // the card names the operator and the boarding point, and its PNR stays on one line
      const card = bookingCard(page, pnr);
      await expect(card).toBeVisible();
      await expect(card.getByText(/Boarding/)).toBeVisible();
      const pnrLines = await card.locator('.booking-card__pnr').evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(pnrLines, 'the PNR is on one line').toBe(1);
      await expectNoRawText(page);
    });
  });
}

test('a session ended elsewhere: search still works, the traveller is told and signed out here', async ({ page }) => {
  needs('devMailbox');
  await signInWithEmailOtp(page, uniqueEmail('journey.revoked'), 'Bikash Das');
  const session = await storedSession(page);
  // away from Jatra while it happens: the page left open would notice first and say so there, before the search
  await page.goto('about:blank');
  // the same session signed out from another device
  const logout = await fetch(`${origins.api}/auth/v1/logout`, {
    method: 'POST',
    headers: { apikey: 'jatra-anon', Authorization: `Bearer ${session!.access_token}` },
  });
  expect(logout.status).toBeLessThan(300);

  await page.goto(searchPath(daysAhead(2)));
  await expect(busCards(page).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(inEnglish(MESSAGES.sessionEnded))).toBeVisible();
  await expect(navbarName(page, 'Bikash Das')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expectNoRawText(page);

  // a page that needs sign-in sends them to sign in
  await page.goto('/bookings');
  await expect(page).toHaveURL(/\/auth/);
});

test('a failing provider search shows our message, never HTTP 500', async ({ page }) => {
  needs('gdsSimulator');
  const knobsUrl = `${origins.api}/sim/gds/knobs`;
  const before = await (await fetch(knobsUrl)).json();
  const put = (knobs: unknown) =>
    fetch(knobsUrl, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(knobs) });
  await put({
    ...before,
    forcedErrors: { schedules: { kind: 'http', status: 500 }, availabilities: { kind: 'http', status: 500 } },
  });
  try {
    // a day no other test searched, so nothing is cached
    await page.goto(searchPath(daysAhead(11)));
    await expect(page.getByText(inEnglish(MESSAGES.searchFailed)).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expectNoRawText(page);
  } finally {
    await put(before);
  }
});

test('an unknown PNR on the payment page says so in words, and closing PhonePe decides within seconds', async ({
  page,
}) => {
  needs('devMailbox', 'phonePeSimulator');
  test.setTimeout(90_000);
  const { amount } = await holdTwoBerths(page, daysAhead(4), 'journey.popup');
  const payment = page.url();
  await page.goto('/payment?pnr=NOPE123');
  await expect(page.getByRole('link', { name: /my bookings/i }).last()).toBeVisible({ timeout: 15_000 });
  await expectNoRawText(page);

  await page.goto(payment);
  const popup = await openPhonePe(page, /^Pay ₹/, amount);
  const closedAt = Date.now();
  await popup.close();
  await expect(page.getByRole('heading', { name: 'Booking Failed' })).toBeVisible({ timeout: 8_000 });
  expect(Date.now() - closedAt, 'the page decides within a few seconds').toBeLessThan(8_000);
  await expect(page.getByRole('button', { name: 'Retry Payment' })).toBeVisible();
});
