import { AUTH_UI_MESSAGES, PROFILE_MESSAGES, VENDOR_MESSAGES, inEnglish } from '@jatra/shared';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hostToast } from '../toast/host-toast';
import { Navbar } from '../layout/Navbar';
import { REMOTE_ROUTES } from '../routes/route-table';
import { accessDeniedMessage, RouteGuard } from '../routes/RouteGuard';
import { AdminLoginPage } from './AdminLoginPage';
import { AuthCallbackPage } from './AuthCallbackPage';
import { AuthPage } from './AuthPage';
import { bindAuthStore, setAuthClient, toShellUser, useAuthStore } from './auth-store';
import { OtpStep } from './OtpStep';
import { OAUTH_REDIRECT_KEY } from './redirect';
import { setApiBaseUrl } from './supabase-client';
import { fakeAuthClient, fakeSession, fakeVendorFetch } from './auth-test-kit';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(path: string, routes: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {routes}
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

let fake: ReturnType<typeof fakeAuthClient>;
let errors: ReturnType<typeof vi.spyOn>;
let successes: ReturnType<typeof vi.spyOn>;
let vendorFetch: ReturnType<typeof fakeVendorFetch>;

beforeEach(() => {
  setApiBaseUrl('http://api.test');
  vendorFetch = fakeVendorFetch(null);
  vi.stubGlobal('fetch', vendorFetch);
  sessionStorage.clear();
  fake = fakeAuthClient();
  setAuthClient(fake.client);
  bindAuthStore(fake.client);
  useAuthStore.setState({ user: null, session: null, loading: false });
  errors = vi.spyOn(hostToast, 'error').mockImplementation(() => undefined);
  successes = vi.spyOn(hostToast, 'success').mockImplementation(() => undefined);
});

afterEach(() => {
  setAuthClient(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const signIn = (options: Parameters<typeof fakeSession>[0] = {}) => {
  const session = fakeSession(options);
  useAuthStore.setState({ session, user: toShellUser(session), loading: false });
};

describe('route guard', () => {
  const guarded = (
    <Route
      path="/booking/:id"
      element={
        <RouteGuard access="signed-in">
          <p>booking page</p>
        </RouteGuard>
      }
    />
  );

  it('shows a spinner while the session loads', () => {
    useAuthStore.setState({ loading: true });
    renderAt('/booking/7', guarded);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
  });

  it('sends visitors to /auth carrying the requested location', () => {
    renderAt('/booking/7?date=2026-12-01&womenBooking=true', guarded);
    expect(screen.getByTestId('where')).toHaveTextContent(
      `/auth?redirect=${encodeURIComponent('/booking/7?date=2026-12-01&womenBooking=true')}`,
    );
  });

  it('lets signed-in users through', () => {
    signIn();
    renderAt('/booking/7', guarded);
    expect(screen.getByText('booking page')).toBeInTheDocument();
  });

  it('sends signed-in users away from guest-only pages', () => {
    signIn();
    renderAt(
      '/auth',
      <Route
        path="/auth"
        element={
          <RouteGuard access="guest-only">
            <p>sign in</p>
          </RouteGuard>
        }
      />,
    );
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('toasts and goes home when the role is missing', () => {
    signIn({ role: 'user' });
    renderAt(
      '/vendor',
      <Route
        path="/vendor"
        element={
          <RouteGuard access="signed-in" roles={['vendor']}>
            <p>vendor</p>
          </RouteGuard>
        }
      />,
    );
    expect(errors).toHaveBeenCalledWith(accessDeniedMessage(['vendor']));
    expect(errors).toHaveBeenCalledWith('Access denied. You need vendor role to access this page.');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(fake.mock.signOut).not.toHaveBeenCalled();
  });
});

describe('the booking page (the route table)', () => {
  const booking = REMOTE_ROUTES.find((route) => route.path === '/booking/:id')!;

  it('lets an anonymous visitor view seats', () => {
    renderAt(
      '/booking/7?date=2026-12-01',
      <Route
        path={booking.path}
        element={
          <RouteGuard access={booking.access} roles={booking.roles}>
            <p>seat map</p>
          </RouteGuard>
        }
      />,
    );
    expect(screen.getByText('seat map')).toBeInTheDocument();
  });
});

describe('admin area guard (the route table)', () => {
  const admin = REMOTE_ROUTES.find((route) => route.remote === 'admin')!;
  const adminArea = (
    <Route
      path={admin.path}
      element={
        <RouteGuard
          access={admin.access}
          roles={admin.roles}
          signInPath={admin.signInPath}
          deniedAction={admin.deniedAction}
        >
          <p>admin area</p>
        </RouteGuard>
      }
    />
  );
  // as in the app, the sign-in page is a route of its own, not part of the area
  const routes = (
    <>
      {adminArea}
      <Route path="/admin/login" element={<Where />} />
    </>
  );

  it('sends a visitor to /admin/login', () => {
    renderAt('/admin/users', routes);
    expect(screen.getByTestId('where')).toHaveTextContent(
      `/admin/login?redirect=${encodeURIComponent('/admin/users')}`,
    );
  });

  it.each(['user', 'vendor'])('signs a %s out and sends them to /admin/login, never drawing the area', async (role) => {
    signIn({ role });
    renderAt('/admin/users', routes);
    expect(screen.queryByText('admin area')).not.toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(inEnglish(AUTH_UI_MESSAGES.adminOnly));
    expect(errors).not.toHaveBeenCalledWith(accessDeniedMessage(['admin']));
    await vi.waitFor(() => expect(useAuthStore.getState().user).toBeNull());
    expect(fake.mock.signOut).toHaveBeenCalled();
    // signed out, then sent to sign in with the page they asked for
    expect(await screen.findByTestId('where')).toHaveTextContent(
      `/admin/login?redirect=${encodeURIComponent('/admin/users')}`,
    );
  });

  it('lets an admin in', () => {
    signIn({ role: 'admin' });
    renderAt('/admin/users', routes);
    expect(screen.getByText('admin area')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('/auth', () => {
  const authRoute = <Route path="/auth" element={<AuthPage />} />;

  it('asks for an email address, and for a phone number on the Phone tab', async () => {
    const user = userEvent.setup();
    renderAt('/auth', authRoute);
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(errors).toHaveBeenCalledWith(inEnglish(AUTH_UI_MESSAGES.enterEmail));
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    expect(screen.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(errors).toHaveBeenCalledWith(inEnglish(AUTH_UI_MESSAGES.enterPhone));
    expect(fake.mock.signInWithOtp).not.toHaveBeenCalled();
  });

  it('prefixes the phone with +91 and keeps digits only', async () => {
    const user = userEvent.setup();
    renderAt('/auth', authRoute);
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    const phone = screen.getByLabelText('Phone number');
    expect(phone).toHaveValue('+91');
    await user.type(phone, '98a765-43 2109999');
    expect(phone).toHaveValue('+919876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(fake.mock.signInWithOtp).toHaveBeenCalledWith({
      phone: '+919876543210',
      options: { shouldCreateUser: true },
    });
    expect(successes).toHaveBeenCalledWith(inEnglish(AUTH_UI_MESSAGES.otpSentPhone));
    expect(await screen.findByRole('button', { name: 'Change phone' })).toBeInTheDocument();
  });

  it('shows backend errors as given', async () => {
    fake.mock.signInWithOtp.mockResolvedValueOnce({
      data: { user: null, session: null },
      error: { message: 'Request rate limit reached', status: 429 },
    } as never);
    const user = userEvent.setup();
    renderAt('/auth', authRoute);
    await user.type(screen.getByLabelText('Email address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(errors).toHaveBeenCalledWith('Request rate limit reached');
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
  });

  it('verifies a 6-digit OTP, completes the profile and returns to the requested page', async () => {
    const user = userEvent.setup();
    renderAt(`/auth?redirect=${encodeURIComponent('/booking/7?date=2026-12-01')}`, authRoute);
    await user.type(screen.getByLabelText('Email address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(successes).toHaveBeenCalledWith(inEnglish(AUTH_UI_MESSAGES.otpSentEmail));

    const otp = await screen.findByLabelText('One-time password');
    await user.type(otp, '12ab3');
    expect(otp).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    // said by the field, not in a toast
    expect(screen.getByRole('alert')).toHaveTextContent(inEnglish(AUTH_UI_MESSAGES.invalidOtp));
    expect(otp).toHaveAccessibleDescription(inEnglish(AUTH_UI_MESSAGES.invalidOtp));
    expect(errors).not.toHaveBeenCalled();
    expect(fake.mock.verifyOtp).not.toHaveBeenCalled();

    await user.type(otp, '4567');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(otp).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(fake.mock.verifyOtp).toHaveBeenCalledWith({ email: 'asha@example.com', token: '123456', type: 'email' });

    await screen.findByRole('heading', { name: 'Complete your profile' });
    await user.click(screen.getByRole('button', { name: 'Complete profile' }));
    expect(errors).toHaveBeenCalledWith(inEnglish(AUTH_UI_MESSAGES.fillAllFields));
    await user.type(screen.getByLabelText('Full name'), 'Asha Bora');
    await user.type(screen.getByLabelText('Phone number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Complete profile' }));
    expect(fake.mock.updateUser).toHaveBeenCalledWith({ data: { full_name: 'Asha Bora', phone: '+919876543210' } });
    expect(successes).toHaveBeenCalledWith(inEnglish(AUTH_UI_MESSAGES.profileCompleted));
    expect(await screen.findByTestId('where')).toHaveTextContent('/booking/7?date=2026-12-01');
  });

  it('welcomes back a user with a full name and ignores off-site redirects', async () => {
    const session = fakeSession({ fullName: 'Asha Bora' });
    fake.mock.verifyOtp.mockResolvedValueOnce({ data: { user: session.user, session }, error: null });
    const user = userEvent.setup();
    renderAt(`/auth?redirect=${encodeURIComponent('//evil.example/x')}`, authRoute);
    await user.type(screen.getByLabelText('Email address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('One-time password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(successes).toHaveBeenCalledWith(inEnglish(AUTH_UI_MESSAGES.welcomeBack));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('says a phone number that is there but not 10 digits long must be 10 digits', async () => {
    const user = userEvent.setup();
    renderAt('/auth', authRoute);
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await user.type(screen.getByLabelText('Phone number'), '987654');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(errors).toHaveBeenCalledWith(inEnglish(PROFILE_MESSAGES.phoneInvalid));
    expect(errors).not.toHaveBeenCalledWith(inEnglish(AUTH_UI_MESSAGES.enterPhone));
    expect(fake.mock.signInWithOtp).not.toHaveBeenCalled();
  });

  it('asks the new user for a 10-digit phone when the one given on the profile step is short', async () => {
    const user = userEvent.setup();
    renderAt('/auth', authRoute);
    await user.type(screen.getByLabelText('Email address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('One-time password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await user.type(await screen.findByLabelText('Full name'), 'Asha Bora');
    await user.type(screen.getByLabelText('Phone number'), '98765');
    await user.click(screen.getByRole('button', { name: 'Complete profile' }));
    expect(errors).toHaveBeenCalledWith(inEnglish(PROFILE_MESSAGES.phoneInvalid));
    expect(fake.mock.updateUser).not.toHaveBeenCalled();
  });

  it('shows our words, not the raw answer, when verifying fails on the server', async () => {
    fake.mock.verifyOtp.mockResolvedValueOnce({
      data: { user: null, session: null },
      error: { message: '{}', status: 500 },
    } as never);
    const user = userEvent.setup();
    renderAt('/auth', authRoute);
    await user.type(screen.getByLabelText('Email address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('One-time password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(inEnglish(AUTH_UI_MESSAGES.authFailed));
    expect(screen.queryByText('{}')).not.toBeInTheDocument();
  });

  it('says a wrong code by the field in plain words, and clears it once the code is changed', async () => {
    fake.mock.verifyOtp.mockResolvedValueOnce({
      data: { user: null, session: null },
      error: { message: 'Token has expired or is invalid', status: 403, code: 'otp_expired' },
    } as never);
    const user = userEvent.setup();
    renderAt('/auth', authRoute);
    await user.type(screen.getByLabelText('Email address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    const otp = await screen.findByLabelText('One-time password');
    await user.type(otp, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    const said = await screen.findByRole('alert');
    expect(said).toHaveTextContent('That code is wrong or has expired. Check it or ask for a new one.');
    expect(otp).toHaveAttribute('aria-invalid', 'true');
    expect(otp).toHaveAccessibleDescription(inEnglish(AUTH_UI_MESSAGES.wrongOtp));
    expect(screen.queryByText('Token has expired or is invalid')).not.toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Verify your OTP' })).toBeInTheDocument();

    await user.type(otp, '{Backspace}2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(otp).not.toHaveAttribute('aria-invalid');
  });

  it('returns a visitor who chose seats to the same booking page, with every part of its address', async () => {
    const seats = '/booking/BUS-42?date=2026-12-01&womenBooking=true&resume=1';
    const session = fakeSession({ fullName: 'Asha Bora' });
    fake.mock.verifyOtp.mockResolvedValueOnce({ data: { user: session.user, session }, error: null });
    const user = userEvent.setup();
    renderAt(`/auth?redirect=${encodeURIComponent(seats)}`, authRoute);
    await user.type(screen.getByLabelText('Email address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('One-time password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(seats);
  });

  it('goes back to change the address', async () => {
    const user = userEvent.setup();
    renderAt('/auth', authRoute);
    await user.type(screen.getByLabelText('Email address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.click(await screen.findByRole('button', { name: 'Change email' }));
    expect(screen.getByLabelText('Email address')).toHaveValue('asha@example.com');
  });
});

describe('/auth with Google', () => {
  const authRoute = <Route path="/auth" element={<AuthPage />} />;

  it('starts the PKCE round trip back to /auth/callback and keeps where the user wanted to go', async () => {
    const user = userEvent.setup();
    renderAt(`/auth?redirect=${encodeURIComponent('/booking/7?date=2026-12-01')}`, authRoute);
    const button = screen.getByRole('button', { name: 'Continue with Google' });
    await user.click(button);
    expect(fake.mock.signInWithOAuth).toHaveBeenCalledWith({
      provider: 'google',
      options: {
        redirectTo: `${window.location.origin}/auth/callback`,
        queryParams: { access_type: 'offline', prompt: 'consent' },
      },
    });
    expect(sessionStorage.getItem(OAUTH_REDIRECT_KEY)).toBe('/booking/7?date=2026-12-01');
    // the browser is leaving for Google: the button stays busy, nothing else is sent
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toHaveAttribute('aria-busy', 'true');
    expect(errors).not.toHaveBeenCalled();
    // Back from Google restores the page from the back/forward cache: the buttons work again
    act(() => {
      const restored = new Event('pageshow') as PageTransitionEvent;
      Object.defineProperty(restored, 'persisted', { value: true });
      window.dispatchEvent(restored);
    });
    expect(screen.getByRole('button', { name: 'Continue with Google' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  });

  it("says 'Failed to sign in with Google' when the round trip cannot start", async () => {
    fake.mock.signInWithOAuth.mockResolvedValueOnce({
      data: { provider: 'google', url: null },
      error: { message: 'Unsupported provider: provider is not enabled' },
    } as never);
    const user = userEvent.setup();
    renderAt('/auth', authRoute);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(errors).toHaveBeenCalledWith(inEnglish(AUTH_UI_MESSAGES.googleFailed));
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(sessionStorage.getItem(OAUTH_REDIRECT_KEY)).toBeNull();

    fake.mock.signInWithOAuth.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    errors.mockClear();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(errors).toHaveBeenCalledWith(inEnglish(AUTH_UI_MESSAGES.googleFailed));
  });
});

describe('vendor applicants after OTP', () => {
  const authRoute = <Route path="/auth" element={<AuthPage />} />;

  async function signInByOtp({ role = 'user', redirect = '/bookings' }: { role?: string; redirect?: string } = {}) {
    const session = fakeSession({ fullName: 'Asha Bora', role });
    // like supabase-js: verifyOtp signs in (the store has the user) before the vendor check runs
    fake.mock.verifyOtp.mockImplementation(async () => {
      fake.emit('SIGNED_IN', session);
      return { data: { user: session.user, session }, error: null };
    });
    const user = userEvent.setup();
    renderAt(redirect ? `/auth?redirect=${encodeURIComponent(redirect)}` : '/auth', authRoute);
    await user.type(screen.getByLabelText('Email address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('One-time password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    return { user, session };
  }

  it.each([
    ['pending', inEnglish(VENDOR_MESSAGES.pending), inEnglish(AUTH_UI_MESSAGES.vendorPendingDetail)],
    ['rejected', inEnglish(VENDOR_MESSAGES.rejected), inEnglish(AUTH_UI_MESSAGES.vendorRejectedDetail)],
  ] as const)('stops a %s applicant and signs them out again', async (status, title, detail) => {
    vendorFetch = fakeVendorFetch(status);
    vi.stubGlobal('fetch', vendorFetch);
    const { user, session } = await signInByOtp();

    expect(await screen.findByRole('heading', { name: title })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(detail);
    const [url, init] = vendorFetch.mock.calls[0]!;
    expect(String(url)).toBe('http://api.test/api/vendors/me');
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${session.access_token}`);
    expect(fake.mock.signOut).toHaveBeenCalled();
    expect(useAuthStore.getState()).toMatchObject({ user: null, session: null });
    expect(successes).not.toHaveBeenCalledWith(inEnglish(AUTH_UI_MESSAGES.welcomeBack));
    expect(screen.queryByTestId('where')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign in with another account' }));
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it.each([
    ['approved', 'approved' as const],
    ['no application', null],
  ])('lets an applicant with %s go on', async (_label, status) => {
    vendorFetch = fakeVendorFetch(status);
    vi.stubGlobal('fetch', vendorFetch);
    await signInByOtp();
    expect(await screen.findByTestId('where')).toHaveTextContent('/bookings');
    expect(successes).toHaveBeenCalledWith(inEnglish(AUTH_UI_MESSAGES.welcomeBack));
    expect(fake.mock.signOut).not.toHaveBeenCalled();
    expect(useAuthStore.getState().user).toMatchObject({ fullName: 'Asha Bora' });
  });

  it('lands an approved vendor on their dashboard, unless they were going somewhere', async () => {
    vi.stubGlobal('fetch', fakeVendorFetch('approved'));
    await signInByOtp({ role: 'vendor', redirect: '' });
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/vendor$/);
    cleanup();
    await signInByOtp({ role: 'vendor', redirect: '/bookings' });
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/bookings$/);
    cleanup();
    // a traveller with nowhere asked for goes home
    vi.stubGlobal('fetch', fakeVendorFetch(null));
    await signInByOtp({ redirect: '' });
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('goes on when the application cannot be read (the API holds the role anyway)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    await signInByOtp();
    expect(await screen.findByTestId('where')).toHaveTextContent('/bookings');
    expect(fake.mock.signOut).not.toHaveBeenCalled();
  });
});

describe('/auth/callback', () => {
  const routes = (
    <>
      <Route path="/auth/callback" element={<AuthCallbackPage />} />
      <Route path="/auth" element={<AuthPage />} />
    </>
  );

  it('signs in and goes back to where /auth was asked to return', async () => {
    sessionStorage.setItem(OAUTH_REDIRECT_KEY, '/booking/7?date=2026-12-01');
    fake.mock.getSession.mockResolvedValue({ data: { session: fakeSession({ fullName: 'Asha Das' }) }, error: null });
    renderAt('/auth/callback?code=abc', routes);
    expect(await screen.findByTestId('where')).toHaveTextContent('/booking/7?date=2026-12-01');
    expect(successes).toHaveBeenCalledWith(inEnglish(AUTH_UI_MESSAGES.signedIn));
    expect(sessionStorage.getItem(OAUTH_REDIRECT_KEY)).toBeNull();
  });

  it('lands a vendor back from Google on their dashboard when /auth was asked for nowhere', async () => {
    vi.stubGlobal('fetch', fakeVendorFetch('approved'));
    const user = userEvent.setup();
    renderAt('/auth', routes);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(sessionStorage.getItem(OAUTH_REDIRECT_KEY)).toBeNull();
    fake.mock.getSession.mockResolvedValue({
      data: { session: fakeSession({ fullName: 'Asha Das', role: 'vendor' }) },
      error: null,
    });
    cleanup();
    renderAt('/auth/callback?code=abc', routes);
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/vendor$/);
  });

  it('returns to the booking page the visitor left for Google, with every part of its address', async () => {
    const seats = '/booking/BUS-42?date=2026-12-01&womenBooking=true&resume=1';
    const user = userEvent.setup();
    renderAt(`/auth?redirect=${encodeURIComponent(seats)}`, routes);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    fake.mock.getSession.mockResolvedValue({ data: { session: fakeSession({ fullName: 'Asha Das' }) }, error: null });
    cleanup();
    renderAt('/auth/callback?code=abc', routes);
    expect(await screen.findByTestId('where')).toHaveTextContent(seats);
  });

  it("says 'Authentication failed' and goes to /auth when there is no session", async () => {
    sessionStorage.setItem(OAUTH_REDIRECT_KEY, '/bookings');
    renderAt('/auth/callback?error=access_denied&error_description=The+sign-in+was+cancelled', routes);
    expect(await screen.findByRole('heading', { name: 'Sign in to Jatra' })).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(inEnglish(AUTH_UI_MESSAGES.authFailed));
    expect(fake.mock.getSession).not.toHaveBeenCalled();
    // /auth still knows where the user was going
    expect(sessionStorage.getItem(OAUTH_REDIRECT_KEY)).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(sessionStorage.getItem(OAUTH_REDIRECT_KEY)).toBe('/bookings');
  });

  it.each([
    ['pending', inEnglish(VENDOR_MESSAGES.pending)],
    ['rejected', inEnglish(VENDOR_MESSAGES.rejected)],
  ] as const)('stops a %s vendor applicant who came back from Google', async (status, title) => {
    vi.stubGlobal('fetch', fakeVendorFetch(status));
    fake.mock.getSession.mockResolvedValue({ data: { session: fakeSession({ fullName: 'Asha Das' }) }, error: null });
    renderAt('/auth/callback?code=abc', routes);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(fake.mock.signOut).toHaveBeenCalled();
    expect(successes).not.toHaveBeenCalledWith(inEnglish(AUTH_UI_MESSAGES.signedIn));
  });
});

describe('OTP step resend timer', () => {
  it('keeps resend disabled for 60 seconds, then sends again and restarts', async () => {
    vi.useFakeTimers();
    const onResend = vi.fn(async () => true);
    render(
      <OtpStep
        channel="email"
        address="asha@example.com"
        onVerify={async () => undefined}
        onResend={onResend}
        onChangeAddress={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Resend OTP in 60s' })).toBeDisabled();
    for (let second = 0; second < 59; second++) act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend OTP in 1s' })).toBeDisabled();
    act(() => void vi.advanceTimersByTime(1000));
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    expect(resend).toBeEnabled();
    await act(async () => void fireEvent.click(resend));
    expect(onResend).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Resend OTP in 60s' })).toBeDisabled();
  });
});

describe('/admin/login', () => {
  const adminRoute = <Route path="/admin/login" element={<AdminLoginPage />} />;

  it('needs both email and password', async () => {
    const user = userEvent.setup();
    renderAt('/admin/login', adminRoute);
    await user.type(screen.getByLabelText('Email address'), 'admin@jatra.local');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent(inEnglish(AUTH_UI_MESSAGES.adminFieldsRequired));
    expect(fake.mock.signInWithPassword).not.toHaveBeenCalled();
  });

  it('signs a non-admin out again', async () => {
    const user = userEvent.setup();
    renderAt('/admin/login', adminRoute);
    await user.type(screen.getByLabelText('Email address'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(fake.mock.signInWithPassword).toHaveBeenCalledWith({ email: 'asha@example.com', password: 'secret' });
    expect(await screen.findByRole('alert')).toHaveTextContent(inEnglish(AUTH_UI_MESSAGES.adminOnly));
    expect(fake.mock.signOut).toHaveBeenCalled();
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('takes an admin to /admin', async () => {
    const session = fakeSession({ role: 'admin', email: 'admin@jatra.local' });
    fake.mock.signInWithPassword.mockResolvedValueOnce({ data: { user: session.user, session }, error: null });
    const user = userEvent.setup();
    renderAt('/admin/login', adminRoute);
    await user.type(screen.getByLabelText('Email address'), 'admin@jatra.local');
    await user.type(screen.getByLabelText('Password'), 'jatra-dev-admin-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/admin$/);
  });

  it('takes an admin back to the admin page they asked for, and nowhere outside the area', async () => {
    for (const [redirect, landing] of [
      ['/admin/users?status=suspended', '/admin/users?status=suspended'],
      ['/bookings', '/admin'],
      ['//evil.example', '/admin'],
    ]) {
      const session = fakeSession({ role: 'admin', email: 'admin@jatra.local' });
      fake.mock.signInWithPassword.mockResolvedValueOnce({ data: { user: session.user, session }, error: null });
      const user = userEvent.setup();
      const view = renderAt(`/admin/login?redirect=${encodeURIComponent(redirect!)}`, adminRoute);
      await user.type(screen.getByLabelText('Email address'), 'admin@jatra.local');
      await user.type(screen.getByLabelText('Password'), 'jatra-dev-admin-password');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByTestId('where')).toHaveTextContent(new RegExp(`^${landing!.replace(/[?]/g, '\\?')}$`));
      view.unmount();
      useAuthStore.setState({ user: null, session: null, loading: false });
    }
  });
});

describe('navbar', () => {
  it('shows Login when signed out', () => {
    renderAt('/', <Route path="/" element={<Navbar />} />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: /Search/ })).toBeInTheDocument();
  });

  it.each([
    ['vendor', '/vendor'],
    ['user', '/profile'],
  ])('links a signed-in %s to %s, labelled with the name or Dashboard', (role, href) => {
    signIn({ role });
    renderAt('/', <Route path="/" element={<Navbar />} />);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', href);
  });

  it.each(['user', 'vendor'])('gives a signed-in %s a link to My Bookings', (role) => {
    signIn({ role, fullName: 'Asha Bora' });
    renderAt('/', <Route path="/" element={<Navbar />} />);
    expect(screen.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/bookings');
  });

  it('has no My Bookings for a visitor or an admin', () => {
    renderAt('/', <Route path="/" element={<Navbar />} />);
    expect(screen.queryByRole('link', { name: 'My Bookings' })).not.toBeInTheDocument();
    cleanup();
    signIn({ role: 'admin' });
    renderAt('/', <Route path="/" element={<Navbar />} />);
    expect(screen.queryByRole('link', { name: 'My Bookings' })).not.toBeInTheDocument();
  });

  it('links an admin to the admin area, labelled Admin even with a name', () => {
    signIn({ role: 'admin', fullName: 'Rupam Das' });
    renderAt('/', <Route path="/" element={<Navbar />} />);
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByText('Rupam Das')).not.toBeInTheDocument();
  });

  it('logs out and goes home', async () => {
    signIn({ fullName: 'Asha Bora' });
    const user = userEvent.setup();
    renderAt('/bookings', <Route path="/bookings" element={<Navbar />} />);
    expect(screen.getByRole('link', { name: 'Asha Bora' })).toHaveAttribute('href', '/profile');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(fake.mock.signOut).toHaveBeenCalled();
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });
});
