import { z } from 'zod';
import { USER_ROLES, USER_STATUSES } from '../auth/auth-rules';

export const ADMIN_USERS_PAGE_SIZE = 20;
export const USER_STATUS_FILTERS = ['all', ...USER_STATUSES] as const;
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];

/** `GET /api/admin/users?q=&status=&page=`: case-insensitive substring of name or e-mail; pages from 1. */
export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search is too long').default(''),
  status: z.enum(USER_STATUS_FILTERS, { error: 'Unknown status filter' }).default('all'),
  page: z.coerce.number({ error: 'Unknown page' }).int('Unknown page').min(1, 'Unknown page').max(100_000).default(1),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.uuid(),
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(USER_ROLES),
  status: z.enum(USER_STATUSES),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersPageSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;
export const adminUsersResponseSchema = z.object({ result: adminUsersPageSchema });

export const adminUserIdParamsSchema = z.object({ id: z.uuid({ error: 'User not found' }) });

/** `PUT /api/admin/users/{id}/status`: takes effect at once (sessions of a suspended or inactive user end). */
export const userStatusBodySchema = z.object({
  status: z.enum(USER_STATUSES, { error: 'Unknown user status' }),
});
export const adminUserResponseSchema = z.object({ result: adminUserSchema });
