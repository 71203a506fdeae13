/**
 * The language switcher, in the navbar (a compact list) and in the footer (every language at once). Each language
 * is named in its own script and marked with its `lang`, so a screen reader reads it in that language; those names
 * are set in the system's fonts, so an English page downloads no Indic font for them.
 */
import { LOCALE_INFO, LOCALES, type Locale } from '@jatra/shared/i18n';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useShellI18n } from '../i18n';
import { chooseLocale } from './profile-locale';
import './language-switcher.css';

const choose = (locale: Locale) => void chooseLocale(locale);

export function NavbarLanguageSwitcher() {
  // the language the page is drawn in, on the server as in the browser
  const { t, locale } = useShellI18n();
  const id = useId();
  return (
    <div className="language-select">
      <label htmlFor={id} className="jt-visually-hidden">
        {t('language.label')}
      </label>
      <Languages size={18} aria-hidden="true" className="language-select__icon" />
      <select
        id={id}
        className="language-select__control language-name"
        value={locale}
        onChange={(event) => choose(event.target.value as Locale)}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={LOCALE_INFO[option].tag}>
            {LOCALE_INFO[option].nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}

export function FooterLanguageSwitcher({ headingClassName }: { headingClassName: string }) {
  const { t, locale } = useShellI18n();
  const headingId = useId();
  return (
    <nav className="footer__col" aria-labelledby={headingId}>
      <h2 id={headingId} className={headingClassName}>
        {t('language.footerHeading')}
      </h2>
      <ul className="language-list">
        {LOCALES.map((option) => (
          <li key={option}>
            <button
              type="button"
              className="language-list__choice language-name"
              lang={LOCALE_INFO[option].tag}
              aria-current={option === locale ? 'true' : undefined}
              onClick={() => choose(option)}
            >
              {LOCALE_INFO[option].nativeName}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
