import type { OtpSender } from './otp-sender';

export interface SmsGatewaySettings {
  /** SMS_GATEWAY_URL: the endpoint that takes one message per POST. */
  url: string;
  /** SMS_GATEWAY_TOKEN: sent as `Authorization: Bearer <token>`. */
  token: string;
  timeoutMs: number;
}

/**
 * SMS through a generic HTTP JSON gateway:
 *
 *   POST <SMS_GATEWAY_URL>
 *   Authorization: Bearer <SMS_GATEWAY_TOKEN>
 *   Content-Type: application/json
 *   {"to": "+919876543210", "message": "Your Jatra code is 123456. …"}
 *
 * Any 2xx answer means the gateway took the message; anything else, a network error or no answer within
 * SMS_GATEWAY_TIMEOUT_MS is a failed send. The body of the answer is not read.
 *
 * Why generic: the product has not chosen an SMS provider yet (Indian providers such as MSG91, Gupshup or
 * Twilio each want their own body and DLT template ids). This contract is small enough that a provider
 * with a JSON API fits it directly, or through a relay of a few lines; a provider-specific adapter can
 * replace this one behind the same OtpSender when one is chosen.
 */
export function smsGatewaySender(settings: SmsGatewaySettings): OtpSender {
  return {
    name: 'sms-gateway',
    async send(message) {
      if (message.channel !== 'sms') throw new Error('the SMS gateway carries SMS only');
      const response = await fetch(settings.url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${settings.token}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ to: message.to, message: message.text }),
        redirect: 'error',
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      // the answer's body is not used; dropping it frees the connection
      await response.body?.cancel();
      if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
    },
  };
}
