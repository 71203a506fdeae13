import type { AdminUsersPage, AdminUsersQuery, UserStatus } from '@jatra/shared';
import { useHost } from '@jatra/shared/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchUsers, setUserStatus } from './users-api';

const usersKeys = {
  all: ['admin', 'users'] as const,
  page: (query: AdminUsersQuery) => ['admin', 'users', query] as const,
};

export function useUsers(query: AdminUsersQuery) {
  const host = useHost();
  return useQuery({
    queryKey: usersKeys.page(query),
    queryFn: ({ signal }) => fetchUsers(host, query, signal),
    // the old page stays on screen while the next one loads, instead of the table collapsing to a skeleton
    placeholderData: keepPreviousData,
  });
}

/** Changes one user's status; every cached page showing that user shows the new status at once. */
export function useSetUserStatus() {
  const host = useHost();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: UserStatus }) => setUserStatus(host, id, status),
    onSuccess: (updated) => {
      client.setQueriesData<AdminUsersPage>(
        { queryKey: usersKeys.all },
        (page) => page && { ...page, users: page.users.map((user) => (user.id === updated.id ? updated : user)) },
      );
    },
  });
}
