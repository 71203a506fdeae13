import { GST_PERCENT, REFUND_MESSAGES, supportContactOf, telHref, type BookingRecord, sayRule } from '@jatra/shared';
import { Alert, Button, Card, useHost } from '@jatra/shared/ui';
import { AlertTriangle, Clock, Headphones, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useBookingI18n } from '../i18n';
import { formatCountdown } from './use-hold-countdown';
import type { PaymentState } from './use-payment';

function Amounts({ booking }: { booking: BookingRecord }) {
  const { t, format } = useBookingI18n();
  return (
    <dl className="pay-amounts">
      <div>
        <dt>{t('summary.baseFare')}</dt>
        <dd>{format.rupees(booking.base_amount)}</dd>
      </div>
      <div>
        <dt>{t('summary.gst', { percent: GST_PERCENT })}</dt>
        <dd>{format.rupees(booking.gst_amount)}</dd>
      </div>
      <div>
        <dt>{t('payment.convenienceFee')}</dt>
        <dd className="pay-amounts__free">{t('payment.free')}</dd>
      </div>
      <div className="pay-amounts__total">
        <dt>{t('payment.totalAmount')}</dt>
        <dd>{format.rupees(booking.total_amount)}</dd>
      </div>
    </dl>
  );
}

function HoldTimer({ secondsLeft }: { secondsLeft: number }) {
  const { t } = useBookingI18n();
  return (
    <p className={secondsLeft < 120 ? 'pay-hold pay-hold--urgent' : 'pay-hold'}>
      <Clock size={16} aria-hidden="true" />
      <span>
        {t('payment.heldFor')} {/* not live: a screen reader announcing every second would drown everything else */}
        <span role="timer" aria-live="off" className="pay-hold__time">
          {formatCountdown(secondsLeft)}
        </span>
      </span>
    </p>
  );
}

/** Phones: the total and the Pay button stay at the bottom of the screen, however far the details run. */
function PayBar({ booking, children }: { booking: BookingRecord; children: ReactNode }) {
  const { t, format } = useBookingI18n();
  return (
    <div className="pay-bar" role="region" aria-label={t('payment.payRegion')}>
      <p className="pay-bar__amount">
        <span className="pay-bar__label">{t('payment.totalAmount')}</span>
        <span className="pay-bar__total">
          {format.rupees(booking.total_amount)}
          <span className="jt-visually-hidden"> {t('summary.includingGst')}</span>
        </span>
      </p>
      {children}
    </div>
  );
}

/**
 * The payment card: amounts, the hold countdown, the Pay button and what went wrong with the last try.
 * `blocker` is a validation message that keeps the button off. With `payInBar` (phones) the Pay button
 * sits in a bar fixed to the bottom of the screen instead of at the end of the card.
 */
export function PaymentPanel({
  booking,
  payment,
  secondsLeft,
  blocker,
  onPay,
  payInBar = false,
}: {
  booking: BookingRecord;
  payment: PaymentState;
  secondsLeft: number;
  blocker: string | null;
  onPay: () => void;
  payInBar?: boolean;
}) {
  const { support_phone } = supportContactOf(useHost());
  const { t, format } = useBookingI18n();
  const processing = payment.status === 'processing';
  const failed = payment.status === 'failed' ? payment : null;
  // on a phone the card sits below the details: bring what went wrong into view (the gateway tab has closed)
  const problem = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failed) problem.current?.focus();
  }, [failed]);
  const payButton = (
    <Button
      className="pay-panel__button"
      loading={processing}
      // the kit's Button lets an explicit `disabled` win over `loading`, so both are said here
      disabled={processing || blocker !== null}
      onClick={onPay}
    >
      {processing
        ? payment.inWindow
          ? t('payment.waiting')
          : t('payment.checking')
        : failed
          ? t('payment.retry')
          : t('payment.pay', { amount: format.rupees(booking.total_amount) })}
    </Button>
  );
  return (
    <>
      <Card raised className="pay-panel">
        <h2 className="pay-panel__title">{t('payment.summary')}</h2>
        <Amounts booking={booking} />
        {/* the phone's clock may be off: at 0:00 the server still decides, so a run-out countdown is not shown */}
        {secondsLeft > 0 && <HoldTimer secondsLeft={secondsLeft} />}

        <div ref={problem} tabIndex={-1} className="pay-problem">
          {failed?.kind === 'payment' && (
            <div className="pay-failure" role="alert">
              <AlertTriangle size={20} aria-hidden="true" />
              <div>
                <h3 className="pay-failure__title">{t('payment.failed')}</h3>
                <p>{failed.message}</p>
                <p className="pay-muted">{t('payment.stillHeld')}</p>
              </div>
            </div>
          )}
          {failed?.kind === 'start' && (
            <Alert icon={<AlertTriangle size={18} aria-hidden="true" />}>{failed.message}</Alert>
          )}
        </div>
        {blocker && <Alert icon={<AlertTriangle size={18} aria-hidden="true" />}>{blocker}</Alert>}

        {!payInBar && payButton}
        {processing && (
          <p className="pay-muted pay-panel__hint" role="status">
            {payment.inWindow ? t('payment.inWindowHint') : t('payment.checkingHint')}
          </p>
        )}
        <p className="pay-secure">
          <ShieldCheck size={16} aria-hidden="true" />
          {t('payment.secure')}
        </p>

        <div className="pay-support">
          <p>
            <Headphones size={16} aria-hidden="true" /> {t('payment.needHelp')}{' '}
            <a href={telHref(support_phone)}>{support_phone}</a>
          </p>
          <p className="pay-muted">{sayRule(REFUND_MESSAGES.debitedWithoutTicket)}</p>
        </div>
      </Card>
      {payInBar && <PayBar booking={booking}>{payButton}</PayBar>}
    </>
  );
}
