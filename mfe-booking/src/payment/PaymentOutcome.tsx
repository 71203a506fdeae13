import { pageRoutes, PAYMENT_MESSAGES, supportContactOf, telHref, type BookingRecord, sayRule } from '@jatra/shared';
import { Button, Card, IconDisc, useHost } from '@jatra/shared/ui';
import { Clock, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useBookingI18n } from '../i18n';
import { refundText } from './payment-checks';

/** The search for the same route and day, to pick seats again. */
const searchAgainUrl = (booking: BookingRecord) =>
  pageRoutes.search.link({
    source: String(booking.origin_id),
    destination: String(booking.destination_id),
    date: booking.travel_date,
  });

function Outcome({
  tone,
  icon,
  title,
  children,
  actions,
  role = 'status',
}: {
  tone: 'success' | 'danger' | 'warning';
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  role?: 'status' | 'alert';
}) {
  return (
    <Card raised className="pay-outcome">
      <div role={role} className="pay-outcome__body">
        <IconDisc size={64} tone={tone}>
          {icon}
        </IconDisc>
        <h2 className="pay-outcome__title">{title}</h2>
        {children}
      </div>
      {actions && <div className="pay-outcome__actions">{actions}</div>}
    </Card>
  );
}

/** Paid (or not) but no ticket: say so plainly, with the refund's state and who to call. */
export function BookingFailed({
  booking,
  reason,
  paymentStatus,
}: {
  booking: BookingRecord;
  reason: string;
  paymentStatus: string;
}) {
  const host = useHost();
  const { t } = useBookingI18n();
  const { support_phone } = supportContactOf(host);
  const refund = refundText(paymentStatus);
  return (
    <Outcome
      tone="danger"
      role="alert"
      icon={<XCircle size={32} />}
      title={t('payment.failed')}
      actions={
        <>
          <Button onClick={() => host.navigate(searchAgainUrl(booking))}>{t('payment.searchAgain')}</Button>
          <Button variant="secondary" onClick={() => host.navigate(pageRoutes.bookings.link())}>
            {t('payment.myBookings')}
          </Button>
        </>
      }
    >
      <p>{reason}</p>
      {refund && <p className="pay-outcome__refund">{refund}</p>}
      <p className="pay-muted">
        {t('payment.questions', { pnr: booking.pnr_number })} <a href={telHref(support_phone)}>{support_phone}</a>
        {t('payment.questionsEnd')}
      </p>
    </Outcome>
  );
}

export function HoldExpired({ booking }: { booking: BookingRecord }) {
  const host = useHost();
  const { t } = useBookingI18n();
  return (
    <Outcome
      tone="warning"
      icon={<Clock size={32} />}
      title={t('payment.holdExpired')}
      actions={<Button onClick={() => host.navigate(searchAgainUrl(booking))}>{t('payment.searchAgain')}</Button>}
    >
      <p>{sayRule(PAYMENT_MESSAGES.holdExpired)}</p>
      <p className="pay-muted">{refundText(booking.payment_status) ?? t('payment.nothingCharged')}</p>
    </Outcome>
  );
}

export function NotPayable() {
  const host = useHost();
  const { t } = useBookingI18n();
  return (
    <Outcome
      tone="warning"
      icon={<XCircle size={32} />}
      title={t('payment.nothingToPay')}
      actions={<Button onClick={() => host.navigate(pageRoutes.bookings.link())}>{t('payment.myBookings')}</Button>}
    >
      <p>{sayRule(PAYMENT_MESSAGES.notPayable)}</p>
    </Outcome>
  );
}
