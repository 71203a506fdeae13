import { SYNC_TARGET_NOUNS, SYNC_TARGETS, type SyncStatus, type SyncTarget } from '@jatra/shared';
import { Card, ErrorState, Skeleton } from '@jatra/shared/ui';
import { Bus, Database, MapPin, RefreshCw, Route, type LucideIcon } from 'lucide-react';
import { count, displayInstant } from '../parts';
import { Section } from '../parts';
import { SyncButton } from '../sync';
import { useSyncStatus } from './use-settings';

const CARDS: Record<SyncTarget, { title: string; icon: LucideIcon }> = {
  cities: { title: 'Cities', icon: MapPin },
  'city-pairs': { title: 'City pairs', icon: Route },
  operators: { title: 'Operators', icon: Bus },
  masters: { title: 'Masters', icon: Database },
};

function SyncCard({ status }: { status: SyncStatus }) {
  const { title, icon: Icon } = CARDS[status.target];
  const headingId = `sync-${status.target}-title`;
  return (
    <Card className="settings-item" aria-labelledby={headingId}>
      <h3 className="settings-sync__title" id={headingId}>
        <Icon size={18} aria-hidden="true" />
        {title}
      </h3>
      <p className="settings-sync__when">
        {status.synced_at ? (
          <>
            Last synced <time dateTime={status.synced_at}>{displayInstant(status.synced_at)}</time>
          </>
        ) : (
          'Never synced'
        )}
      </p>
      {status.count !== null && (
        <p className="admin-muted">
          {count(status.count)} {SYNC_TARGET_NOUNS[status.target]}
        </p>
      )}
      <SyncButton target={status.target} label={`Sync ${title}`} />
    </Card>
  );
}

/** One card per provider list we copy, each with its last sync and a Sync button. */
export function SyncCards() {
  const status = useSyncStatus();
  return (
    <Section title="Provider data" icon={RefreshCw} plain>
      {status.isPending ? (
        <div className="settings-syncs" role="status" aria-live="polite">
          <span className="jt-visually-hidden">Loading the last syncs</span>
          {SYNC_TARGETS.map((target) => (
            <Card key={target} className="settings-item">
              <Skeleton width="50%" />
              <Skeleton width="80%" />
              <Skeleton height={44} radius="pill" />
            </Card>
          ))}
        </div>
      ) : status.isError ? (
        <ErrorState
          title="Failed to load the last syncs"
          message={status.error.message}
          onRetry={() => void status.refetch()}
        />
      ) : (
        <div className="settings-syncs">
          {SYNC_TARGETS.map((target) => {
            const known = status.data.find((entry) => entry.target === target);
            return <SyncCard key={target} status={known ?? { target, key: target, synced_at: null, count: null }} />;
          })}
        </div>
      )}
    </Section>
  );
}
