import { REMOTE_NAMES } from '@jatra/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readEmbeddedRuntime, runtimeElement, type Runtime } from './runtime-document';
import { loadRuntime } from './runtime';

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
