import { Card, Skeleton } from '@jatra/shared/ui';
import { Bus } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { QueryFailed } from '../QueryFailed';
import { DeparturesTable } from './DeparturesTable';
import { ManifestView } from './ManifestView';
import { useVendorDashboard } from './use-vendor';
import { AwaitingOperator, VendorDetails } from './VendorDetails';
import { VendorBookingsTable } from './VendorBookingsTable';
import { accountI18n, useAccountI18n } from '../i18n';
import './vendor.css';

function DashboardSkeleton() {
  const { t } = useAccountI18n();
  return (
    <div className="vendor-stack" role="status" aria-live="polite">
      <span className="jt-visually-hidden">{t('vendor.loading')}</span>
      <Card className="vendor-card">
        <Skeleton width="45%" height={24} />
        <div className="vendor-facts">
          {[0, 1, 2, 3, 4].map((fact) => (
            <Skeleton key={fact} height={40} />
          ))}
        </div>
      </Card>
      {[0, 1].map((table) => (
        <Card key={table} className="vendor-card">
          <Skeleton width="30%" height={24} />
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={36} />
          ))}
        </Card>
      ))}
    </div>
  );
}

function Dashboard() {
  const { t } = useAccountI18n();
  const dashboard = useVendorDashboard();
  if (dashboard.isPending) return <DashboardSkeleton />;
  if (dashboard.isError) return <QueryFailed title={t('vendor.loadFailed')} query={dashboard} />;
  const { vendor, operator, departures, bookings } = dashboard.data;
  return (
    <div className="vendor-stack">
      <VendorDetails vendor={vendor} />
      {operator === null ? (
        <AwaitingOperator status={vendor.status} />
      ) : (
        <>
          <p className="vendor-operator">
            <Bus size={20} aria-hidden="true" />
            <span>
              <accountI18n.RichMessage
                id="vendor.operator"
                values={{ name: operator.name }}
                components={{ 0: <strong /> }}
              />
              <span className="vendor-operator__id">{t('vendor.operatorId', { id: operator.id })}</span>
            </span>
          </p>
          <DeparturesTable departures={departures} operatorName={operator.name} />
          <VendorBookingsTable bookings={bookings} />
        </>
      )}
    </div>
  );
}

/** `/vendor` (role vendor; the API checks it too): the application, the operator's departures and sales. */
export function VendorDashboardPage() {
  const [search] = useSearchParams();
  const { t } = useAccountI18n();
  const manifest = search.get('manifest');
  return (
    <main className="jt-container vendor-page" data-remote="account">
      {manifest !== null ? (
        <ManifestView scheduleId={manifest} />
      ) : (
        <>
          <h1 className="vendor-page__title">{t('vendor.title')}</h1>
          <Dashboard />
        </>
      )}
    </main>
  );
}
