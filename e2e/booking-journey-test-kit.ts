/**
 * Steps of the booking journeys: search, the seat map, passengers, the PhonePe popup, My Bookings,
 * and the few calls a test makes to the PhonePe simulator's test knobs and to our API as the traveller.
 */
import { addDaysIso, todayInIndia, type BookingRecord } from '@jatra/shared';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { origins } from './product';
import { signInWithEmailOtp, storedSession, uniqueEmail } from './sign-in';

export const JORHAT = 117;
export const GUWAHATI = 101;

/** A travel day `days` from today in India, yyyy-MM-dd. */
export const daysAhead = (days: number) => addDaysIso(todayInIndia(), days);

/** `/search?source=Jorhat&destination=Guwahati&date=…`, in women booking mode with `women`. */
export function searchPath(date: string, women = false): string {
  const params = new URLSearchParams({ source: String(JORHAT), destination: String(GUWAHATI), date });
  if (women) params.set('womenBooking', 'true');
  return `/search?${params}`;
}

/** Types into a city picker and takes the one city it offers. */
export async function pickCity(page: Page, label: 'From' | 'To', typed: string, city: string) {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await expect(page.getByRole('option')).toHaveText([city]);
  await page.getByRole('option', { name: city }).click();
}

export const busCards = (page: Page) => page.locator('article.bus-card');

/** A 2+1 sleeper coach: lower berths below, upper berths above (not the seater-cum-sleeper). */
const TWO_DECK_SLEEPER = /^(?!.*Seater).*Sleeper \(2\+1\)/;

