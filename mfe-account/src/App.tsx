import { pageRoutes } from '@jatra/shared';
import { createRemoteApp } from '@jatra/shared/ui';
import { BookingsPage } from './bookings/BookingsPage';
import { keepTicketOffline } from './offline';
import { accountI18n } from './i18n';
import { CancellationPage } from './cancellation/CancellationPage';
import { PartnerPage } from './partner/PartnerPage';
import { ProfilePage } from './profile/ProfilePage';
import { ReschedulePage } from './reschedule';
import { BookingDetailsPage } from './ticket/BookingDetailsPage';
import { SavedTicketDrawings } from './ticket/SavedTicketDrawings';
import { VendorDashboardPage } from './vendor/VendorDashboardPage';

/** The account remote's exposed `./App`; it keeps a ticket just booked on the device when the shell asks. */
export default Object.assign(
  createRemoteApp({
    name: 'account',
    i18n: accountI18n,
    // the tickets kept for no network are kept drawn, from whichever page keeps them (offline/drawing-requests.ts)
    Layout: ({ children }) => (
      <>
        {children}
        <SavedTicketDrawings />
      </>
    ),
    pages: [
      { route: pageRoutes.bookings, page: BookingsPage },
      { route: pageRoutes.profile, page: ProfilePage },
      { route: pageRoutes.ticket, page: BookingDetailsPage },
      { route: pageRoutes.cancellation, page: CancellationPage },
      { route: pageRoutes.reschedule, page: ReschedulePage },
      { route: pageRoutes.vendor, page: VendorDashboardPage },
      { route: pageRoutes.partner, page: PartnerPage },
    ],
  }),
  { keepTicketOffline },
);
