/**
 * A whole journey in Assamese (docs/languages.md): signed in, search, seats, passengers, payment, the e-ticket
 * mail in Assamese, then one of the two seats cancelled. Every page of it is checked for English: once the
 * product's data (the API answers it was drawn from: operators, buses, stops, the travellers' own words) and the
 * words kept in Latin letters are taken out, no English word may be left; and axe finds nothing serious.
 *
 * Elements are found by their structure or by the words of the Assamese catalogues, never by English.
 */
import type { MailboxMessage } from '@jatra/shared';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../booking-journey-test-kit';
import { needs, origins } from '../environment';
import {
  catalogue,
  expectNoEnglish as noEnglish,
  messagePattern,
  signInByFields,
  dataWordsOf,
} from '../languages-test-kit';
import { pressInPhonePe } from '../payment-test-kit';
import { busCards, daysAhead, searchPath, TWO_DECK_SLEEPER } from '../search-test-kit';
import { uniqueEmail } from '../sign-in';

const BOOKING = catalogue('mfe-booking', 'as');
const ACCOUNT = catalogue('mfe-account', 'as');
const SHARED = catalogue('shared', 'as');
const RULES = catalogue('rules', 'as');
const MAIL = catalogue('mail', 'as');

const TRAVELLERS = [
  { name: 'Priyanka Bora', age: '31' },
  { name: 'Dhruba Hazarika', age: '36' },
] as const;

/** The seat map's phrase for a women-reserved seat, in Assamese: such seats are left to the women tests. */
const WOMEN_PHRASE = /women, select, yes \{, ([^}]*)\}/.exec(SHARED['seatMap.seat']!)![1]!;

/** No English word on the page, and axe finds nothing serious there. */
async function expectNoEnglish(page: Page, data: ReadonlySet<string>, where: string) {
  await noEnglish(page, data, where);
  expect(await seriousViolations(page), `axe on ${where}`).toEqual([]);
}

test.use({ locale: 'as-IN' });

