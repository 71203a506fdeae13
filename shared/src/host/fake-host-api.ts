import { vi, type Mock } from 'vitest';
import type { HostApi } from './host-api';

/** The fake's recorded parts, typed as mocks so a test can read their calls. */
export type FakeHostApi = HostApi & {
  getAccessToken: Mock<HostApi['getAccessToken']>;
  signOut: Mock<HostApi['signOut']>;
  navigate: Mock<HostApi['navigate']>;
  toast: {
    success: Mock<HostApi['toast']['success']>;
    error: Mock<HostApi['toast']['error']>;
    info: Mock<HostApi['toast']['info']>;
  };
};

/**
 * The shell as a remote's tests meet it (for tests only: `@jatra/shared/testing`, never the root barrel): a
 * visitor with no token unless `overrides` say otherwise, the API at http://api.test, and toasts, navigation
 * and sign-out recorded. What `overrides` give keeps its own type (a `user` given is not null).
 */
export function fakeHostApi<Overrides extends Partial<HostApi> = object>(
  overrides: Overrides = {} as Overrides,
): FakeHostApi & Overrides {
  return {
    apiBaseUrl: 'http://api.test',
    user: null,
    getAccessToken: vi.fn(async () => null),
    signOut: vi.fn(async () => undefined),
    toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
    navigate: vi.fn(),
    ...overrides,
  } as FakeHostApi & Overrides;
}
