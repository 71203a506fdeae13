/**
 * Every word a person reads or hears comes from a catalogue (docs/languages.md, Checks): English written in the
 * code would stay English in Assamese, Bengali and Hindi. Flags the English a component writes itself: text
 * between JSX tags, the attributes that are read or heard (an aria-label, a title, a placeholder, an alt), and
 * what a toast says. A string without a Latin letter (punctuation, a number, a symbol) and the brand are let be.
 */

/** Attributes whose value a person reads or a screen reader speaks. */
const SPOKEN_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
]);
const TOAST_METHODS = new Set(['success', 'error', 'info', 'warning']);
/**
 * Names that are the same in every language: the brand, and the codes a conductor, a bank or an SMS reads in Latin
 * letters whatever the page's language (docs/languages.md's glossary keeps PNR and OTP as they are).
 */
const DEFAULT_BRANDS = ['Jatra', 'PNR', 'OTP', 'UPI', 'GSTIN'];
/** An example address in a field's placeholder is an address, not a word to translate. */
const EXAMPLE_ADDRESS = /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/;

/**
 * @param {string} text
 * @param {readonly string[]} brands
 */
function isEnglish(text, brands) {
  if (EXAMPLE_ADDRESS.test(text.trim())) return false;
  let rest = text;
  for (const brand of brands) rest = rest.split(brand).join(' ');
  return /[A-Za-z]/.test(rest);
}

/**
 * The English words written in an expression, as the user would get them: a string, a template's text, either
 * branch of a condition or a fallback.
 * @param {any} node
 * @returns {any[]}
 */
function writtenStrings(node) {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [{ node, text: node.value }] : [];
    case 'TemplateLiteral':
      return [{ node, text: node.quasis.map((/** @type {any} */ quasi) => quasi.value.cooked ?? '').join(' ') }];
    case 'JSXExpressionContainer':
      return writtenStrings(node.expression);
    case 'ConditionalExpression':
      return [...writtenStrings(node.consequent), ...writtenStrings(node.alternate)];
    case 'LogicalExpression':
      return [...writtenStrings(node.left), ...writtenStrings(node.right)];
    default:
      return [];
  }
}

/**
 * The last name of `toast`, `host.toast`, `hostToast`: what a toast is called by.
 * @param {any} node
 * @returns {string | undefined}
 */
const nameOf = (node) =>
  node?.type === 'Identifier' ? node.name : node?.type === 'MemberExpression' ? nameOf(node.property) : undefined;
const isToast = (/** @type {string | undefined} */ name) => name !== undefined && /toast$/i.test(name);

/** @type {import('eslint').Rule.RuleModule} */
const noUserVisibleEnglish = {
  meta: {
    type: 'problem',
    docs: { description: 'Words a person reads or hears come from the catalogue, never written in the code.' },
    schema: [
      {
        type: 'object',
        properties: { brands: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      english:
        '"{{text}}" is English {{where}}: put it in the catalogue (src/i18n/messages/en.json and the other languages) and write t(\'…\').',
    },
  },
  create(context) {
    const brands = [...DEFAULT_BRANDS, ...(context.options[0]?.brands ?? [])];
    /** @param {any[]} found @param {string} where */
    const report = (found, where) => {
      for (const { node, text } of found)
        if (isEnglish(text, brands))
          context.report({ node, messageId: 'english', data: { text: text.trim().slice(0, 40), where } });
    };
    return {
      /** @param {any} node */
      JSXText(node) {
        report([{ node, text: node.value }], 'between tags');
      },
      /** @param {any} node */
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : undefined;
        if (name && SPOKEN_ATTRIBUTES.has(name)) report(writtenStrings(node.value), `in ${name}`);
      },
      /** @param {any} node */
      'JSXElement > JSXExpressionContainer, JSXFragment > JSXExpressionContainer'(node) {
        // {'Search'} or {open ? 'Close' : 'Open'} between tags is text too
        report(writtenStrings(node.expression), 'between tags');
      },
      /** @param {any} node */
      CallExpression(node) {
        const callee = node.callee;
        const toast =
          (callee.type === 'Identifier' && isToast(callee.name)) ||
          (callee.type === 'MemberExpression' &&
            TOAST_METHODS.has(nameOf(callee.property) ?? '') &&
            isToast(nameOf(callee.object)));
        if (toast) report(node.arguments.flatMap(writtenStrings), 'in a toast');
      },
    };
  },
};

/** @type {import('eslint').ESLint.Plugin} */
export const languagesPlugin = { rules: { 'no-user-visible-english': noUserVisibleEnglish } };
