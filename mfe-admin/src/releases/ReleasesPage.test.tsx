import type { AdminFrontendReleases, Deployment } from '@jatra/shared';
import { apiError, fakeApi, respond } from '@jatra/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeHost, renderAt } from '../testing/admin-test-kit';
import { ReleasesPage } from './ReleasesPage';

const V1 = '0.1.0+abcdef1.00000001';
const V2 = '0.1.0+abcdef1.00000002';
const V3 = '0.1.0+abcdef1.00000003';

const change = (changes: Partial<Deployment>): Deployment => ({
  id: 1,
  part: 'search',
  action: 'deploy',
  version: V1,
  previousVersion: null,
  canaryVersion: null,
  canaryPercent: null,
  actor: 'team-search',
  reason: null,
  at: '2026-11-28T10:00:00.000Z',
  ...changes,
});

const none = (part: AdminFrontendReleases[number]['part']) => ({
  part,
  live: null,
  history: [],
  rollbackTo: null,
  failures: [],
});

const registry = (): { result: AdminFrontendReleases } => ({
  result: [
    none('shell'),
    {
      part: 'search',
      live: {
        version: V2,
        since: change({ id: 2, version: V2, previousVersion: V1, reason: 'faster results' }),
        canary: {
          version: V3,
          percent: 10,
          since: change({ id: 3, action: 'canary', version: V2, canaryVersion: V3, canaryPercent: 10 }),
        },
      },
      history: [
        change({ id: 3, action: 'canary', version: V2, canaryVersion: V3, canaryPercent: 10, reason: 'new filters' }),
        change({ id: 2, version: V2, previousVersion: V1 }),
        change({ id: 1 }),
      ],
      rollbackTo: V2,
      failures: [
        {
          version: V3,
          kind: 'load',
          count: 4,
          last_message: 'RemoteLoadFailed: did not load',
          last_at: '2026-11-28T10:05:00.000Z',
        },
      ],
    },
    {
      // rolled back to its first release: later releases are in the history, but there is no way further back
      part: 'booking',
      live: {
        version: V1,
        since: change({ id: 6, part: 'booking', action: 'rollback', version: V1, previousVersion: V2 }),
        canary: null,
      },
      history: [
        change({ id: 6, part: 'booking', action: 'rollback', version: V1, previousVersion: V2 }),
        change({ id: 5, part: 'booking', version: V2, previousVersion: V1 }),
        change({ id: 4, part: 'booking', version: V1 }),
      ],
      rollbackTo: null,
      failures: [],
    },
    {
      part: 'account',
      live: { version: V2, since: change({ id: 8, part: 'account', version: V2, previousVersion: V1 }), canary: null },
      history: [
        change({ id: 8, part: 'account', version: V2, previousVersion: V1 }),
        change({ id: 7, part: 'account' }),
      ],
      rollbackTo: V1,
      failures: [],
    },
    none('admin'),
  ],
});

