import { USER_STATUSES, type AdminUser, type AdminUsersPage, type UserStatus } from '@jatra/shared';
import { Button } from '@jatra/shared/ui';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { useAdminI18n } from '../i18n';
import { formatDay } from '../parts';
import { StatusBadge } from '../parts';
import { ACTIONS_COLUMN_ID, DataTable, type ServerPaging } from '../table';
import { ROLE_LABELS, STATUS_ACTIONS, STATUS_LABELS, STATUS_TONES } from './user-text';

interface UsersTableProps {
  page: AdminUsersPage;
  onPage: ServerPaging['onPage'];
  /** the signed-in admin: their own row has no actions (the API refuses them too) */
  selfId: string | undefined;
  /** the user whose status is being changed, and to what */
  changing: { id: string; status: UserStatus } | null;
  onChange: (user: AdminUser, status: UserStatus) => void;
  empty: ReactNode;
}

export function UsersTable({ page, onPage, selfId, changing, onChange, empty }: UsersTableProps) {
  const { t, format } = useAdminI18n();
  const columns = useMemo<ColumnDef<AdminUser, unknown>[]>(
    () => [
      {
        id: 'name',
        accessorFn: (user) => user.full_name ?? '',
        header: t('users.name'),
        cell: ({ row }) => row.original.full_name ?? <span className="admin-muted">{t('users.noName')}</span>,
      },
      { id: 'email', accessorFn: (user) => user.email ?? '', header: t('users.email') },
      { accessorKey: 'role', header: t('users.role'), cell: ({ row }) => t(ROLE_LABELS[row.original.role]) },
      {
        accessorKey: 'status',
        header: t('users.statusHeader'),
        cell: ({ row }) => (
          <StatusBadge label={t(STATUS_LABELS[row.original.status])} tone={STATUS_TONES[row.original.status]} />
        ),
      },
      {
        accessorKey: 'created_at',
        header: t('users.joined'),
        cell: ({ row }) => <time dateTime={row.original.created_at}>{formatDay(row.original.created_at, format)}</time>,
      },
      {
        id: ACTIONS_COLUMN_ID,
        header: t('table.actions'),
        enableSorting: false,
        cell: ({ row }) => {
          const user = row.original;
          if (user.id === selfId) return <span className="admin-muted">{t('users.you')}</span>;
          const who = user.full_name ?? user.email ?? t('users.thisUser');
          return (
            <div className="admin-table__actions">
              {USER_STATUSES.filter((status) => status !== user.status).map((status) => (
                <Button
                  key={status}
                  variant={status === 'active' ? 'secondary' : 'ghost'}
                  aria-label={t(STATUS_ACTIONS[status].named, { who })}
                  loading={changing?.id === user.id && changing.status === status}
                  disabled={changing?.id === user.id}
                  onClick={() => onChange(user, status)}
                >
                  {t(STATUS_ACTIONS[status].label)}
                </Button>
              ))}
            </div>
          );
        },
      },
    ],
    [selfId, changing, onChange, t, format],
  );
  return (
    <DataTable
      caption={t('users.caption')}
      columns={columns}
      data={page.users}
      rowKey={(user) => user.id}
      paging={{ total: page.total, totalText: 'total.users', next: page.next, previous: page.previous, onPage }}
      empty={empty}
    />
  );
}
