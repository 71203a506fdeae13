/**
 * The language a traveller chooses (docs/languages.md): in the footer's list or the navbar's select, at once and
 * without a reload; kept by the browser (the server's first HTML is already in it); and, once they sign in, kept
 * by their profile, so another browser signing in as them switches to it.
 *
 * The words are read from the catalogues, so this test holds as the pages are translated; sign-in goes by the
 * form's fields (their ids), not by words that will be translated.
 */
import { LOCALE_COOKIE } from '@jatra/shared/i18n';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations, setClock } from '../booking-journey-test-kit';
import { needs, origins } from '../environment';
import { busCards, daysAhead, searchPath, shellTookOver } from '../search-test-kit';
import { catalogue, dataWordsOf, expectNoEnglish, signInByFields } from '../languages-test-kit';
import { storedSession, uniqueEmail } from '../sign-in';

const HEADLINE = {
  en: catalogue('mfe-search', 'en')['home.headline']!,
  as: catalogue('mfe-search', 'as')['home.headline']!,
};
const LANGUAGE_LABEL = {
  en: catalogue('shell', 'en')['language.label']!,
  as: catalogue('shell', 'as')['language.label']!,
};

/** A browser whose Accept-Language asks for English, as a visitor's from outside Assam would. */
const englishBrowser = async (browser: Browser) =>
  (await browser.newContext({ locale: 'en-IN', extraHTTPHeaders: { 'Accept-Language': 'en-IN,en;q=0.9' } })).newPage();

/** Home, once the shell has taken over the page the server drew (before, a choice would do nothing). */
async function openHome(page: Page) {
  await page.goto('/');
  await shellTookOver(page);
}

const headline = (page: Page) => page.getByRole('heading', { level: 1 });

async function expectAssamese(page: Page) {
  await expect(headline(page)).toHaveText(HEADLINE.as);
  await expect(page.locator('html')).toHaveAttribute('lang', 'as-IN');
}

/** The language saved in the signed-in user's profile, as the auth service holds it. */
async function profileLocale(page: Page): Promise<unknown> {
  const session = await storedSession(page);
  if (!session) return undefined;
  const answer = await fetch(`${origins.api}/auth/v1/user`, {
    headers: { apikey: 'jatra-anon', Authorization: `Bearer ${session.access_token}` },
  });
  return ((await answer.json()) as { user_metadata?: { locale?: unknown } }).user_metadata?.locale;
}

test.afterEach(async () => {
  await setClock(0);
});

test('Assamese chosen in the footer: at once, after a reload from the server, and on another browser once signed in', async ({
  browser,
}) => {
  needs('devMailbox', 'testClock');
  const page = await englishBrowser(browser);
  await openHome(page);
  await expect(headline(page)).toHaveText(HEADLINE.en);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');

  // no reload: the marker survives only in the same document
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('contentinfo').getByRole('button', { name: 'অসমীয়া' }).click();
  await expectAssamese(page);
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'অসমীয়া' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  // the cookie: the server draws the page in Assamese from its first byte
  const reloaded = await page.reload();
  expect(await reloaded!.text()).toMatch(/<html[^>]*\slang="as-IN"/);
  await shellTookOver(page);
  await expectAssamese(page);

  // signed in, the choice goes into the profile
  const email = uniqueEmail('languages');
  await signInByFields(page, email, { fullName: 'Bikash Deka', phone: '9812345670' });
  await expectAssamese(page);
  await expect.poll(() => profileLocale(page)).toBe('as');

  // another browser, English by its Accept-Language, signs in as the same traveller (a minute later as far as
  // the API knows: a code is sent to one address again only after 60 s)
  const elsewhere = await englishBrowser(browser);
  await openHome(elsewhere);
  await expect(headline(elsewhere)).toHaveText(HEADLINE.en);
  await setClock(61_000);
  await signInByFields(elsewhere, email);
  await expectAssamese(elsewhere);
  await elsewhere.reload();
  await expectAssamese(elsewhere);
});

test('the navbar’s language select changes the language by keyboard', async ({ browser }) => {
  const page = await englishBrowser(browser);
  await openHome(page);
  await expect(headline(page)).toHaveText(HEADLINE.en);
  const select = page.getByRole('banner').getByRole('combobox');
  await expect(select).toHaveAccessibleName(LANGUAGE_LABEL.en);
  await select.focus();
  // English, then অসমীয়া: the next option
  await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue('as');
  await expectAssamese(page);
  await expect(select).toHaveAccessibleName(LANGUAGE_LABEL.as);
  await expect(select).toBeFocused();
});

test('axe finds no serious violations on Home in Assamese', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'as-IN' });
  await context.addCookies([{ name: LOCALE_COOKIE, value: 'as', url: origins.shell }]);
  const page = await context.newPage();
  await openHome(page);
  await expectAssamese(page);
  expect(await seriousViolations(page)).toEqual([]);
});

for (const locale of ['bn', 'hi'] as const) {
  test.describe(`in ${locale === 'bn' ? 'Bengali' : 'Hindi'}`, () => {
    test.use({ locale: `${locale}-IN` });

    test(`Home, the results and a bus's seat map: no English word, nothing serious for axe (${locale})`, async ({
      page,
    }) => {
      const data = dataWordsOf(page);
      const check = async (where: string) => {
        await expectNoEnglish(page, data, where);
        expect(await seriousViolations(page), `axe on ${where}`).toEqual([]);
      };
      await openHome(page);
      await expect(page.locator('html')).toHaveAttribute('lang', `${locale}-IN`);
      await check('Home');
      await page.goto(searchPath(daysAhead(7)));
      await expect(busCards(page).first()).toBeVisible({ timeout: 20_000 });
      await check('the results');
      await busCards(page).first().locator('a[href^="/booking/"]').first().click();
      await expect(page.getByRole('grid').first()).toBeVisible({ timeout: 20_000 });
      await check('the seat map');
    });
  });
}
