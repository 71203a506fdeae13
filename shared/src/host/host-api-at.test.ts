import { describe, expect, it } from 'vitest';
import { HOST_API_OLDEST_SUPPORTED, HOST_API_VERSION } from './host-api';
import { HOST_API_MEMBER_SINCE, hostApiAt } from './host-api-at';

const REQUIRED = ['apiBaseUrl', 'getAccessToken', 'navigate', 'signOut', 'toast', 'user'];

describe('hostApiAt', () => {
  it('gives every member at the current version, the newest of them added by that very minor', () => {
    expect(Object.keys(hostApiAt(HOST_API_VERSION)).sort()).toEqual(
      [...REQUIRED, ...Object.keys(HOST_API_MEMBER_SINCE)].sort(),
    );
    const minor = (version: string) => Number(version.split('.')[1]);
    const newest = Math.max(...Object.values(HOST_API_MEMBER_SINCE).map(minor));
    expect(newest).toBe(minor(HOST_API_VERSION));
  });

  it('gives only the members every shell has at the oldest supported version', () => {
    expect(Object.keys(hostApiAt(HOST_API_OLDEST_SUPPORTED)).sort()).toEqual(REQUIRED);
  });

  it('gives the members up to a minor in between, and refuses a version no shell has yet', () => {
    const host = hostApiAt('1.2.0');
    expect('refreshUser' in host && 'supportContact' in host).toBe(true);
    expect('sessionRejected' in host || 'payments' in host || 'openSupportChat' in host).toBe(false);
    expect(() => hostApiAt('1.99.0')).toThrow('newer than');
  });
});
