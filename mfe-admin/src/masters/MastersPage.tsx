import { ADMIN_MESSAGES, type AdminMasters, sayRule } from '@jatra/shared';
import { Card, EmptyState, Skeleton } from '@jatra/shared/ui';
import type { ColumnDef } from '@tanstack/react-table';
import { Database } from 'lucide-react';
import { useAdminI18n } from '../i18n';
import { QueryFailed } from '../parts';
import { PageHead } from '../parts';
import { Section } from '../parts';
import { SyncButton } from '../sync';
import { DataTable } from '../table';
import { useMasters } from './use-masters';
import './masters.css';

type Layout = AdminMasters['seat_layout_identifiers'][number];
type Named = AdminMasters['bus_types'][number];

function useColumns() {
  const { t } = useAdminI18n();
  const layoutColumns: ColumnDef<Layout>[] = [
    { accessorKey: 'code', header: t('masters.code'), cell: ({ row }) => <code>{row.original.code}</code> },
    { accessorKey: 'description', header: t('masters.description') },
  ];
  const namedColumns: ColumnDef<Named>[] = [
    {
      accessorKey: 'id',
      header: t('masters.id'),
      cell: ({ row }) => <span className="admin-num">{row.original.id}</span>,
    },
    { accessorKey: 'name', header: t('masters.name') },
  ];
  return { layoutColumns, namedColumns };
}

function MastersSkeleton() {
  const { t } = useAdminI18n();
  return (
    <div className="masters-grid" role="status" aria-live="polite">
      <span className="jt-visually-hidden">{t('masters.loading')}</span>
      {[0, 1, 2].map((card) => (
        <Card key={card} className="admin-section">
          <Skeleton width="50%" height={22} />
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} height={32} />
          ))}
        </Card>
      ))}
    </div>
  );
}

function Masters() {
  const { t, format } = useAdminI18n();
  const { layoutColumns, namedColumns } = useColumns();
  const masters = useMasters();
  if (masters.isPending) return <MastersSkeleton />;
  if (masters.isError) return <QueryFailed title={sayRule(ADMIN_MESSAGES.mastersFailed)} query={masters} />;
  const { seat_layout_identifiers, bus_types, bus_categories, synced_at } = masters.data;
  if (synced_at === null) {
    return (
      <EmptyState icon={<Database size={28} />} title={t('masters.neverSynced')} text={t('masters.neverSyncedText')} />
    );
  }
  const none = <p className="admin-muted">{t('masters.none')}</p>;
  return (
    <>
      <p className="admin-muted">{t('masters.lastSynced', { instant: format.instant(synced_at) })}</p>
      <div className="masters-grid">
        <Section title={t('masters.layouts')}>
          {seat_layout_identifiers.length === 0 ? (
            none
          ) : (
            <DataTable
              caption={t('masters.layouts')}
              columns={layoutColumns}
              data={seat_layout_identifiers}
              rowKey={(layout) => layout.code}
            />
          )}
        </Section>
        <Section title={t('masters.busTypes')}>
          {bus_types.length === 0 ? (
            none
          ) : (
            <DataTable
              caption={t('masters.busTypes')}
              columns={namedColumns}
              data={bus_types}
              rowKey={(type) => String(type.id)}
            />
          )}
        </Section>
        <Section title={t('masters.busCategories')}>
          {bus_categories.length === 0 ? (
            none
          ) : (
            <DataTable
              caption={t('masters.busCategories')}
              columns={namedColumns}
              data={bus_categories}
              rowKey={(category) => String(category.id)}
            />
          )}
        </Section>
      </div>
    </>
  );
}

/** Admin › Masters: the provider's reference lists (seat layouts, bus types, bus categories). */
export function MastersPage() {
  const { t } = useAdminI18n();
  return (
    <div className="admin-page">
      <PageHead
        title={t('masters.title')}
        intro={t('masters.intro')}
        actions={<SyncButton target="masters" label={t('masters.sync')} />}
      />
      <Masters />
    </div>
  );
}
