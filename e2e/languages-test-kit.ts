/**
 * A page in another language than English, for the e2e tests: the words read from the frontends' catalogues (so a
 * test holds as the translations are improved), and the English words left on a page once the product's data and
 * the words kept in Latin letters are taken out (docs/languages.md).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { COMPANY } from '@jatra/shared';
import { expect, type Page } from '@playwright/test';
import { origins } from './environment';
import { REPO_ROOT } from './product';
import { latestCode } from './sign-in';

type Frontend = 'shell' | 'mfe-search' | 'mfe-booking' | 'mfe-account' | 'mfe-admin' | 'shared';

const CATALOGUE_DIRS: Record<Frontend, string> = {
  shell: 'shell/src/i18n/messages',
  'mfe-search': 'mfe-search/src/i18n/messages',
  'mfe-booking': 'mfe-booking/src/i18n/messages',
  'mfe-account': 'mfe-account/src/i18n/messages',
  'mfe-admin': 'mfe-admin/src/i18n/messages',
  shared: 'shared/src/i18n/messages',
};

const SHARED_DIRS = { rules: 'shared/src/rules/i18n/messages', mail: 'shared/src/mail/i18n/messages' };

export function catalogue(frontend: Frontend | keyof typeof SHARED_DIRS, locale: string): Record<string, string> {
  const dir = frontend === 'rules' || frontend === 'mail' ? SHARED_DIRS[frontend] : CATALOGUE_DIRS[frontend];
  return JSON.parse(readFileSync(path.join(REPO_ROOT, dir, `${locale}.json`), 'utf8')) as Record<string, string>;
}

/** A message whose `{placeholders}` may be anything: 'Pay {amount}' → /^Pay .+$/ in its language. */
export function messagePattern(message: string): RegExp {
  const parts = message.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`);
}

/**
 * Kept in Latin letters in every language: the brand, codes a conductor or an SMS must read and the
 * abbreviations written with them (ID, QR), the tax's name as invoices write it, keyboard keys as they are printed, the language switcher's own name for English, other
 * brands (the social networks, the payment gateway), and the company's registered name and address.
 */
const KEPT_IN_LATIN = new Set([
  'Jatra',
  'Google',
  'API',
  'JSON',
  'SMS',
  'PNR',
  'OTP',
  'UPI',
  'GST',
  'GSTIN',
  'ID',
  'QR',
  'Space',
  'Enter',
  'English',
  'Facebook',
  'Instagram',
  'YouTube',
  'PhonePe',
  ...[COMPANY.name, COMPANY.address, COMPANY.gstin].flatMap((text) => text.match(/[A-Za-z]{2,}/g) ?? []),
]);

/** Every Latin word of a piece of the product's data (an API's answer): names of operators, buses, stops, people. */
function wordsOf(data: unknown): Set<string> {
  return new Set(JSON.stringify(data ?? null).match(/[A-Za-z]{2,}/g) ?? []);
}

/** The words of every answer of our API the page reads from now on (what it shows as data), and `known`. */
export function dataWordsOf(page: Page, known: readonly string[] = []): Set<string> {
  const words = new Set(known);
  page.on('response', async (response) => {
    if (!response.url().startsWith(`${origins.api}/api/`)) return;
    const body: unknown = await response.json().catch(() => undefined);
    for (const word of wordsOf(body)) words.add(word);
  });
  return words;
}

/**
 * The English words on the page that are neither data (`data`: the words of the API answers it was drawn from)
 * nor kept in Latin letters: every text a person reads or hears (screen-reader-only text too, hidden text not),
 * outside what the page marks `translate="no"` (a person's name). E-mail and web addresses are not words; single
 * letters (`9h 30m`) neither.
 */
export async function englishOnPage(page: Page, data: ReadonlySet<string>): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('[translate="no"], script, style, noscript')) continue;
      if (!parent.checkVisibility()) continue;
      found.push(node.textContent ?? '');
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (element.closest('[translate="no"]') || !element.checkVisibility()) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) found.push(element.getAttribute(name) ?? '');
    }
    return found.join(' ');
  });
  const text = texts.replace(/\S+@\S+\.\w+/g, ' ').replace(/https?:\/\/\S+/g, ' ');
  const words = text.match(/[A-Za-z]{2,}/g) ?? [];
  return [...new Set(words.filter((word) => !KEPT_IN_LATIN.has(word) && !data.has(word)))];
}

export async function expectNoEnglish(page: Page, data: ReadonlySet<string>, where: string) {
  await expect
    .poll(() => englishOnPage(page, data), { message: `English words on ${where} (${page.url()})`, timeout: 10_000 })
    .toEqual([]);
}

/** Sign in on /auth by e-mail OTP through the form's fields, and a new traveller completes the profile. */
export async function signInByFields(page: Page, email: string, profile?: { fullName: string; phone: string }) {
  await page.goto('/auth');
  await page.locator('#auth-email').fill(email);
  await page.locator('#auth-email').press('Enter');
  const code = page.locator('input[autocomplete="one-time-code"]');
  await expect(code).toBeVisible();
  await code.fill(await latestCode(email));
  await code.press('Enter');
  if (profile) {
    await page.locator('#auth-full-name').fill(profile.fullName);
    await page.locator('#auth-profile-phone').fill(profile.phone);
    await page.locator('#auth-profile-phone').press('Enter');
  }
  await expect(page).toHaveURL(`${origins.shell}/`);
}
