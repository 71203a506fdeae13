import { COMPANY, pageRoutes, telHref } from '@jatra/shared';
import { useNearViewport } from '@jatra/shared/ui';
import { Bus, Mail, MapPin, Phone } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSupportContact } from '../host';
import { useShellI18n, type ShellMessageId } from '../i18n';
import { FooterLanguageSwitcher } from '../locale';
import './footer.css';

/** Brand marks drawn in the same 24px, 2px-stroke style as the lucide icons (lucide ships no brand logos). */
const svgProps = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

const FacebookMark = () => (
  <svg {...svgProps}>
    <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
  </svg>
);
const InstagramMark = () => (
  <svg {...svgProps}>
    <rect x="2" y="2" width="20" height="20" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" />
  </svg>
);
const XMark = () => (
  <svg {...svgProps}>
    <path d="M4 4l11.7 16H20L8.3 4z" />
    <path d="M4 20l6.8-6.8M13.2 10.8 20 4" />
  </svg>
);
const YouTubeMark = () => (
  <svg {...svgProps}>
    <path d="M2.5 17a24.1 24.1 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.1 24.1 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
    <path d="m10 15 5-3-5-3z" />
  </svg>
);

const SOCIAL: { name: string; href: string; icon: ReactNode }[] = [
  { name: 'Facebook', href: COMPANY.social.facebook, icon: <FacebookMark /> },
  { name: 'Instagram', href: COMPANY.social.instagram, icon: <InstagramMark /> },
  { name: 'X', href: COMPANY.social.x, icon: <XMark /> },
  { name: 'YouTube', href: COMPANY.social.youtube, icon: <YouTubeMark /> },
];

const PAGES = [
  { to: pageRoutes.about.path, label: 'footer.about' },
  { to: pageRoutes.help.path, label: 'footer.help' },
  { to: pageRoutes.terms.path, label: 'footer.terms' },
  { to: pageRoutes.privacy.path, label: 'footer.privacy' },
  { to: pageRoutes.partner.path, label: 'footer.partner' },
] as const satisfies readonly { to: string; label: ShellMessageId }[];

export function Footer() {
  const footer = useRef<HTMLElement>(null);
  const { t } = useShellI18n();
  // below the fold on every page: the saved contact is asked for when the footer comes into view. Not before:
  // until a page has arrived the footer sits just below the fold, and any margin would count it as near
  const { support_email, support_phone } = useSupportContact(useNearViewport(footer, '0px'));
  return (
    <footer ref={footer} className="footer">
      <div className="jt-container footer__inner">
        <div className="footer__brand-block">
          <Link to="/" className="footer__brand" aria-label={t('nav.home', { brand: COMPANY.brand })}>
            <span className="footer__logo" aria-hidden="true">
              <Bus size={20} />
            </span>
            {COMPANY.brand}
          </Link>
          <p className="footer__tagline">{t('footer.tagline')}</p>
          <dl className="footer__legal">
            <div>
              <dt>{t('footer.legalName')}</dt>
              <dd>{COMPANY.name}</dd>
            </div>
            <div>
              <dt>
                <abbr title={t('footer.gstinTitle')}>{t('footer.gstin')}</abbr>
              </dt>
              <dd className="footer__gstin">{COMPANY.gstin}</dd>
            </div>
          </dl>
        </div>

        <section className="footer__col" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer__heading">
            {t('footer.contact')}
          </h2>
          <ul className="footer__list">
            <li>
              <a className="footer__link" href={telHref(support_phone)}>
                <Phone size={18} aria-hidden="true" />
                {support_phone}
              </a>
            </li>
            <li>
              <a className="footer__link" href={`mailto:${support_email}`}>
                <Mail size={18} aria-hidden="true" />
                {support_email}
              </a>
            </li>
            <li>
              <address className="footer__address">
                <MapPin size={18} aria-hidden="true" />
                <span lang="en" translate="no">
                  {COMPANY.address}
                </span>
              </address>
            </li>
          </ul>
        </section>

        <nav className="footer__col" aria-labelledby="footer-company">
          <h2 id="footer-company" className="footer__heading">
            {t('footer.company')}
          </h2>
          <ul className="footer__list">
            {PAGES.map((page) => (
              <li key={page.to}>
                <Link className="footer__link" to={page.to}>
                  {t(page.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section className="footer__col" aria-labelledby="footer-social">
          <h2 id="footer-social" className="footer__heading">
            {t('footer.follow')}
          </h2>
          <ul className="footer__social">
            {SOCIAL.map((item) => (
              <li key={item.name}>
                <a
                  className="footer__social-link"
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footer.socialLink', { brand: COMPANY.brand, network: item.name })}
                >
                  {item.icon}
                </a>
              </li>
            ))}
          </ul>
        </section>

        <FooterLanguageSwitcher headingClassName="footer__heading" />
      </div>
      <div className="footer__bottom">
        <div className="jt-container">
          <p>{t('footer.copyright', { year: new Date().getFullYear(), company: COMPANY.name })}</p>
        </div>
      </div>
    </footer>
  );
}
