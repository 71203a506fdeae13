import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type Handler } from '../../host/fake-api';
import { HOST_API_OLDEST_SUPPORTED, HOST_API_VERSION, type HostApi, type RemoteApp } from '../../host/host-api';
import { hostApiAt } from '../../host/host-api-at';

export interface ContractPage {
  /** where the page is, as the shell's router has it */
  path: string;
  /** the heading the page shows once drawn */
  heading: string | RegExp;
  /** the API as the page needs it (`fakeApi`'s routes) */
  api?: Record<string, Handler>;
  /** members of the host that page needs (a signed-in `user`) */
  host?: Partial<HostApi>;
}

/**
 * A remote's contract test (tests only): its exposed `./App` draws a real page, mounted as the shell mounts it,
 * by the current shell (`HOST_API_VERSION`, every member) and by the oldest still supported (only what that
 * version had): a remote that leans on a newer optional member without a fallback fails here.
 */
export function describeHostContract(App: RemoteApp, page: ContractPage) {
  describe.each([HOST_API_VERSION, HOST_API_OLDEST_SUPPORTED])('mounted by a shell of HostApi %s', (version) => {
    afterEach(() => vi.unstubAllGlobals());

    it(`draws ${page.path}`, async () => {
      fakeApi(page.api ?? {});
      // in act, which waits for the page's lazy code and first answers as the browser would
      await act(async () =>
        render(
          <StrictMode>
            <MemoryRouter initialEntries={[page.path]}>
              <App host={hostApiAt(version, page.host)} />
            </MemoryRouter>
          </StrictMode>,
        ),
      );
      expect(await screen.findByRole('heading', { name: page.heading })).toBeVisible();
    });
  });
}
