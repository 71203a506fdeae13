import { AUTH_UI_MESSAGES, VENDOR_MESSAGES, type Vendor, type VendorApplication, inEnglish } from '@jatra/shared';
import { expect, test, type Page } from '@playwright/test';
import { adminCredentials, needs, origins } from '../environment';
import {
  adminAccessToken,
  completeProfile,
  googleSimAccessToken,
  navbarName,
  postForResult,
  signInWithEmailOtp,
  signOutEverywhere,
  storedSession,
  uniqueEmail,
  verifyEmailOtp,
} from '../sign-in';

const banner = (page: Page) => page.getByRole('banner');
const loginLink = (page: Page) => banner(page).getByRole('link', { name: 'Login' });

const applyAsVendor = (token: string, email: string, contactName: string) =>
  postForResult<Vendor>('/api/vendors/apply', token, {
    company_name: `${contactName} Travels`,
    registration_number: `AS-${Date.now()}`,
    contact_name: contactName,
    contact_email: email,
    contact_phone: '+919812345678',
  } satisfies VendorApplication);

/** Every request the page makes, in order (a test may push markers in between). */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

const adminEntry = () => `${origins.admin}/assets/remoteEntry.js`;

test('a new traveller signs in by e-mail OTP, completes the profile, stays signed in and logs out', async ({
  page,
}) => {
  needs('devMailbox');
  const email = uniqueEmail('new.traveller');
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Sign in to Jatra' })).toBeVisible();
  await expect(loginLink(page)).toBeVisible();

  await verifyEmailOtp(page, email);
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  await completeProfile(page, 'Anjali Hazarika', '9876501234');

  await expect(page).toHaveURL(`${origins.shell}/`);
  await expect(navbarName(page, 'Anjali Hazarika')).toHaveAttribute('href', '/profile');
  await expect(loginLink(page)).toHaveCount(0);

  await page.reload();
  await expect(navbarName(page, 'Anjali Hazarika')).toBeVisible();
  expect((await storedSession(page))?.access_token).toBeTruthy();

  await banner(page).getByRole('button', { name: 'Logout' }).click();
  await expect(loginLink(page)).toBeVisible();
  await expect(page).toHaveURL(`${origins.shell}/`);
  await expect(navbarName(page, 'Anjali Hazarika')).toHaveCount(0);
  expect(await storedSession(page)).toBeNull();
  await page.reload();
  await expect(loginLink(page)).toBeVisible();
});

test('a guarded page sends a visitor to /auth and comes back to it after sign-in', async ({ page }) => {
  needs('devMailbox');
  const guarded = '/bookings?from=ticket-email';
  await page.goto(guarded);
  await expect(page).toHaveURL(`${origins.shell}/auth?redirect=${encodeURIComponent(guarded)}`);
  await expect(page.getByRole('heading', { name: 'Sign in to Jatra' })).toBeVisible();

  await verifyEmailOtp(page, uniqueEmail('guarded'));
  await completeProfile(page, 'Ranjit Bora');
  await expect(page).toHaveURL(`${origins.shell}${guarded}`);
  await expect(navbarName(page, 'Ranjit Bora')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Sign in to Jatra|Complete your profile/ })).toHaveCount(0);
});

test('Google sign-in through the simulator comes back through /auth/callback to the requested page', async ({
  page,
}) => {
  needs('googleSimulator');
  await page.goto('/bookings');
  await expect(page).toHaveURL(`${origins.shell}/auth?redirect=${encodeURIComponent('/bookings')}`);
  await page.getByRole('button', { name: 'Continue with Google' }).click();

  await expect(page).toHaveURL(new RegExp(`^${origins.api}/sim/google/consent\\?state=`));
  await page.getByLabel('Rahul Baruah <rahul.google@example.com>').check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(page).toHaveURL(`${origins.shell}/bookings`);
  await expect(navbarName(page, 'Rahul Baruah')).toBeVisible();
  await expect(page.getByText(inEnglish(AUTH_UI_MESSAGES.signedIn))).toBeVisible();
  expect((await storedSession(page))?.access_token).toBeTruthy();
});

test('cancelling at Google says Authentication failed and goes back to /auth', async ({ page }) => {
  needs('googleSimulator');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(new RegExp(`^${origins.api}/sim/google/consent`));
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page.getByText(inEnglish(AUTH_UI_MESSAGES.authFailed))).toBeVisible();
  await expect(page).toHaveURL(`${origins.shell}/auth`);
  await expect(page.getByRole('heading', { name: 'Sign in to Jatra' })).toBeVisible();
  await expect(loginLink(page)).toBeVisible();
});

