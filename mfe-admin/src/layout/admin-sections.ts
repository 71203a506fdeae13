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
import type { AdminMessageId } from '../i18n';

interface AdminSection {
  path: string;
  label: AdminMessageId;
  icon: LucideIcon;
}

/** The side menu, in the product's order; App.tsx draws a page for each. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: pageRoutes.adminOverview.path, label: 'menu.overview', icon: LayoutDashboard },
  { path: pageRoutes.adminUsers.path, label: 'menu.users', icon: Users },
  { path: pageRoutes.adminOperators.path, label: 'menu.operators', icon: Bus },
  { path: pageRoutes.adminCities.path, label: 'menu.cities', icon: MapPin },
  { path: pageRoutes.adminMasters.path, label: 'menu.masters', icon: Database },
  { path: pageRoutes.adminSchedules.path, label: 'menu.schedules', icon: CalendarClock },
  { path: pageRoutes.adminTransactions.path, label: 'menu.transactions', icon: ArrowLeftRight },
  { path: pageRoutes.adminBalance.path, label: 'menu.balance', icon: Wallet },
  { path: pageRoutes.adminSupport.path, label: 'menu.support', icon: MessageCircle },
  { path: pageRoutes.adminReleases.path, label: 'menu.releases', icon: Rocket },
  { path: pageRoutes.adminSettings.path, label: 'menu.settings', icon: Settings },
];

/** The side menu beside the page from this width up; below it the menu folds behind a Menu button. */
export const SIDE_MENU_QUERY = '(min-width: 1024px)';
