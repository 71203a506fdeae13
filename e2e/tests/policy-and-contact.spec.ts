import {
  cancellationSummary,
  DEFAULT_SETTINGS,
  POLICY_MESSAGES,
  policyRows,
  SITE_CANCELLATION_POLICY,
  type BusResult,
  type CancellationPolicy,
  type MailboxMessage,
  type SystemSettings,
  inEnglish,
} from '@jatra/shared';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { holdTwoBerths } from '../booking-journey-test-kit';
import { accessTokenOf, expectPaidAndOnMyBookings } from '../my-bookings-test-kit';
import { CONTACT } from '../passengers-test-kit';
import { openPhonePe, pressInPhonePe } from '../payment-test-kit';
import { busCards, daysAhead, GUWAHATI, JORHAT, searchPath } from '../search-test-kit';
import { knobs, needs, origins } from '../environment';
import { adminAccessToken } from '../sign-in';

/**
 * Every page that speaks of cancellation charges, read as a traveller reads it, against the rule: a bus is sold
 * under its operator's bands where it has them, else Jatra's table, and each bus shows its own before paying.
 */

/** A sentence that promises cancelling free (the old Home card's 'Cancel … and pay no cancellation charge') or without charge must say it is so for some buses, not for all. */
function universalPromises(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => /cancel/i.test(sentence) && /\bfree\b|\bno (cancellation )?charge\b/i.test(sentence))
    .filter((sentence) => !/\bbus(es)?\b|\boperators?\b/i.test(sentence));
}

/** The page's words outside its tables (a table's 'No charge' row is read against the rule separately). */
const wordsOutsideTables = (area: Locator) =>
  area.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('table').forEach((table) => table.remove());
    return copy.innerText;
  });

const rowsOf = (table: Locator) =>
  table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())),
    );
const expectedRows = (policy: CancellationPolicy) =>
  policyRows(policy).map((row) => [inEnglish(row.window), inEnglish(row.charge)]);

async function searchApi(date: string): Promise<BusResult[]> {
  const answer = await fetch(`${origins.api}/api/search?source=${JORHAT}&destination=${GUWAHATI}&date=${date}`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { result: BusResult[] }).result;
}

async function putSettings(body: SystemSettings) {
  const answer = await fetch(`${origins.api}/api/admin/settings`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${await adminAccessToken()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.status).toBe(200);
}

async function ticketMail(address: string, pnr: string): Promise<MailboxMessage> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const answer = await fetch(`${origins.api}/sim/mailbox?to=${encodeURIComponent(address)}`);
    const { messages } = (await answer.json()) as { messages: MailboxMessage[] };
    const mail = messages.find((message) => message.subject.includes(`PNR ${pnr}`));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no e-ticket for ${pnr} reached ${address}`);
}

async function expectStaticPageTellsTheRule(page: Page, path: string) {
  await page.goto(path);
  const main = page.getByRole('main');
  await expect(main).toContainText(inEnglish(POLICY_MESSAGES.dependsOnOperator));
  expect(universalPromises(await wordsOutsideTables(main)), `${path} promises every bus cancels free`).toEqual([]);
  // the one table such a page shows is Jatra's, named as the table for operators without their own
  const table = main.getByRole('table', { name: inEnglish(POLICY_MESSAGES.siteTableCaption) });
  expect(await rowsOf(table), `${path} states the site's table`).toEqual(expectedRows(SITE_CANCELLATION_POLICY));
  await expect(main.locator('table')).toHaveCount(1);
}

test.afterEach(async () => {
  // only the administrator changes them: without one there is nothing to put back
  if (knobs.admin) await putSettings(DEFAULT_SETTINGS);
});

test('Home, Help, Terms, the result cards, the booking page and the e-ticket all tell the rule of the bus', async ({
  page,
}) => {
  needs('admin', 'devMailbox', 'phonePeSimulator');
  test.setTimeout(240_000);
  // saved before the first page loads: a page load asks for the support contact once
  const phone = '+91 361 700 5151';
  await putSettings({ ...DEFAULT_SETTINGS, support_phone: phone });
  await page.goto('/');
  const home = page.getByRole('main');
  await expect(home).toContainText(inEnglish(POLICY_MESSAGES.dependsOnOperator));
  expect(universalPromises(await wordsOutsideTables(home)), 'Home promises every bus cancels free').toEqual([]);
  await expectStaticPageTellsTheRule(page, '/help');
  await expectStaticPageTellsTheRule(page, '/terms');

  // each card says what its own bus's policy gives; the filter keeps exactly the cards that say free
  const date = daysAhead(3);
  const buses = new Map((await searchApi(date)).map((bus) => [bus.id, bus]));
  await page.goto(searchPath(date));
  await expect(busCards(page).first()).toBeVisible();
  const cards = await busCards(page).all();
  expect(cards.length).toBe(buses.size);
  const freeIds: string[] = [];
  for (const card of cards) {
    const href = (await card.getByRole('link', { name: 'View Seats' }).getAttribute('href')) ?? '';
    const bus = buses.get(decodeURIComponent(/^\/booking\/([^?]+)/.exec(href)?.[1] ?? ''))!;
    const summary = inEnglish(cancellationSummary(bus.cancellationPolicy));
    await expect(card).toContainText(summary);
    if (summary !== inEnglish(POLICY_MESSAGES.chargesApply)) freeIds.push(bus.id);
  }
  expect(freeIds.length, 'some buses of the route cancel free, and some do not').toBeGreaterThan(0);
  expect(freeIds.length).toBeLessThan(buses.size);
  const filters = page.getByRole('complementary', { name: 'Filters' });
  // the filters live in the URL: the box is ticked once the page has moved there
  const freeCancellation = filters.getByRole('checkbox', { name: /Free cancellation/ });
  await freeCancellation.click();
  await expect(freeCancellation).toBeChecked();
  await expect(page).toHaveURL(/freeCancellation=true/);
  await expect(busCards(page)).toHaveCount(freeIds.length);

  // a booking: the booking and payment pages show that bus's rows; the e-ticket the same rows
  const { pnr, amount } = await holdTwoBerths(page, date, 'policy.words');
  const booking = (await (
    await page.request.get(`${origins.api}/api/bookings/${pnr}`, {
      headers: { Authorization: `Bearer ${await accessTokenOf(page)}` },
    })
  ).json()) as { result: { cancellation_policy: CancellationPolicy } };
  const policy = booking.result.cancellation_policy;
  const policyTable = page.locator('table.bk-policy__table');
  expect(await rowsOf(policyTable)).toEqual(expectedRows(policy));
  await expect(page.locator('.bk-policy__gist')).toHaveText(inEnglish(cancellationSummary(policy)));
  // the support contact saved in Settings, on the payment page
  await expect(page.getByText(`Need help? Call ${phone}`)).toBeVisible();

  const popup = await openPhonePe(page, /^Pay ₹/, amount);
  await pressInPhonePe(popup, 'Pay');
  await expectPaidAndOnMyBookings(page);

  // the dev mailbox keeps a mail's plain text
  const mail = await ticketMail(CONTACT.email, pnr);
  expect(mail.body).toContain(inEnglish(POLICY_MESSAGES.dependsOnOperator));
  expect(mail.body).toContain(
    ['Cancellation charges', ...expectedRows(policy).map(([window, charge]) => `${window}: ${charge}`)].join('\n'),
  );
  expect(mail.body).toContain(`Need help? Call ${phone}`);

  // and on the ticket
  await page.goto(`/booking-details/${pnr}`);
  await expect(page.locator('.ticket-support').getByRole('link', { name: phone })).toBeVisible();
});
