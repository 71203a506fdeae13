/**
 * The product's rule and error messages (what the API answers and its e-mails say), in every language. A message
 * is named by its id and values, never by its English text, so the API can say it in the request's language
 * (docs/languages.md: the API's messages and mails). No React here: the API imports it.
 */
import {
  addMessages,
  defineCatalogues,
  type Catalogue,
  type KnownPromise,
  type Translator,
} from '../../i18n/catalogues';
import { formatsFor } from '../../i18n/formats';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../i18n/locales';
import type adminEnglish from '../../admin/i18n/messages/en.json';
import type afterSaleEnglish from '../../booking/i18n/messages/en.json';
import type mailEnglish from '../../mail/i18n/messages/en.json';
import english from './messages/en.json' with { type: 'json' };

/**
 * A rule message's id. The administrator area's (`admin.…`), the date and trip changes' and the e-mails' (`mail.…`)
 * are words of their own, added by the module that makes them (admin-messages.ts, after-sale-words.ts,
 * mail-words.ts), so a page that says none of them carries none.
 */
export type RuleMessageId =
  keyof typeof english | keyof typeof adminEnglish | keyof typeof afterSaleEnglish | keyof typeof mailEnglish;

export const ruleCatalogues = defineCatalogues<RuleMessageId>(english as Catalogue<RuleMessageId>, {
  as: () => import('./messages/as.json', { with: { type: 'json' } }),
  bn: () => import('./messages/bn.json', { with: { type: 'json' } }),
  hi: () => import('./messages/hi.json', { with: { type: 'json' } }),
});

/** A placeholder's value: a calendar day (`{ date: 'yyyy-MM-dd' }`) is written in the reader's language. */
export type RuleValue = string | number | { readonly date: string } | undefined;
export type RuleValues = Readonly<Record<string, RuleValue>>;

/** A message to say in the reader's language: its id and the values of its placeholders. */
export interface RuleMessage {
  readonly id: RuleMessageId;
  readonly values?: RuleValues;
}

/**
 * What a message turns into where code makes it text (a template literal, `+ ''`): its words in the current
 * language, the same as `sayRule` gives, never "[object Object]". The type checker sends every other use through
 * `sayRule`.
 */
const SAID_AS_TEXT = {
  toString(this: RuleMessage): string {
    return sayRule(this);
  },
};

export const ruleMessage = (id: RuleMessageId, values?: RuleValues): RuleMessage =>
  Object.assign(Object.create(SAID_AS_TEXT) as object, { id, values });

/** The message with more of its placeholders filled: `withValues(BOOKING_MESSAGES.seatTaken, { seats: 'U3' })`. */
export const withValues = (message: RuleMessage, values: RuleValues): RuleMessage =>
  ruleMessage(message.id, { ...message.values, ...values });

const written = (values: RuleValues | undefined, locale: Locale) => {
  if (!values) return undefined;
  const format = formatsFor(locale);
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'object' && value !== null ? format.date(value.date) : value,
    ]),
  );
};

/** Every language's rule messages, loaded once, so that a validation (synchronous) can say them in any. */
export async function loadRuleLanguages(): Promise<void> {
  await Promise.all(LOCALES.map((locale) => ruleCatalogues.load(locale)));
}

/** Words said by one program alone (the API's e-mails: mail-words.ts), in every language, and how many each has. */
const addedWords: Record<Locale, Record<string, string>>[] = [];
const wordsAdded = new WeakMap<Translator<RuleMessageId>, number>();

/** Adds words to every language's rule messages, loaded or not yet; only the program importing them carries them. */
export function addRuleWords(words: Record<Locale, Record<string, string>>): void {
  addedWords.push(words);
}

function withAddedWords(translator: Translator<RuleMessageId>): Translator<RuleMessageId> {
  const added = wordsAdded.get(translator) ?? 0;
  if (added < addedWords.length) {
    for (const words of addedWords.slice(added)) addMessages(translator, words[translator.locale]);
    wordsAdded.set(translator, addedWords.length);
  }
  return translator;
}

/** One language's rule messages (a browser loads only its page's), settled as React's `use` reads it. */
export const loadRuleLanguage = (locale: Locale): KnownPromise<unknown> => ruleCatalogues.load(locale);

/** A language's translator once its load has settled (`loadRuleLanguages`, or a browser's `loadRuleLanguage`). */
function settled(locale: Locale): Translator<RuleMessageId> | undefined {
  const loading = ruleCatalogues.load(locale) as KnownPromise<Translator<RuleMessageId>> & {
    status?: string;
    value?: Translator<RuleMessageId>;
  };
  return loading.status === 'fulfilled' && loading.value ? withAddedWords(loading.value) : undefined;
}

/**
 * Whose language a message is said in where no one names it: a request's, while a server answers one (scoped: it
 * has none outside); else the page's; else English. Scoped first, so that a page's language left over in the same
 * process (a first view drawn beside the API, as in the tests) never outweighs the request being answered.
 */
let scopedLocale: () => Locale | undefined = () => undefined;
let pageLocale: () => Locale | undefined = () => undefined;
const currentLocale = (): Locale => scopedLocale() ?? pageLocale() ?? DEFAULT_LOCALE;

/** The page's language (a browser's, or a first view's while it is drawn). */
export function readRuleLocaleFrom(source: () => Locale | undefined): void {
  pageLocale = source;
}

/** The language of the request a server is answering, undefined outside one. */
export function readRequestRuleLocaleFrom(source: () => Locale | undefined): void {
  scopedLocale = source;
}

/** The message in `locale` (by default the current request's), English where that language is not loaded. */
export function sayRule(message: RuleMessage, locale: Locale = currentLocale()): string {
  const translator = settled(locale) ?? withAddedWords(ruleCatalogues.english);
  return translator.t(message.id, written(message.values, translator.locale));
}

/** The message in English: what a log, a stored reason or a test reads. */
export const inEnglish = (message: RuleMessage): string => sayRule(message, DEFAULT_LOCALE);

/**
 * A schema's message named by its id (`z.string().min(2, ruleError('search.citySearchTooShort'))`): zod asks for
 * it as it fails, so an API validating a request says it in that request's language, a browser in English.
 */
export const ruleError = (message: RuleMessageId | RuleMessage, values?: RuleValues) => {
  const said = typeof message === 'string' ? ruleMessage(message, values) : message;
  return { error: () => sayRule(said) };
};
