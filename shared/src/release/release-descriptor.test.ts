import { describe, expect, it } from 'vitest';
import { contractProblems } from './contract-problems';
import { releaseDescriptorSchema, releaseVersionSchema } from './release-descriptor';

const singletons = {
  react: '19.2.0',
  'react-dom': '19.2.0',
  'react-router-dom': '7.9.1',
  zustand: '5.0.8',
  '@tanstack/react-query': '5.90.2',
};

describe('a release descriptor', () => {
  it('names a release by its package version, git sha and content hash, and nothing else', () => {
    expect(releaseVersionSchema.safeParse('0.1.0+d4725ca.3f9a2b1c').success).toBe(true);
    expect(releaseVersionSchema.safeParse('1.2.0-rc.1+d4725ca0d4725ca0.00ff00ff').success).toBe(true);
    for (const wrong of [
      '0.1.0',
      '0.1.0+d4725ca',
      'latest',
      '0.1.0+d4725ca.3f9a2b1c/../x',
      '../0.1.0+abcdefg.12345678',
    ]) {
      expect(releaseVersionSchema.safeParse(wrong).success, wrong).toBe(false);
    }
  });

  it('requires every singleton version, the contract and the entry integrity', () => {
    const descriptor = {
      part: 'booking',
      version: '0.1.0+d4725ca.3f9a2b1c',
      builtAt: '2026-11-28T18:00:00.000Z',
      gitSha: 'd4725ca',
      hostApi: '1.5.0',
      singletons,
      exposedModule: './App',
      pages: ['booking'],
      entry: { path: 'assets/remoteEntry.js', integrity: 'sha384-AAAA' },
      bundle: { totalBytes: 10, firstViewBytes: 5, pageBytes: { booking: 5 } },
    };
    expect(releaseDescriptorSchema.parse(descriptor)).toEqual(descriptor);
    const { zustand: _dropped, ...fewer } = singletons;
    expect(releaseDescriptorSchema.safeParse({ ...descriptor, singletons: fewer }).success).toBe(false);
    expect(releaseDescriptorSchema.safeParse({ ...descriptor, part: 'payments' }).success).toBe(false);
  });
});

describe('the contract between a shell and a remote', () => {
  const shell = { hostApi: '1.5.0', singletons };

  it('accepts any minor of HostApi and of the singletons, older or newer', () => {
    expect(contractProblems(shell, { hostApi: '1.0.0', singletons })).toEqual([]);
    expect(contractProblems(shell, { hostApi: '1.9.3', singletons: { ...singletons, react: '19.0.0' } })).toEqual([]);
  });

  it('refuses another major, and says which and why', () => {
    expect(contractProblems(shell, { hostApi: '2.0.0', singletons: { ...singletons, react: '18.3.1' } })).toEqual([
      'HostApi 2.0.0 was expected, and the shell provides 1.5.0',
      'react 18.3.1 was built against, and the shell has 19.2.0',
    ]);
  });
});
