import { DEFAULT_SUPPORT_CONTACT, supportContactOf, type SupportContact } from '@jatra/shared';
import { HostProvider, useHost } from '@jatra/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiBaseUrl } from '../auth/supabase-client';
import { RuntimeProvider } from '../runtime/runtime';
import { useHostApi } from './use-host-api';

const SAVED: SupportContact = { support_email: 'care@jatra.example', support_phone: '+91 98540 11223' };

/** What the payment page and the ticket do: read the contact from the HostApi the shell gave their remote. */
function RemotePage() {
  const { support_phone } = supportContactOf(useHost());
  return <p>Need help? Call {support_phone}</p>;
}

/** The shell's outlet: the HostApi it builds, handed to a remote's tree. */
function Outlet() {
  return (
    <HostProvider host={useHostApi()}>
      <RemotePage />
    </HostProvider>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the support contact a remote reads from the shell's HostApi", () => {
  it('is asked for when a page first reads it, and follows the saved settings once they arrive', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      expect(String(input)).toBe('http://api.test/api/support-contact');
      return new Response(JSON.stringify({ result: SAVED }), { headers: { 'Content-Type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    setApiBaseUrl('http://api.test');
    render(
      <RuntimeProvider value={{ config: { apiBaseUrl: 'http://api.test' }, remotes: {} as never }}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <Outlet />
          </MemoryRouter>
        </QueryClientProvider>
      </RuntimeProvider>,
    );
    // the company's number shows until the saved one arrives, and only until then
    expect(screen.getByText(`Need help? Call ${DEFAULT_SUPPORT_CONTACT.support_phone}`)).toBeInTheDocument();
    expect(await screen.findByText(`Need help? Call ${SAVED.support_phone}`)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
