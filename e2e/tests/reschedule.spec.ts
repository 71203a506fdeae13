import {
  RESCHEDULE_MESSAGES,
  addDaysIso,
  type BookingRecord,
  type MailboxMessage,
  inEnglish,
  withValues,
} from '@jatra/shared';
import { expect, test, type Page } from '@playwright/test';
import { DEV_GDS_API_KEY } from '../../api/src/config/gds';
import { paidTwoBerths, seriousViolations } from '../booking-journey-test-kit';
import { CONTACT } from '../passengers-test-kit';
import { pressInPhonePe } from '../payment-test-kit';
import { needs, origins } from '../environment';
import { GUWAHATI, JORHAT, TWO_DECK_SLEEPER, daysAhead } from '../search-test-kit';
import { api } from '../sign-in';

/** The provider's trips of a day on Jorhat → Guwahati, as its wire table says them (header row, then rows). */
async function providerTrips(date: string): Promise<Record<string, unknown>[]> {
  const answer = await fetch(
    `${origins.api}/sim/gds/api/schedules/${JORHAT}/${GUWAHATI}/${date}.json?api_key=${DEV_GDS_API_KEY}`,
  );
  expect(answer.ok, `the provider's schedules of ${date}: ${answer.status}`).toBe(true);
  const [header, ...rows] = ((await answer.json()) as { result: unknown[][] }).result as [string[], ...unknown[][]];
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index]])));
}

const sells = (trip: Record<string, unknown>) => trip.status === 'New' || trip.status === 'Update';
const allowsChange = (trip: Record<string, unknown>) =>
  trip.allow_reschedule === true || trip.allow_reschedule === 'true';

/**
 * A two-deck sleeper of `date` whose operator allows date changes and runs buses on the next day too: the test's
 * data, read from the provider, changing nothing.
 */
async function changeableSleeper(date: string): Promise<string> {
  // the buses the date change page offers: our search of the next day, as the page runs it
  const search = await fetch(
    `${origins.api}/api/search?source=${JORHAT}&destination=${GUWAHATI}&date=${addDaysIso(date, 1)}`,
  );
  const nextDay = ((await search.json()) as { result: { travelId: number }[] }).result;
  const candidates = (await providerTrips(date)).filter(
    (trip) =>
      sells(trip) &&
      allowsChange(trip) &&
      TWO_DECK_SLEEPER.test(String(trip.bus_type)) &&
      nextDay.some((bus) => bus.travelId === Number(trip.travel_id)),
  );
  // the test holds a berth on each deck: a bus whose lower or upper deck is sold out cannot serve
  const found = [];
  for (const trip of candidates) {
    if (await hasOpenBerthOnEachDeck(String(trip.id))) found.push(trip);
    if (found.length > 0) break;
  }
  expect(found[0], `a sleeper of ${date} whose operator allows date changes, with berths free`).toBeTruthy();
  return String(found[0]!.id);
}

/** Our seat map of the bus has a free berth, not reserved for women, on both its decks. */
async function hasOpenBerthOnEachDeck(scheduleId: string): Promise<boolean> {
  const answer = await fetch(`${origins.api}/api/schedule/${encodeURIComponent(scheduleId)}.json`);
  if (!answer.ok) return false;
  const { result } = (await answer.json()) as {
    result: { seat_layout: { seats: { deck: string; isWomenSeat: boolean; isBooked: boolean; available: boolean }[] } };
  };
  const open = result.seat_layout.seats.filter((seat) => seat.available && !seat.isBooked && !seat.isWomenSeat);
  return ['lower', 'upper'].every((deck) => open.some((seat) => seat.deck === deck));
}

async function recordOf(pnr: string, token: string): Promise<BookingRecord> {
  const answer = await api(`/api/bookings/${pnr}`, token);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { result: BookingRecord }).result;
}

/** Two free seats of the new bus, not women-reserved (one passenger is a man), clicked on its seat map. */
async function pickTwoSeats(page: Page) {
  const free = page.getByRole('button', { name: /^Seat \w+, \w+ deck, \w+, ₹[\d,]+, available$/ });
  await expect(free.first()).toBeVisible();
  const ids = [await free.nth(0).getAttribute('data-seat-id'), await free.nth(1).getAttribute('data-seat-id')];
  for (const id of ids) {
    const seat = page.locator(`[data-seat-id="${id}"]`);
    await seat.click();
    await expect(seat).toHaveAttribute('aria-pressed', 'true');
  }
}

test('a ticket changes its date from the ticket page: the next day’s bus of the operator, priced by the server and settled, the old ticket replaced', async ({
  page,
}) => {
  needs('gdsSimulator', 'devMailbox', 'phonePeSimulator');
  test.setTimeout(240_000);
  const date = daysAhead(5);
  const { pnr, token } = await paidTwoBerths(page, date, 'date.change', await changeableSleeper(date));

  await page.goto(`/booking-details/${pnr}`);
  await page
    .getByRole('link', { name: inEnglish(RESCHEDULE_MESSAGES.action) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/reschedule/${pnr}$`));
  await expect(page.getByRole('heading', { name: inEnglish(RESCHEDULE_MESSAGES.title) })).toBeVisible();

  // the next day is offered first, with the operator's buses of that day
  const buses = page.getByRole('list', { name: /buses on/ });
  await buses.getByRole('button').first().click();
  await pickTwoSeats(page);
  const confirm = page.getByRole('button', { name: /^Pay ₹[\d,]+ and change date$|^Confirm date change$/ });
  await expect(confirm).toBeEnabled({ timeout: 15_000 });
  expect(await seriousViolations(page), 'the date change page').toEqual([]);
  const owes = /^Pay/.test((await confirm.textContent()) ?? '');
  await confirm.click();
  if (owes) {
    // the change's own payment, on the gateway's page; its callback opens the new ticket
    await expect(page).toHaveURL(/\/sim\/phonepe\//);
    await pressInPhonePe(page, 'Pay');
  }

  let newPnr = '';
  await expect(async () => {
    const old = await recordOf(pnr, token);
    expect(old.status).toBe('rescheduled');
    newPnr = old.rescheduled_to!;
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  const replacement = await recordOf(newPnr, token);
  expect(replacement).toMatchObject({ status: 'confirmed', rescheduled_from: pnr, travel_date: addDaysIso(date, 1) });

  await page.goto(`/booking-details/${newPnr}`);
  await expect(
    page.getByText(inEnglish(withValues(RESCHEDULE_MESSAGES.rescheduledFrom, { pnr }))).first(),
  ).toBeVisible();
  await page.goto(`/booking-details/${pnr}`);
  await expect(
    page.getByText(inEnglish(withValues(RESCHEDULE_MESSAGES.rescheduledTo, { pnr: newPnr }))).first(),
  ).toBeVisible();
  // the replaced ticket is no longer a way to board or to get money back
  await expect(page.getByRole('link', { name: 'Cancel Ticket' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: inEnglish(RESCHEDULE_MESSAGES.action) })).toHaveCount(0);

  await expect
    .poll(
      async () => {
        const answer = await fetch(`${origins.api}/sim/mailbox?to=${encodeURIComponent(CONTACT.email)}`);
        const { messages } = (await answer.json()) as { messages: MailboxMessage[] };
        return messages.filter((mail) => mail.subject.includes(newPnr)).length;
      },
      { timeout: 20_000 },
    )
    .toBe(1);
});
