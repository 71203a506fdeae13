import { describe, expect, it } from 'vitest';
import { remoteManifestSchema, runtimeConfigSchema } from './shared-singletons';

describe('the runtime files the shell reads', () => {
  it('keeps the URLs of a valid file and drops whatever else it holds', () => {
    expect(runtimeConfigSchema.parse({ apiBaseUrl: 'http://localhost:6787', extra: 1 })).toEqual({
      apiBaseUrl: 'http://localhost:6787',
    });
    const manifest = {
      search: 'http://localhost:6174/assets/remoteEntry.js',
      booking: 'http://localhost:6175/assets/remoteEntry.js',
      account: 'http://localhost:6176/assets/remoteEntry.js',
      admin: 'https://admin.example/assets/remoteEntry.js',
    };
    expect(remoteManifestSchema.parse(manifest)).toEqual(manifest);
  });

  it('refuses a missing field, a relative URL and a file that is not an object, naming the fields', () => {
    expect(() => runtimeConfigSchema.parse({})).toThrow('runtime-config.json: apiBaseUrl must be absolute URLs');
    expect(() => runtimeConfigSchema.parse({ apiBaseUrl: '/api' })).toThrow(/apiBaseUrl/);
    expect(() => runtimeConfigSchema.parse(null)).toThrow(/apiBaseUrl/);
    expect(() => remoteManifestSchema.parse({ search: 'http://localhost:6174/assets/remoteEntry.js' })).toThrow(
      'remotes.json: booking, account, admin must be absolute URLs',
    );
  });
});
