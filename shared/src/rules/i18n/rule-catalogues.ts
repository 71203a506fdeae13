/**
 * The product's rule and error messages (what the API answers and its e-mails say), in every language. A message
 * is named by its id and values, never by its English text, so the API can say it in the request's language
 * (docs/languages.md: the API's messages and mails). No React here: the API imports it.
 */
import { defineCatalogues, type MessageValues, type Translator } from '../../i18n/catalogues';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../i18n/locales';
import english from './messages/en.json' with { type: 'json' };

export type RuleMessageId = keyof typeof english;

export const ruleCatalogues = defineCatalogues<RuleMessageId>(english, {
  as: () => import('./messages/as.json', { with: { type: 'json' } }),
  bn: () => import('./messages/bn.json', { with: { type: 'json' } }),
  hi: () => import('./messages/hi.json', { with: { type: 'json' } }),
});

/** A message to say in the reader's language: its id and the values of its placeholders. */
export interface RuleMessage {
  readonly id: RuleMessageId;
  readonly values?: MessageValues;
}

export const ruleMessage = (id: RuleMessageId, values?: MessageValues): RuleMessage => ({ id, values });

const loaded = new Map<Locale, Translator<RuleMessageId>>();

/** Every language's rule messages, loaded once, so that a validation (synchronous) can say them in any. */
export async function loadRuleLanguages(): Promise<void> {
  for (const locale of LOCALES) loaded.set(locale, await ruleCatalogues.load(locale));
}

/** Whose language a message is said in where no one names it: English, unless a server tells (its request's). */
let currentLocale: () => Locale = () => DEFAULT_LOCALE;
export function readRuleLocaleFrom(source: () => Locale | undefined): void {
  currentLocale = () => source() ?? DEFAULT_LOCALE;
}

/** The message in `locale` (by default the current request's), English where that language is not loaded. */
export function sayRule(message: RuleMessage, locale: Locale = currentLocale()): string {
  const translator = loaded.get(locale) ?? loaded.get(DEFAULT_LOCALE) ?? ruleCatalogues.english;
  return translator.t(message.id, message.values);
}

/**
 * A schema's message named by its id (`z.string().min(2, ruleError('search.citySearchTooShort'))`): zod asks for
 * it as it fails, so an API validating a request says it in that request's language, a browser in English.
 */
export const ruleError = (id: RuleMessageId, values?: MessageValues) => ({
  error: () => sayRule({ id, values }),
});
