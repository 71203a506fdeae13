import { CANCELLATION_MESSAGES, failureText, REFUND_TIMELINE, type TicketDetails, sayRule } from '@jatra/shared';
import { Button, ConfirmDialog, Facts } from '@jatra/shared/ui';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { bookedSeats, detailsPath, seatsToCancel } from './cancellation-text';
import { CheckSummary } from './CheckSummary';
import { CancelHeading, CancellationSkeleton, NotCancellable, UnableToFetch } from './CancellationStates';
import { JourneySummary } from './JourneySummary';
import { PolicyTable } from './PolicyTable';
import { SeatSelection, type CancelScope } from './SeatSelection';
import { useCancellationCheck, type useCancelTicket } from './use-cancellation';
import { accountI18n, useAccountI18n } from '../i18n';

/**
 * A confirmed ticket: check with the server whether (and for how much) it can be cancelled, let the traveller
 * choose seats, confirm, cancel.
 */
export function CancellationFlow({
  ticket,
  cancel,
}: {
  ticket: TicketDetails;
  cancel: ReturnType<typeof useCancelTicket>;
}) {
  const { t, format } = useAccountI18n();
  const pnr = ticket.pnr_number;
  const booked = bookedSeats(ticket);
  // a ticket of one seat has nothing to choose: cancelling it is cancelling all
  const [scope, setScope] = useState<CancelScope>(booked.length > 1 ? null : 'all');
  const [chosen, setChosen] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const seats = scope === 'some' ? seatsToCancel(chosen, booked) : [];
  const partial = seats.length > 0;
  const prompt =
    scope === null ? t('cancel.promptScope') : scope === 'some' && chosen.length === 0 ? t('cancel.promptSeats') : null;

  const whole = useCancellationCheck(pnr, []);
  const some = useCancellationCheck(pnr, seats, { enabled: partial, fallback: whole.data });

  if (whole.isPending) {
    return (
      <>
        <CancelHeading pnr={pnr} />
        <CancellationSkeleton />
      </>
    );
  }
  if (!whole.data) {
    return (
      <>
        <CancelHeading pnr={pnr} />
        <UnableToFetch
          pnr={pnr}
          message={failureText(whole.error, CANCELLATION_MESSAGES.checkFailed)}
          onRetry={() => void whole.refetch()}
        />
      </>
    );
  }
  const settled = partial && some.data && !some.isPlaceholderData ? some.data : null;
  if (!whole.data.is_cancellable) return <NotCancellable pnr={pnr} reason={whole.data.reason} />;
  if (settled && !settled.is_cancellable) return <NotCancellable pnr={pnr} reason={settled.reason} />;

  const shown = partial ? some : whole;
  const check = shown.data;
  const checking = shown.isFetching;
  const error = partial && some.isError ? failureText(some.error, CANCELLATION_MESSAGES.checkFailed) : null;
  const ready = Boolean(check) && !checking && !error && prompt === null;

  const toggle = (seat: string) =>
    setChosen((current) => (current.includes(seat) ? current.filter((s) => s !== seat) : [...current, seat]));
  const confirm = () => cancel.submit(seats, { onError: () => setConfirming(false) });

  return (
    <>
      <CancelHeading pnr={pnr} />
      <div className="cancel-layout">
        <div className="cancel-layout__main">
          <div className="cancel-notice" role="note" aria-label={t('cancel.beforeYouCancel')}>
            <AlertTriangle size={20} aria-hidden="true" />
            <p>
              <accountI18n.RichMessage id="cancel.cannotUndo" components={{ 0: <strong /> }} />{' '}
              {sayRule(REFUND_TIMELINE)}
            </p>
          </div>
          <JourneySummary ticket={ticket} />
          {booked.length > 1 && (
            <SeatSelection
              passengers={ticket.passenger_details}
              scope={scope}
              onScope={setScope}
              chosen={chosen}
              onToggle={toggle}
            />
          )}
          <CheckSummary
            check={check}
            allSeats={!partial}
            checking={checking}
            error={error}
            prompt={prompt}
            onRetry={() => void shown.refetch()}
          />
        </div>
        <aside className="cancel-layout__side" aria-label={t('ticket.policy')}>
          <PolicyTable
            policy={ticket.cancellation_policy}
            departsAt={ticket.departs_at}
            cancelPercent={check?.cancel_percent}
          />
        </aside>
        <div className="cancel-actions cancel-layout__actions">
          <Link className="jt-button jt-button--secondary" to={detailsPath(pnr)}>
            {t('cancel.keepTicket')}
          </Link>
          <Button variant="danger" disabled={!ready} onClick={() => setConfirming(true)}>
            {t('cancel.proceed')}
          </Button>
        </div>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={sayRule(CANCELLATION_MESSAGES.confirm)}
          description={
            partial
              ? t('cancel.confirmSome', { count: seats.length, seats: seats.join(', ') })
              : t('cancel.confirmAll', { pnr })
          }
          confirmLabel={t('cancel.yes')}
          cancelLabel={t('cancel.no')}
          tone="danger"
          loading={cancel.isPending}
          onConfirm={confirm}
        >
          {check && (
            <Facts className="cancel-dialog__figures">
              <div>
                <dt>{t('cancel.charges')}</dt>
                <dd>{format.rupees(check.cancellation_charges)}</dd>
              </div>
              <div className="cancel-summary__refund">
                <dt>{t('cancel.refundAmount')}</dt>
                <dd>{format.rupees(check.refund_amount)}</dd>
              </div>
            </Facts>
          )}
        </ConfirmDialog>
      </div>
    </>
  );
}
