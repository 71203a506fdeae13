import { PAYMENT_MESSAGES, inEnglish } from '@jatra/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentCallbackPage, paymentUrlFromCallback } from './PaymentCallbackPage';
import { renderAt } from './payment-test-kit';

describe('PaymentCallbackPage', () => {
  it('hands the gateway values over to /payment at once, replacing itself', () => {
    const host = renderAt(
      '/payment/callback?orderId=JT8K2M4Q_1&transactionId=T1&code=PAYMENT_SUCCESS&providerReferenceId=P9&utm=x',
      <PaymentCallbackPage />,
    );
    expect(host.navigate).toHaveBeenCalledTimes(1);
    expect(host.navigate).toHaveBeenCalledWith(
      '/payment?orderId=JT8K2M4Q_1&transactionId=T1&code=PAYMENT_SUCCESS&providerReferenceId=P9',
      { replace: true },
    );
    expect(screen.getByRole('status')).toHaveTextContent(inEnglish(PAYMENT_MESSAGES.processing));
    expect(document.querySelector('[data-remote="booking"]')).not.toBeNull();
  });

  it('copies only the values that came', () => {
    expect(paymentUrlFromCallback(new URLSearchParams('orderId=A_1&code='))).toBe('/payment?orderId=A_1');
    expect(paymentUrlFromCallback(new URLSearchParams(''))).toBe('/payment');
  });
});