const renderPage = (host = fakeHost()) => {
  renderAt('/admin/releases', '/admin/releases', <ReleasesPage />, host);
  return host;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ReleasesPage', () => {
  it("shows each frontend's live release, its canary, its failures of the hour and its changes", async () => {
    fakeApi({ 'GET /api/admin/frontend-releases': () => respond(registry()) });
    renderPage();
    const search = await screen.findByRole('region', { name: 'Search: home and results' });
    expect(within(search).getByText(V2)).toBeVisible();
    expect(within(search).getByText(/^Since .* by team-search: “faster results”$/)).toBeVisible();
    expect(within(search).getByText('Canary to 10% of visitors').closest('p')).toHaveTextContent(V3);
    expect(within(search).getByText('4 failures in the last hour')).toBeVisible();
    const failures = within(search).getByRole('table');
    expect(within(failures).getByRole('row', { name: /load 4 RemoteLoadFailed: did not load/ })).toBeVisible();
    expect(within(search).getByText('Canary 0.1.0+abcdef1.00000003 to 10% of visitors')).toBeInTheDocument();
    expect(within(search).getByRole('button', { name: 'End the canary' })).toBeVisible();

    const shell = screen.getByRole('region', { name: 'Shell: navigation, sign-in and the help pages' });
    expect(within(shell).getByText(/No release deployed yet/)).toBeVisible();
    expect(within(shell).getByText('No failures reported in the last hour.')).toBeVisible();
    expect(within(shell).queryByRole('button', { name: /Roll back|End the canary/ })).toBeNull();

    // later releases in its history, but the API says there is nowhere to roll back to: no button to be refused
    const booking = screen.getByRole('region', { name: 'Booking: seats and payment' });
    expect(within(booking).getByText(V1, { selector: 'code' })).toBeVisible();
    expect(within(booking).queryByRole('button', { name: /Roll back|End the canary/ })).toBeNull();
  });

  it('rolls back to the release the API names, after asking', async () => {
    const api = fakeApi({
      'GET /api/admin/frontend-releases': () => respond(registry()),
      'POST /api/admin/frontend-releases/account/rollback': () =>
        respond({ result: change({ id: 9, part: 'account', action: 'rollback', version: V1, previousVersion: V2 }) }),
    });
    const host = renderPage();
    const account = await screen.findByRole('region', { name: 'Account: tickets, profile and vendors' });
    await userEvent.click(within(account).getByRole('button', { name: 'Roll back' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Roll back account?' });
    expect(dialog).toHaveTextContent(`Every visitor gets ${V1} instead of ${V2} on their next page load.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    await waitFor(() => expect(host.toast.success).toHaveBeenCalledWith(`account: ${V1} is live for everyone`));
    expect(api.callsTo('POST', '/api/admin/frontend-releases/account/rollback')[0]?.body).toEqual({});
  });

  it('copies a release by the name the deploy tool takes', async () => {
    fakeApi({ 'GET /api/admin/frontend-releases': () => respond(registry()) });
    const user = userEvent.setup();
    const host = renderPage();
    const search = await screen.findByRole('region', { name: 'Search: home and results' });
    await user.click(within(search).getByRole('button', { name: `Copy search@${V3}` }));
    expect(await navigator.clipboard.readText()).toBe(`search@${V3}`);
    expect(host.toast.success).toHaveBeenCalledWith(`Copied search@${V3}`);
  });

  it('ends a canary after asking, with the reason, and says what is live', async () => {
    const api = fakeApi({
      'GET /api/admin/frontend-releases': () => respond(registry()),
      'POST /api/admin/frontend-releases/search/rollback': () =>
        respond({ result: change({ id: 4, action: 'rollback', version: V2, reason: 'load failures' }) }),
    });
    const host = renderPage();
    const search = await screen.findByRole('region', { name: 'Search: home and results' });
    await userEvent.click(within(search).getByRole('button', { name: 'End the canary' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End the canary of search?' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'load failures');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End the canary' }));
    await waitFor(() => expect(host.toast.success).toHaveBeenCalledWith(`search: ${V2} is live for everyone`));
    expect(api.callsTo('POST', '/api/admin/frontend-releases/search/rollback')[0]?.body).toEqual({
      reason: 'load failures',
    });
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/frontend-releases').length).toBeGreaterThan(1));
  });

  it("says the API's refusal, and signs an earlier release for this browser only", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = fakeApi({
      'GET /api/admin/frontend-releases': () => respond(registry()),
      'POST /api/admin/frontend-releases/search/rollback': () =>
        apiError(409, 'search has no live release to roll back', 'conflict'),
      'POST /api/admin/frontend-releases/override': () =>
        respond({ result: { token: 't', expires_at: '2026-11-28T18:00:00.000Z', path: '/?release_token=t' } }),
    });
    const host = renderPage();
    const search = await screen.findByRole('region', { name: 'Search: home and results' });
    await userEvent.click(within(search).getByRole('button', { name: 'End the canary' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End the canary' }));
    await waitFor(() => expect(host.toast.error).toHaveBeenCalledWith('search has no live release to roll back'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));

    await userEvent.click(within(search).getByText(/Latest changes/));
    await userEvent.click(within(search).getByRole('button', { name: `Try ${V1} in my browser` }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/?release_token=t'));
    expect(api.callsTo('POST', '/api/admin/frontend-releases/override')[0]?.body).toEqual({ releases: { search: V1 } });
    // the live and canary releases are not offered: visitors have them already
    expect(within(search).queryByRole('button', { name: `Try ${V2} in my browser` })).toBeNull();
  });
});
