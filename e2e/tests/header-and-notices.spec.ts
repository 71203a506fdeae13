/**
 * What a traveller notices on a phone: the navbar's labels are whole or icons with names, a wrong sign-in code
 * is said by its field, a toast never covers the page's heading, and the calendar's month arrows are ours.
 */
import { AUTH_UI_MESSAGES, type Vendor, type VendorApplication, inEnglish } from '@jatra/shared';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { adminCredentials, needs, origins } from '../environment';
import {
  adminAccessToken,
  googleSimAccessToken,
  latestCode,
  navbarName,
  postForResult,
  signInWithEmailOtp,
  uniqueEmail,
  verifyEmailOtp,
} from '../sign-in';

const PHONE_WIDTHS = [320, 360, 390];

/** A bus company that applied and was approved for Network Travels; its e-mail. */
async function approvedVendor(contactName: string): Promise<string> {
  const email = uniqueEmail('header.vendor');
  const token = await googleSimAccessToken(email, contactName);
  const vendor = await postForResult<Vendor>('/api/vendors/apply', token, {
    company_name: `${contactName} Roadways`,
    registration_number: `AS-${Date.now()}`,
    contact_name: contactName,
    contact_email: email,
    contact_phone: '+919812300042',
  } satisfies VendorApplication);
  const admin = await adminAccessToken();
  await postForResult('/api/admin/sync/operators', admin, {});
  await postForResult(`/api/admin/vendors/${vendor.id}/approve`, admin, { operator_id: 2101 });
  return email;
}

/**
 * Every item of the main navigation at the page's width: inside the screen, apart from the others, named, and
 * any word it shows drawn whole (a word given way to an icon is hidden whole, not cut).
 */
async function expectNavbarFits(page: Page, names: string[]) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of names)
    await expect(nav.getByRole('link', { name }).or(nav.getByRole('button', { name }))).toBeVisible();
  const items = await nav.locator('a, button').evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      const words = [element as HTMLElement, ...element.querySelectorAll<HTMLElement>('span')]
        .filter((part) => part.getBoundingClientRect().width > 1 && part.textContent?.trim())
        .map((part) => ({ text: part.textContent!.trim(), cut: part.scrollWidth > part.clientWidth + 0.5 }));
      return { left: box.left, right: box.right, width: box.width, words };
    }),
  );
  const width = page.viewportSize()!.width;
  for (const item of items) {
    expect(item.left).toBeGreaterThanOrEqual(0);
    expect(item.right).toBeLessThanOrEqual(width);
    expect(item.width, 'a touch target').toBeGreaterThanOrEqual(44);
    expect(item.words.filter((word) => word.cut)).toEqual([]);
  }
  for (let index = 1; index < items.length; index++) {
    expect(items[index]!.left).toBeGreaterThanOrEqual(items[index - 1]!.right - 0.5);
  }
}

