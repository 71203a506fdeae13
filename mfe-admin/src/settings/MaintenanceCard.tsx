import { ADMIN_MESSAGES, sayRule } from '@jatra/shared';
import { Button, useHost } from '@jatra/shared/ui';
import { DatabaseBackup, Eraser, Wrench } from 'lucide-react';
import { useAdminI18n } from '../i18n';
import { Section } from '../parts';
import type { ClearedCache } from './settings-api';
import { useBackup, useClearCache } from './use-settings';

type T = ReturnType<typeof useAdminI18n>['t'];

/** 'Caches cleared: search (12 entries), seat layouts (1 entry)' */
function clearedMessage(t: T, cleared: ClearedCache[]): string {
  if (cleared.length === 0) return sayRule(ADMIN_MESSAGES.cacheCleared);
  const list = cleared.map(({ name, entries }) => t('maintenance.cacheEntries', { name, count: entries }));
  return `${sayRule(ADMIN_MESSAGES.cacheCleared)}: ${list.join(', ')}`;
}

/** Backup Now downloads a copy of our data; Clear Cache empties the server's caches of provider answers. */
export function MaintenanceCard() {
  const host = useHost();
  const { t } = useAdminI18n();
  const backup = useBackup();
  const clear = useClearCache();
  return (
    <Section title={t('maintenance.title')} icon={Wrench}>
      <div className="admin-halves">
        <div className="settings-item">
          <Button
            variant="secondary"
            loading={backup.isPending}
            onClick={() =>
              backup.mutate(undefined, {
                onSuccess: ({ filename }) => host.toast.success(t('maintenance.backupDone', { filename })),
                onError: (error) => host.toast.error(error.message),
              })
            }
          >
            <DatabaseBackup size={16} aria-hidden="true" />
            {t('maintenance.backup')}
          </Button>
          <p className="admin-muted">{t('maintenance.backupHelp')}</p>
        </div>
        <div className="settings-item">
          <Button
            variant="secondary"
            loading={clear.isPending}
            onClick={() =>
              clear.mutate(undefined, {
                onSuccess: (cleared) => host.toast.success(clearedMessage(t, cleared)),
                onError: (error) => host.toast.error(error.message),
              })
            }
          >
            <Eraser size={16} aria-hidden="true" />
            {t('maintenance.clear')}
          </Button>
          <p className="admin-muted">{t('maintenance.clearHelp')}</p>
        </div>
      </div>
    </Section>
  );
}
