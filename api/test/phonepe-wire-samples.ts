/**
 * PhonePe wire samples that neither our client nor the simulator wrote: each is put together field by field
 * from docs/phonepe-wire.md (section named beside it) and PhonePe's Node SDK, so that both sides are
 * checked against PhonePe's format instead of against each other. Ids follow PhonePe's prefixes (`OMO` order,
 * `OM` attempt, `OMR` refund); times are epoch ms except the token's, which are seconds (A2, A11).
 */

/** The webhook credentials and the `Authorization` PhonePe's SDK tests pair with them (A7). */
export const WEBHOOK_CREDENTIALS = { username: 'username', password: 'password' } as const;
export const WEBHOOK_AUTHORIZATION = 'bc842c31a9e54efe320d30d948be61291f3ceee4766e36ab25fa65243cd76e0e';

/** `POST /v1/oauth/token` answer (A2). */
export const TOKEN_ANSWER = {
  access_token: 'eyJhbGciOiJIUzI1NiJ9.sample',
  encrypted_access_token: 'eyJhbGciOiJIUzI1NiJ9.sample',
  expires_in: null,
  issued_at: 1_718_196_000,
  expires_at: 1_718_199_600,
  session_expires_at: 1_718_199_600,
  token_type: 'O-Bearer',
};

/** `POST /checkout/v2/pay` request (A3). */
export const PAY_REQUEST = {
  merchantOrderId: 'JT-ORDER_1',
  amount: 52_500,
  expireAfter: 900,
  metaInfo: { udf1: 'Asha Das', udf11: 'asha@example.com' },
  paymentFlow: {
    type: 'PG_CHECKOUT',
    message: 'Bus ticket',
    merchantUrls: { redirectUrl: 'https://jatra.example/payment/callback' },
    paymentModeConfig: { enabledPaymentModes: [{ type: 'UPI_INTENT' }, { type: 'CARD', cardTypes: ['DEBIT_CARD'] }] },
  },
};

/** `POST /payments/v2/refund` request (A6). */
export const REFUND_REQUEST = {
  merchantRefundId: 'JT-ORDER_1-R1',
  originalMerchantOrderId: 'JT-ORDER_1',
  amount: 20_000,
};

/** A failed UPI collect (wrong PIN, ZM) and then a paid UPI intent: order status with `details=true` (A5). */
export const ORDER_STATUS_ANSWER = {
  merchantId: 'JATRAUAT',
  merchantOrderId: 'JT-ORDER_1',
  orderId: 'OMO2406121817536673671964',
  state: 'COMPLETED',
  amount: 52_500,
  payableAmount: 52_500,
  feeAmount: 0,
  expireAt: 1_718_196_956_000,
  metaInfo: { udf1: 'Asha Das', udf11: 'asha@example.com' },
  paymentDetails: [
    {
      transactionId: 'OM2406121818086673671001',
      paymentMode: 'UPI_COLLECT',
      timestamp: 1_718_196_488_000,
      amount: 52_500,
      state: 'FAILED',
      errorCode: 'PAYMENT_ERROR',
      detailedErrorCode: 'ZM',
      instrument: { type: 'ACCOUNT', maskedAccountNumber: 'XXXXXXX20000', ifsc: 'SBIN0000001', accountType: 'SAVINGS' },
      rail: { type: 'UPI', utr: '416412345678', upiTransactionId: 'YBL0123456789abcdef', vpa: 'asha@ybl' },
    },
    {
      transactionId: 'OM2406121819126673671002',
      paymentMode: 'UPI_INTENT',
      timestamp: 1_718_196_552_000,
      amount: 52_500,
      state: 'COMPLETED',
      instrument: { type: 'ACCOUNT', maskedAccountNumber: 'XXXXXXX20000', ifsc: 'SBIN0000001', accountType: 'SAVINGS' },
      rail: { type: 'UPI', utr: '416412345699', upiTransactionId: 'YBL0123456789abcdf0', vpa: 'asha@ybl' },
    },
  ],
};

/** A card payment's attempt: the gateway's ids on the PG rail, the bank's on the instrument (A5). */
export const CARD_ATTEMPT = {
  transactionId: 'OM2406121820006673671003',
  paymentMode: 'CARD',
  timestamp: 1_718_196_600_000,
  amount: 52_500,
  state: 'COMPLETED',
  instrument: {
    type: 'DEBIT_CARD',
    bankTransactionId: '123456789012',
    bankId: 'HDFC',
    brn: 'B12345678901',
    arn: '74332745209487123456789',
  },
  rail: {
    type: 'PG',
    transactionId: '2061676883',
    authorizationCode: '123456',
    serviceTransactionId: 'PG2212291607083344934300',
  },
};

/** `GET /payments/v2/refund/{merchantRefundId}/status`, refunded the way the card paid (A6). */
export const REFUND_STATUS_ANSWER = {
  merchantId: 'JATRAUAT',
  merchantRefundId: 'JT-ORDER_1-R1',
  originalMerchantOrderId: 'JT-ORDER_1',
  refundId: 'OMR2406121830006673671004',
  amount: 20_000,
  state: 'COMPLETED',
  timestamp: 1_718_197_200_000,
  paymentDetails: [{ ...CARD_ATTEMPT, transactionId: 'OM2406121830006673671004', amount: 20_000 }],
};

/** An order webhook as it arrives: `type` (deprecated) beside `event`, the payload the order status (A7). */
export const ORDER_WEBHOOK_BODY = JSON.stringify({
  type: 'CHECKOUT_ORDER_COMPLETED',
  event: 'checkout.order.completed',
  payload: ORDER_STATUS_ANSWER,
});

/** A refund webhook: the payload the refund status (A7). */
export const REFUND_WEBHOOK_BODY = JSON.stringify({
  type: 'PG_REFUND_COMPLETED',
  event: 'pg.refund.completed',
  payload: REFUND_STATUS_ANSWER,
});

/** Error bodies PhonePe was seen to send (A9). */
export const ERROR_BODIES = [
  { errorCode: 'PR004', message: 'Unauthorized' },
  { success: false, code: '400' },
];
