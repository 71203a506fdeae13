import {
  ADMIN_MESSAGES,
  AUTH_MESSAGES,
  BALANCE_HEALTH_TEXT,
  DEFAULT_SETTINGS,
  formatDisplayDate,
  FRONTEND_PARTS,
  VENDOR_MESSAGES,
  type FrontendPart,
  type VendorApplication,
  inEnglish,
} from '@jatra/shared';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { paidTwoBerths, seriousViolations, setClock } from '../booking-journey-test-kit';
import { accessTokenOf } from '../my-bookings-test-kit';
import { daysAhead } from '../search-test-kit';
import { adminCredentials, needs, origins } from '../environment';
import {
  adminAccessToken,
  api,
  googleSimAccessToken,
  navbarName,
  signInWithEmailOtp,
  uniqueEmail,
  verifyEmailOtp,
} from '../sign-in';

/** A bus company signs up (through the Google simulator: no code sent yet) and applies; its company name. */
async function vendorApplicant(
  who: string,
  contactName: string,
  company = `${contactName.split(' ')[1]} Roadways ${Date.now() % 100_000}`,
) {
  const email = uniqueEmail(who);
  const token = await googleSimAccessToken(email, contactName);
  const applied = await api('/api/vendors/apply', token, {
    method: 'POST',
    body: {
      company_name: company,
      registration_number: `AS-${Date.now()}`,
      contact_name: contactName,
      contact_email: email,
      contact_phone: '+919812300042',
    } satisfies VendorApplication,
  });
  expect(applied.status).toBe(201);
  return { email, company };
}

