import { type Handler, apiError, fakeApi, respond } from '@jatra/shared/testing';
import {
  BOOKING_MESSAGES,
  MAX_SAVED_TRAVELLERS,
  SAVED_TRAVELLER_MESSAGES,
  type Profile,
  type SavedTraveller,
  type SavedTravellerInput,
  inEnglish,
} from '@jatra/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeHostApi } from '@jatra/shared/testing';
import { renderAt } from '../bookings/account-test-kit';
import { accountI18n } from '../i18n';
import { ProfilePage } from './ProfilePage';

const PROFILE: Profile = {
  full_name: 'Anjali Bora',
  email: 'anjali@example.in',
  phone: '9876543210',
  state: 'Assam',
  role: 'user',
  created_at: '2026-01-05T10:00:00Z',
};

const saved = (id: string, name: string, overrides: Partial<SavedTraveller> = {}): SavedTraveller => ({
  id,
  name,
  age: 58,
  gender: 'female',
  email: `${id}@example.in`,
  mobile: '9812345678',
  updated_at: '2026-11-20T10:00:00Z',
  ...overrides,
});

/** A travellers API that keeps what was posted, put and deleted, as the real one does (newest first). */
function travellersApi(initial: SavedTraveller[], overrides: Partial<Record<string, Handler>> = {}) {
  let list = [...initial];
  let next = 100;
  const idOf = (url: URL) => url.pathname.split('/').pop()!;
  return fakeApi({
    'GET /api/profile': () => respond({ result: PROFILE }),
    'GET /api/travellers': () => respond({ result: list }),
    'POST /api/travellers': (_url, body) => {
      const added = { ...(body as SavedTravellerInput), id: `t${next++}`, updated_at: new Date().toISOString() };
      list = [added, ...list];
      return respond({ result: added }, 201);
    },
    ...Object.fromEntries(
      list.flatMap((traveller) => [
        [
          `PUT /api/travellers/${traveller.id}`,
          (url: URL, body: unknown) => {
            const edited = { ...(body as SavedTravellerInput), id: idOf(url), updated_at: new Date().toISOString() };
            list = [edited, ...list.filter((one) => one.id !== edited.id)];
            return respond({ result: edited });
          },
        ],
        [
          `DELETE /api/travellers/${traveller.id}`,
          (url: URL) => {
            list = list.filter((one) => one.id !== idOf(url));
            return respond({ result: { id: idOf(url) } });
          },
        ],
      ]),
    ),
    ...overrides,
  } as Record<string, Handler>);
}

const renderSettings = () => renderAt('/profile?tab=settings', '/profile', <ProfilePage />).host;

const section = () => screen.getByRole('region', { name: 'Saved travellers' });

async function items() {
  const list = await within(section()).findByRole('list', { name: 'Saved travellers' });
  return within(list).getAllByRole('article');
}

