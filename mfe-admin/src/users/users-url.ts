import { adminUsersQuerySchema, type AdminUsersQuery } from '@jatra/shared';

const DEFAULTS = adminUsersQuerySchema.parse({});

/** The list's search, filter and page cursor as the URL holds them (so Back and a reload keep them); junk → defaults. */
export function usersQueryFrom(params: URLSearchParams): AdminUsersQuery {
  const read = (key: keyof AdminUsersQuery) => params.get(key) ?? undefined;
  const parsed = adminUsersQuerySchema.safeParse({
    q: read('q'),
    status: read('status'),
    after: read('after'),
    before: read('before'),
  });
  return parsed.success ? parsed.data : DEFAULTS;
}

/** Only what differs from the defaults goes into the URL: `/admin/users?q=das&after=…`. */
export function usersParams(query: AdminUsersQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.status !== DEFAULTS.status) params.set('status', query.status);
  if (query.after) params.set('after', query.after);
  else if (query.before) params.set('before', query.before);
  return params;
}
