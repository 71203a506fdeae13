import { BOOKING_MESSAGES, PROFILE_MESSAGES, type Profile, inEnglish } from '@jatra/shared';
import { type Handler, apiError, fakeApi, respond } from '@jatra/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingRecord, renderAt } from '../bookings/account-test-kit';
import { ProfilePage } from './ProfilePage';

const SAVED: Profile = {
  full_name: 'Anjali Bora',
  email: 'anjali@example.in',
  phone: '9876543210',
  state: 'Assam',
  role: 'user',
  created_at: '2026-01-05T10:00:00Z',
};

/** A profile API that keeps what was put, as the real one does. */
function profileApi(options: { put?: Handler; bookings?: Handler; initial?: Profile } = {}) {
  let profile = { ...(options.initial ?? SAVED) };
  return fakeApi({
    'GET /api/profile': () => respond({ result: profile }),
    'PUT /api/profile':
      options.put ??
      ((_url, body) => {
        profile = { ...profile, ...(body as Partial<Profile>) };
        return respond({ result: profile });
      }),
    'GET /api/bookings': options.bookings ?? (() => respond({ result: [bookingRecord('ONE')], next_cursor: null })),
    'GET /api/travellers': () => respond({ result: [] }),
  });
}

const renderProfile = (url = '/profile') => renderAt(url, '/profile', <ProfilePage />).host;

const menu = () => screen.getByRole('navigation', { name: 'Account' });

async function openEditor() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  return user;
}

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProfilePage menu', () => {
  it('opens on My Bookings, with the shared bookings list and its actions', async () => {
    profileApi();
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'My Bookings' })).toHaveAttribute('aria-current', 'page');
    const list = await screen.findByRole('list', { name: 'Your bookings' });
    expect(within(list).getByText('JTONE')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'View Ticket' })).toHaveAttribute('href', '/booking-details/JTONE');
    expect(within(list).getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/cancellation/JTONE');
  });

  it('keeps the section in the URL: Profile Settings is /profile?tab=settings, and a reload opens it', async () => {
    profileApi();
    renderProfile();
    const user = userEvent.setup();
    await user.click(within(menu()).getByRole('link', { name: 'Profile Settings' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'Profile Settings' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu()).getByRole('link', { name: 'Profile Settings' })).toHaveAttribute(
      'href',
      '/profile?tab=settings',
    );
    expect(await screen.findByText('Anjali Bora')).toBeInTheDocument();
  });

  it('a reload of /profile?tab=settings shows the profile', async () => {
    profileApi();
    renderProfile('/profile?tab=settings');
    expect(screen.getByText('Loading your profile').closest('[role="status"]')).not.toBeNull();
    expect(await screen.findByText('anjali@example.in')).toBeInTheDocument();
    expect(fact('Full name')).toBe('Anjali Bora');
    expect(fact('Phone')).toBe('9876543210');
    expect(fact('State or Union Territory')).toBe('Assam');
  });

  it('with no bookings says so and offers Book a Trip', async () => {
    profileApi({ bookings: () => respond({ result: [], next_cursor: null }) });
    const host = renderProfile();
    expect(await screen.findByRole('heading', { name: inEnglish(BOOKING_MESSAGES.noBookings) })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Book a Trip' }));
    expect(host.navigate).toHaveBeenCalledWith('/search');
  });

  it('Logout signs out, then goes home', async () => {
    profileApi();
    const host = renderProfile();
    await userEvent.setup().click(within(menu()).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(host.navigate).toHaveBeenCalledWith('/'));
    expect(host.signOut).toHaveBeenCalledTimes(1);
    expect(host.signOut.mock.invocationCallOrder[0]).toBeLessThan(host.navigate.mock.invocationCallOrder[0]!);
  });
});

