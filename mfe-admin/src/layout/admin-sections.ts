import { pageRoutes } from '@jatra/shared';
import {
  ArrowLeftRight,
  Bus,
  CalendarClock,
  Database,
  LayoutDashboard,
  MapPin,
  MessageCircle,
  Rocket,
  Settings,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

interface AdminSection {
  path: string;
  label: string;
  icon: LucideIcon;
}

/** The side menu, in the product's order; App.tsx draws a page for each. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: pageRoutes.adminOverview.path, label: 'Overview', icon: LayoutDashboard },
  { path: pageRoutes.adminUsers.path, label: 'Users', icon: Users },
  { path: pageRoutes.adminOperators.path, label: 'Operators', icon: Bus },
  { path: pageRoutes.adminCities.path, label: 'Cities', icon: MapPin },
  { path: pageRoutes.adminMasters.path, label: 'Masters', icon: Database },
  { path: pageRoutes.adminSchedules.path, label: 'Schedules', icon: CalendarClock },
  { path: pageRoutes.adminTransactions.path, label: 'Transactions', icon: ArrowLeftRight },
  { path: pageRoutes.adminBalance.path, label: 'Balance', icon: Wallet },
  { path: pageRoutes.adminSupport.path, label: 'Support', icon: MessageCircle },
  { path: pageRoutes.adminReleases.path, label: 'Releases', icon: Rocket },
  { path: pageRoutes.adminSettings.path, label: 'Settings', icon: Settings },
];

/** The side menu beside the page from this width up; below it the menu folds behind a Menu button. */
export const SIDE_MENU_QUERY = '(min-width: 1024px)';
