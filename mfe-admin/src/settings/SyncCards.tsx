import { SYNC_TARGETS, type SyncStatus, type SyncTarget } from '@jatra/shared';
import { Card, ErrorState, Skeleton } from '@jatra/shared/ui';
import { Bus, Database, MapPin, RefreshCw, Route, type LucideIcon } from 'lucide-react';
import { adminI18n, useAdminI18n, type AdminMessageId } from '../i18n';
import { Section } from '../parts';
import { SyncButton } from '../sync';
import { useSyncStatus } from './use-settings';

/** Each list's card: its title, how many it holds, and its Sync button. */
const CARDS = {
  cities: { title: 'sync.cities', count: 'sync.citiesCount', sync: 'sync.syncCities', icon: MapPin },
  'city-pairs': { title: 'sync.pairs', count: 'sync.pairsCount', sync: 'sync.syncPairs', icon: Route },
  operators: { title: 'sync.operators', count: 'sync.operatorsCount', sync: 'sync.syncOperators', icon: Bus },
  masters: { title: 'sync.masters', count: 'sync.mastersCount', sync: 'sync.syncMasters', icon: Database },
} as const satisfies Record<
  SyncTarget,
  { title: AdminMessageId; count: AdminMessageId; sync: AdminMessageId; icon: LucideIcon }
>;

function SyncCard({ status }: { status: SyncStatus }) {
  const { t, format } = useAdminI18n();
  const card = CARDS[status.target];
  const Icon = card.icon;
  const headingId = `sync-${status.target}-title`;
  return (
    <Card className="settings-item" aria-labelledby={headingId}>
      <h3 className="settings-sync__title" id={headingId}>
        <Icon size={18} aria-hidden="true" />
        {t(card.title)}
      </h3>
      <p className="settings-sync__when">
        {status.synced_at ? (
          <adminI18n.RichMessage
            id="sync.lastSynced"
            values={{ instant: format.instant(status.synced_at) }}
            components={{ 0: <time dateTime={status.synced_at} /> }}
          />
        ) : (
          t('sync.never')
        )}
      </p>
      {status.count !== null && <p className="admin-muted">{t(card.count, { number: format.number(status.count) })}</p>}
      <SyncButton target={status.target} label={t(card.sync)} />
    </Card>
  );
}

/** One card per provider list we copy, each with its last sync and a Sync button. */
export function SyncCards() {
  const { t } = useAdminI18n();
  const status = useSyncStatus();
  return (
    <Section title={t('sync.title')} icon={RefreshCw} plain>
      {status.isPending ? (
        <div className="settings-syncs" role="status" aria-live="polite">
          <span className="jt-visually-hidden">{t('sync.loading')}</span>
          {SYNC_TARGETS.map((target) => (
            <Card key={target} className="settings-item">
              <Skeleton width="50%" />
              <Skeleton width="80%" />
              <Skeleton height={44} radius="pill" />
            </Card>
          ))}
        </div>
      ) : status.isError ? (
        <ErrorState title={t('sync.failed')} message={status.error.message} onRetry={() => void status.refetch()} />
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