describe('Profile Settings', () => {
  it('saves the edited profile: a clean PUT body, a success toast, and the view shows the saved values', async () => {
    const { calls } = profileApi();
    const host = renderProfile('/profile?tab=settings');
    const user = await openEditor();

    const name = screen.getByLabelText('Full name');
    expect(name).toHaveValue('Anjali Bora');
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.type(name, '  Anjali Das ');
    const email = screen.getByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'Anjali.Das@Example.in');
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveAttribute('inputmode', 'numeric');
    await user.clear(phone);
    await user.type(phone, '+91 91234-56789');
    await user.tab();
    expect(phone).toHaveValue('9123456789');
    await user.selectOptions(screen.getByLabelText('State or Union Territory'), 'Meghalaya');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(host.toast.success).toHaveBeenCalledWith(inEnglish(PROFILE_MESSAGES.updated)));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      full_name: 'Anjali Das',
      email: 'anjali.das@example.in',
      phone: '9123456789',
      state: 'Meghalaya',
    });
    expect(await screen.findByRole('button', { name: 'Edit' })).toHaveFocus();
    expect(fact('Full name')).toBe('Anjali Das');
    expect(fact('E-mail')).toBe('anjali.das@example.in');
    expect(fact('Phone')).toBe('9123456789');
    expect(fact('State or Union Territory')).toBe('Meghalaya');
  });

  it("checks every field with the shared schema's messages and puts nothing while one is wrong", async () => {
    const { calls } = profileApi();
    const host = renderProfile('/profile?tab=settings');
    const user = await openEditor();
    await user.clear(screen.getByLabelText('Full name'));
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'anjali.example.in');
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(inEnglish(PROFILE_MESSAGES.nameRequired))).toBeInTheDocument();
    expect(screen.getByText(inEnglish(PROFILE_MESSAGES.emailInvalid))).toBeInTheDocument();
    expect(screen.getByText(inEnglish(PROFILE_MESSAGES.phoneInvalid))).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription(inEnglish(PROFILE_MESSAGES.nameRequired));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    expect(host.toast.success).not.toHaveBeenCalled();
  });

  it('asks for a state when the traveller has none yet', async () => {
    profileApi({ initial: { ...SAVED, state: null } });
    renderProfile('/profile?tab=settings');
    expect(await screen.findByText('Not added yet')).toBeInTheDocument();
    const user = await openEditor();
    expect(screen.getByLabelText('State or Union Territory')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(inEnglish(PROFILE_MESSAGES.stateInvalid))).toBeInTheDocument();
  });

  it('offers every state and, in their own group, the union territories', async () => {
    const { calls } = profileApi({ initial: { ...SAVED, state: null } });
    renderProfile('/profile?tab=settings');
    const user = await openEditor();
    const select = screen.getByLabelText('State or Union Territory');
    const groups = within(select).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual(['States', 'Union Territories']);
    expect(within(groups[0]!).getAllByRole('option')).toHaveLength(28);
    expect(
      within(groups[1]!)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Andaman and Nicobar Islands',
      'Chandigarh',
      'Dadra and Nagar Haveli and Daman and Diu',
      'Delhi',
      'Jammu and Kashmir',
      'Ladakh',
      'Lakshadweep',
      'Puducherry',
    ]);
    await user.selectOptions(select, 'Ladakh');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ state: 'Ladakh' }));
  });

  it("shows the server's refusal on the form and in a toast, and keeps what was typed", async () => {
    profileApi({ put: () => apiError(409, 'This e-mail address belongs to another account', 'conflict') });
    const host = renderProfile('/profile?tab=settings');
    const user = await openEditor();
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'taken@example.in');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This e-mail address belongs to another account');
    expect(host.toast.error).toHaveBeenCalledWith('This e-mail address belongs to another account');
    expect(host.toast.success).not.toHaveBeenCalled();
    expect(screen.getByLabelText('E-mail')).toHaveValue('taken@example.in');
  });

  it('Cancel returns to the view without saving', async () => {
    const { calls } = profileApi();
    renderProfile('/profile?tab=settings');
    const user = await openEditor();
    await user.clear(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), 'Someone Else');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(fact('Full name')).toBe('Anjali Bora');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('says when the profile cannot be loaded, in its own words and never the raw answer, and Retry loads it', async () => {
    let failing = true;
    fakeApi({
      'GET /api/profile': () =>
        failing ? new Response('<html>502 Bad Gateway</html>', { status: 502 }) : respond({ result: SAVED }),
      'GET /api/travellers': () => respond({ result: [] }),
    });
    renderProfile('/profile?tab=settings');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(inEnglish(PROFILE_MESSAGES.loadFailed));
    expect(alert).not.toHaveTextContent(/HTTP \d{3}|Bad Gateway|502/);
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Anjali Bora')).toBeInTheDocument();
  });
});
