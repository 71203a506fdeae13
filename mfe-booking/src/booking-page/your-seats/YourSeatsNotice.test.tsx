import { fakeApi, fakeHostApi, respond } from '@jatra/shared/testing';
import { HostProvider } from '@jatra/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingRecord } from '../../payment/payment-test-kit';
import { YourSeatsNotice } from './YourSeatsNotice';

const PATH = 'GET /api/bookings/by-schedule/4521';
const traveller = { id: 'u1', email: 'anjali@example.in', phone: null, fullName: 'Anjali Bora', role: 'user' as const };

function renderNotice(user: typeof traveller | null = traveller) {
  const host = fakeHostApi({ user, getAccessToken: async () => 'token' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <HostProvider host={host}>
      <QueryClientProvider client={client}>
        <YourSeatsNotice scheduleId="4521" />
      </QueryClientProvider>
    </HostProvider>,
  );
  return host;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('YourSeatsNotice', () => {
  it('says which seats the traveller holds unpaid on this bus, with Pay now', async () => {
    fakeApi({
      [PATH]: () => respond({ result: [bookingRecord({ hold_expires_at: '2026-11-22T10:15:00Z' })] }),
    });
    const host = renderNotice();
    expect(await screen.findByText('You are holding seats L4, L5 on this bus')).toBeInTheDocument();
    expect(screen.getByText('Not paid yet (PNR JT8K2M4Q). The hold ends at 3:45 PM.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(host.navigate).toHaveBeenCalledWith('/payment?pnr=JT8K2M4Q');
  });

  it('says the traveller already owns seats on this bus, with View Ticket', async () => {
    fakeApi({
      [PATH]: () =>
        respond({
          result: [bookingRecord({ status: 'confirmed', payment_status: 'completed', ticket_number: 'JT8K2M4Q' })],
        }),
    });
    const host = renderNotice();
    expect(await screen.findByText('You already have seats L4, L5 on this bus')).toBeInTheDocument();
    expect(screen.getByText('Ticket JT8K2M4Q is confirmed.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'View Ticket' }));
    expect(host.navigate).toHaveBeenCalledWith('/booking-details/JT8K2M4Q');
  });

  it('asks nothing for a visitor, and shows nothing when the traveller has no seats here', async () => {
    const api = fakeApi({ [PATH]: () => respond({ result: [] }) });
    renderNotice(null);
    expect(api.calls).toHaveLength(0);
    renderNotice();
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Your seats on this bus' })).not.toBeInTheDocument();
  });
});
