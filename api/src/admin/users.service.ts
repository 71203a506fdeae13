import type { Logger } from 'pino';
import {
  ADMIN_MESSAGES,
  ADMIN_USERS_PAGE_SIZE,
  type AdminUser,
  type AdminUsersPage,
  type AdminUsersQuery,
} from '@jatra/shared';
import type { AuditRecorder } from '../audit';
import type { IdentitiesRepository, UserRow, UserStatus } from '../auth';
import { AppError, notFound } from '../http/app-error';

/** What the users admin needs of the auth module, which owns `users` and the sessions. */
export type UsersStore = Pick<IdentitiesRepository, 'listUsers' | 'changeStatus'>;

function userJson(row: UserRow): AdminUser {
  return {
    id: row.id,
    full_name: row.fullName,
    email: row.email,
    phone: row.phone,
    role: row.role,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

/** The admin's user list and status changes. */
export function createUsersAdminService(deps: {
  store: UsersStore;
  audit: AuditRecorder;
  logger: Logger;
  now?: () => Date;
}) {
  const { store, audit, logger } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async list(query: AdminUsersQuery): Promise<AdminUsersPage> {
      const { q, status, after, before } = query;
      const page = await store.listUsers({ q, status, paging: { after, before }, pageSize: ADMIN_USERS_PAGE_SIZE });
      return {
        users: page.rows.map(userJson),
        total: page.total,
        page_size: ADMIN_USERS_PAGE_SIZE,
        next: page.next,
        previous: page.previous,
      };
    },

    /** Takes effect at once: a user who is no longer active loses every session (see changeStatus). */
    async setStatus(id: string, status: UserStatus, adminId: string): Promise<AdminUser> {
      // an admin locking themselves out would need another admin to undo it
      if (id === adminId) throw new AppError(409, 'conflict', ADMIN_MESSAGES.ownStatus);
      const change = await store.changeStatus(id, status, now());
      if (change.kind === 'not_found') throw notFound(ADMIN_MESSAGES.userNotFound);
      if (change.kind === 'last_admin') throw new AppError(409, 'conflict', ADMIN_MESSAGES.lastAdmin);
      const { user } = change;
      logger.info({ userId: id, status, adminId }, 'user status changed');
      await audit.record({
        kind: 'user_status',
        summary: `Set user ${user.fullName ?? user.email ?? user.phone ?? user.id} to ${status}`,
        actorId: adminId,
      });
      return userJson(user);
    },
  };
}

export type UsersAdminService = ReturnType<typeof createUsersAdminService>;
