/**
 * The booking remote's server side: a bus's seat map as a visitor first sees it, drawn on the remote's origin
 * for the shell's server (see `@jatra/shared/first-view`). Built into dist-server/, never sent to a browser.
 * The payment pages are a signed-in traveller's: the server, which sees no session, draws none.
 */
import { scheduleIdParamsSchema } from '@jatra/shared';
import { firstViewRenderer } from '@jatra/shared/first-view-server';
import { BookingPage } from './booking-page/BookingPage';
import { getSchedule } from './booking-page/schedule/schedule-api';
import { bookingI18n } from './i18n';
import { scheduleKey } from './booking-page/schedule/use-schedule';
import { BOOKING_PAGES } from './pages';

export const renderFirstView = firstViewRenderer(
  [
    {
      path: BOOKING_PAGES.booking.path,
      page: {
        Page: BookingPage,
        async prefetch({ client, host, params, signal }) {
          const parsed = scheduleIdParamsSchema.safeParse({ id: params.id ?? '' });
          if (!parsed.success) return;
          const { id } = parsed.data;
          await client.prefetchQuery({ queryKey: scheduleKey(id), queryFn: () => getSchedule(host, id, signal) });
        },
      },
    },
  ],
  { i18n: bookingI18n },
);
