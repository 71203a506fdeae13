import {
  ADMIN_MESSAGES,
  BALANCE_HEALTH_TEXT,
  adminBalanceQuerySchema,
  type AdminBalance,
  type BalanceHealth,
  sayRule,
} from '@jatra/shared';
import { AlertTriangle, CheckCircle2, Download, XCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useAdminI18n } from '../i18n';
import { NOT_SENT, QueryFailed } from '../parts';
import { PageHead } from '../parts';
import { QueryForm } from '../parts';
import { Field } from '../parts';
import { Stat, StatsSkeleton } from '../parts';
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
      {sayRule(BALANCE_HEALTH_TEXT[health])}
    </p>
  );
}

function Balance({ balance }: { balance: AdminBalance }) {
  const { t, format } = useAdminI18n();
  const rupeesOrDash = (amount: number | null) => (amount === null ? NOT_SENT : format.rupees(amount));
  return (
    <div className="admin-section">
      {(balance.name !== null || balance.travel_id !== null) && (
        <p className="admin-muted">
          {balance.name !== null && t('balance.account', { name: balance.name })}
          {balance.name !== null && balance.travel_id !== null && ' · '}
          {balance.travel_id !== null && t('balance.travelId', { id: balance.travel_id })}
        </p>
      )}
      <HealthBanner health={balance.health} />
      <div className="admin-stats admin-stats--four">
        <Stat label={t('balance.balance')} value={rupeesOrDash(balance.balance_amount)} />
        <Stat label={t('balance.creditLimit')} value={rupeesOrDash(balance.credit_limit)} />
        <Stat label={t('balance.notifyLimit')} value={rupeesOrDash(balance.notify_limit)} />
        <Stat label={t('balance.availableCredit')} value={rupeesOrDash(balance.available_credit)} />
      </div>
    </div>
  );
}

function BalanceView({ request }: { request: BalanceRequest }) {
  const { t } = useAdminI18n();
  const balance = useBalance(request);
  if (balance.isPending) return <StatsSkeleton label={t('balance.loading')} count={4} four />;
  if (balance.isError) {
    const title = request.direct ? sayRule(ADMIN_MESSAGES.balanceFailed) : sayRule(ADMIN_MESSAGES.balanceInfoFailed);
    return <QueryFailed title={title} query={balance} />;
  }
  return <Balance balance={balance.data} />;
}

/** Admin › Balance: Jatra's account with the provider, and whether it needs topping up. */
export function BalancePage() {
  const { t } = useAdminI18n();
  const [request, setRequest] = useState<BalanceRequest>({ direct: false });
  const [direct, setDirect] = useState(false);
  const [travelId, setTravelId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();

  const toggle = (on: boolean) => {
    setDirect(on);
    setProblem(null);
    if (!on) setRequest({ direct: false });
  };

  const load = (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminBalanceQuerySchema.safeParse({ travel_id: travelId.trim() || undefined });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? sayRule(ADMIN_MESSAGES.balanceFailed));
    setProblem(null);
    setRequest({ direct: true, travelId: parsed.data.travel_id });
  };

  return (
    <div className="admin-page">
      <PageHead title={t('balance.title')} intro={t('balance.intro')} />
      <div className="balance-direct">
        <label className="balance-switch">
          <input
            type="checkbox"
            role="switch"
            checked={direct}
            onChange={(event) => toggle(event.currentTarget.checked)}
          />
          <span className="balance-switch__track" aria-hidden="true" />
          {t('balance.direct')}
        </label>
        {direct && (
          <QueryForm
            label={t('balance.direct')}
            onSubmit={load}
            submitIcon={Download}
            submitLabel={t('balance.load')}
            problem={problem}
            problemId={problemId}
          >
            <Field label={t('balance.travelIdField')}>
              {(control) => (
                <input
                  {...control}
                  inputMode="numeric"
                  autoComplete="off"
                  value={travelId}
                  // the check is said under the whole form, as the other admin forms say theirs
                  aria-invalid={problem !== null || undefined}
                  aria-describedby={problem ? problemId : undefined}
                  onChange={(event) => setTravelId(event.currentTarget.value)}
                />
              )}
            </Field>
          </QueryForm>
        )}
      </div>
      <BalanceView request={request} />
    </div>
  );
}
