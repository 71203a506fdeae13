import { BOOKING_MESSAGES } from '@jatra/shared';
import { Button, Card, EmptyState, ErrorState, Skeleton, useHost } from '@jatra/shared/ui';
import { Ticket } from 'lucide-react';
import { useState } from 'react';
import { failureDetail } from '../failure-detail';
import { BookingCard } from './BookingCard';
import { useMyBookings } from './use-my-bookings';
import './bookings.css';

const LOAD_FAILED = 'We could not load your bookings';

function BookingsSkeleton() {
  return (
    <div className="bookings-list" role="status" aria-live="polite">
      <span className="jt-visually-hidden">Loading your bookings</span>
      {[0, 1, 2].map((row) => (
        <Card key={row} className="booking-card">
          <div className="booking-card__head">
            <Skeleton width="55%" height={22} />
            <Skeleton width={96} height={24} radius="pill" />
          </div>
          <div className="booking-card__facts">
            {[0, 1, 2, 3].map((fact) => (
              <Skeleton key={fact} height={36} />
            ))}
          </div>
        </Card>
      ))}
    </div>
  );
}

/**
 * The traveller's bookings, newest first, with their loading, empty and error states: drawn by `/bookings`
 * and by the My Bookings section of `/profile`. Each card's title is an `h2`, under the page's `h1`.
 */
export function BookingsList() {
  const host = useHost();
  const bookings = useMyBookings();
  // one clock for the whole list: whether a hold runs or a bus has left is decided once per visit
  const [now] = useState(() => Date.now());

  if (bookings.isPending) return <BookingsSkeleton />;
  if (bookings.isError) {
    return (
      <ErrorState
        title={LOAD_FAILED}
        message={failureDetail(bookings.error, LOAD_FAILED)}
        onRetry={() => void bookings.refetch()}
      />
    );
  }
  if (bookings.data.length === 0) {
    return (
      <EmptyState
        icon={<Ticket size={28} />}
        title={BOOKING_MESSAGES.noBookings}
        text="Find a bus between Assam's cities and book your seats in a few taps."
        action={<Button onClick={() => host.navigate('/search')}>Book a Trip</Button>}
      />
    );
  }
  return (
    <ul className="bookings-list" aria-label="Your bookings">
      {bookings.data.map((booking) => (
        <li key={booking.id}>
          <BookingCard booking={booking} now={now} />
        </li>
      ))}
    </ul>
  );
}
