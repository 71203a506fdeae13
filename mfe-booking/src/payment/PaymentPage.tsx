import {
  ApiRequestError,
  BOOKING_MESSAGES,
  failureText,
  isClientError,
  pageRoutes,
  PAYMENT_MESSAGES,
  PAYMENT_POLL_INTERVAL_MS,
  retryUnlessRefused,
  type BookingRecord,
  sayRule,
} from '@jatra/shared';
import { Button, Card, EmptyState, ErrorState, Spinner, Split, useHost, useMediaQuery } from '@jatra/shared/ui';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2, TicketX } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useBookingI18n } from '../i18n';
import { PAYMENT_SIDE_BY_SIDE } from '../layout-queries';
import { BookingSummary } from './BookingSummary';
import { fetchBooking, fetchOrderStatus } from './payment-api';
import { paymentBlocker } from './payment-checks';
import { BookingFailed, HoldExpired, NotPayable } from './PaymentOutcome';
import { PaymentPanel } from './PaymentPanel';
import { PaymentSkeleton } from './PaymentSkeleton';
import { TicketConfirmation } from './TicketConfirmation';
import { clearPendingBooking, readPendingPnr } from './pending-booking';
import { useHoldCountdown } from './use-hold-countdown';
import { usePayment, type Payment } from './use-payment';
import { useRedirectAfter } from './use-redirect-after';
import './payment.css';

type BookingSource = { kind: 'pnr'; pnr: string } | { kind: 'order'; orderId: string } | { kind: 'none' };

/**
 * Which booking to pay: `?pnr=` from the booking page, `?orderId=` when the gateway came back (its PNR comes
 * from the server, never from taking the id apart), else the pending booking kept in local storage.
 */
function bookingSource(params: URLSearchParams): BookingSource {
  const pnr = params.get('pnr')?.trim();
  if (pnr) return { kind: 'pnr', pnr };
  const orderId = params.get('orderId')?.trim();
  if (orderId) return { kind: 'order', orderId };
  const stored = readPendingPnr();
  return stored ? { kind: 'pnr', pnr: stored } : { kind: 'none' };
}

/** A PNR or order the server does not know (or will not show this traveller), or one that cannot be one. */
const isUnknownBooking = (error: unknown) => error instanceof ApiRequestError && [400, 403, 404].includes(error.status);

/**
 * After a payment left undecided (the window closed unpaid, or no answer in time), how long the booking's record
 * is still read: the gateway's webhook or the server's reconciler may settle it paid, and then the page must say
 * so rather than keep showing the failure.
 */
export const LATE_SUCCESS_WATCH_MS = 60_000;

export const bookingKey = (pnr: string | null) => ['booking', pnr] as const;

/** Paid while the server is still issuing the ticket: nothing to pay, only to wait. */
const isBeingConfirmed = (booking: BookingRecord | undefined) =>
  booking?.status === 'tentative' && booking.payment_status === 'completed';

function Confirming() {
  const { t } = useBookingI18n();
  return (
    <Card raised className="pay-outcome">
      <div role="status" className="pay-outcome__body">
        <Spinner icon={<Loader2 size={32} />} className="pay-spin" />
        <h2 className="pay-outcome__title">{t('payment.confirming')}</h2>
        <p>{t('payment.confirmingText')}</p>
      </div>
    </Card>
  );
}

function BookingNotFound() {
  const host = useHost();
  const { t } = useBookingI18n();
  return (
    <EmptyState
      icon={<TicketX size={28} />}
      title={sayRule(BOOKING_MESSAGES.bookingNotFound)}
      text={t('payment.notFoundText')}
      action={
        <div className="pay-actions">
          <Button onClick={() => host.navigate(pageRoutes.bookings.link())}>{t('payment.myBookings')}</Button>
          <Button variant="secondary" onClick={() => host.navigate(pageRoutes.search.link())}>
            {t('booking.searchBuses')}
          </Button>
        </div>
      }
    />
  );
}

function BookingView({
  booking,
  payment,
  secondsLeft,
}: {
  booking: BookingRecord;
  payment: Payment;
  secondsLeft: number;
}) {
  const { state } = payment;
  const wide = useMediaQuery(PAYMENT_SIDE_BY_SIDE);
  // what this visit learnt first, then what the server's record says; a ticket on the record beats any failure
  // this visit saw (a webhook or the reconciler may confirm a payment after the window closed)
  if (state.status === 'success' || booking.status === 'confirmed')
    return <TicketConfirmation pnr={booking.pnr_number} />;
  if (state.status === 'failed' && state.kind === 'booking')
    return <BookingFailed booking={booking} reason={state.message} paymentStatus={state.paymentStatus} />;
  if (booking.status === 'failed')
    return (
      <BookingFailed
        booking={booking}
        reason={booking.failure_reason ?? sayRule(PAYMENT_MESSAGES.confirmFailed)}
        paymentStatus={booking.payment_status}
      />
    );
  if (isBeingConfirmed(booking)) return <Confirming />;
  // only the server says a hold is over: the phone's clock may run fast, so the countdown is for display only
  if (booking.status === 'expired') return <HoldExpired booking={booking} />;
  if (booking.status !== 'tentative') return <NotPayable />;

  return (
    <div className={wide ? 'pay-layout' : 'pay-layout pay-layout--bar'}>
      <BookingSummary booking={booking} />
      <PaymentPanel
        booking={booking}
        payment={state}
        secondsLeft={secondsLeft}
        blocker={paymentBlocker(booking)}
        onPay={() => payment.pay(booking.pnr_number)}
        payInBar={!wide}
      />
    </div>
  );
}

