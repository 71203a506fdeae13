import { ADMIN_MESSAGES, BALANCE_HEALTH_TEXT, type AdminBalance, inEnglish } from '@jatra/shared';
import { apiError, fakeApi, respond } from '@jatra/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/admin-test-kit';
import { BalancePage } from './BalancePage';

const BALANCE = 'GET /api/admin/balance';

const balance = (overrides: Partial<AdminBalance> = {}): { result: AdminBalance } => ({
  result: {
    name: 'Jatra Travels',
    balance_amount: 125000,
    credit_limit: 50000,
    notify_limit: 20000,
    available_credit: 175000,
    health: 'healthy',
    travel_id: null,
    ...overrides,
  },
});

const amountOf = (label: string) => within(screen.getByRole('region', { name: label })).getByText(/₹|—/).textContent;

const renderPage = () => renderAt('/admin/balance', '/admin/balance', <BalancePage />);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BalancePage', () => {
  it('shows the balance, limits and available credit in rupees, and says the account is healthy', async () => {
    const api = fakeApi({ [BALANCE]: () => respond(balance()) });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the balance');
    const health = await screen.findByText(inEnglish(BALANCE_HEALTH_TEXT.healthy));
    expect(health).toHaveAttribute('role', 'status');
    expect(health).toHaveClass('balance-health--healthy');
    expect(screen.getByText('Account Jatra Travels')).toBeInTheDocument();
    expect(amountOf('Balance')).toBe('₹1,25,000');
    expect(amountOf('Credit limit')).toBe('₹50,000');
    expect(amountOf('Notify limit')).toBe('₹20,000');
    expect(amountOf('Available credit')).toBe('₹1,75,000');
    expect(new Set(api.calls.map((call) => call.path + call.search))).toEqual(new Set(['/api/admin/balance']));
  });

  it('warns at or below the notify limit, and shows a dash for a limit the provider did not send', async () => {
    fakeApi({
      [BALANCE]: () =>
        respond(
          balance({
            name: null,
            balance_amount: 15000,
            credit_limit: null,
            available_credit: 15000,
            health: 'warning',
          }),
        ),
    });
    renderPage();
    const health = await screen.findByText(inEnglish(BALANCE_HEALTH_TEXT.warning));
    expect(health).toHaveAttribute('role', 'status');
    expect(health).toHaveClass('balance-health--warning');
    expect(amountOf('Credit limit')).toBe('—');
    expect(screen.queryByText(/^Account/)).not.toBeInTheDocument();
  });

  it('is danger at zero or below', async () => {
    fakeApi({ [BALANCE]: () => respond(balance({ balance_amount: -500, available_credit: 49500, health: 'danger' })) });
    renderPage();
    const health = await screen.findByText(inEnglish(BALANCE_HEALTH_TEXT.danger));
    expect(health).toHaveAttribute('role', 'status');
    expect(health).toHaveClass('balance-health--danger');
    expect(amountOf('Balance')).toBe('-₹500');
  });

  it('asks the provider directly, for a travel id when one is given', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [BALANCE]: (url) => {
        const travelId = url.searchParams.get('travel_id');
        return respond(travelId ? balance({ travel_id: Number(travelId), balance_amount: 9000 }) : balance());
      },
    });
    renderPage();
    await screen.findByText(inEnglish(BALANCE_HEALTH_TEXT.healthy));
    expect(screen.queryByRole('textbox', { name: 'Travel ID (optional)' })).not.toBeInTheDocument();

    const toggle = screen.getByRole('switch', { name: 'Direct API Access' });
    await user.click(toggle);
    expect(toggle).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Travel ID (optional)' }), '77');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(await screen.findByText('Account Jatra Travels · Travel ID 77')).toBeInTheDocument();
    expect(amountOf('Balance')).toBe('₹9,000');

    await user.clear(screen.getByRole('textbox', { name: 'Travel ID (optional)' }));
    await user.click(screen.getByRole('button', { name: 'Load' }));
    await screen.findByText('Account Jatra Travels');

    await user.click(toggle);
    expect(screen.queryByRole('textbox', { name: 'Travel ID (optional)' })).not.toBeInTheDocument();
    const asked = api.calls
      .map((call) => call.path + call.search)
      .filter((call, index, all) => call !== all[index - 1]);
    expect(asked).toEqual(['/api/admin/balance', '/api/admin/balance?travel_id=77', '/api/admin/balance']);
  });

  it('refuses a travel id that is not a number, without asking', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ [BALANCE]: () => respond(balance()) });
    renderPage();
    await screen.findByText(inEnglish(BALANCE_HEALTH_TEXT.healthy));
    await user.click(screen.getByRole('switch', { name: 'Direct API Access' }));
    await user.type(screen.getByRole('textbox', { name: 'Travel ID (optional)' }), 'abc');
    const before = api.calls.length;
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown travel id');
    expect(screen.getByRole('textbox', { name: 'Travel ID (optional)' })).toHaveAccessibleDescription(
      'Unknown travel id',
    );
    expect(api.calls.length).toBe(before);
  });

  it('shows balanceInfoFailed with a Retry when the balance cannot be read', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({ [BALANCE]: () => (fail ? apiError(502, 'The provider did not answer') : respond(balance())) });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: inEnglish(ADMIN_MESSAGES.balanceInfoFailed) }),
    ).toBeInTheDocument();
    expect(alert).toHaveTextContent('The provider did not answer');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(inEnglish(BALANCE_HEALTH_TEXT.healthy))).toHaveAttribute('role', 'status');
  });

  it('shows balanceFailed with a Retry when a direct request fails', async () => {
    const user = userEvent.setup();
    fakeApi({
      [BALANCE]: (url) =>
        url.searchParams.get('travel_id') ? apiError(502, inEnglish(ADMIN_MESSAGES.balanceFailed)) : respond(balance()),
    });
    renderPage();
    await screen.findByText(inEnglish(BALANCE_HEALTH_TEXT.healthy));
    await user.click(screen.getByRole('switch', { name: 'Direct API Access' }));
    await user.type(screen.getByRole('textbox', { name: 'Travel ID (optional)' }), '5');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: inEnglish(ADMIN_MESSAGES.balanceFailed) })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
