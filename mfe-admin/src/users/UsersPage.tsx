import {
  ADMIN_MESSAGES,
  isClientError,
  type AdminUser,
  type AdminUsersQuery,
  type UserStatus,
  sayRule,
} from '@jatra/shared';
import { Button, EmptyState, ErrorState, useHost } from '@jatra/shared/ui';
import { SearchX } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAdminI18n } from '../i18n';
import { PageHead } from '../parts';
import { TableSkeleton } from '../parts';
import { useSetUserStatus, useUsers } from './use-users';
import { UsersTable } from './UsersTable';
import { UsersToolbar } from './UsersToolbar';
import { usersParams, usersQueryFrom } from './users-url';
import './users.css';

/** The API's own refusal (own status, last admin) in its words; anything else in the product's. */
const refusal = (error: Error) => (isClientError(error) ? error.message : sayRule(ADMIN_MESSAGES.userStatusFailed));

/** `/admin/users`: find users by name or e-mail, filter by status, and activate, suspend or retire them. */
export function UsersPage() {
  const { t } = useAdminI18n();
  const host = useHost();
  const [params, setParams] = useSearchParams();
  // one object per URL, so the debounced search is not restarted by renders that change nothing
  const query = useMemo(() => usersQueryFrom(params), [params]);
  const users = useUsers(query);
  const setStatus = useSetUserStatus();
  const [changing, setChanging] = useState<{ id: string; status: UserStatus } | null>(null);

  const go = useCallback(
    (next: AdminUsersQuery, replace = false) => setParams(usersParams(next), { replace }),
    [setParams],
  );
  // typing replaces the entry (Back skips half-typed searches); filters and pages add one
  const onSearch = useCallback(
    (q: string) => go({ q, status: query.status, after: undefined, before: undefined }, true),
    [go, query.status],
  );

  const change = useCallback(
    (user: AdminUser, status: UserStatus) => {
      setChanging({ id: user.id, status });
      setStatus.mutate(
        { id: user.id, status },
        {
          onSuccess: () => host.toast.success(sayRule(ADMIN_MESSAGES.userStatusUpdated(status))),
          onError: (error) => host.toast.error(refusal(error)),
          onSettled: () => setChanging(null),
        },
      );
    },
    [host, setStatus],
  );

  const filtered = query.q !== '' || query.status !== 'all';
  const empty = (
    <EmptyState
      icon={<SearchX size={28} />}
      title={filtered ? t('users.noMatch') : t('users.none')}
      text={filtered ? t('users.noMatchText') : undefined}
      action={
        filtered ? (
          <Button variant="secondary" onClick={() => go({ q: '', status: 'all', after: undefined, before: undefined })}>
            {t('users.clear')}
          </Button>
        ) : undefined
      }
    />
  );

  return (
    <div className="admin-page">
      <PageHead title={t('users.title')} intro={t('users.intro')} />
      <UsersToolbar
        q={query.q}
        status={query.status}
        onSearch={onSearch}
        onStatus={(status) => go({ q: query.q, status, after: undefined, before: undefined })}
      />
      {users.isPending ? (
        <TableSkeleton label={t('users.loading')} columns={6} />
      ) : users.isError ? (
        <ErrorState
          title={sayRule(ADMIN_MESSAGES.usersFailed)}
          message={users.error.message}
          onRetry={() => void users.refetch()}
        />
      ) : (
        <div aria-busy={users.isPlaceholderData || undefined} className="users-results">
          <UsersTable
            page={users.data}
            onPage={(page) => go({ q: query.q, status: query.status, after: page.after, before: page.before })}
            selfId={host.user?.id}
            changing={changing}
            onChange={change}
            empty={empty}
          />
        </div>
      )}
    </div>
  );
}
