import { pageRoutes, PAYMENT_MESSAGES, sayRule } from '@jatra/shared';
import { LoadingState, useHost } from '@jatra/shared/ui';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import './payment.css';

/** The gateway's return values the payment page needs; anything else in the query is dropped. */
const FORWARDED = ['orderId', 'transactionId', 'code', 'providerReferenceId'] as const;

/** `/payment/callback?orderId=…` → `/payment?orderId=…`, only the values that came. */
export function paymentUrlFromCallback(params: URLSearchParams): string {
  const forwarded = new URLSearchParams();
  for (const name of FORWARDED) {
    const value = params.get(name);
    if (value) forwarded.set(name, value);
  }
  return pageRoutes.payment.link(forwarded);
}

/**
 * `/payment/callback`: where the gateway sends the traveller back. It hands
 * straight over to `/payment`, replacing itself in the history so Back does not land here again; the payment
 * page then reads the order's outcome from the server. Inside the payment window the main page's watch closes
 * this window when the outcome is known.
 */
export function PaymentCallbackPage() {
  const host = useHost();
  const [params] = useSearchParams();
  const target = paymentUrlFromCallback(params);
  // once, even when the shell hands a new host object or StrictMode runs the effect twice
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    host.navigate(target, { replace: true });
  }, [host, target]);

  return (
    <main className="jt-container" data-remote="booking">
      <LoadingState label={sayRule(PAYMENT_MESSAGES.processing)} />
      <p className="pay-callback__text" aria-hidden="true">
        {sayRule(PAYMENT_MESSAGES.processing)}
      </p>
    </main>
  );
}