/** `/payment` (Complete Payment): the booking's summary and its payment. */
export function PaymentPage() {
  const host = useHost();
  const { t } = useBookingI18n();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const query = params.toString();
  const source = useMemo(() => bookingSource(new URLSearchParams(query)), [query]);
  const orderId = source.kind === 'order' ? source.orderId : null;

  const order = useQuery({
    queryKey: ['payment-order', orderId],
    queryFn: orderId ? ({ signal }) => fetchOrderStatus(host, orderId, signal) : skipToken,
    retry: retryUnlessRefused,
    // the first status only: from then on the payment hook watches the order
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const pnr = source.kind === 'pnr' ? source.pnr : (order.data?.pnr ?? null);
  const [lateWatchEnds, setLateWatchEnds] = useState(0);
  const booking = useQuery({
    queryKey: bookingKey(pnr),
    queryFn: pnr ? ({ signal }) => fetchBooking(host, pnr, signal) : skipToken,
    retry: retryUnlessRefused,
    refetchInterval: (current) => {
      const data = current.state.data;
      const watchingLate = data?.status === 'tentative' && Date.now() < lateWatchEnds;
      return isBeingConfirmed(data) || watchingLate ? PAYMENT_POLL_INTERVAL_MS : false;
    },
  });

  // after every outcome the server's record is read again: it is the truth the page shows
  const payment = usePayment({
    onSettled: (next) => {
      if (next.status === 'failed' && next.kind === 'payment' && next.undecided)
        setLateWatchEnds(Date.now() + LATE_SUCCESS_WATCH_MS);
      void queryClient.invalidateQueries({ queryKey: bookingKey(pnr) });
    },
  });
  const { watch } = payment;
  const firstStatus = order.data;
  useEffect(() => {
    if (orderId && firstStatus) watch(orderId, firstStatus);
  }, [orderId, firstStatus, watch]);

  const secondsLeft = useHoldCountdown(booking.data?.hold_expires_at ?? null);
  // when the countdown runs out, ask the server whether the hold really is over (its record then says 'expired')
  const holdRanOut = booking.data?.status === 'tentative' && secondsLeft === 0;
  useEffect(() => {
    if (holdRanOut) void queryClient.invalidateQueries({ queryKey: bookingKey(pnr) });
  }, [holdRanOut, pnr, queryClient]);

  // a confirmed or a dead booking has nothing left to pay: the booking page's pending booking is done with
  const recordStatus = booking.data?.status;
  useEffect(() => {
    if (recordStatus === 'confirmed' || recordStatus === 'failed') clearPendingBooking();
  }, [recordStatus]);
  useRedirectAfter(source.kind === 'none', pageRoutes.home.link());
  // paid: the page becomes the new ticket's confirmation, and stays
  const confirmed = payment.state.status === 'success' || booking.data?.status === 'confirmed';

  const failure: Error | null = order.error ?? booking.error;
  let content;
  if (source.kind === 'none') {
    content = <ErrorState title={sayRule(PAYMENT_MESSAGES.noBookingDetails)} />;
  } else if (failure && !booking.data && isUnknownBooking(failure)) {
    content = <BookingNotFound />;
  } else if (failure && !booking.data) {
    // a failed re-read of a booking already shown keeps what is shown (like the booking page)
    content = (
      <ErrorState
        title={sayRule(PAYMENT_MESSAGES.loadError)}
        message={failureText(failure, PAYMENT_MESSAGES.detailsUnavailable)}
        onRetry={isClientError(failure) ? undefined : () => void (order.isError ? order.refetch() : booking.refetch())}
      />
    );
  } else if (!booking.data) {
    content = <PaymentSkeleton />;
  } else {
    content = <BookingView booking={booking.data} payment={payment} secondsLeft={secondsLeft} />;
  }

  return (
    <main className="jt-container pay-page" data-remote="booking">
      <Split as="header" wrap className="pay-header">
        <h1 className="pay-header__title">{confirmed ? t('payment.titleConfirmed') : t('payment.title')}</h1>
        {booking.data?.pnr_number && (
          <p className="pay-header__pnr">{t('payment.pnr', { pnr: booking.data.pnr_number })}</p>
        )}
      </Split>
      {content}
    </main>
  );
}
