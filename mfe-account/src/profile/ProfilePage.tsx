import { useSearchParams } from 'react-router-dom';
import { BookingsList } from '../bookings';
import { AccountMenu, SECTION_TITLES, sectionOf } from './AccountMenu';
import { ProfileSettings } from './ProfileSettings';
import { useAccountI18n } from '../i18n';
import './profile.css';

/**
 * `/profile`, the traveller's dashboard: a side menu with My Bookings, Profile
 * Settings and Logout. The section's title is the page's `h1`, so each section's headings follow in order.
 */
export function ProfilePage() {
  const { t } = useAccountI18n();
  const [params] = useSearchParams();
  const section = sectionOf(params);
  return (
    <main className="jt-container account-page" data-remote="account">
      <div className="account-layout">
        <AccountMenu current={section} />
        <div className="account-content">
          <h1 className="account-content__title">{t(SECTION_TITLES[section])}</h1>
          {section === 'settings' ? <ProfileSettings /> : <BookingsList />}
        </div>
      </div>
    </main>
  );
}
