/** One e-mail: plain text always, an HTML alternative when there is one (the dev mailbox keeps the text). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Carries e-mail: sign-in codes, tickets, notices. Throws when the message was not accepted, so the caller can
 * withdraw a code or keep a mail queued for another try.
 */
export interface MailSender {
  /** For logs: 'smtp', 'dev-mailbox'. */
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}