/** On the results: View Seats of the first sleeper bus with two decks; returns its id. */
export async function viewSeatsOfSleeper(page: Page): Promise<string> {
  await expect(busCards(page).first()).toBeVisible();
  const sleeper = busCards(page)
    .filter({ has: page.locator('.bus-card__type', { hasText: TWO_DECK_SLEEPER }) })
    .first();
  await expect(sleeper, 'a 2+1 sleeper among the results').toBeVisible();
  const link = sleeper.getByRole('link', { name: 'View Seats' });
  const href = (await link.getAttribute('href')) ?? '';
  const id = /^\/booking\/([^?]+)/.exec(href)?.[1];
  expect(id, `View Seats goes to /booking/{id}: ${href}`).toBeTruthy();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/booking/${id}\\?`));
  return id!;
}

export const deckGrid = (page: Page, deck: 'Lower deck' | 'Upper deck' | 'Seats') =>
  page.getByRole('grid', { name: deck, exact: true });

/** Free seats of a deck that anyone may take: their names end in 'available' and do not say 'reserved for women'. */
export const openSeats = (grid: Locator, deck: 'lower' | 'upper') =>
  grid.getByRole('button', { name: new RegExp(`^Seat \\w+, ${deck} deck, sleeper, ₹[\\d,]+, available$`) });

/** Free women-reserved seats of a grid. */
export const freeWomenSeats = (grid: Locator) =>
  grid.getByRole('button', { name: /reserved for women, ₹[\d,]+, available$/ });

/** The seat number a seat button stands for ('L4'). */
export async function seatIdOf(seat: Locator): Promise<string> {
  const id = await seat.getAttribute('data-seat-id');
  expect(id).toBeTruthy();
  return id!;
}

export const seatById = (grid: Locator, id: string) => grid.locator(`[data-seat-id="${id}"]`);

/**
 * The keyboard way: focus the deck's one tabbable seat (roving tabindex), move with the arrow keys in reading
 * order (Right along the row; at its end Down and Home to the next row's start) until the focus is on a free seat
 * anyone may take, at least one key press away, then Space. Returns the seat chosen.
 */
export async function chooseSeatByKeyboard(page: Page, grid: Locator, deck: 'lower' | 'upper'): Promise<string> {
  const entry = grid.locator('button[tabindex="0"]');
  await expect(entry).toHaveCount(1);
  await entry.focus();
  const open = new RegExp(`^Seat \\w+, ${deck} deck, sleeper, ₹[\\d,]+, available$`);
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-seat-id') ?? '');
  const label = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  let moves = 0;
  for (let step = 0; step < 120; step += 1) {
    if (moves > 0 && open.test(await label())) break;
    const before = await focused();
    await page.keyboard.press('ArrowRight');
    if ((await focused()) === before) {
      await page.keyboard.press('ArrowDown');
      if ((await focused()) === before) throw new Error(`no free ${deck} seat reached by keyboard`);
      await page.keyboard.press('Home');
    }
    moves += 1;
  }
  const id = await focused();
  expect(await label(), 'the keyboard reached a free seat').toMatch(open);
  await page.keyboard.press('Space');
  await expect(seatById(grid, id)).toHaveAttribute('aria-pressed', 'true');
  return id;
}

export interface TestPassenger {
  name: string;
  age: string;
  gender?: 'Female' | 'Male' | 'Other';
}

/** The passenger form of the `n`th chosen seat (1-based); its heading is 'Passenger n' with the seat. */
export const passengerForm = (page: Page, n: number) =>
  page.getByRole('region', { name: new RegExp(`^Passenger ${n}(?!\\d)`) });

/** Fills one passenger form per entry; the first one also gets the contact for the ticket. */
export async function fillPassengers(
  page: Page,
  passengers: readonly TestPassenger[],
  contact: { email: string; mobile: string },
) {
  for (const [index, passenger] of passengers.entries()) {
    const form = passengerForm(page, index + 1);
    await form.getByLabel('Full name').fill(passenger.name);
    await form.getByLabel('Age').fill(passenger.age);
    if (passenger.gender) await form.getByLabel('Gender').selectOption({ label: passenger.gender });
    if (index === 0) {
      await form.getByLabel('E-mail').fill(contact.email);
      await form.getByLabel('Mobile number').fill(contact.mobile);
    }
  }
}

/** CONTINUE on the booking page → the tentative booking → `/payment?pnr=…`; returns the PNR. */
export async function continueToPayment(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page).toHaveURL(/\/payment\?pnr=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Complete Payment', level: 1 })).toBeVisible();
  const pnr = new URL(page.url()).searchParams.get('pnr');
  expect(pnr).toBeTruthy();
  await expect(page.getByText(`PNR ${pnr}`, { exact: true })).toBeVisible();
  return pnr!;
}

/** The amount the payment page asks for ('₹2,394'), read from its Pay button. */
export async function amountToPay(page: Page): Promise<string> {
  const pay = page.getByRole('button', { name: /^Pay ₹[\d,]+$/ });
  await expect(pay).toBeEnabled();
  return ((await pay.textContent()) ?? '').replace(/^Pay /, '').trim();
}

/**
 * Presses `button` ('Pay …' or 'Retry Payment') on the payment page and waits for the PhonePe popup to show its
 * hosted checkout for `amount`.
 */
export async function openPhonePe(page: Page, button: RegExp | string, amount: string): Promise<Page> {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: button }).click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(new RegExp(`^${origins.api}/sim/phonepe/transact\\?token=`), { timeout: 15_000 });
  // the simulator shows paise with two decimals: ₹2,394.00
  await expect(popup.getByLabel(`Amount to pay ${amount}.00`)).toBeVisible();
  return popup;
}

/** In the popup: UPI as the way to pay, then `button` (Pay, Fail or Cancel). */
export async function pressInPhonePe(popup: Page, button: 'Pay' | 'Fail' | 'Cancel') {
  const upi = popup.getByRole('radio', { name: 'UPI', exact: true });
  await upi.check();
  await expect(upi).toBeChecked();
  await expect(popup.getByLabel('UPI ID')).toHaveValue(/@/);
  await popup.getByRole('button', { name: button, exact: true }).click();
}

/** Waits until the gateway has answered the popup's form (the 303 back to us): the payment is made. */
export const paymentAnswered = (popup: Page) =>
  popup.waitForResponse(
    (response) =>
      response.url().startsWith(`${origins.api}/sim/phonepe/transact`) && response.request().method() === 'POST',
  );

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

/** Replaces the PhonePe simulator's test knobs; `{}` resets them. */
export async function setPhonePeKnobs(knobs: Record<string, unknown>) {
  const response = await fetch(`${origins.api}/sim/phonepe/knobs`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(knobs),
  });
  expect(response.ok, `PUT /sim/phonepe/knobs: ${response.status} ${await response.text()}`).toBe(true);
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

/**
 * A bus of the day with a women-reserved seat still free, read from our own search and schedule API (what the
 * results and the seat map are drawn from): picks the test's data, changes nothing.
 */
export async function busWithFreeWomenSeat(date: string): Promise<string> {
  const search = await fetch(`${origins.api}/api/search?source=${JORHAT}&destination=${GUWAHATI}&date=${date}`);
  const buses = ((await search.json()) as { result: { id: string }[] }).result;
  for (const bus of buses) {
    const answer = await fetch(`${origins.api}/api/schedule/${encodeURIComponent(bus.id)}.json`);
    if (!answer.ok) continue;
    const { result } = (await answer.json()) as {
      result: { seat_layout: { seats: { isWomenSeat: boolean; isBooked: boolean; available: boolean }[] } };
    };
    if (result.seat_layout.seats.some((seat) => seat.isWomenSeat && seat.available && !seat.isBooked)) return bus.id;
  }
  throw new Error(`no bus on ${date} has a free women-reserved seat`);
}

export const TRAVELLERS = [
  { name: 'Priya Baruah', age: '29', gender: 'Female' },
  { name: 'Rupam Saikia', age: '34', gender: 'Male' },
] as const;
export const CONTACT = { email: 'priya.baruah@example.in', mobile: '9812345678' };

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

/**
 * Signed in, on the day's results (by URL), View Seats of a two-deck sleeper, one free lower and one free upper
 * berth clicked, two passengers, CONTINUE: the booking is held and the payment page asks for its amount.
 */
export async function holdTwoBerths(page: Page, date: string, who: string) {
  const email = uniqueEmail(who);
  await signInWithEmailOtp(page, email, TRAVELLERS[0].name);
  await page.goto(searchPath(date));
  await viewSeatsOfSleeper(page);
  for (const [deck, grid] of [
    ['lower', deckGrid(page, 'Lower deck')],
    ['upper', deckGrid(page, 'Upper deck')],
  ] as const) {
    const seat = openSeats(grid, deck).first();
    const id = await seatIdOf(seat);
    await seat.click();
    await expect(seatById(grid, id)).toHaveAttribute('aria-pressed', 'true');
  }
  await fillPassengers(page, TRAVELLERS, CONTACT);
  const pnr = await continueToPayment(page);
  return { pnr, amount: await amountToPay(page), email };
}

/** Holds two berths, pays in the PhonePe popup, lands on My Bookings; the PNR and the traveller's token. */
export async function paidTwoBerths(page: Page, date: string, who: string) {
  const { pnr, amount, email } = await holdTwoBerths(page, date, who);
  // the policy the ticket will be sold under is on the page before paying
  await expect(page.getByText('Within 2 hours of departure').first()).toBeVisible();
  const popup = await openPhonePe(page, /^Pay ₹/, amount);
  await pressInPhonePe(popup, 'Pay');
  await expectPaidAndOnMyBookings(page);
  return { pnr, amount, email, token: await accessTokenOf(page) };
}

/** Moves the API's clock (TEST_CLOCK, on for the e2e product) ahead by `offsetMs`; 0 puts it back. */
export async function setClock(offsetMs: number) {
  const answer = await fetch(`${origins.api}/sim/clock`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ offsetMs: Math.max(0, Math.round(offsetMs)) }),
  });
  expect(answer.ok, `PUT /sim/clock: ${answer.status}`).toBe(true);
}

/** axe's serious and critical findings on the page, one line each. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes[0]?.target})`);
}