/** The administrator signs in at /admin/login and lands on the Overview. */
async function adminSignsIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email address').fill(adminCredentials.email);
  await page.getByLabel('Password').fill(adminCredentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${origins.shell}/admin`);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
}

const section = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name, exact: true });

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function newPage(browser: Browser) {
  return (await browser.newContext()).newPage();
}

test('the administrator sees the counters, approves one vendor (who reaches /vendor) and rejects another', async ({
  page,
  browser,
}) => {
  needs('devMailbox', 'googleSimulator', 'admin');
  test.setTimeout(120_000);
  // the operators the approval links to come from a sync
  expect((await api('/api/admin/sync/operators', await adminAccessToken(), { method: 'POST' })).status).toBe(200);
  const approved = await vendorApplicant('admin.vendor.approved', 'Hemanta Deka');
  const rejected = await vendorApplicant('admin.vendor.rejected', 'Jonali Hazarika');

  await adminSignsIn(page);
  for (const counter of ['Total Users', 'Active Operators', 'Total Revenue', 'Bookings Today']) {
    await expect(page.getByText(counter, { exact: true })).toBeVisible();
  }
  // the figures are kept, not summed on each read: the page says as of when and how often they move
  await expect(
    page.getByText(/^Figures as of \d{2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M, updated every minute\.$/),
  ).toBeVisible();
  const pending = page.getByRole('region', { name: 'Pending Vendor Approvals' });
  await pending.getByRole('button', { name: `Approve ${approved.company}` }).click();
  const approveDialog = page.getByRole('alertdialog', { name: `Approve ${approved.company}?` });
  await approveDialog.getByRole('combobox', { name: 'Operator this vendor runs' }).fill('Network');
  await approveDialog.getByRole('option', { name: 'Network Travels (ID 2101)' }).click();
  await approveDialog.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, inEnglish(ADMIN_MESSAGES.vendorApproved))).toBeVisible();

  await pending.getByRole('button', { name: `Reject ${rejected.company}` }).click();
  await page
    .getByRole('alertdialog', { name: `Reject ${rejected.company}?` })
    .getByRole('button', { name: 'Reject' })
    .click();
  await expect(toast(page, inEnglish(ADMIN_MESSAGES.vendorRejected))).toBeVisible();
  await expect(pending.getByText(approved.company)).toHaveCount(0);
  await expect(pending.getByText(rejected.company)).toHaveCount(0);

  const activities = page.getByRole('region', { name: 'Recent Activities' });
  await expect(activities.getByText(`Approved vendor ${approved.company}`)).toBeVisible();
  await expect(activities.getByText(`Rejected vendor ${rejected.company}`)).toBeVisible();
  expect(await seriousViolations(page), 'overview').toEqual([]);

  const vendorPage = await newPage(browser);
  await vendorPage.goto('/auth');
  await verifyEmailOtp(vendorPage, approved.email);
  await expect(navbarName(vendorPage, 'Hemanta Deka')).toBeVisible();
  await vendorPage.goto('/vendor');
  await expect(vendorPage.getByText('Network Travels').first()).toBeVisible();

  const rejectedPage = await newPage(browser);
  await rejectedPage.goto('/auth');
  await verifyEmailOtp(rejectedPage, rejected.email);
  await expect(rejectedPage.getByRole('heading', { name: inEnglish(VENDOR_MESSAGES.rejected) })).toBeVisible();
});

test('markup a vendor typed into their application is shown to the administrator as text, never run', async ({
  page,
}) => {
  needs('googleSimulator', 'admin');
  const company = `<img src=x onerror="window.__xss=1">Manas <script>window.__xss=2</script>Roadways ${Date.now() % 100_000}`;
  await vendorApplicant('admin.vendor.markup', 'Bikash Bora', company);
  await adminSignsIn(page);
  const pending = page.getByRole('region', { name: 'Pending Vendor Approvals' });
  await expect(pending.getByText(company, { exact: true })).toBeVisible();
  await expect(pending.locator('img, script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});

test('a suspended traveller is refused at once, on the next page load and at sign-in, and comes back when activated', async ({
  page,
  browser,
}) => {
  needs('devMailbox', 'admin', 'testClock');
  test.setTimeout(120_000);
  const traveller = await newPage(browser);
  const email = uniqueEmail('admin.suspended');
  await signInWithEmailOtp(traveller, email, 'Manash Bora');
  await traveller.goto('/bookings');
  await expect(traveller.getByRole('heading', { name: 'My Bookings' })).toBeVisible();

  await adminSignsIn(page);
  await section(page, 'Users').click();
  await expect(page).toHaveURL(/\/admin\/users/);
  await page.getByLabel('Search users').fill(email.toUpperCase());
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Suspend Manash Bora' }).click();
  await expect(toast(page, inEnglish(ADMIN_MESSAGES.userStatusUpdated('suspended')))).toBeVisible();
  await expect(row.getByText('Suspended', { exact: true })).toBeVisible();

  // the next page load: the API refuses the traveller's token, and the page says why instead of the bookings
  await traveller.reload();
  await expect(traveller.getByRole('alert').filter({ hasText: AUTH_MESSAGES.userBanned })).toBeVisible();
  // a new sign-in: the code is accepted, the account is not (the clock moves past the 60 s resend wait)
  try {
    await setClock(61_000);
    const again = await newPage(browser);
    await again.goto('/auth');
    await verifyEmailOtp(again, email);
    await expect(again.getByText(AUTH_MESSAGES.userBanned).first()).toBeVisible();
    await expect(navbarName(again, 'Manash Bora')).toHaveCount(0);

    await page.getByLabel('Status').selectOption('suspended');
    await expect(row.getByRole('button', { name: 'Activate Manash Bora' })).toBeVisible();
    await row.getByRole('button', { name: 'Activate Manash Bora' }).click();
    await expect(toast(page, inEnglish(ADMIN_MESSAGES.userStatusUpdated('active')))).toBeVisible();
    expect(await seriousViolations(page), 'users').toEqual([]);

    await setClock(122_000);
    const back = await newPage(browser);
    await back.goto('/auth');
    await verifyEmailOtp(back, email);
    await expect(navbarName(back, 'Manash Bora')).toBeVisible();
  } finally {
    await setClock(0);
  }
});

test("the provider's lists, schedules, the day's transactions with a booking just made, the balance, settings in the footer, backup and cache", async ({
  page,
  browser,
}) => {
  needs('devMailbox', 'phonePeSimulator', 'admin');
  test.setTimeout(240_000);
  // a booking paid today: the provider's transaction log must show it
  const traveller = await newPage(browser);
  const { pnr } = await paidTwoBerths(traveller, daysAhead(5), 'admin.transactions');

  await adminSignsIn(page);

  // cities: synced from the provider, 50 a page, Previous and Next by cursor
  await section(page, 'Cities').click();
  await page.getByRole('button', { name: 'Sync Cities' }).click();
  await expect(toast(page, /^Successfully synchronized \d+ cities$/)).toBeVisible();
  const cities = page.getByRole('region', { name: /cities/i }).first();
  const citiesPager = page.getByRole('navigation', { name: 'Cities pages' });
  await expect(citiesPager.getByText(/^\d+ cities$/)).toBeVisible();
  await expect(cities.getByRole('row')).toHaveCount(51);
  const firstCity = await cities.getByRole('row').nth(1).textContent();
  await citiesPager.getByRole('button', { name: 'Next' }).click();
  await expect(citiesPager.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(cities.getByRole('row').nth(1)).not.toHaveText(firstCity!);
  await citiesPager.getByRole('button', { name: 'Previous' }).click();
  await expect(cities.getByRole('row').nth(1)).toHaveText(firstCity!);
  await expect(cities.getByRole('row')).toHaveCount(51);
  // two letters: the start of a name only, and the page says so
  await page.getByLabel('Search cities').fill('jo');
  await expect(page.getByText('Matching the start of each name only; type 3 or more characters')).toBeVisible();
  await expect(cities.getByRole('row').filter({ hasText: 'Jorhat' })).toHaveCount(1);
  await expect(cities.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(/^Jo/);

  // pairs: either city matches
  await page.getByRole('button', { name: 'Sync City Pairs' }).click();
  await expect(toast(page, /^Successfully synchronized \d+ city pairs$/)).toBeVisible();
  await page.getByRole('tab', { name: 'Origin-Destination Pairs' }).click();
  await page.getByLabel('Search pairs by either city').fill('jorhat');
  const pairRows = page.getByRole('tabpanel').getByRole('row').filter({ hasText: 'Jorhat' });
  await expect(pairRows.first()).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('row').filter({ hasText: 'Guwahati' }).first()).toBeVisible();

  // schedules: Jorhat → Guwahati tomorrow
  await section(page, 'Schedules').click();
  await page.getByRole('button', { name: 'Search Schedules' }).click();
  await expect(page.getByText(inEnglish(ADMIN_MESSAGES.scheduleFieldsRequired))).toBeVisible();
  await pickCityIn(page, 'Origin city', 'Jor', 'Jorhat');
  await pickCityIn(page, 'Destination city', 'Guw', 'Guwahati');
  await page.getByRole('button', { name: `Travel date ${formatDisplayDate(daysAhead(0))}` }).click();
  // the calendar is fetched on first use: keys go to it once it shows, with today's day in focus
  await expect(page.getByRole('dialog', { name: 'Travel date' }).locator('button:focus')).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Travel date ${formatDisplayDate(daysAhead(1))}` })).toBeVisible();
  await page.getByRole('button', { name: 'Search Schedules' }).click();
  const schedules = page.getByRole('region', { name: /schedules/i }).last();
  await expect(schedules.getByRole('row').nth(1)).toBeVisible();
  expect(await schedules.getByRole('row').count()).toBeGreaterThan(2);

  // transactions of today: the booking above, with its PNR
  await section(page, 'Transactions').click();
  await page.getByRole('button', { name: 'Load Transactions' }).click();
  await expect(page.getByRole('row').filter({ hasText: pnr })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: pnr }).getByText('Confirmed')).toBeVisible();
  // the day's money in three figures, each event counted once: sales, cancellations, and the net of the two
  await expect(page.getByRole('region', { name: 'Sales' })).toContainText(/\d+ tickets? sold/);
  await expect(page.getByRole('region', { name: 'Cancellations' })).toContainText(
    /cancellations?, seats' fare and tax/,
  );
  await expect(page.getByRole('region', { name: 'Net' })).toContainText('Sales less cancellations');
  await expect(page.getByRole('region', { name: 'Total' })).toHaveCount(0);
  expect(await seriousViolations(page), 'transactions').toEqual([]);

  // the balance and its state
  await section(page, 'Balance').click();
  await expect(page.getByText(inEnglish(BALANCE_HEALTH_TEXT.healthy))).toBeVisible();
  // the switch is drawn over its checkbox: a person presses what they see, the label
  await page.getByText('Direct API Access', { exact: true }).click();
  await expect(page.getByRole('switch', { name: 'Direct API Access' })).toBeChecked();
  await expect(page.getByLabel('Travel ID (optional)')).toBeVisible();
  expect(await seriousViolations(page), 'balance').toEqual([]);

  // settings: a new support phone shows in the footer for everyone
  await section(page, 'Settings').click();
  const phone = '+91 361 700 4242';
  try {
    await page.getByLabel('Support phone').fill(phone);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toast(page, inEnglish(ADMIN_MESSAGES.settingsSaved))).toBeVisible();
    const visitor = await newPage(browser);
    await visitor.goto('/help');
    await expect(visitor.getByRole('contentinfo').getByRole('link', { name: phone })).toBeVisible();
  } finally {
    const reset = await api('/api/admin/settings', await adminAccessToken(), { method: 'PUT', body: DEFAULT_SETTINGS });
    expect(reset.status).toBe(200);
  }

  // backup: a gzipped file of JSON lines holding our tables, the booking among them
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Backup Now' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^jatra-backup-\d{4}-\d{2}-\d{2}\.ndjson\.gz$/);
  await expect(toast(page, `Backup downloaded as ${file.suggestedFilename()}`)).toBeVisible();
  const lines = gunzipSync(await readFile((await file.path())!))
    .toString('utf8')
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const bookingsAt = lines.findIndex((line) => line.$table === 'bookings');
  const nextTableAt = lines.findIndex((line, at) => at > bookingsAt && '$table' in line);
  expect(lines.slice(bookingsAt + 1, nextTableAt)).toContainEqual(expect.objectContaining({ pnr }));
  expect(lines.at(-1)).toHaveProperty('$end');

  await page.getByRole('button', { name: 'Clear Cache' }).click();
  await expect(toast(page, /cleared/i)).toBeVisible();
  expect(await seriousViolations(page), 'settings').toEqual([]);
});

