import { BookingsList } from './BookingsList';
import './bookings.css';

/** `/bookings`, My Bookings: the traveller's bookings, newest first, as a page of its own. */
export function BookingsPage() {
  return (
    <main className="jt-container bookings-page" data-remote="account">
      <h1 className="bookings-page__title">My Bookings</h1>
      <BookingsList />
    </main>
  );
}
