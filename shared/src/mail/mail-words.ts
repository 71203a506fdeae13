/**
 * The e-mails' own words (and the sign-in code's mail): rule messages only the API says, so they are kept out of
 * the rules catalogue every page carries, and added to it where this module is imported (the API, by `sayMail`), in
 * every language as it loads. docs/languages.md, "Said where it is read".
 */
import type { MessageValues } from '../i18n/catalogues';
import type { Locale } from '../i18n/locales';
import { addRuleWords, ruleMessage, sayRule, type RuleMessageId } from '../rules/i18n/rule-catalogues';
import as from './i18n/messages/as.json' with { type: 'json' };
import bn from './i18n/messages/bn.json' with { type: 'json' };
import en from './i18n/messages/en.json' with { type: 'json' };
import hi from './i18n/messages/hi.json' with { type: 'json' };

addRuleWords({ en, as, bn, hi });

export type MailMessageId = Extract<RuleMessageId, `mail.${string}`>;

/** An e-mail's words in `locale` (English where that language is not loaded: `loadRuleLanguages`). */
export const sayMail = (id: MailMessageId, values: MessageValues | undefined, locale: Locale): string =>
  sayRule(ruleMessage(id, values), locale);