test('a whole journey in Assamese: search, seats, sign-in, payment, the e-ticket mail, one seat cancelled', async ({
  page,
}) => {
  needs('devMailbox', 'phonePeSimulator');
  test.setTimeout(180_000);
  const data = dataWordsOf(
    page,
    TRAVELLERS.flatMap(({ name }) => name.split(' ')),
  );
  const email = uniqueEmail('journey.as');
  for (const word of email.match(/[A-Za-z]{2,}/g) ?? []) data.add(word);

  await signInByFields(page, email, { fullName: TRAVELLERS[0].name, phone: '9812345678' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'as-IN');
  await expectNoEnglish(page, data, 'Home');

  await page.goto(searchPath(daysAhead(6)));
  await expect(busCards(page).first()).toBeVisible({ timeout: 20_000 });
  await expectNoEnglish(page, data, 'the results');

  const sleeper = busCards(page)
    .filter({ has: page.locator('.bus-card__type', { hasText: TWO_DECK_SLEEPER }) })
    .first();
  await sleeper.locator('a[href^="/booking/"]').first().click();
  await expect(page).toHaveURL(/\/booking\//);
  for (const deck of ['seatMap.deck.lower', 'seatMap.deck.upper']) {
    const grid = page.getByRole('grid', { name: SHARED[deck]!, exact: true });
    const seat = grid
      .locator(`button[data-seat-id][aria-pressed="false"]:not([aria-label*="${WOMEN_PHRASE}"])`)
      .first();
    const id = await seat.getAttribute('data-seat-id');
    await seat.click();
    await expect(grid.locator(`[data-seat-id="${id}"]`)).toHaveAttribute('aria-pressed', 'true');
  }
  for (const [index, traveller] of TRAVELLERS.entries()) {
    const title = BOOKING['passengers.title']!.replace('{number}', String(index + 1));
    const form = page.getByRole('region', { name: new RegExp(`^${title}(?!\\d)`) });
    await form.getByLabel(BOOKING['passengers.name']!, { exact: true }).fill(traveller.name);
    await form.getByLabel(BOOKING['passengers.age']!, { exact: true }).fill(traveller.age);
    await form
      .getByLabel(BOOKING['passengers.gender']!, { exact: true })
      .selectOption({ label: BOOKING[index === 0 ? 'passengers.gender.female' : 'passengers.gender.male']! });
    if (index === 0) {
      await form.getByLabel(BOOKING['passengers.email']!, { exact: true }).fill(email);
      await form.getByLabel(BOOKING['passengers.mobile']!, { exact: true }).fill('9812345678');
    }
  }
  await expectNoEnglish(page, data, 'the booking page');

  await page.getByRole('button', { name: BOOKING['summary.continue']!, exact: true }).click();
  await expect(page).toHaveURL(/\/payment\?pnr=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: BOOKING['payment.title']!, level: 1 })).toBeVisible();
  const pnr = new URL(page.url()).searchParams.get('pnr')!;
  await expectNoEnglish(page, data, 'the payment page');

  // PhonePe's own page is the gateway's, in its own words
  const pay = page.getByRole('button', { name: messagePattern(BOOKING['payment.pay']!) });
  await expect(pay).toBeEnabled();
  const popupOpened = page.waitForEvent('popup');
  await pay.click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(new RegExp(`^${origins.api}/sim/phonepe/transact\\?token=`), { timeout: 15_000 });
  await pressInPhonePe(popup, 'Pay');
  // the page checks the order every 5 s; then it shows the ticket the server issued
  await expect(page.getByRole('heading', { name: BOOKING['payment.titleConfirmed']!, level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await expectNoEnglish(page, data, 'the confirmation');
  await page.getByRole('main').getByRole('button', { name: BOOKING['payment.myBookings']! }).click();
  await expect(page.getByRole('heading', { name: ACCOUNT['bookings.title']!, level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator('.booking-card__pnr', { hasText: pnr })).toBeVisible();
  await expectNoEnglish(page, data, 'My Bookings');

  // the e-ticket mail, in the language the booking was made in
  let ticketMail: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const answer = await fetch(`${origins.api}/sim/mailbox?to=${encodeURIComponent(email)}`);
        const { messages } = (await answer.json()) as { messages: MailboxMessage[] };
        ticketMail = messages.find((message) => message.subject.includes(pnr));
        return Boolean(ticketMail);
      },
      { timeout: 20_000, message: 'the e-ticket mail arrives' },
    )
    .toBe(true);
  expect(ticketMail!.subject).toMatch(messagePattern(MAIL['mail.ticket.subject']!));
  expect(ticketMail!.body).toContain(MAIL['mail.ticket.intro']!);

  await page.goto(`/booking-details/${pnr}`);
  await expect(page.getByRole('link', { name: ACCOUNT['ticket.cancel']! })).toBeVisible({ timeout: 20_000 });
  await expectNoEnglish(page, data, 'the e-ticket');

  await page.getByRole('link', { name: ACCOUNT['ticket.cancel']! }).click();
  await expect(page).toHaveURL(new RegExp(`/cancellation/${pnr}`));
  await page.getByRole('radio', { name: ACCOUNT['cancel.pickSeats']! }).check();
  await expect(page.getByRole('checkbox')).toHaveCount(2);
  await page.getByRole('checkbox').first().check();
  await expectNoEnglish(page, data, 'the cancellation page');
  await page.getByRole('button', { name: ACCOUNT['cancel.proceed']! }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expectNoEnglish(page, data, 'the confirmation');
  await dialog.getByRole('button', { name: ACCOUNT['cancel.yes']! }).click();
  await expect(page.getByRole('heading', { name: RULES['cancellation.successTitle']! })).toBeVisible({
    timeout: 20_000,
  });
  await expectNoEnglish(page, data, 'the cancelled ticket');
});
