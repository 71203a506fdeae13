import { adminUsersQuerySchema, type AdminUsersQuery } from '@jatra/shared';

const DEFAULTS = adminUsersQuerySchema.parse({});

/** The list's search, filter and page as the URL holds them (so Back and a reload keep them); junk → defaults. */
export function usersQueryFrom(params: URLSearchParams): AdminUsersQuery {
  const read = (key: keyof AdminUsersQuery) => params.get(key) ?? undefined;
  const parsed = adminUsersQuerySchema.safeParse({ q: read('q'), status: read('status'), page: read('page') });
  return parsed.success ? parsed.data : DEFAULTS;
}

/** Only what differs from the defaults goes into the URL: `/admin/users?q=das&page=2`. */
export function usersParams(query: AdminUsersQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.status !== DEFAULTS.status) params.set('status', query.status);
  if (query.page !== DEFAULTS.page) params.set('page', String(query.page));
  return params;
}
