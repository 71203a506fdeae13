import { z } from 'zod';
import { USER_ROLES, USER_STATUSES } from '../auth/auth-rules';
import { listPageFields, listPagingQuerySchema } from './list-paging';

export const ADMIN_USERS_PAGE_SIZE = 20;
export const USER_STATUS_FILTERS = ['all', ...USER_STATUSES] as const;
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];

/**
 * `GET /api/admin/users?q=&status=&after=|before=`: newest first; case-insensitive substring of name or e-mail
 * (1–2 characters: the start of either); a cursor from the last answer's `next` or `previous`.
 */
export const adminUsersQuerySchema = listPagingQuerySchema.extend({
  q: z.string().trim().max(100, 'Search is too long').default(''),
  status: z.enum(USER_STATUS_FILTERS, { error: 'Unknown status filter' }).default('all'),
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

export const adminUsersPageSchema = z.object({ users: z.array(adminUserSchema), ...listPageFields });
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;
export const adminUsersResponseSchema = z.object({ result: adminUsersPageSchema });

export const adminUserIdParamsSchema = z.object({ id: z.uuid({ error: 'User not found' }) });

/** `PUT /api/admin/users/{id}/status`: takes effect at once (sessions of a suspended or inactive user end). */
export const userStatusBodySchema = z.object({
  status: z.enum(USER_STATUSES, { error: 'Unknown user status' }),
});
export const adminUserResponseSchema = z.object({ result: adminUserSchema });
