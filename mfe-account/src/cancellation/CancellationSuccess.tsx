import {
  CANCELLATION_MESSAGES,
  formatRupees,
  pageRoutes,
  REFUND_TIMELINE,
  type CancelTicket,
  sayRule,
} from '@jatra/shared';
import { Facts, IconDisc } from '@jatra/shared/ui';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { detailsPath, refundStatusText, seatText } from './cancellation-text';

/** 'Cancellation Successful': what was cancelled, what comes back and when. */
export function CancellationSuccess({ pnr, result }: { pnr: string; result: CancelTicket }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => heading.current?.focus(), []);
  const seats = seatText(result.seat_numbers);
  const many = seats.includes(',');
  const partial = result.booking_status === 'confirmed';
  const refundStatus = refundStatusText(result);
  return (
    <section className="cancel-outcome" aria-labelledby={headingId}>
      <IconDisc size={56} tone="success">
        <CheckCircle2 size={28} />
      </IconDisc>
      <h1 className="cancel-page__title" id={headingId} ref={heading} tabIndex={-1}>
        {sayRule(CANCELLATION_MESSAGES.successTitle)}
      </h1>
      <p className="cancel-outcome__text">
        {partial
          ? `${many ? 'Seats' : 'Seat'} ${seats} of ticket ${pnr} ${many ? 'are' : 'is'} cancelled. Your other seats stay booked.`
          : `Your ticket ${pnr} is cancelled.`}
      </p>
      <Facts className="cancel-outcome__figures">
        <div>
          <dt>Cancelled seats</dt>
          <dd>{seats}</dd>
        </div>
        <div>
          <dt>Cancellation charges</dt>
          <dd>{formatRupees(result.cancellation_charges)}</dd>
        </div>
        <div className="cancel-summary__refund">
          <dt>Refund amount</dt>
          <dd>{formatRupees(result.refund_amount)}</dd>
        </div>
      </Facts>
      {refundStatus && (
        <p className={`cancel-outcome__refund cancel-outcome__refund--${result.refund_status}`}>{refundStatus}</p>
      )}
      {result.refund_amount > 0 && <p className="cancel-outcome__text">{sayRule(REFUND_TIMELINE)}</p>}
      {/* the main way on first: on top of the stack on a phone, leftmost in the row on wider screens */}
      <div className="cancel-actions cancel-actions--center">
        <Link className="jt-button jt-button--primary" to={pageRoutes.bookings.link()}>
          My Bookings
        </Link>
        {partial && (
          <Link className="jt-button jt-button--secondary" to={detailsPath(pnr)}>
            View ticket
          </Link>
        )}
        <Link className="jt-button jt-button--secondary" to={pageRoutes.profile.link()}>
          Go to My Profile
        </Link>
        <Link className="jt-button jt-button--secondary" to={pageRoutes.home.link()}>
          Back to Home
        </Link>
      </div>
    </section>
  );
}
