import { AUTH_UI_MESSAGES } from '@jatra/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hostToast } from '../host/use-host-api';
import { Navbar } from '../layout/Navbar';
import { accessDeniedMessage, RouteGuard } from '../routes/RouteGuard';
import { AdminLoginPage } from './AdminLoginPage';
import { AuthPage } from './AuthPage';
import { bindAuthStore, toShellUser, useAuthStore } from './auth-store';
import { OtpStep } from './OtpStep';
import { setAuthClient } from './supabase-client';
import { fakeAuthClient, fakeSession } from './test-fakes';

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

beforeEach(() => {
  fake = fakeAuthClient();
  setAuthClient(fake.client);
  bindAuthStore(fake.client);
  useAuthStore.setState({ user: null, session: null, loading: false });
  errors = vi.spyOn(hostToast, 'error').mockImplementation(() => undefined);
  successes = vi.spyOn(hostToast, 'success').mockImplementation(() => undefined);
});

afterEach(() => {
  setAuthClient(null);
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
  });
});

describe('/auth', () => {
  const authRoute = <Route path="/auth" element={<AuthPage />} />;

  it('asks for an email address, and for a phone number on the Phone tab', async () => {
    const user = userEvent.setup();
    renderAt('/auth', authRoute);
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(errors).toHaveBeenCalledWith(AUTH_UI_MESSAGES.enterEmail);
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    expect(screen.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(errors).toHaveBeenCalledWith(AUTH_UI_MESSAGES.enterPhone);
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
    expect(successes).toHaveBeenCalledWith(AUTH_UI_MESSAGES.otpSentPhone);
    expect(await screen.findByRole('button', { name: 'Change phone' })).toBeInTheDocument();
  });

  it('shows backend errors as given', async () => {
    fake.mock.signInWithOtp.mockResolvedValueOnce({
      data: { user: null, session: null },
      error: { message: 'Request rate limit reached' },
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
    expect(successes).toHaveBeenCalledWith(AUTH_UI_MESSAGES.otpSentEmail);

    const otp = await screen.findByLabelText('One-time password');
    await user.type(otp, '12ab3');
    expect(otp).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(errors).toHaveBeenCalledWith(AUTH_UI_MESSAGES.invalidOtp);
    expect(fake.mock.verifyOtp).not.toHaveBeenCalled();

    await user.type(otp, '4567');
    expect(otp).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(fake.mock.verifyOtp).toHaveBeenCalledWith({ email: 'asha@example.com', token: '123456', type: 'email' });

    await screen.findByRole('heading', { name: 'Complete your profile' });
    await user.click(screen.getByRole('button', { name: 'Complete profile' }));
    expect(errors).toHaveBeenCalledWith(AUTH_UI_MESSAGES.fillAllFields);
    await user.type(screen.getByLabelText('Full name'), 'Asha Bora');
    await user.type(screen.getByLabelText('Phone number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Complete profile' }));
    expect(fake.mock.updateUser).toHaveBeenCalledWith({ data: { full_name: 'Asha Bora', phone: '+919876543210' } });
    expect(successes).toHaveBeenCalledWith(AUTH_UI_MESSAGES.profileCompleted);
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
    expect(successes).toHaveBeenCalledWith(AUTH_UI_MESSAGES.welcomeBack);
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
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
    expect(screen.getByRole('alert')).toHaveTextContent(AUTH_UI_MESSAGES.adminFieldsRequired);
    expect(fake.mock.signInWithPassword).not.toHaveBeenCalled();
  });

  it('signs a non-admin out again', async () => {
    const user = userEvent.setup();
    renderAt('/admin/login', adminRoute);
    await user.type(screen.getByLabelText('Email address'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(fake.mock.signInWithPassword).toHaveBeenCalledWith({ email: 'asha@example.com', password: 'secret' });
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_UI_MESSAGES.adminOnly);
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
    expect(await screen.findByTestId('where')).toHaveTextContent('/admin');
  });
});

describe('navbar', () => {
  it('shows Login when signed out', () => {
    renderAt('/', <Route path="/" element={<Navbar />} />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: /Search/ })).toBeInTheDocument();
  });

  it.each([
    ['admin', '/admin'],
    ['vendor', '/vendor'],
    ['user', '/profile'],
  ])('links a signed-in %s to %s, labelled with the name or Dashboard', (role, href) => {
    signIn({ role });
    renderAt('/', <Route path="/" element={<Navbar />} />);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', href);
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
