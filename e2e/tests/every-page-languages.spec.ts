/**
 * Every page of the product in Assamese, Bengali and Hindi (docs/languages.md): a traveller's own pages with a
 * paid ticket, the administrator's area, the static pages and sign-in. On each: `<html lang>` is the language's,
 * no English word is left once the product's data and the words kept in Latin letters are taken out, and axe
 * finds nothing serious. The journeys (search, seats, payment) are checked the same way in
 * assamese-journey.spec.ts and languages.spec.ts.
 *
 * Each page is visited in one of the three languages, turn by turn, so every language sees a third of each area
 * and the run stays short; `E2E_EVERY_LANGUAGE=true` visits every page in all three.
 */
import type { Locale } from '@jatra/shared/i18n';
import { expect, test, type Page } from '@playwright/test';
import { paidTwoBerths, seriousViolations } from '../booking-journey-test-kit';
import { adminCredentials, needs, origins } from '../environment';
import { dataWordsOf, expectNoEnglish } from '../languages-test-kit';
import { daysAhead } from '../search-test-kit';
import { adminAccessToken, api, storedSession } from '../sign-in';

const LANGUAGES = ['as', 'bn', 'hi'] as const satisfies readonly Locale[];
const EVERY_LANGUAGE = process.env.E2E_EVERY_LANGUAGE === 'true';

/** The languages a page is checked in: its turn's, or all three. */
const languagesFor = (index: number) => (EVERY_LANGUAGE ? LANGUAGES : [LANGUAGES[index % LANGUAGES.length]!]);

/**
 * The page in `locale`, chosen in the navbar as a person would (a signed-in person's choice goes to their
 * profile, which a cookie alone would not outweigh), drawn, with no English and nothing serious for axe.
 */
async function checkPage(page: Page, path: string, locale: Locale, data: ReadonlySet<string>) {
  await page.goto(path);
  await page.getByRole('banner').getByRole('combobox').selectOption(locale);
  await expect(page.locator('html')).toHaveAttribute('lang', `${locale}-IN`);
  await expect(page.locator('main h1, main [role="heading"][aria-level="1"]').first()).toBeVisible({
    timeout: 20_000,
  });
  // what is still loading shows a skeleton: the page is read once it has settled
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  await expectNoEnglish(page, data, `${path} in ${locale}`);
  expect(await seriousViolations(page), `axe on ${path} in ${locale}`).toEqual([]);
}

/**
 * English again, in the page and in the signed-in user's profile: the next test signing in as this user (the
 * administrator is one account) must find the language it expects.
 */
async function backToEnglish(page: Page) {
  await page.getByRole('banner').getByRole('combobox').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  const session = await storedSession(page);
  await expect
    .poll(async () => {
      const answer = await fetch(`${origins.api}/auth/v1/user`, {
        headers: { apikey: 'jatra-anon', Authorization: `Bearer ${session!.access_token}` },
      });
      return ((await answer.json()) as { user_metadata?: { locale?: unknown } }).user_metadata?.locale;
    })
    .toBe('en');
}

test('static pages and sign-in in every language: no English, nothing serious for axe', async ({ page }) => {
  const data = dataWordsOf(page);
  const pages = ['/about', '/help', '/terms', '/privacy', '/auth'];
  for (const [index, path] of pages.entries()) {
    for (const locale of languagesFor(index)) await checkPage(page, path, locale, data);
  }
});

test("a traveller's pages with a paid ticket in every language: no English, nothing serious for axe", async ({
  page,
}) => {
  needs('devMailbox', 'phonePeSimulator');
  test.setTimeout(EVERY_LANGUAGE ? 300_000 : 180_000);
  const data = dataWordsOf(page);
  const { pnr, email } = await paidTwoBerths(page, daysAhead(9), 'pages.languages');
  for (const word of email.match(/[A-Za-z]{2,}/g) ?? []) data.add(word);
  const pages = ['/bookings', `/booking-details/${pnr}`, `/cancellation/${pnr}`, `/reschedule/${pnr}`, '/profile'];
  try {
    for (const [index, path] of pages.entries()) {
      for (const locale of languagesFor(index)) await checkPage(page, path, locale, data);
    }
  } finally {
    await backToEnglish(page);
  }
});

test("the administrator's area in every language: no English, nothing serious for axe", async ({ page }) => {
  needs('admin');
  test.setTimeout(EVERY_LANGUAGE ? 300_000 : 180_000);
  // the lists drawn with rows, as an administrator finds them: the operators come from a sync
  expect((await api('/api/admin/sync/operators', await adminAccessToken(), { method: 'POST' })).status).toBe(200);
  // the operator search's example, "Network Travels", is an operator's name: kept as written in every language
  const data = dataWordsOf(page, [...(adminCredentials.email.match(/[A-Za-z]{2,}/g) ?? []), 'Network', 'Travels']);
  await page.goto('/admin/login');
  await page.locator('input[type="email"]').fill(adminCredentials.email);
  await page.locator('input[type="password"]').fill(adminCredentials.password);
  await page.locator('input[type="password"]').press('Enter');
  await expect(page).toHaveURL(`${origins.shell}/admin`);
  const pages = [
    '/admin',
    '/admin/users',
    '/admin/operators',
    '/admin/cities',
    '/admin/masters',
    '/admin/schedules',
    '/admin/transactions',
    '/admin/balance',
    '/admin/support',
    '/admin/settings',
    '/admin/releases',
  ];
  try {
    for (const [index, path] of pages.entries()) {
      for (const locale of languagesFor(index)) await checkPage(page, path, locale, data);
    }
  } finally {
    await backToEnglish(page);
  }
});
