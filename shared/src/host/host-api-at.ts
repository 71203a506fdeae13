import { vi } from 'vitest';
import { HOST_API_VERSION, type HostApi } from './host-api';
import { DEFAULT_SUPPORT_CONTACT } from './support-contact';
import { fakeHostApi, type FakeHostApi } from './fake-host-api';

type OptionalMember = { [K in keyof HostApi]-?: object extends Pick<HostApi, K> ? K : never }[keyof HostApi];

/**
 * The minor of `HostApi` that added each optional member. Typed so that a member added without its minor here
 * does not compile: the oldest shell a remote is tested against then lacks it too.
 */
export const HOST_API_MEMBER_SINCE: Record<OptionalMember, string> = {
  refreshUser: '1.1.0',
  supportContact: '1.2.0',
  sessionRejected: '1.3.0',
  payments: '1.4.0',
  openSupportChat: '1.5.0',
  locale: '1.6.0',
};

const minorOf = (version: string) => version.split('.').map(Number) as [number, number, number];
const atOrBefore = (version: string, than: string) => {
  const [major, minor] = minorOf(version);
  const [thanMajor, thanMinor] = minorOf(than);
  return major < thanMajor || (major === thanMajor && minor <= thanMinor);
};

/**
 * The shell as a remote meets it at `version` of `HostApi` (tests only): every member that version has, and
 * none it has not, so a remote is tested against the current shell (`HOST_API_VERSION`) and the oldest still
 * supported. `overrides` as `fakeHostApi` takes them (an optional member given is kept only where it exists).
 */
export function hostApiAt(version: string, overrides: Partial<HostApi> = {}): FakeHostApi {
  if (!atOrBefore(version, HOST_API_VERSION)) throw new Error(`HostApi ${version} is newer than ${HOST_API_VERSION}`);
  const host: FakeHostApi = fakeHostApi({
    refreshUser: vi.fn(async () => undefined),
    supportContact: DEFAULT_SUPPORT_CONTACT,
    sessionRejected: vi.fn(async () => undefined),
    payments: { started: vi.fn(), confirmed: vi.fn() },
    openSupportChat: vi.fn(),
    locale: 'en',
    ...overrides,
  });
  for (const [member, since] of Object.entries(HOST_API_MEMBER_SINCE)) {
    if (!atOrBefore(since, version)) delete host[member as OptionalMember];
  }
  return host;
}
