/**
 * The m-ticket by SMS (docs/sms-wire.md): booked and paid as a traveller does, the SMS gateway's simulator has
 * received the m-ticket at the primary passenger's mobile, word for word one of the templates registered for
 * DLT, with the PNR and the ticket's short link; that link opens the e-ticket, which says where the m-ticket went.
 */
import { expect, test } from '@playwright/test';
import { smsRegistrations } from '../../api/src/sms/sms-templates';
import { paidTwoBerths } from '../booking-journey-test-kit';
import { needs, origins } from '../environment';
import { CONTACT } from '../passengers-test-kit';
import { daysAhead } from '../search-test-kit';

interface SimulatedSms {
  text: string;
  templateId: string;
  dltTemplateId: string;
  encoding: string;
  segments: number;
  state: string;
}

/** The registered text as the operators scrub a message against it: each `{#var#}` up to 30 characters. */
const templatePattern = (text: string) =>
  new RegExp(
    `^${text
      .split('{#var#}')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^\\n]{0,30}')}$`,
    'u',
  );

test('book and pay: the m-ticket SMS arrives, matches its registered template, and the ticket says where it went', async ({
  page,
}) => {
  needs('smsSimulator', 'phonePeSimulator', 'devMailbox');
  test.setTimeout(150_000);
  const { pnr } = await paidTwoBerths(page, daysAhead(5), 'm-ticket');

  let received: SimulatedSms | undefined;
  await expect
    .poll(
      async () => {
        const answer = await fetch(`${origins.api}/sim/sms/messages?to=${CONTACT.mobile}`);
        const { messages } = (await answer.json()) as { messages: SimulatedSms[] };
        received = messages.find((sms) => sms.text.includes(pnr));
        return Boolean(received);
      },
      { timeout: 20_000, message: 'the m-ticket SMS reaches the gateway' },
    )
    .toBe(true);
  const registered = smsRegistrations(origins.shell).find((each) => each.templateId === received!.templateId);
  expect(registered, 'the SMS was sent under a registered template').toMatchObject({ kind: 'ticket', locale: 'en' });
  expect(received!.dltTemplateId).toBe(registered!.dltTemplateId);
  expect(received!.text).toMatch(templatePattern(registered!.text));
  expect(received!.text).toContain(`Jatra m-ticket PNR ${pnr}:`);
  const link = `${origins.shell}/t/${pnr}`;
  expect(received!.text.endsWith(link)).toBe(true);
  expect(received!.encoding).toBe('GSM-7');
  // the gateway reports delivery a moment later
  await expect
    .poll(async () => {
      const answer = await fetch(`${origins.api}/sim/sms/messages?to=${CONTACT.mobile}`);
      const { messages } = (await answer.json()) as { messages: SimulatedSms[] };
      return messages.find((sms) => sms.text.includes(pnr))?.state;
    })
    .toBe('delivered');

  // the SMS's short link opens the e-ticket
  await page.goto(link);
  await expect(page).toHaveURL(`${origins.shell}/booking-details/${pnr}`);
  await expect(page.getByRole('heading', { level: 1, name: `PNR ${pnr}` })).toBeVisible({ timeout: 20_000 });
  const masked = `${CONTACT.mobile.slice(0, 2)}xxxxxx${CONTACT.mobile.slice(-2)}`;
  await expect(page.getByText(`m-ticket sent to ${masked}`)).toBeVisible();
});
