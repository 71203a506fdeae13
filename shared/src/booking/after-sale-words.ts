/**
 * The words of a date change and of an operator's trip change (`dateChange.…`, `tripChange.…`): rule messages of
 * their own, added where those messages are made (reschedule.ts, trip-changes.ts), so a page that never says them
 * (Home, search) carries none of them.
 */
import { addRuleWords, ruleMessage } from '../rules/i18n/rule-catalogues';
import as from './i18n/messages/as.json' with { type: 'json' };
import bn from './i18n/messages/bn.json' with { type: 'json' };
import en from './i18n/messages/en.json' with { type: 'json' };
import hi from './i18n/messages/hi.json' with { type: 'json' };

addRuleWords({ en, as, bn, hi });

/** `ruleMessage`, for a message of these words: using it is what brings them. */
export const afterSaleMessage: typeof ruleMessage = (id, values) => ruleMessage(id, values);
