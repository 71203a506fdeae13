/**
 * The repository explains itself: a comment gives the reason, or cites a record under `docs/`, never a
 * document the reader of the repository does not have (the product spec, the design notes, the protocol
 * notes) or an issue number. Public standards (an RFC, OpenID Connect) may be cited by section.
 */

const OUTSIDE_DOCUMENT =
  /(?<!docs\/)\b(?:traveller|booking-payment-admin|architecture|ui|code-style|module-federation|gds|phonepe|supabase-auth)\.md\b|\bprotocols\/|\.\.\/shared\/(?:spec|design|protocols)\b|\bspec(?:'s)?\s*§/i;
const ISSUE_NUMBER = /\bissues?\s+#?\d+\b|(?:^|[\s(])#\d{1,4}\b/i;
const SECTION = /§\s*\d/;
const PUBLIC_STANDARD = /\bRFC\s*\d+|\bOpenID\b|\bDiscovery\b/;

/**
 * What is wrong with a comment's text, or null when it explains itself.
 * @param {string} text
 */
export function outsideCitation(text) {
  if (OUTSIDE_DOCUMENT.test(text)) return 'cites a document outside the repository';
  if (ISSUE_NUMBER.test(text)) return 'cites an issue number';
  if (SECTION.test(text) && !PUBLIC_STANDARD.test(text)) return 'cites a section of a document outside the repository';
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const noOutsideCitations = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments give the reason or cite docs/, never an outside document or an issue number.' },
    schema: [],
    messages: {
      cites: 'This comment {{what}}: say the reason, or write a short record under docs/ and cite that.',
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const what = outsideCitation(comment.value);
          if (what && comment.loc) context.report({ loc: comment.loc, messageId: 'cites', data: { what } });
        }
      },
    };
  },
};

/** @type {import('eslint').ESLint.Plugin} */
export const citationsPlugin = { rules: { 'no-outside-citations': noOutsideCitations } };
