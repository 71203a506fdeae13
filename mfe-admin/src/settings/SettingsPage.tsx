import { ADMIN_MESSAGES, sayRule } from '@jatra/shared';
import { Card, ErrorState, Skeleton } from '@jatra/shared/ui';
import { useAdminI18n } from '../i18n';
import { PageHead } from '../parts';
import { MaintenanceCard } from './MaintenanceCard';
import { SettingsForm } from './SettingsForm';
import { SyncCards } from './SyncCards';
import { useSettings } from './use-settings';
import './settings.css';

function FormSkeleton() {
  const { t } = useAdminI18n();
  return (
    <Card className="admin-section" role="status" aria-live="polite">
      <span className="jt-visually-hidden">{t('settings.loading')}</span>
      <Skeleton width="30%" height={24} />
      <div className="admin-halves">
        {[0, 1, 2, 3, 4].map((field) => (
          <div key={field} className="jt-field">
            <Skeleton width="40%" />
            <Skeleton height={44} />
          </div>
        ))}
      </div>
    </Card>
  );
}

function Form() {
  const settings = useSettings();
  if (settings.isPending) return <FormSkeleton />;
  if (settings.isError) {
    return (
      <ErrorState
        title={sayRule(ADMIN_MESSAGES.settingsFailed)}
        message={settings.error.message}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  return <SettingsForm stored={settings.data} />;
}

/** `/admin/settings`: fees and support contacts, the provider lists' syncs, a backup and the caches. */
export function SettingsPage() {
  const { t } = useAdminI18n();
  return (
    <div className="admin-page">
      <PageHead title={t('settings.title')} intro={t('settings.intro')} />
      <Form />
      <SyncCards />
      <MaintenanceCard />
    </div>
  );
}
