import { SUPPORT_CHAT_MESSAGES, type SupportConversation, inEnglish } from '@jatra/shared';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { paidTwoBerths, seriousViolations } from '../booking-journey-test-kit';
import { daysAhead } from '../search-test-kit';
import { adminCredentials, needs, origins } from '../environment';
import { adminAccessToken } from '../sign-in';

/** The administrator signs in at /admin/login, in a browser context of their own, and opens Support. */
async function staffOpensSupport(browser: Browser, width = 1440): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByLabel('Email address').fill(adminCredentials.email);
  await page.getByLabel('Password').fill(adminCredentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${origins.shell}/admin`);
  await page.goto('/admin/support');
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  return page;
}

const chatPanel = (page: Page) => page.getByRole('dialog', { name: inEnglish(SUPPORT_CHAT_MESSAGES.title) });

test('a guest chats from Help; staff answer from the Support inbox in another browser; the reply arrives without a reload', async ({
  page,
  browser,
}) => {
  needs('admin');
  const name = `Asha Das ${Date.now() % 100_000}`;
  const question = `Do buses run to Tezpur during Bihu? <b>${Date.now()}</b>`;
  await page.goto('/help');
  await page.getByRole('button', { name: 'Start chat' }).click();
  const panel = chatPanel(page);
  await expect(panel).toBeVisible();
  await panel.getByLabel('Your name').fill(name);
  await panel.getByLabel('E-mail for our reply').fill('asha.das@example.in');
  await panel.getByLabel('Your message').fill(question);
  await panel.getByRole('button', { name: 'Send' }).click();
  const log = panel.getByRole('log', { name: 'Messages' });
  // shown as typed: the markup is text, not bold
  await expect(log.getByText(question)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const staff = await staffOpensSupport(browser);
  const item = staff.getByRole('link', { name: new RegExp(name) });
  await expect(item).toBeVisible();
  await expect(item.getByText('Unanswered')).toBeVisible();
  await item.click();
  await expect(staff.getByRole('log', { name: 'Messages' }).getByText(question)).toBeVisible();
  await expect(staff.getByText('A guest without a Jatra account: no bookings to show.')).toBeVisible();
  expect(await seriousViolations(staff)).toEqual([]);

  // the traveller writes again: it appears in the open conversation without a reload
  await panel.getByLabel('Your message').fill('It is for the 14 April bus');
  await panel.getByLabel('Your message').press('Enter');
  await expect(staff.getByRole('log', { name: 'Messages' }).getByText('It is for the 14 April bus')).toBeVisible();

  await staff.getByLabel('Reply').fill('Yes, extra buses run during Bihu.');
  await staff.getByRole('button', { name: 'Send' }).click();
  await expect(log.getByText('Yes, extra buses run during Bihu.')).toBeVisible();
  await expect(log.getByText('Jatra support')).toBeVisible();
  await staff.context().close();
});

test('a ticket chat carries its PNR to the Support inbox, beside the traveller’s bookings', async ({
  page,
  browser,
}) => {
  needs('devMailbox', 'phonePeSimulator', 'admin');
  const { pnr } = await paidTwoBerths(page, daysAhead(3), 'ticket-chat');
  await page.goto(`/booking-details/${pnr}`);
  await page.getByRole('button', { name: 'Chat about this ticket' }).click();
  const panel = chatPanel(page);
  await expect(panel.getByText(`About ticket ${pnr}`)).toBeVisible();
  await panel.getByLabel('Your message').fill('Can I change my boarding point?');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('log', { name: 'Messages' }).getByText('Can I change my boarding point?')).toBeVisible();

  const inbox = await fetch(`${origins.api}/api/admin/support/conversations`, {
    headers: { Authorization: `Bearer ${await adminAccessToken()}` },
  });
  const { result } = (await inbox.json()) as { result: SupportConversation[] };
  const conversation = result.find((item) => item.pnr === pnr);
  expect(conversation).toMatchObject({ guest: false, answered: false });

  const staff = await staffOpensSupport(browser, 360);
  await staff.goto(`/admin/support/${conversation!.id}`);
  const bookings = staff.getByRole('complementary', { name: 'Traveller’s bookings' });
  await expect(bookings.getByText(pnr)).toBeVisible();
  await expect(bookings.getByText('Asked about')).toBeVisible();
  await staff.context().close();
});
