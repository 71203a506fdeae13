import type { UserRole, UserStatus } from '@jatra/shared';
import type { BadgeTone } from '../parts';

export const STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Active',
  suspended: 'Suspended',
  inactive: 'Inactive',
};

export const STATUS_TONES: Record<UserStatus, BadgeTone> = {
  active: 'success',
  suspended: 'danger',
  inactive: 'neutral',
};

/** The action that moves a user to each status. */
export const STATUS_ACTIONS: Record<UserStatus, string> = {
  active: 'Activate',
  suspended: 'Suspend',
  inactive: 'Mark Inactive',
};

export const ROLE_LABELS: Record<UserRole, string> = { user: 'User', vendor: 'Vendor', admin: 'Admin' };
