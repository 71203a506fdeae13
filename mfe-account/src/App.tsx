import { PARTNER_PATH, type RemoteAppProps } from '@jatra/shared';
import { HostProvider, RemotePages, type RemotePageComponent } from '@jatra/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BookingsPage } from './bookings/BookingsPage';
import { CancellationPage } from './cancellation/CancellationPage';
import { PartnerPage } from './partner/PartnerPage';
import { ProfilePage } from './profile/ProfilePage';
import { BookingDetailsPage } from './ticket/BookingDetailsPage';
import { VendorDashboardPage } from './vendor/VendorDashboardPage';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000 } } });

const pages: { path: string; page: RemotePageComponent }[] = [
  { path: '/bookings', page: BookingsPage },
  { path: '/profile', page: ProfilePage },
  { path: '/booking-details/:pnr', page: BookingDetailsPage },
  { path: '/cancellation/:pnr', page: CancellationPage },
  { path: '/vendor', page: VendorDashboardPage },
  { path: PARTNER_PATH, page: PartnerPage },
];

/** The account remote's exposed `./App`. */
export default function App({ host }: RemoteAppProps) {
  return (
    <HostProvider host={host}>
      <QueryClientProvider client={queryClient}>
        <RemotePages remote="account" pages={pages} />
      </QueryClientProvider>
    </HostProvider>
  );
}
