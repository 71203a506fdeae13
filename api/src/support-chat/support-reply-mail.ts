import { ruleMessage, sayRule, type RuleMessageId, type SupportContact } from '@jatra/shared';
import type { Locale, MessageValues } from '@jatra/shared/i18n';
import { renderMail, type RenderedMail } from '../notifications';

/**
 * Support's reply to a traveller who was not in the chat to read it, in the traveller's language. The question and
 * the reply are the traveller's or staff's own typing: renderMail escapes them into the HTML, and the plain text
 * carries them as typed.
 */
export function supportReplyMail(input: {
  name: string;
  question: string | undefined;
  reply: string;
  pnr: string | null;
  chatUrl: string;
  support: SupportContact | undefined;
  locale?: Locale;
}): RenderedMail {
  const locale = input.locale ?? 'en';
  const say = (id: RuleMessageId, values?: MessageValues) => sayRule(ruleMessage(id, values), locale);
  const name = input.name.trim();
  const subject = input.pnr
    ? say('mail.supportReply.subjectAbout', { pnr: input.pnr })
    : say('mail.supportReply.subject');
  return renderMail(
    subject,
    say('mail.supportReply.heading'),
    input.support,
    [
      { kind: 'paragraph', text: name ? say('mail.greeting', { name }) : say('mail.greetingTraveller') },
      ...(input.question
        ? [
            {
              kind: 'facts' as const,
              title: say('mail.supportReply.youWrote'),
              rows: [[say('mail.supportReply.message'), input.question] as const],
            },
          ]
        : []),
      {
        kind: 'facts',
        title: say('mail.supportReply.ourReply'),
        rows: [[say('mail.supportReply.reply'), input.reply]],
      },
      { kind: 'paragraph', text: say('mail.supportReply.writeBack') },
      { kind: 'link', label: say('mail.supportReply.openChat'), url: input.chatUrl },
    ],
    locale,
  );
}
