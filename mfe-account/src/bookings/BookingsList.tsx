import { BOOKING_MESSAGES, failureText, pageRoutes, sayRule, type BookingRecord } from '@jatra/shared';
import { Button, Card, EmptyState, Skeleton, useHost } from '@jatra/shared/ui';
import { Ticket } from 'lucide-react';
import { useEffect, useState } from 'react';
import { QueryFailed } from '../QueryFailed';
import { BookingCard } from './BookingCard';
import { useMyBookings } from './use-my-bookings';
import { useAccountI18n } from '../i18n';
import {
  isNetworkFailure,
  NeedsNetworkNote,
  SavedCopyNote,
  useBrowserOffline,
  useKeepUpcoming,
  useSavedTickets,
} from '../offline';
import './bookings.css';

function BookingsSkeleton() {
  const { t } = useAccountI18n();
  return (
    <div className="bookings-list" role="status" aria-live="polite">
      <span className="jt-visually-hidden">{t('bookings.loading')}</span>
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

const NEEDS_NETWORK_ID = 'bookings-needs-network';

/** The upcoming bookings kept on the device, shown with no network: their tickets open, nothing else is offered. */
function SavedBookings({ bookings, savedAt, now }: { bookings: BookingRecord[]; savedAt: string; now: number }) {
  const { t } = useAccountI18n();
  return (
    <>
      <SavedCopyNote savedAt={savedAt} />
      <NeedsNetworkNote id={NEEDS_NETWORK_ID} />
      <ul className="bookings-list" aria-label={t('bookings.listLabel')}>
        {bookings.map((booking) => (
          <li key={booking.id}>
            <BookingCard booking={booking} now={now} needsNetwork={NEEDS_NETWORK_ID} />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The traveller's bookings, newest first, a page at a time, with their loading, empty and error states: drawn
 * by `/bookings` and by the My Bookings section of `/profile`. Each card's title is an `h2`, under the page's
 * `h1`. "Show more bookings" adds the next page below; keyboard focus moves to the first card it added and
 * a status line tells screen readers how many came.
 */
export function BookingsList() {
  const host = useHost();
  const { t } = useAccountI18n();
  const bookings = useMyBookings();
  const saved = useSavedTickets();
  const browserOffline = useBrowserOffline();
  useKeepUpcoming(bookings.data);
  // one clock for the whole list: whether a hold runs or a bus has left is decided once per visit
  const [now] = useState(() => Date.now());
  // the last card drawn when "Show more" was pressed: the first one after it takes the focus
  const [lastBefore, setLastBefore] = useState<string | null>(null);
  const list = bookings.data;
  const firstNew = lastBefore && list ? list.findIndex((booking) => booking.id === lastBefore) + 1 : 0;
  const added = firstNew > 0 && list ? list.slice(firstNew) : [];
  const focusId = added[0]?.id;

  useEffect(() => {
    if (focusId) document.getElementById(`booking-${focusId}`)?.focus();
  }, [focusId]);

  // with no network, the upcoming bookings kept on the device are listed at once, saying since when
  const unreachable = browserOffline || isNetworkFailure(bookings.failureReason);
  const keptBookings = (saved.data ?? []).flatMap((copy) => (copy.booking ? [copy.booking] : []));
  const savedCopies =
    !bookings.data && unreachable && keptBookings.length > 0
      ? {
          bookings: keptBookings,
          // the oldest copy's time: none of them is older than it says
          savedAt: (saved.data ?? []).map((copy) => copy.savedAt).sort()[0]!,
        }
      : null;

  if (savedCopies) return <SavedBookings bookings={savedCopies.bookings} savedAt={savedCopies.savedAt} now={now} />;
  if (bookings.isPending) return <BookingsSkeleton />;
  // a page more that failed keeps the pages drawn: only a first page that failed is the error state
  if (!bookings.data) return <QueryFailed title={t('bookings.loadFailed')} query={bookings} />;
  if (bookings.data.length === 0) {
    return (
      <EmptyState
        icon={<Ticket size={28} />}
        title={sayRule(BOOKING_MESSAGES.noBookings)}
        text={t('bookings.emptyText')}
        action={<Button onClick={() => host.navigate(pageRoutes.search.link())}>{t('bookings.bookTrip')}</Button>}
      />
    );
  }
  const showMore = () => {
    // not disabled while loading: a disabled button would drop the keyboard focus
    if (bookings.isFetchingNextPage) return;
    setLastBefore(bookings.data.at(-1)!.id);
    void bookings.fetchNextPage();
  };
  return (
    <>
      <ul className="bookings-list" aria-label={t('bookings.listLabel')}>
        {bookings.data.map((booking) => (
          <li key={booking.id}>
            <BookingCard booking={booking} now={now} />
          </li>
        ))}
      </ul>
      <p className="jt-visually-hidden" role="status">
        {/* how many came, and whether that was the last of them */}
        {added.length > 0 &&
          t(bookings.hasNextPage ? 'bookings.moreShown' : 'bookings.moreShownAll', {
            count: added.length,
            total: bookings.data.length,
          })}
      </p>
      {bookings.isFetchNextPageError && (
        <p className="bookings-more__error" role="alert">
          {failureText(bookings.error, t('bookings.moreFailed'))}
        </p>
      )}
      {bookings.hasNextPage && (
        <div className="bookings-more">
          <Button variant="secondary" onClick={showMore} aria-busy={bookings.isFetchingNextPage || undefined}>
            {bookings.isFetchingNextPage ? t('bookings.loadingMore') : t('bookings.showMore')}
          </Button>
        </div>
      )}
    </>
  );
}