test('the navbar fits a phone as traveller, vendor and administrator: no cut label, every item named', async ({
  page,
  browser,
}) => {
  needs('devMailbox', 'googleSimulator', 'admin');
  test.setTimeout(120_000);
  // a long name: at 360 px it was cut to a few letters
  await signInWithEmailOtp(page, uniqueEmail('header.traveller'), 'Priyanka Baruah Sharma');
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    await expectNavbarFits(page, ['Search', 'My Bookings', 'Priyanka Baruah Sharma', 'Logout']);
  }
  await expect(navbarName(page, 'Priyanka Baruah Sharma')).toHaveAttribute('href', '/profile');

  // signed in, no name yet: the link falls back to 'Dashboard' ('Dashbo…' at 360 px)
  const unnamed = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await unnamed.goto('/auth');
  await verifyEmailOtp(unnamed, uniqueEmail('header.unnamed'));
  await expect(unnamed.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  for (const width of PHONE_WIDTHS) {
    await unnamed.setViewportSize({ width, height: 740 });
    await expectNavbarFits(unnamed, ['Search', 'My Bookings', 'Dashboard', 'Logout']);
  }

  const vendorEmail = await approvedVendor('Hemanta Deka');
  const vendor = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await vendor.goto('/auth');
  await verifyEmailOtp(vendor, vendorEmail);
  await expect(navbarName(vendor, 'Hemanta Deka')).toHaveAttribute('href', '/vendor');
  for (const width of PHONE_WIDTHS) {
    await vendor.setViewportSize({ width, height: 740 });
    await expectNavbarFits(vendor, ['Search', 'My Bookings', 'Hemanta Deka', 'Logout']);
  }

  const admin = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await admin.goto('/admin/login');
  await admin.getByLabel('Email address').fill(adminCredentials.email);
  await admin.getByLabel('Password').fill(adminCredentials.password);
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await expect(admin).toHaveURL(`${origins.shell}/admin`);
  for (const width of PHONE_WIDTHS) {
    await admin.setViewportSize({ width, height: 740 });
    await expectNavbarFits(admin, ['Search', 'Admin', 'Logout']);
  }

  // on a wide screen every label is written out
  await page.setViewportSize({ width: 1440, height: 900 });
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const label of ['Search', 'My Bookings', 'Priyanka Baruah Sharma', 'Logout']) {
    await expect(nav.getByText(label, { exact: true })).toBeVisible();
  }
  await expectNavbarFits(page, ['Search', 'My Bookings', 'Priyanka Baruah Sharma', 'Logout']);
});

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1440, height: 900 },
]) {
  test(`a wrong code is said by its field, and the toasts on the sign-in page leave its heading clear (${viewport.width} px)`, async ({
    page,
  }) => {
    needs('devMailbox');
    await page.setViewportSize(viewport);
    const email = uniqueEmail('wrong.code');
    await page.goto('/auth');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const heading = page.getByRole('heading', { level: 1, name: 'Verify your OTP' });
    await expect(heading).toBeVisible();

    // 'OTP sent to your email!' shows while the heading is on the screen
    const sent = page.locator('[data-sonner-toast]').filter({ hasText: inEnglish(AUTH_UI_MESSAGES.otpSentEmail) });
    await expect(sent).toBeVisible();
    expect(overlaps((await sent.boundingBox())!, (await heading.boundingBox())!), 'the toast covers the heading').toBe(
      false,
    );
    // the toast itself, once it has come in (the page-wide axe checks leave toasts out: they come and go)
    await expect(sent).toHaveAttribute('data-mounted', 'true');
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    const inToast = await new AxeBuilder({ page }).include('[data-sonner-toast]').analyze();
    expect(inToast.violations.map((violation) => violation.id)).toEqual([]);

    const code = page.getByLabel('One-time password');
    const right = await latestCode(email);
    await code.fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    const said = page.getByRole('alert').filter({ hasText: inEnglish(AUTH_UI_MESSAGES.wrongOtp) });
    await expect(said).toHaveText('That code is wrong or has expired. Check it or ask for a new one.');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(inEnglish(AUTH_UI_MESSAGES.wrongOtp));
    await expect(page.getByText('Token has expired or is invalid')).toHaveCount(0);
    // by the field: just below it
    const field = (await code.boundingBox())!;
    const message = (await said.boundingBox())!;
    expect(message.y).toBeGreaterThanOrEqual(field.y + field.height);
    expect(message.y - (field.y + field.height)).toBeLessThan(24);

    // the right code still signs in
    await code.fill(right);
    await expect(said).toHaveCount(0);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  });
}

test('the calendar’s month arrows are 44 px, in the brand colour, with a focus ring, and grey when there is no month to go to', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await page.locator('.jt-date-picker__trigger').first().click();
  const calendar = page.getByRole('dialog');
  await expect(calendar).toBeVisible();
  const brand = await page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--color-brand)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
  const arrow = async (name: RegExp) =>
    calendar.getByRole('button', { name }).evaluate((button) => {
      const box = button.getBoundingClientRect();
      const style = getComputedStyle(button);
      return {
        width: box.width,
        height: box.height,
        fill: getComputedStyle(button.querySelector('svg')!).fill,
        outline: `${style.outlineStyle} ${style.outlineWidth}`,
        disabled: button.getAttribute('aria-disabled') === 'true',
      };
    });

  // today's month: nothing before it to go to
  const previous = await arrow(/previous month/i);
  expect(previous).toMatchObject({ width: 44, height: 44, disabled: true });
  expect(previous.fill).not.toBe(brand);
  expect(previous.fill).not.toBe('rgb(0, 0, 255)');

  const next = await arrow(/next month/i);
  expect(next).toMatchObject({ width: 44, height: 44, fill: brand, disabled: false });
  await calendar.getByRole('button', { name: /next month/i }).focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  expect((await arrow(/next month/i)).outline).toBe('solid 3px');
});
