import type { SupportContact } from '@jatra/shared';
import { renderMail, type RenderedMail } from '../notifications';

/**
 * Support's reply to a traveller who was not in the chat to read it. Every text here is the traveller's or
 * staff's own typing: renderMail escapes it into the HTML, and the plain text carries it as typed.
 */
export function supportReplyMail(input: {
  name: string;
  question: string | undefined;
  reply: string;
  pnr: string | null;
  chatUrl: string;
  support: SupportContact | undefined;
}): RenderedMail {
  const subject = input.pnr ? `Reply from Jatra support about ${input.pnr}` : 'Reply from Jatra support';
  return renderMail(subject, 'Support has replied to your message', input.support, [
    { kind: 'paragraph', text: `Dear ${input.name.trim() || 'traveller'},` },
    ...(input.question
      ? [{ kind: 'facts' as const, title: 'You wrote', rows: [['Message', input.question] as const] }]
      : []),
    { kind: 'facts', title: 'Our reply', rows: [['Reply', input.reply]] },
    { kind: 'paragraph', text: 'To write back, open the chat again on Jatra.' },
    { kind: 'link', label: 'Open the chat', url: input.chatUrl },
  ]);
}
