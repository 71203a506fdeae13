import {
  TRIP_CHANGE_MESSAGES,
  displayTime,
  formatRupees,
  minutesOfClock,
  clockOfMinutes,
  type BookingRecord,
  type MailboxMessage,
  inEnglish,
  withValues,
} from '@jatra/shared';
import { expect, test, type Page } from '@playwright/test';
import { paidTwoBerths, seriousViolations } from '../booking-journey-test-kit';
import { bookingCard } from '../my-bookings-test-kit';
import { CONTACT } from '../passengers-test-kit';
import { daysAhead } from '../search-test-kit';
import { knobs, needs, origins } from '../environment';
import { api } from '../sign-in';

/** The reconciler sweeps every 15 s on the product's defaults; a change is carried within two sweeps. */
const CARRIED_WITHIN_MS = 60_000;

async function recordOf(pnr: string, token: string): Promise<BookingRecord> {
  const answer = await api(`/api/bookings/${pnr}`, token);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { result: BookingRecord }).result;
}

async function mailsTo(address: string): Promise<MailboxMessage[]> {
  const answer = await fetch(`${origins.api}/sim/mailbox?to=${encodeURIComponent(address)}`);
  return ((await answer.json()) as { messages: MailboxMessage[] }).messages;
}

/** What QA does to the provider: `PUT /sim/gds/knobs` with the trips the operator changed. */
async function changeTrips(tripChanges: object[]) {
  const answer = await fetch(`${origins.api}/sim/gds/knobs`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ tripChanges }),
  });
  expect(answer.ok, `PUT /sim/gds/knobs: ${answer.status}`).toBe(true);
}

/** Reloads the ticket page until `text` shows: the sweep that carries the change runs on its own clock. */
async function ticketUntil(page: Page, pnr: string, text: string) {
  await expect(async () => {
    await page.goto(`/booking-details/${pnr}`);
    await expect(page.getByText(text).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: CARRIED_WITHIN_MS, intervals: [3_000] });
}

test.afterEach(async () => {
  // only the simulator's controls change trips: without them there is nothing to put back
  if (knobs.gdsSimulator) await changeTrips([]);
});

test('the operator cancels the bus: the ticket says so with the full refund, and the e-mail arrives', async ({
  page,
}) => {
  needs('gdsSimulator', 'devMailbox', 'phonePeSimulator');
  test.setTimeout(240_000);
  const { pnr, token } = await paidTwoBerths(page, daysAhead(6), 'operator.cancels');
  const sold = await recordOf(pnr, token);
  await changeTrips([{ schedule_id: sold.schedule_id, travel_date: sold.travel_date, cancelled: true }]);

  await ticketUntil(page, pnr, inEnglish(TRIP_CHANGE_MESSAGES.operatorCancelledTitle));
  const ticket = page.getByRole('article', { name: `E-ticket, PNR ${pnr}` });
  await expect(ticket.locator('.status-badge').first()).toHaveText('Cancelled');
  const after = await recordOf(pnr, token);
  expect(after).toMatchObject({ status: 'cancelled', cancelled_by: 'operator' });
  // the whole fare and its GST, whatever the policy says
  await expect(page.getByText(`Refund: ${formatRupees(sold.total_amount)}.`).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancel Ticket' })).toHaveCount(0);
  expect(await seriousViolations(page), 'ticket of a cancelled trip').toEqual([]);

  await page.goto('/bookings');
  const card = bookingCard(page, pnr);
  await expect(card.getByText(inEnglish(TRIP_CHANGE_MESSAGES.operatorCancelledTitle))).toBeVisible();

  await expect
    .poll(
      async () =>
        (await mailsTo(CONTACT.email)).some(
          (mail) => mail.subject.includes(pnr) && mail.subject.includes('cancelled by the operator'),
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
});

test('the operator moves the departure by 2½ hours: ticket and My Bookings tell the new time and the free cancellation', async ({
  page,
}) => {
  needs('gdsSimulator', 'devMailbox', 'phonePeSimulator');
  test.setTimeout(240_000);
  const { pnr, token } = await paidTwoBerths(page, daysAhead(2), 'operator.moves');
  const sold = await recordOf(pnr, token);
  const minutes = minutesOfClock(sold.departure_time);
  const later = clockOfMinutes(minutes < 21 * 60 ? minutes + 150 : minutes - 150);
  await changeTrips([{ schedule_id: sold.schedule_id, travel_date: sold.travel_date, dep_time: later }]);

  const told = inEnglish(
    withValues(TRIP_CHANGE_MESSAGES.departureChanged, {
      from: displayTime(sold.departure_time),
      to: displayTime(later),
    }),
  );
  await ticketUntil(page, pnr, told);
  await expect(page.getByText(inEnglish(TRIP_CHANGE_MESSAGES.freeCancellation)).first()).toBeVisible();
  expect(await recordOf(pnr, token)).toMatchObject({
    status: 'confirmed',
    departure_time: later,
    departure_changed_from: sold.departure_time,
  });
  expect(await seriousViolations(page), 'ticket of a moved trip').toEqual([]);

  await page.goto('/bookings');
  await expect(bookingCard(page, pnr).getByText(told)).toBeVisible();
  await expect
    .poll(
      async () =>
        (await mailsTo(CONTACT.email)).some(
          (mail) => mail.subject.includes(pnr) && mail.subject.includes('Departure changed'),
        ),
      { timeout: 20_000 },
    )
    .toBe(true);

  // free of charge: the cancellation page quotes the whole fare back
  await page.goto(`/cancellation/${pnr}`);
  await expect(page.getByText(formatRupees(sold.total_amount)).first()).toBeVisible();
});
