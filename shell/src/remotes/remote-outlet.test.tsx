import { MESSAGES, type RemoteName, type RemoteReleases, inEnglish } from '@jatra/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHELL_CONTRACT } from './shell-contract';

// the federation runtime exists only in a build: the remote's code "arrives" as the test says
const loadRemoteApp = vi.hoisted(() => vi.fn());
vi.mock('./remote-loader', () => ({ loadRemoteApp, RemoteAccessDenied: class extends Error {} }));

const VERSION = '0.2.0+d4725ca.3f9a2b1c';
const entries = { search: 'http://s.test/e.js', booking: 'http://b.test/e.js', account: 'http://a.test/e.js' };
const reports = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 202 }));
const sentReports = () => reports.mock.calls.map(([url, init]) => ({ url, body: JSON.parse(String(init?.body)) }));

/** Rendered in `act`, which waits for the remote's load as a browser would (React's `use` suspends on it). */
async function renderOutlet(remote: RemoteName, releases?: RemoteReleases, at = '/bookings') {
  // afresh for each test: the shell keeps each remote's load, and what it reported, for the page's life
  const { RuntimeProvider } = await import('../runtime/runtime');
  const { RemoteOutlet } = await import('./RemoteOutlet');
  return act(async () =>
    render(
      <RuntimeProvider
        value={{
          config: { apiBaseUrl: 'http://api.test' },
          remotes: { ...entries, admin: 'http://ad.test/e.js' },
          ...(releases ? { releases } : {}),
        }}
      >
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={[at]}>
            <nav>The shell&apos;s navigation</nav>
            <RemoteOutlet remote={remote} />
          </MemoryRouter>
        </QueryClientProvider>
      </RuntimeProvider>,
    ),
  );
}

/** Retry, in `act` as the render is: the next load is waited for. */
const retry = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));

const Page = () => <h1>My bookings</h1>;

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('fetch', reports);
  // React logs every error a boundary catches
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  reports.mockClear();
  loadRemoteApp.mockReset();
});

describe('a remote whose release the shell knows', () => {
  it('is not loaded when it was built against another HostApi major: its area says so, the API is told once', async () => {
    const release = { version: VERSION, hostApi: '2.0.0', singletons: SHELL_CONTRACT.singletons };
    const { unmount } = await renderOutlet('booking', { booking: release });
    expect(await screen.findByRole('heading', { name: inEnglish(MESSAGES.remoteOutdated) })).toBeVisible();
    expect(screen.getByText(inEnglish(MESSAGES.remoteOutdatedText))).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    expect(screen.getByText("The shell's navigation")).toBeVisible();
    expect(loadRemoteApp).not.toHaveBeenCalled();
    expect(sentReports()).toEqual([
      {
        url: 'http://api.test/api/frontend-failures',
        body: {
          part: 'booking',
          version: VERSION,
          kind: 'contract',
          message: expect.stringContaining('HostApi 2.0.0 was expected, and the shell provides'),
          page: '/bookings',
        },
      },
    ]);
    unmount();
    await renderOutlet('booking', { booking: release });
    await screen.findByRole('heading', { name: inEnglish(MESSAGES.remoteOutdated) });
    expect(reports).toHaveBeenCalledTimes(1);
  });

  it('is not loaded when it was built against another React major', async () => {
    const singletons = { ...SHELL_CONTRACT.singletons, react: '18.3.1', 'react-dom': '18.3.1' };
    await renderOutlet('account', { account: { version: VERSION, hostApi: SHELL_CONTRACT.hostApi, singletons } });
    expect(await screen.findByRole('heading', { name: inEnglish(MESSAGES.remoteOutdated) })).toBeVisible();
    expect(loadRemoteApp).not.toHaveBeenCalled();
    expect(sentReports()[0]?.body).toMatchObject({ part: 'account', kind: 'contract' });
    expect(sentReports()[0]?.body.message).toContain('react 18.3.1 was built against');
  });

  it('is mounted when only minors differ (built against the oldest HostApi still supported)', async () => {
    loadRemoteApp.mockResolvedValue(Page);
    const release = { version: VERSION, hostApi: '1.0.0', singletons: SHELL_CONTRACT.singletons };
    await renderOutlet('search', { search: release });
    expect(await screen.findByRole('heading', { name: 'My bookings' })).toBeVisible();
    expect(reports).not.toHaveBeenCalled();
  });
});

describe('a remote that cannot be shown', () => {
  it('that does not load is reported once, however often Retry fails again', async () => {
    loadRemoteApp.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    await renderOutlet('admin');
    expect(await screen.findByRole('heading', { name: inEnglish(MESSAGES.remoteFailed) })).toBeVisible();
    await retry();
    await retry();
    expect(screen.getByRole('heading', { name: inEnglish(MESSAGES.remoteFailed) })).toBeVisible();
    expect(loadRemoteApp).toHaveBeenCalledTimes(3);
    expect(sentReports().map(({ body }) => body)).toEqual([
      {
        part: 'admin',
        version: null,
        kind: 'load',
        message: 'RemoteLoadFailed: The admin remote did not load: Failed to fetch dynamically imported module',
        page: '/bookings',
      },
    ]);
  });

  it("names the page's route, never its path: a ticket's PNR stays out of the failure log", async () => {
    loadRemoteApp.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    await renderOutlet('account', undefined, '/booking-details/TS2611290146134884UNYU');
    await screen.findByRole('heading', { name: inEnglish(MESSAGES.remoteFailed) });
    expect(sentReports()[0]?.body.page).toBe('/booking-details/:pnr');
  });

  it('that throws while mounting is reported as such, and the rest of the page stays', async () => {
    loadRemoteApp.mockResolvedValue(() => {
      throw new RangeError('Invalid time value');
    });
    const release = { version: VERSION, hostApi: SHELL_CONTRACT.hostApi, singletons: SHELL_CONTRACT.singletons };
    await renderOutlet('search', { search: { ...release, version: '0.2.1+d4725ca.4f9a2b1c' } });
    expect(await screen.findByRole('heading', { name: inEnglish(MESSAGES.remoteFailed) })).toBeVisible();
    expect(screen.getByText("The shell's navigation")).toBeVisible();
    expect(sentReports()[0]?.body).toMatchObject({
      part: 'search',
      version: '0.2.1+d4725ca.4f9a2b1c',
      kind: 'render',
      message: 'RangeError: Invalid time value',
    });
  });
});