const names = async () => (await items()).map((item) => within(item).getByRole('heading').textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Saved travellers in Profile Settings', () => {
  it('lists them under the profile as the server sends them (newest first), with age, gender and contact', async () => {
    travellersApi([saved('a', 'Rahul Bora', { gender: 'male', age: 31 }), saved('b', 'Anjali Bora')]);
    renderSettings();
    expect(await screen.findByText('anjali@example.in')).toBeInTheDocument();
    expect(await names()).toEqual(['Rahul Bora', 'Anjali Bora']);
    const [rahul] = await items();
    expect(within(rahul!).getByText('31 yrs · Male')).toBeInTheDocument();
    expect(within(rahul!).getByText('9812345678')).toBeInTheDocument();
    expect(within(rahul!).getByText('a@example.in')).toBeInTheDocument();
    expect(within(rahul!).getByRole('button', { name: 'Edit' })).toHaveAccessibleDescription('Rahul Bora');
    expect(within(section()).getByText('Offered for one-tap fill when you book.')).toBeInTheDocument();
  });

  it('adds one: a pasted mobile is cleaned to its 10 digits, the age keeps only digits, and the list shows it', async () => {
    const { calls } = travellersApi([saved('a', 'Rahul Bora')]);
    const host = renderSettings();
    await items();
    const user = userEvent.setup();
    await user.click(within(section()).getByRole('button', { name: 'Add traveller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add traveller' });
    const form = within(dialog);
    expect(form.getByLabelText('Full name')).toHaveFocus();
    await user.type(form.getByLabelText('Full name'), 'Mitali Das');
    const age = form.getByLabelText('Age');
    expect(age).toHaveAttribute('inputmode', 'numeric');
    await user.type(age, '2a5');
    expect(age).toHaveValue('25');
    await user.selectOptions(form.getByLabelText('Gender'), 'Female');
    const mobile = form.getByLabelText('Mobile number');
    await user.click(mobile);
    await user.paste('+91 98765 43210');
    await user.tab();
    expect(mobile).toHaveValue('9876543210');
    await user.type(form.getByLabelText('E-mail'), 'mitali@example.in');
    await user.click(form.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/travellers',
        search: '',
        body: { name: 'Mitali Das', age: 25, gender: 'female', email: 'mitali@example.in', mobile: '9876543210' },
      },
    ]);
    expect(host.toast.success).toHaveBeenCalledWith(inEnglish(SAVED_TRAVELLER_MESSAGES.saved));
    await waitFor(async () => expect(await names()).toEqual(['Mitali Das', 'Rahul Bora']));
    expect(within(section()).getByRole('button', { name: 'Add traveller' })).toHaveFocus();
  });

  it('says once what is wrong, marks the wrong fields, and sends nothing', async () => {
    const { calls } = travellersApi([saved('a', 'Rahul Bora')]);
    renderSettings();
    await items();
    const user = userEvent.setup();
    await user.click(within(section()).getByRole('button', { name: 'Add traveller' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add traveller' }));
    await user.type(form.getByLabelText('Full name'), 'Mitali Das');
    await user.type(form.getByLabelText('Mobile number'), '98765');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByRole('alert')).toHaveTextContent(inEnglish(BOOKING_MESSAGES.passengerDetails));
    expect(form.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      inEnglish(BOOKING_MESSAGES.passengerDetails),
    );
    expect(form.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'false');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('edits one: the form starts with its details and Save puts the change', async () => {
    const { calls } = travellersApi([saved('a', 'Rahul Bora', { gender: 'male' }), saved('b', 'Anjali Bora')]);
    const host = renderSettings();
    const [, anjali] = await items();
    const user = userEvent.setup();
    await user.click(within(anjali!).getByRole('button', { name: 'Edit' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit traveller' }));
    expect(form.getByLabelText('Full name')).toHaveValue('Anjali Bora');
    expect(form.getByLabelText('Gender')).toHaveValue('female');
    const age = form.getByLabelText('Age');
    expect(age).toHaveValue('58');
    await user.clear(age);
    await user.type(age, '59');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/travellers/b',
      body: { name: 'Anjali Bora', age: 59, gender: 'female', email: 'b@example.in', mobile: '9812345678' },
    });
    expect(host.toast.success).toHaveBeenCalledWith(inEnglish(SAVED_TRAVELLER_MESSAGES.saved));
    await waitFor(async () => expect(await names()).toEqual(['Anjali Bora', 'Rahul Bora']));
  });

  it('keeps the form open with the server’s refusal in its words, and a crash in the screen’s', async () => {
    let answer = () => apiError(409, inEnglish(SAVED_TRAVELLER_MESSAGES.duplicate), 'conflict');
    travellersApi([saved('a', 'Rahul Bora')], { 'POST /api/travellers': () => answer() });
    renderSettings();
    await items();
    const user = userEvent.setup();
    await user.click(within(section()).getByRole('button', { name: 'Add traveller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add traveller' });
    const form = within(dialog);
    await user.type(form.getByLabelText('Full name'), 'rahul bora');
    await user.type(form.getByLabelText('Age'), '31');
    await user.selectOptions(form.getByLabelText('Gender'), 'Male');
    await user.type(form.getByLabelText('Mobile number'), '9812345678');
    await user.type(form.getByLabelText('E-mail'), 'rahul@example.in');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByRole('alert')).toHaveTextContent(inEnglish(SAVED_TRAVELLER_MESSAGES.duplicate));

    answer = () => new Response('<h1>500 Internal Server Error</h1>', { status: 500 });
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(form.getByRole('alert')).toHaveTextContent(inEnglish(SAVED_TRAVELLER_MESSAGES.saveFailed)),
    );
    expect(dialog).not.toHaveTextContent(/HTTP \d{3}|Internal Server Error/);
    expect(form.getByLabelText('Full name')).toHaveValue('rahul bora');
  });

  it('removes one after asking: Go back keeps it, Remove deletes it and focus moves to the section', async () => {
    const { calls } = travellersApi([saved('a', 'Rahul Bora'), saved('b', 'Anjali Bora')]);
    const host = renderSettings();
    const [rahul] = await items();
    const user = userEvent.setup();
    await user.click(within(rahul!).getByRole('button', { name: 'Remove' }));
    const question = await screen.findByRole('alertdialog', { name: 'Remove Rahul Bora?' });
    await user.click(within(question).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(within(rahul!).getByRole('button', { name: 'Remove' })).toHaveFocus();

    await user.click(within(rahul!).getByRole('button', { name: 'Remove' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Remove Rahul Bora?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await waitFor(async () => expect(await names()).toEqual(['Anjali Bora']));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/travellers/a']);
    expect(host.toast.success).toHaveBeenCalledWith(inEnglish(SAVED_TRAVELLER_MESSAGES.removed));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Saved travellers' })).toHaveFocus());
  });

  it('toasts a failed removal in the screen’s words and keeps the traveller', async () => {
    travellersApi([saved('a', 'Rahul Bora')], {
      'DELETE /api/travellers/a': () => new Response('Bad Gateway', { status: 502 }),
    });
    const host = renderSettings();
    const [rahul] = await items();
    const user = userEvent.setup();
    await user.click(within(rahul!).getByRole('button', { name: 'Remove' }));
    const question = await screen.findByRole('alertdialog', { name: 'Remove Rahul Bora?' });
    await user.click(within(question).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(host.toast.error).toHaveBeenCalledWith(inEnglish(SAVED_TRAVELLER_MESSAGES.removeFailed)),
    );
    expect(await names()).toEqual(['Rahul Bora']);
  });

  it('with none saved says how they are added, and offers to add one', async () => {
    travellersApi([]);
    renderSettings();
    expect(await screen.findByRole('heading', { name: 'No saved travellers yet' })).toBeInTheDocument();
    await userEvent.setup().click(within(section()).getByRole('button', { name: 'Add traveller' }));
    expect(await screen.findByRole('dialog', { name: 'Add traveller' })).toBeInTheDocument();
  });

  it(`at ${MAX_SAVED_TRAVELLERS} says how many may be kept and offers no Add`, async () => {
    travellersApi(Array.from({ length: MAX_SAVED_TRAVELLERS }, (_, n) => saved(`t${n}`, `Traveller ${n}`)));
    renderSettings();
    expect(await items()).toHaveLength(MAX_SAVED_TRAVELLERS);
    expect(within(section()).getByText(inEnglish(SAVED_TRAVELLER_MESSAGES.tooMany))).toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: 'Add traveller' })).toBeNull();
  });

  it('says when they cannot be loaded, never with the raw answer, and Retry loads them', async () => {
    let failing = true;
    travellersApi([saved('a', 'Rahul Bora')], {
      'GET /api/travellers': () =>
        failing ? new Response('HTTP 500', { status: 500 }) : respond({ result: [saved('a', 'Rahul Bora')] }),
    });
    renderSettings();
    const alert = await within(section()).findByRole('alert');
    expect(alert).toHaveTextContent(inEnglish(SAVED_TRAVELLER_MESSAGES.loadFailed));
    expect(alert).not.toHaveTextContent(/HTTP \d{3}/);
    // the profile above loads on its own
    expect(await screen.findByText('anjali@example.in')).toBeInTheDocument();
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await names()).toEqual(['Rahul Bora']);
  });

  it('reads in Bengali: the profile, the menu and each traveller in words, the name, age and contact as they are', async () => {
    await accountI18n.catalogues.load('bn');
    travellersApi([saved('a', 'Rahul Bora', { gender: 'male', age: 31 })]);
    renderAt(
      '/profile?tab=settings',
      '/profile',
      <ProfilePage />,
      fakeHostApi({ getAccessToken: async () => 'token', locale: 'bn' }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'প্রোফাইল সেটিংস' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'অ্যাকাউন্ট' })).toBeInTheDocument();
    expect(await screen.findByText('পুরো নাম', { selector: 'dt' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'সেভ করা যাত্রী' });
    const rahul = within(list).getByRole('article', { name: 'Rahul Bora' });
    expect(within(rahul).getByText('31 বছর · পুরুষ')).toBeInTheDocument();
    expect(within(rahul).getByRole('button', { name: /সরান/ })).toBeInTheDocument();
    expect(screen.queryByText('Saved travellers')).toBeNull();
  });
});
