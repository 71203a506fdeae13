import type { RemoteAppProps } from '@jatra/shared';
import { HostProvider, RemotePages, type RemotePageComponent } from '@jatra/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BalancePage } from './balance/BalancePage';
import { CitiesPage } from './cities/CitiesPage';
import { AdminLayout } from './layout/AdminLayout';
import { MastersPage } from './masters/MastersPage';
import { OperatorsPage } from './operators/OperatorsPage';
import { OverviewPage } from './overview/OverviewPage';
import { SchedulesPage } from './schedules/SchedulesPage';
import { SettingsPage } from './settings/SettingsPage';
import { SupportPage } from './support/SupportPage';
import { TransactionsPage } from './transactions/TransactionsPage';
import { UsersPage } from './users/UsersPage';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000 } } });

/** The administrator sections, one nested route each. */
const pages: { path: string; page: RemotePageComponent }[] = [
  { path: '/admin', page: OverviewPage },
  { path: '/admin/users', page: UsersPage },
  { path: '/admin/operators', page: OperatorsPage },
  { path: '/admin/cities', page: CitiesPage },
  { path: '/admin/masters', page: MastersPage },
  { path: '/admin/schedules', page: SchedulesPage },
  { path: '/admin/transactions', page: TransactionsPage },
  { path: '/admin/balance', page: BalancePage },
  { path: '/admin/support', page: SupportPage },
  { path: '/admin/support/:id', page: SupportPage },
  { path: '/admin/settings', page: SettingsPage },
];

/** The admin remote's exposed `./App`: fetched by the shell for admins only. */
export default function App({ host }: RemoteAppProps) {
  return (
    <HostProvider host={host}>
      <QueryClientProvider client={queryClient}>
        <AdminLayout>
          <RemotePages remote="admin" pages={pages} />
        </AdminLayout>
      </QueryClientProvider>
    </HostProvider>
  );
}