async function pickCityIn(page: Page, label: string, typed: string, city: string) {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name: city, exact: true }).click();
}

test("a traveller's token is refused by every admin route", async ({ page }) => {
  needs('devMailbox');
  await signInWithEmailOtp(page, uniqueEmail('admin.refused'), 'Ritu Das');
  const token = await accessTokenOf(page);
  const id = '00000000-0000-4000-8000-000000000000';
  const routes: [string, string][] = [
    ['GET', '/api/admin/overview'],
    ['GET', '/api/admin/activities'],
    ['GET', '/api/admin/users'],
    ['PUT', `/api/admin/users/${id}/status`],
    ['GET', '/api/admin/vendors'],
    ['POST', `/api/admin/vendors/${id}/approve`],
    ['POST', `/api/admin/vendors/${id}/reject`],
    ['POST', `/api/admin/vendors/${id}/operator`],
    ['GET', '/api/admin/operators'],
    ['GET', '/api/admin/cities'],
    ['GET', '/api/admin/city-pairs'],
    ['GET', '/api/admin/masters'],
    ['GET', '/api/admin/sync'],
    ['POST', '/api/admin/sync/cities'],
    ['GET', '/api/admin/schedules?origin_id=117&destination_id=101&date=2030-01-01'],
    ['GET', `/api/admin/transactions?date=${daysAhead(0)}`],
    ['GET', '/api/admin/balance'],
    ['GET', '/api/admin/settings'],
    ['PUT', '/api/admin/settings'],
    ['GET', '/api/admin/backup'],
    ['POST', '/api/admin/cache/clear'],
  ];
  for (const [method, path] of routes) {
    const answer = await api(path, token, { method, body: method === 'GET' ? undefined : {} });
    expect(answer.status, `${method} ${path}`).toBe(403);
  }
});

