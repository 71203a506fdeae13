import { REMOTE_NAMES } from '@jatra/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readEmbeddedRuntime, runtimeElement, type Runtime } from './runtime-document';
import { loadRuntime } from './runtime';

const singletons = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router-dom': '7.18.5',
  zustand: '5.1.0',
  '@tanstack/react-query': '5.108.0',
};

const runtime: Runtime = {
  remotes: Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `https://${name}.example.test/assets/remoteEntry.js`]),
  ) as Runtime['remotes'],
  config: { apiBaseUrl: 'https://api.example.test' },
};

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('loadRuntime', () => {
  it('reads the runtime its server embedded, without a request', async () => {
    document.head.innerHTML = runtimeElement(runtime);
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    expect(await loadRuntime()).toEqual(runtime);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks for /remotes.json and /runtime-config.json on a page served without it', async () => {
    const documents: Record<string, unknown> = {
      '/remotes.json': runtime.remotes,
      '/runtime-config.json': runtime.config,
    };
    vi.stubGlobal('fetch', async (path: string) => Response.json(documents[path]));
    expect(await loadRuntime()).toEqual(runtime);
  });

  it('reads the live release of each remote, where the server knows it', async () => {
    const booking = { version: '0.1.0+d4725ca.3f9a2b1c', hostApi: '1.5.0', singletons };
    const withMore = { ...booking, singletons: { ...singletons, 'left-pad': '1.0.0' }, builtAt: 'today' };
    document.head.innerHTML = runtimeElement({ ...runtime, releases: { booking: withMore } });
    expect((await loadRuntime()).releases).toEqual({ booking });
  });

  it('takes the releases /remotes.json carries beside the entries', async () => {
    const releases = { search: { version: '0.1.0+d4725ca.3f9a2b1c', hostApi: '2.0.0', singletons } };
    const documents: Record<string, unknown> = {
      '/remotes.json': { ...runtime.remotes, releases },
      '/runtime-config.json': runtime.config,
    };
    vi.stubGlobal('fetch', async (path: string) => Response.json(documents[path]));
    expect(await loadRuntime()).toEqual({ ...runtime, releases });
  });

  it('refuses a release that does not say its version and contract', async () => {
    const admin = { version: '0.1.0+d4725ca.3f9a2b1c', singletons };
    document.head.innerHTML = runtimeElement({ ...runtime, releases: { admin } } as unknown as Runtime);
    await expect(loadRuntime()).rejects.toThrow('releases.admin: version and hostApi must be strings');
    const { zustand: _, ...withoutZustand } = singletons;
    const search = { version: admin.version, hostApi: '1.5.0', singletons: withoutZustand };
    document.head.innerHTML = runtimeElement({ ...runtime, releases: { search } } as unknown as Runtime);
    await expect(loadRuntime()).rejects.toThrow('releases.search.singletons: zustand must be versions');
  });

  it('refuses an embedded runtime that is not one', async () => {
    document.head.innerHTML = runtimeElement({ ...runtime, config: { apiBaseUrl: 'not a url' } });
    await expect(loadRuntime()).rejects.toThrow();
  });
});

it('embeds values that hold markup without ending its element', () => {
  const tricky = { ...runtime, config: { apiBaseUrl: 'https://api.example.test/</script><script>alert(1)' } };
  document.head.innerHTML = runtimeElement(tricky);
  expect(document.head.querySelectorAll('script')).toHaveLength(1);
  expect(readEmbeddedRuntime()).toEqual(tricky);
});
