import { ADMIN_MESSAGES, sayRule } from '@jatra/shared';
import { Button, useHost } from '@jatra/shared/ui';
import { DatabaseBackup, Eraser, Wrench } from 'lucide-react';
import { Section } from '../parts';
import type { ClearedCache } from './settings-api';
import { useBackup, useClearCache } from './use-settings';

/** 'Caches cleared: search (12 entries), seat layouts (1 entry)' */
function clearedMessage(cleared: ClearedCache[]): string {
  if (cleared.length === 0) return sayRule(ADMIN_MESSAGES.cacheCleared);
  const list = cleared.map(({ name, entries }) => `${name} (${entries} ${entries === 1 ? 'entry' : 'entries'})`);
  return `${sayRule(ADMIN_MESSAGES.cacheCleared)}: ${list.join(', ')}`;
}

/** Backup Now downloads a copy of our data; Clear Cache empties the server's caches of provider answers. */
export function MaintenanceCard() {
  const host = useHost();
  const backup = useBackup();
  const clear = useClearCache();
  return (
    <Section title="Maintenance" icon={Wrench}>
      <div className="admin-halves">
        <div className="settings-item">
          <Button
            variant="secondary"
            loading={backup.isPending}
            onClick={() =>
              backup.mutate(undefined, {
                onSuccess: ({ filename }) => host.toast.success(`Backup downloaded as ${filename}`),
                onError: (error) => host.toast.error(error.message),
              })
            }
          >
            <DatabaseBackup size={16} aria-hidden="true" />
            Backup Now
          </Button>
          <p className="admin-muted">
            Downloads a readable copy of every table (settings, users, bookings, synced provider data) as compressed
            JSON lines. One backup at a time; a large database takes minutes.
          </p>
        </div>
        <div className="settings-item">
          <Button
            variant="secondary"
            loading={clear.isPending}
            onClick={() =>
              clear.mutate(undefined, {
                onSuccess: (cleared) => host.toast.success(clearedMessage(cleared)),
                onError: (error) => host.toast.error(error.message),
              })
            }
          >
            <Eraser size={16} aria-hidden="true" />
            Clear Cache
          </Button>
          <p className="admin-muted">Forgets the provider answers kept for speed, so the next searches ask afresh.</p>
        </div>
      </div>
    </Section>
  );
}