test('Releases: each part of Jatra with its live release, or none deployed and nothing to roll back', async ({
  page,
}) => {
  needs('admin');
  await adminSignsIn(page);
  await section(page, 'Releases').click();
  await expect(page.getByRole('heading', { name: 'Releases', level: 1 })).toBeVisible();
  const live = (await (await fetch(`${origins.api}/api/frontend-releases/live`)).json()) as {
    result: Partial<Record<FrontendPart, { version: string }>>;
  };
  const token = await adminAccessToken();
  for (const part of FRONTEND_PARTS) {
    const card = page.getByRole('region', { name: new RegExp(`^${part}: `, 'i') });
    await expect(card).toBeVisible();
    const release = live.result[part];
    if (release) {
      await expect(card.getByText(release.version).first()).toBeVisible();
      continue;
    }
    // nothing deployed (the product as npm start serves it): no button, and the API refuses a rollback anyway
    await expect(card.getByText(/No release deployed yet/)).toBeVisible();
    await expect(card.getByRole('button', { name: /Roll back|End the canary/ })).toHaveCount(0);
    const refused = await api(`/api/admin/frontend-releases/${part}/rollback`, token, { method: 'POST', body: {} });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      `${part} has no live release to roll back`,
    );
  }
  expect(await seriousViolations(page), 'releases').toEqual([]);
});
