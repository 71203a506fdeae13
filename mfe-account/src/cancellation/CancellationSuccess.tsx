import { CANCELLATION_MESSAGES, pageRoutes, REFUND_TIMELINE, type CancelTicket, sayRule } from '@jatra/shared';
import { Facts, IconDisc } from '@jatra/shared/ui';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { detailsPath, refundStatusText, seatText } from './cancellation-text';
import { useAccountI18n } from '../i18n';

/** 'Cancellation Successful': what was cancelled, what comes back and when. */
export function CancellationSuccess({ pnr, result }: { pnr: string; result: CancelTicket }) {
  const { t, format } = useAccountI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => heading.current?.focus(), []);
  const seats = seatText(result.seat_numbers);
  const partial = result.booking_status === 'confirmed';
  const refundStatus = refundStatusText(result, format.rupees);
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
          ? t('cancel.successPartial', { count: seats.split(',').length, seats, pnr })
          : t('cancel.successAll', { pnr })}
      </p>
      <Facts className="cancel-outcome__figures">
        <div>
          <dt>{t('cancel.cancelledSeats')}</dt>
          <dd>{seats}</dd>
        </div>
        <div>
          <dt>{t('cancel.charges')}</dt>
          <dd>{format.rupees(result.cancellation_charges)}</dd>
        </div>
        <div className="cancel-summary__refund">
          <dt>{t('cancel.refundAmount')}</dt>
          <dd>{format.rupees(result.refund_amount)}</dd>
        </div>
      </Facts>
      {refundStatus && (
        <p className={`cancel-outcome__refund cancel-outcome__refund--${result.refund_status}`}>{refundStatus}</p>
      )}
      {result.refund_amount > 0 && <p className="cancel-outcome__text">{sayRule(REFUND_TIMELINE)}</p>}
      {/* the main way on first: on top of the stack on a phone, leftmost in the row on wider screens */}
      <div className="cancel-actions cancel-actions--center">
        <Link className="jt-button jt-button--primary" to={pageRoutes.bookings.link()}>
          {t('bookings.title')}
        </Link>
        {partial && (
          <Link className="jt-button jt-button--secondary" to={detailsPath(pnr)}>
            {t('cancel.viewTicket')}
          </Link>
        )}
        <Link className="jt-button jt-button--secondary" to={pageRoutes.profile.link()}>
          {t('cancel.goToProfile')}
        </Link>
        <Link className="jt-button jt-button--secondary" to={pageRoutes.home.link()}>
          {t('cancel.backToHome')}
        </Link>
      </div>
    </section>
  );
}
