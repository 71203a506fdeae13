import { CANCELLATION_MESSAGES, failureText, formatRupees, REFUND_TIMELINE, type TicketDetails } from '@jatra/shared';
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
  const pnr = ticket.pnr_number;
  const booked = bookedSeats(ticket);
  // a ticket of one seat has nothing to choose: cancelling it is cancelling all
  const [scope, setScope] = useState<CancelScope>(booked.length > 1 ? null : 'all');
  const [chosen, setChosen] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const seats = scope === 'some' ? seatsToCancel(chosen, booked) : [];
  const partial = seats.length > 0;
  const prompt =
    scope === null
      ? 'Choose Cancel all seats, or pick the seats to cancel, to see your refund.'
      : scope === 'some' && chosen.length === 0
        ? 'Tick the seats to cancel to see your refund.'
        : null;

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
          <div className="cancel-notice" role="note" aria-label="Before you cancel">
            <AlertTriangle size={20} aria-hidden="true" />
            <p>
              <strong>Cancelling cannot be undone.</strong> {REFUND_TIMELINE}
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
        <aside className="cancel-layout__side" aria-label="Cancellation policy">
          <PolicyTable
            policy={ticket.cancellation_policy}
            departsAt={ticket.departs_at}
            cancelPercent={check?.cancel_percent}
          />
        </aside>
        <div className="cancel-actions cancel-layout__actions">
          <Link className="jt-button jt-button--secondary" to={detailsPath(pnr)}>
            Keep Ticket
          </Link>
          <Button variant="danger" disabled={!ready} onClick={() => setConfirming(true)}>
            Proceed to Cancel
          </Button>
        </div>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={CANCELLATION_MESSAGES.confirm}
          description={
            partial
              ? `${seats.length === 1 ? 'Seat' : 'Seats'} ${seats.join(', ')} will be cancelled. This cannot be undone.`
              : `Every seat on ticket ${pnr} will be cancelled. This cannot be undone.`
          }
          confirmLabel="Yes, cancel"
          cancelLabel="No, go back"
          tone="danger"
          loading={cancel.isPending}
          onConfirm={confirm}
        >
          {check && (
            <Facts className="cancel-dialog__figures">
              <div>
                <dt>Cancellation charges</dt>
                <dd>{formatRupees(check.cancellation_charges)}</dd>
              </div>
              <div className="cancel-summary__refund">
                <dt>Refund amount</dt>
                <dd>{formatRupees(check.refund_amount)}</dd>
              </div>
            </Facts>
          )}
        </ConfirmDialog>
      </div>
    </>
  );
}
