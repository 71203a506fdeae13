import type { UserRole, UserStatus } from '@jatra/shared';
import type { AdminMessageId } from '../i18n';
import type { BadgeTone } from '../parts';

export const STATUS_LABELS = {
  active: 'users.status.active',
  suspended: 'users.status.suspended',
  inactive: 'users.status.inactive',
} as const satisfies Record<UserStatus, AdminMessageId>;

export const STATUS_TONES: Record<UserStatus, BadgeTone> = {
  active: 'success',
  suspended: 'danger',
  inactive: 'neutral',
};

/** The action that moves a user to each status, and its name for a screen reader with whom it is done to. */
export const STATUS_ACTIONS = {
  active: { label: 'users.action.activate', named: 'users.action.activateNamed' },
  suspended: { label: 'users.action.suspend', named: 'users.action.suspendNamed' },
  inactive: { label: 'users.action.inactive', named: 'users.action.inactiveNamed' },
} as const satisfies Record<UserStatus, { label: AdminMessageId; named: AdminMessageId }>;

export const ROLE_LABELS = {
  user: 'users.role.user',
  vendor: 'users.role.vendor',
  admin: 'users.role.admin',
} as const satisfies Record<UserRole, AdminMessageId>;
