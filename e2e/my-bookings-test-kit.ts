/** After paying: the confirmation, My Bookings and the traveller's bookings as the API keeps them. */
import type { BookingRecord } from '@jatra/shared';
import { expect, type Page } from '@playwright/test';
import { origins } from './environment';
import { storedSession } from './sign-in';

/**
 * The main page's outcome after a paid order: the new ticket's confirmation (PNR, seats, where the e-ticket
 * went), then its My Bookings button.
 */
export async function expectPaidAndOnMyBookings(page: Page) {
  // the page checks the order every 5 s; then it shows the ticket the server issued
  await expect(page.getByRole('heading', { name: 'Booking Confirmed', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^Payment received — your ticket \S+ is confirmed$/)).toBeVisible();
  await expect(page.getByText(/^e-ticket sent to \S+@\S+$/)).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: 'My Bookings' }).click();
  await expect(page).toHaveURL(`${origins.shell}/bookings`, { timeout: 10_000 });
  // the address changes first; the page is drawn once the account remote has loaded
  await expect(page.getByRole('heading', { name: 'My Bookings', level: 1 })).toBeVisible();
}

/** The card of one booking on /bookings. */
export const bookingCard = (page: Page, pnr: string) =>
  page.locator('article.booking-card').filter({ has: page.locator('.booking-card__pnr', { hasText: pnr }) });

/**
 * On /bookings: the booking is there with a green 'Confirmed' badge, its PNR, the route and the amount paid.
 */
export async function expectConfirmedCard(page: Page, pnr: string, amount: string) {
  const card = bookingCard(page, pnr);
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(/Jorhat\s*→?\s*(to)?\s*Guwahati/);
  const badge = card.locator('.status-badge');
  await expect(badge).toHaveText('Confirmed');
  await expect(badge).toHaveClass(/status-badge--success/);
  const [red, green, blue] = (await badge.evaluate((element) => getComputedStyle(element).color))
    .match(/\d+/g)!
    .map(Number);
  expect(green, 'the Confirmed badge is green').toBeGreaterThan(red!);
  expect(green, 'the Confirmed badge is green').toBeGreaterThan(blue!);
  await expect(card.locator('.booking-card__amount')).toHaveText(amount);
}

/** The signed-in traveller's access token, from the page's supabase-js session. */
export async function accessTokenOf(page: Page): Promise<string> {
  const session = await storedSession(page);
  expect(session?.access_token).toBeTruthy();
  return session!.access_token;
}

/** `GET /api/bookings` as the traveller: their bookings as the API keeps them. */
export async function myBookings(token: string): Promise<BookingRecord[]> {
  const response = await fetch(`${origins.api}/api/bookings`, { headers: { Authorization: `Bearer ${token}` } });
  const text = await response.text();
  expect(response.ok, `GET /api/bookings: ${response.status} ${text}`).toBe(true);
  return (JSON.parse(text) as { result: BookingRecord[] }).result;
}
