import type { CatalogueMessage } from '../../i18n/catalogues';
import english from './messages/en.json' with { type: 'json' };
import type { RuleMessageId } from './rule-catalogues';

/**
 * The English of a message without placeholders, as a plain string, for the code that quotes it (`MESSAGES`): a
 * browser build has the catalogue compiled to Lingui's tokens (a plain text is then `[text]`), a server as written.
 */
export function plainEnglish(id: RuleMessageId): string {
  const message = english[id] as CatalogueMessage;
  return typeof message === 'string' ? message : message.join('');
}
