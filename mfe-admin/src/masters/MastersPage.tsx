import { ADMIN_MESSAGES, type AdminMasters, sayRule } from '@jatra/shared';
import { Card, EmptyState, Skeleton } from '@jatra/shared/ui';
import type { ColumnDef } from '@tanstack/react-table';
import { Database } from 'lucide-react';
import { displayInstant, QueryFailed } from '../parts';
import { PageHead } from '../parts';
import { Section } from '../parts';
import { SyncButton } from '../sync';
import { DataTable } from '../table';
import { useMasters } from './use-masters';
import './masters.css';

type Layout = AdminMasters['seat_layout_identifiers'][number];
type Named = AdminMasters['bus_types'][number];

const layoutColumns: ColumnDef<Layout>[] = [
  { accessorKey: 'code', header: 'Code', cell: ({ row }) => <code>{row.original.code}</code> },
  { accessorKey: 'description', header: 'Description' },
];
const namedColumns: ColumnDef<Named>[] = [
  { accessorKey: 'id', header: 'ID', cell: ({ row }) => <span className="admin-num">{row.original.id}</span> },
  { accessorKey: 'name', header: 'Name' },
];

const none = <p className="admin-muted">None in the last sync.</p>;

function MastersSkeleton() {
  return (
    <div className="masters-grid" role="status" aria-live="polite">
      <span className="jt-visually-hidden">Loading masters data</span>
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
  const masters = useMasters();
  if (masters.isPending) return <MastersSkeleton />;
  if (masters.isError) return <QueryFailed title={sayRule(ADMIN_MESSAGES.mastersFailed)} query={masters} />;
  const { seat_layout_identifiers, bus_types, bus_categories, synced_at } = masters.data;
  if (synced_at === null) {
    return (
      <EmptyState
        icon={<Database size={28} />}
        title="Masters data has never been synced"
        text="Press Sync Masters to copy the seat layouts, bus types and bus categories from the provider."
      />
    );
  }
  return (
    <>
      <p className="admin-muted">Last synced {displayInstant(synced_at)}</p>
      <div className="masters-grid">
        <Section title="Seat layout identifiers">
          {seat_layout_identifiers.length === 0 ? (
            none
          ) : (
            <DataTable
              caption="Seat layout identifiers"
              columns={layoutColumns}
              data={seat_layout_identifiers}
              rowKey={(layout) => layout.code}
            />
          )}
        </Section>
        <Section title="Bus types">
          {bus_types.length === 0 ? (
            none
          ) : (
            <DataTable caption="Bus types" columns={namedColumns} data={bus_types} rowKey={(type) => String(type.id)} />
          )}
        </Section>
        <Section title="Bus categories">
          {bus_categories.length === 0 ? (
            none
          ) : (
            <DataTable
              caption="Bus categories"
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
  return (
    <div className="admin-page">
      <PageHead
        title="Masters"
        intro="The provider's reference lists that schedules and seat maps are read with."
        actions={<SyncButton target="masters" label="Sync Masters" />}
      />
      <Masters />
    </div>
  );
}
