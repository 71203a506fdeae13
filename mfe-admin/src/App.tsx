import { pageRoutes } from '@jatra/shared';
import { createRemoteApp } from '@jatra/shared/ui';
import { BalancePage } from './balance/BalancePage';
import { CitiesPage } from './cities/CitiesPage';
import { adminI18n } from './i18n';
import { AdminLayout } from './layout/AdminLayout';
import { MastersPage } from './masters/MastersPage';
import { OperatorsPage } from './operators/OperatorsPage';
import { OverviewPage } from './overview/OverviewPage';
import { ReleasesPage } from './releases/ReleasesPage';
import { SchedulesPage } from './schedules/SchedulesPage';
import { SettingsPage } from './settings/SettingsPage';
import { SupportPage } from './support/SupportPage';
import { TransactionsPage } from './transactions/TransactionsPage';
import { UsersPage } from './users/UsersPage';

/** The admin remote's exposed `./App`: fetched by the shell for admins only; one page per administrator section. */
export default createRemoteApp({
  name: 'admin',
  Layout: AdminLayout,
  i18n: adminI18n,
  pages: [
    { route: pageRoutes.adminOverview, page: OverviewPage },
    { route: pageRoutes.adminUsers, page: UsersPage },
    { route: pageRoutes.adminOperators, page: OperatorsPage },
    { route: pageRoutes.adminCities, page: CitiesPage },
    { route: pageRoutes.adminMasters, page: MastersPage },
    { route: pageRoutes.adminSchedules, page: SchedulesPage },
    { route: pageRoutes.adminTransactions, page: TransactionsPage },
    { route: pageRoutes.adminBalance, page: BalancePage },
    { route: pageRoutes.adminSupport, page: SupportPage },
    { route: pageRoutes.adminConversation, page: SupportPage },
    { route: pageRoutes.adminReleases, page: ReleasesPage },
    { route: pageRoutes.adminSettings, page: SettingsPage },
  ],
});