test('the administrator signs in at /admin/login, and only then is the admin remote requested', async ({ page }) => {
  needs('admin');
  const urls = recordRequests(page);
  page.on('response', (response) => {
    if (response.url().includes('/auth/v1/token?grant_type=password')) urls.push('<signed in>');
  });

  await page.goto('/admin');
  await expect(page).toHaveURL(new RegExp(`^${origins.shell}/admin/login`));
  await expect(page.getByRole('heading', { name: 'Administrator sign-in' })).toBeVisible();
  expect(urls.filter((url) => url.startsWith(origins.admin))).toEqual([]);

  await page.getByLabel('Email address').fill(adminCredentials.email);
  await page.getByLabel('Password').fill(adminCredentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(`${origins.shell}/admin`);
  await expect(page.locator('[data-remote="admin"]').first()).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  const firstAdminRequest = urls.findIndex((url) => url.startsWith(origins.admin));
  expect(urls[firstAdminRequest]).toBe(adminEntry());
  expect(firstAdminRequest).toBeGreaterThan(urls.indexOf('<signed in>'));
  expect(urls.indexOf('<signed in>')).toBeGreaterThan(-1);
});

test('a signed-in traveller who is not an admin is signed out at /admin and never loads the admin remote', async ({
  page,
}) => {
  needs('devMailbox');
  const urls = recordRequests(page);
  await signInWithEmailOtp(page, uniqueEmail('not.admin'), 'Bikash Gogoi');
  await page.goto('/admin');
  await expect(page.getByText(inEnglish(AUTH_UI_MESSAGES.adminOnly))).toBeVisible();
  await expect(page).toHaveURL(`${origins.shell}/admin/login?redirect=${encodeURIComponent('/admin')}`);
  await expect(loginLink(page)).toBeVisible();
  await expect(navbarName(page, 'Bikash Gogoi')).toHaveCount(0);
  expect(urls.filter((url) => url.startsWith(origins.admin))).toEqual([]);
});

test('a pending vendor applicant is stopped after OTP and not signed in', async ({ page }) => {
  needs('googleSimulator', 'devMailbox');
  const email = uniqueEmail('vendor.pending');
  // signed up through Google (no code sent: the OTP below is this address's first), applies, signs out
  const token = await googleSimAccessToken(email, 'Dipankar Saikia');
  expect((await applyAsVendor(token, email, 'Dipankar Saikia')).status).toBe('pending');
  await signOutEverywhere(token);

  await page.goto(`/auth?redirect=${encodeURIComponent('/bookings')}`);
  await verifyEmailOtp(page, email);
  await expect(page.getByRole('heading', { name: inEnglish(VENDOR_MESSAGES.pending) })).toBeVisible();
  await expect(page.getByText(inEnglish(AUTH_UI_MESSAGES.vendorPendingDetail))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`^${origins.shell}/auth\\?`));
  await expect(loginLink(page)).toBeVisible();
  await expect(navbarName(page, 'Dipankar Saikia')).toHaveCount(0);
  expect(await storedSession(page)).toBeNull();

  await page.goto('/bookings');
  await expect(page).toHaveURL(`${origins.shell}/auth?redirect=${encodeURIComponent('/bookings')}`);
});

test('a rejected vendor applicant coming back from Google is stopped and not signed in', async ({ page }) => {
  needs('devMailbox', 'admin', 'googleSimulator');
  const email = uniqueEmail('vendor.rejected');
  await signInWithEmailOtp(page, email, 'Nayan Kalita');
  const session = await storedSession(page);
  const application = await applyAsVendor(session!.access_token, email, 'Nayan Kalita');
  const rejected = await postForResult<Vendor>(`/api/admin/vendors/${application.id}/reject`, await adminAccessToken());
  expect(rejected.status).toBe('rejected');
  await banner(page).getByRole('button', { name: 'Logout' }).click();
  await expect(loginLink(page)).toBeVisible();

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByLabel('Another account (below)').check();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Full name').fill('Nayan Kalita');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(page.getByRole('heading', { name: inEnglish(VENDOR_MESSAGES.rejected) })).toBeVisible();
  await expect(page.getByText(inEnglish(AUTH_UI_MESSAGES.vendorRejectedDetail))).toBeVisible();
  await expect(page).toHaveURL(`${origins.shell}/auth`);
  await expect(loginLink(page)).toBeVisible();
  expect(await storedSession(page)).toBeNull();
  await expect(page.getByText(inEnglish(AUTH_UI_MESSAGES.signedIn))).toHaveCount(0);
});
