import { pageRoutes } from '@jatra/shared';
import { LogoutButton } from '@jatra/shared/ui';
import { Ticket, UserRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAccountI18n, type AccountMessageId } from '../i18n';

export type AccountSection = 'bookings' | 'settings';

export const SECTION_TITLES = {
  bookings: 'bookings.title',
  settings: 'profile.settings',
} as const satisfies Record<AccountSection, AccountMessageId>;

/** `/profile` shows My Bookings; `/profile?tab=settings` Profile Settings. The URL keeps it across a reload. */
export const sectionHref = (section: AccountSection) =>
  section === 'bookings' ? pageRoutes.profile.link() : pageRoutes.profile.link({ tab: 'settings' });

export function sectionOf(params: URLSearchParams): AccountSection {
  return params.get('tab') === 'settings' ? 'settings' : 'bookings';
}

const ICONS = { bookings: Ticket, settings: UserRound } as const;

/**
 * The profile's side menu: a vertical list beside the content on wide screens, a row of
 * segments above it on phones. The sections are links (the URL holds the section); Logout is a button.
 */
export function AccountMenu({ current }: { current: AccountSection }) {
  const { t } = useAccountI18n();
  return (
    <nav className="account-menu" aria-label={t('profile.account')}>
      <ul className="account-menu__list">
        {(Object.keys(SECTION_TITLES) as AccountSection[]).map((section) => {
          const Icon = ICONS[section];
          return (
            <li key={section}>
              <Link
                className="account-menu__item"
                to={sectionHref(section)}
                aria-current={section === current ? 'page' : undefined}
              >
                <Icon size={18} aria-hidden="true" />
                <span>{t(SECTION_TITLES[section])}</span>
              </Link>
            </li>
          );
        })}
        <li className="account-menu__logout">
          <LogoutButton className="account-menu__item" then={pageRoutes.home.link()} />
        </li>
      </ul>
    </nav>
  );
}
