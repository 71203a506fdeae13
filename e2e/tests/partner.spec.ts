import { ADMIN_MESSAGES, VENDOR_MESSAGES, type MailboxMessage, inEnglish } from '@jatra/shared';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, setClock } from '../booking-journey-test-kit';
import { adminCredentials, needs, origins } from '../environment';
import { adminAccessToken, completeProfile, navbarName, uniqueEmail, verifyEmailOtp } from '../sign-in';

/** The mails (not sign-in codes) the dev mailbox holds for an address, newest first. */
async function mailsTo(address: string): Promise<MailboxMessage[]> {
  const answer = await fetch(`${origins.api}/sim/mailbox?to=${encodeURIComponent(address)}`);
  return ((await answer.json()) as { messages: MailboxMessage[] }).messages.filter((message) => !message.code);
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('Help points bus operators to the partner page', async ({ page }) => {
  await page.goto('/help');
  await page
    .getByRole('region', { name: 'For bus operators' })
    .getByRole('link', { name: 'Become a Jatra partner' })
    .click();
  await expect(page).toHaveURL(`${origins.shell}/partner`);
  await expect(page.getByRole('heading', { name: 'Become a Jatra partner', level: 1 })).toBeVisible();
});

test.afterEach(async () => {
  await setClock(0);
});

test('a bus operator applies from the footer, an admin approves, the answer is e-mailed and their next sign-in opens the dashboard', async ({
  page,
  browser,
}) => {
  needs('devMailbox', 'admin', 'testClock');
  test.setTimeout(240_000);
  const email = uniqueEmail('partner.applicant');
  const opsEmail = uniqueEmail('partner.ops');
  const company = `Gogoi Roadways ${Date.now() % 100_000}`;

  // a visitor finds the page in the footer, reads what it means and is asked to sign in
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Become a Jatra partner' }).click();
  await expect(page).toHaveURL(`${origins.shell}/partner`);
  await expect(page.getByRole('heading', { name: 'What partnering means' })).toBeVisible();
  expect(await seriousViolations(page), 'partner page, signed out').toEqual([]);
  await page.getByRole('button', { name: 'Sign in to apply' }).click();
  await expect(page).toHaveURL(`${origins.shell}/auth?redirect=${encodeURIComponent('/partner')}`);
  await verifyEmailOtp(page, email);
  await completeProfile(page, 'Rupam Gogoi');

  // back on the page, the form: checked as the API checks it
  await expect(page).toHaveURL(`${origins.shell}/partner`);
  const form = page.getByRole('form', { name: 'Your company' });
  await expect(form.getByLabel('Contact name')).toHaveValue('Rupam Gogoi');
  await form.getByLabel('Contact e-mail').fill('ops@');
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByText('Company name is required')).toBeVisible();
  await expect(form.getByText('Please enter a valid contact email')).toBeVisible();
  expect(await seriousViolations(page), 'partner form with errors').toEqual([]);

  await form.getByLabel('Company name').fill(company);
  await form.getByLabel('Registration number').fill(`AS-${Date.now()}`);
  await form.getByLabel('Contact e-mail').fill(opsEmail);
  await form.getByLabel('Contact phone').fill('+91 98123 45678');
  await form.getByRole('button', { name: 'Send application' }).click();
  const pending = page.getByRole('region', { name: inEnglish(VENDOR_MESSAGES.pending) });
  await expect(pending).toBeVisible();
  await expect(pending.getByText(company)).toBeVisible();
  await expect(pending.getByText('+919812345678')).toBeVisible();
  expect(await seriousViolations(page), 'partner page, pending').toEqual([]);

  // the administrator approves it on the Overview, linking the operator it runs
  expect(
    (
      await fetch(`${origins.api}/api/admin/sync/operators`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${await adminAccessToken()}` },
      })
    ).status,
  ).toBe(200);
  const admin = await (await browser.newContext()).newPage();
  await admin.goto('/admin/login');
  await admin.getByLabel('Email address').fill(adminCredentials.email);
  await admin.getByLabel('Password').fill(adminCredentials.password);
  await admin.getByRole('button', { name: 'Sign in' }).click();
  const approvals = admin.getByRole('region', { name: 'Pending Vendor Approvals' });
  await approvals.getByRole('button', { name: `Approve ${company}` }).click();
  const dialog = admin.getByRole('alertdialog', { name: `Approve ${company}?` });
  await dialog.getByRole('combobox', { name: 'Operator this vendor runs' }).fill('Network');
  await dialog.getByRole('option', { name: 'Network Travels (ID 2101)' }).click();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(admin, inEnglish(ADMIN_MESSAGES.vendorApproved))).toBeVisible();

  // the answer goes to the application's contact address
  await expect
    .poll(async () => (await mailsTo(opsEmail)).map((mail) => mail.subject))
    .toEqual([`Your Jatra partner application is approved: ${company}`]);
  expect((await mailsTo(opsEmail))[0]!.body).toContain(`Open your dashboard: ${origins.shell}/vendor`);

  // the page says so at once; then the operator signs out and in again, asking for nowhere in particular
  await page.reload();
  await expect(page.getByRole('region', { name: 'You are a Jatra partner' })).toBeVisible();
  expect(await seriousViolations(page), 'partner page, approved').toEqual([]);
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  // a minute later as far as the API knows: a code is sent to one address again only after 60 s
  await setClock(61_000);
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(`${origins.shell}/auth`);
  await verifyEmailOtp(page, email);
  await expect(page).toHaveURL(`${origins.shell}/vendor`);
  await expect(page.getByRole('heading', { name: 'Vendor Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('Network Travels').first()).toBeVisible();
  await expect(navbarName(page, 'Rupam Gogoi')).toBeVisible();
});
