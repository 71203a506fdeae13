import { BookingsList } from './BookingsList';
import { useAccountI18n } from '../i18n';
import './bookings.css';

/** `/bookings`, My Bookings: the traveller's bookings, newest first, as a page of its own. */
export function BookingsPage() {
  const { t } = useAccountI18n();
  return (
    <main className="jt-container bookings-page" data-remote="account">
      <h1 className="bookings-page__title">{t('bookings.title')}</h1>
      <BookingsList />
    </main>
  );
}
