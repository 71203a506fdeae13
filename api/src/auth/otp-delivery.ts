import type { MailboxRepository } from './mailbox.repository';
import { devMailboxSender } from './dev-mailbox';
import type { OtpChannel, OtpSender } from './otp-sender';
import { smsGatewaySender, type SmsGatewaySettings } from './sms-gateway-sender';
import { smtpSender, type SmtpSettings } from './smtp-sender';

/** Which sender carries each channel; undefined = that channel cannot be delivered (production without settings). */
export interface OtpDelivery {
  senderFor(channel: OtpChannel): OtpSender | undefined;
}

/**
 * A real sender per channel when configured; otherwise the dev mailbox when one is given (never in
 * production, so a production API without SMTP refuses e-mail codes instead of pretending to send them).
 */
export function createOtpDelivery(senders: {
  email?: OtpSender;
  sms?: OtpSender;
  devMailbox?: OtpSender;
}): OtpDelivery {
  return {
    senderFor: (channel) => (channel === 'email' ? senders.email : senders.sms) ?? senders.devMailbox,
  };
}

/** The delivery the API's settings describe: SMTP_URL, SMS_GATEWAY_URL, the dev mailbox outside production. */
export function otpDeliveryFromConfig(input: {
  delivery: { smtp?: SmtpSettings; smsGateway?: SmsGatewaySettings };
  production: boolean;
  mailbox: MailboxRepository;
  now?: () => Date;
}): OtpDelivery {
  const { delivery } = input;
  return createOtpDelivery({
    email: delivery.smtp ? smtpSender(delivery.smtp) : undefined,
    sms: delivery.smsGateway ? smsGatewaySender(delivery.smsGateway) : undefined,
    devMailbox: input.production ? undefined : devMailboxSender(input.mailbox, input.now),
  });
}
