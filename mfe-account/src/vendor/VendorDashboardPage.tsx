import { Card, Skeleton } from '@jatra/shared/ui';
import { Bus } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { QueryFailed } from '../QueryFailed';
import { DeparturesTable } from './DeparturesTable';
import { ManifestView } from './ManifestView';
import { useVendorDashboard } from './use-vendor';
import { AwaitingOperator, VendorDetails } from './VendorDetails';
import { VendorBookingsTable } from './VendorBookingsTable';
import './vendor.css';

function DashboardSkeleton() {
  return (
    <div className="vendor-stack" role="status" aria-live="polite">
      <span className="jt-visually-hidden">Loading your dashboard</span>
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

const LOAD_FAILED = 'We could not load your dashboard';

function Dashboard() {
  const dashboard = useVendorDashboard();
  if (dashboard.isPending) return <DashboardSkeleton />;
  if (dashboard.isError) return <QueryFailed title={LOAD_FAILED} query={dashboard} />;
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
              Operator <strong>{operator.name}</strong>
              <span className="vendor-operator__id">ID {operator.id}</span>
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
  const manifest = search.get('manifest');
  return (
    <main className="jt-container vendor-page" data-remote="account">
      {manifest !== null ? (
        <ManifestView scheduleId={manifest} />
      ) : (
        <>
          <h1 className="vendor-page__title">Vendor Dashboard</h1>
          <Dashboard />
        </>
      )}
    </main>
  );
}
