import {
  ADMIN_MESSAGES,
  BALANCE_HEALTH_TEXT,
  adminBalanceQuerySchema,
  type AdminBalance,
  type BalanceHealth,
} from '@jatra/shared';
import { Button, ErrorState } from '@jatra/shared/ui';
import { AlertTriangle, CheckCircle2, Download, XCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { errorDetail, rupeesOrDash } from '../parts/display';
import { PageHead } from '../parts/PageHead';
import { CardsSkeleton } from '../parts/TableSkeleton';
import { useBalance, type BalanceRequest } from './use-balance';
import './balance.css';

const HEALTH_ICONS: Record<BalanceHealth, typeof CheckCircle2> = {
  danger: XCircle,
  warning: AlertTriangle,
  healthy: CheckCircle2,
};

function HealthBanner({ health }: { health: BalanceHealth }) {
  const Icon = HEALTH_ICONS[health];
  return (
    <p className={`balance-health balance-health--${health}`} role="status">
      <Icon size={22} aria-hidden="true" />
      {BALANCE_HEALTH_TEXT[health]}
    </p>
  );
}

function Amount({ label, amount }: { label: string; amount: number | null }) {
  const id = useId();
  return (
    <section className="adm-card" aria-labelledby={id}>
      <h2 id={id} className="adm-card__label">
        {label}
      </h2>
      <p className="adm-card__value">{rupeesOrDash(amount)}</p>
    </section>
  );
}

function Balance({ balance }: { balance: AdminBalance }) {
  return (
    <div className="balance-view">
      {(balance.name !== null || balance.travel_id !== null) && (
        <p className="adm-note">
          {balance.name !== null && <>Account {balance.name}</>}
          {balance.name !== null && balance.travel_id !== null && ' · '}
          {balance.travel_id !== null && <>Travel ID {balance.travel_id}</>}
        </p>
      )}
      <HealthBanner health={balance.health} />
      <div className="adm-cards">
        <Amount label="Balance" amount={balance.balance_amount} />
        <Amount label="Credit limit" amount={balance.credit_limit} />
        <Amount label="Notify limit" amount={balance.notify_limit} />
        <Amount label="Available credit" amount={balance.available_credit} />
      </div>
    </div>
  );
}

function BalanceView({ request }: { request: BalanceRequest }) {
  const balance = useBalance(request);
  if (balance.isPending) return <CardsSkeleton label="Loading the balance" count={4} />;
  if (balance.isError) {
    const title = request.direct ? ADMIN_MESSAGES.balanceFailed : ADMIN_MESSAGES.balanceInfoFailed;
    return (
      <ErrorState title={title} message={errorDetail(title, balance.error)} onRetry={() => void balance.refetch()} />
    );
  }
  return <Balance balance={balance.data} />;
}

/** Admin › Balance: Jatra's account with the provider, and whether it needs topping up. */
export function BalancePage() {
  const [request, setRequest] = useState<BalanceRequest>({ direct: false });
  const [direct, setDirect] = useState(false);
  const [travelId, setTravelId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const problemId = useId();

  const toggle = (on: boolean) => {
    setDirect(on);
    setProblem(null);
    if (!on) setRequest({ direct: false });
  };

  const load = (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminBalanceQuerySchema.safeParse({ travel_id: travelId.trim() || undefined });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? ADMIN_MESSAGES.balanceFailed);
    setProblem(null);
    setRequest({ direct: true, travelId: parsed.data.travel_id });
  };

  return (
    <div className="adm-page">
      <PageHead title="Balance" intro="Jatra's account with the bus provider: what is left to sell tickets with." />
      <div className="balance-direct">
        <label className="balance-switch">
          <input
            type="checkbox"
            role="switch"
            checked={direct}
            onChange={(event) => toggle(event.currentTarget.checked)}
          />
          <span className="balance-switch__track" aria-hidden="true" />
          Direct API Access
        </label>
        {direct && (
          <form className="balance-direct__form" onSubmit={load} noValidate aria-label="Direct API Access">
            <div className="jt-field">
              <label className="jt-field__label" htmlFor={inputId}>
                Travel ID (optional)
              </label>
              <div className="jt-field__control">
                <input
                  id={inputId}
                  className="jt-field__input"
                  inputMode="numeric"
                  autoComplete="off"
                  value={travelId}
                  aria-invalid={problem !== null || undefined}
                  aria-describedby={problem ? problemId : undefined}
                  onChange={(event) => setTravelId(event.currentTarget.value)}
                />
              </div>
            </div>
            <Button type="submit" className="balance-direct__load">
              <Download size={18} aria-hidden="true" />
              Load
            </Button>
            {problem && (
              <p id={problemId} role="alert" className="adm-form-error balance-direct__problem">
                {problem}
              </p>
            )}
          </form>
        )}
      </div>
      <BalanceView request={request} />
    </div>
  );
}
