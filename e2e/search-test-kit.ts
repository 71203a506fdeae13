/** Searching: the test route Jorhat → Guwahati, its days, the city pickers, the results and their buses. */
import { addDaysIso, todayInIndia } from '@jatra/shared';
import { FIRST_VIEW_ATTRIBUTE } from '@jatra/shared/first-view';
import { expect, type Page } from '@playwright/test';
import { origins } from './environment';

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
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText([city]);
  await page.getByRole('option', { name: city }).click();
}

export const busCards = (page: Page) => page.locator('article.bus-card');

/**
 * The page the server drew is inert until the shell has rendered over it (with a remote's release live, its
 * results are drawn on the server): act on the page only after that, or the element acted on is replaced.
 */
export const shellTookOver = (page: Page) =>
  expect(page.locator('#root')).not.toHaveAttribute(FIRST_VIEW_ATTRIBUTE, { timeout: 20_000 });

/** A 2+1 sleeper coach: lower berths below, upper berths above (not the seater-cum-sleeper). */
export const TWO_DECK_SLEEPER = /^(?!.*Seater).*Sleeper \(2\+1\)/;

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
