import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { languagesPlugin } from './user-visible-english.js';

// RuleTester makes a test of each case with the test runner's functions
Object.assign(RuleTester, { afterAll, describe, it });

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});
const english = (count = 1) => Array.from({ length: count }, () => ({ messageId: 'english' }));

tester.run('no-user-visible-english', languagesPlugin.rules!['no-user-visible-english']!, {
  valid: [
    // words from the catalogue
    "const a = <h1>{t('home.heading')}</h1>;",
    "const a = <button aria-label={t('nav.menu')} title={t('nav.menu')} />;",
    "const a = <img alt={t('home.bus', { name })} src='/bus.png' />;",
    "host.toast.success(t('profile.updated')); hostToast.error(t('auth.failed'));",
    // punctuation, numbers and symbols, the brand, and attributes nobody reads
    'const a = <p>{name} · {count} — ₹{fare} / 12:30 ({seat})</p>;',
    'const a = <span aria-label="Jatra">Jatra</span>;',
    "const a = <div className='footer__brand' data-testid='search-form' id='from' role='status' />;",
    "const a = <a href='/terms' lang='as-IN' type='button'>{label}</a>;",
    // not a toast, and text that is not shown
    "console.error('Search failed'); throw new Error('No seats');",
    "const message = 'kept for the log';",
    { code: 'const a = <p>Guwahati Express</p>;', options: [{ brands: ['Guwahati Express'] }] },
  ],
  invalid: [
    { code: 'const a = <h1>Book bus tickets</h1>;', errors: english() },
    { code: "const a = <p>{'Search'}</p>;", errors: english() },
    { code: "const a = <p>{open ? 'Close' : 'Open'}</p>;", errors: english(2) },
    { code: 'const a = <>Sign in</>;', errors: english() },
    { code: "const a = <button aria-label='Open menu' />;", errors: english() },
    { code: "const a = <input placeholder={'Leaving from'} />;", errors: english() },
    { code: 'const a = <img alt={`Bus ${name}`} />;', errors: english() },
    { code: "const a = <span title={fare ? 'Fare' : undefined} aria-description='Seat map' />;", errors: english(2) },
    { code: "const a = <Field label='Phone number' />;", errors: english() },
    { code: "host.toast.success('Profile updated');", errors: english() },
    { code: 'hostToast.error(`Could not save ${name}`);', errors: english() },
    { code: "toast('Saved'); toast.info('Copied');", errors: english(2) },
    {
      code: 'const a = <p>Read our terms</p>;',
      errors: [
        {
          message:
            '"Read our terms" is English between tags: put it in the catalogue (src/i18n/messages/en.json and the other languages) and write t(\'…\').',
        },
      ],
    },
  ],
});
