import {
  ArrowLeftRight,
  Bus,
  CalendarClock,
  Database,
  LayoutDashboard,
  MapPin,
  MessageCircle,
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
  { path: '/admin', label: 'Overview', icon: LayoutDashboard },
  { path: '/admin/users', label: 'Users', icon: Users },
  { path: '/admin/operators', label: 'Operators', icon: Bus },
  { path: '/admin/cities', label: 'Cities', icon: MapPin },
  { path: '/admin/masters', label: 'Masters', icon: Database },
  { path: '/admin/schedules', label: 'Schedules', icon: CalendarClock },
  { path: '/admin/transactions', label: 'Transactions', icon: ArrowLeftRight },
  { path: '/admin/balance', label: 'Balance', icon: Wallet },
  { path: '/admin/support', label: 'Support', icon: MessageCircle },
  { path: '/admin/settings', label: 'Settings', icon: Settings },
];

/** The side menu beside the page from this width up; below it the menu folds behind a Menu button. */
export const SIDE_MENU_QUERY = '(min-width: 1024px)';
