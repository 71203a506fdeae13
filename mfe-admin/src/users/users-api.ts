import {
  adminUserResponseSchema,
  adminUsersResponseSchema,
  apiGet,
  apiPut,
  type AdminUser,
  type AdminUsersPage,
  type AdminUsersQuery,
  type HostApi,
  type UserStatus,
} from '@jatra/shared';
import { adminClient } from '../api';

/** `GET /api/admin/users?q=&status=&after=|before=`: one page of users, matching name or e-mail in any case. */
export async function fetchUsers(host: HostApi, query: AdminUsersQuery, signal?: AbortSignal): Promise<AdminUsersPage> {
  const search = new URLSearchParams({ q: query.q, status: query.status });
  if (query.after) search.set('after', query.after);
  if (query.before) search.set('before', query.before);
  return (await apiGet(adminClient(host), `/api/admin/users?${search}`, adminUsersResponseSchema, { signal })).result;
}

/** `PUT /api/admin/users/{id}/status` */
export async function setUserStatus(host: HostApi, id: string, status: UserStatus): Promise<AdminUser> {
  return (await apiPut(adminClient(host), `/api/admin/users/${id}/status`, { status }, adminUserResponseSchema)).result;
}
