import type { RemoteApp, RemoteName } from '@jatra/shared';
import { useAuthStore } from '../auth';
import { loadRemoteApp } from './remote-loader';

const loads = new Map<string, Promise<RemoteApp>>();

/**
 * One load per remote and attempt, shared by every route the remote draws. A finished load says so on the
 * promise (React's `use` reads `status` and `value`), so a remote loaded before the first render draws at once.
 */
export function remoteAppLoad(name: RemoteName, entryUrl: string, attempt: number): Promise<RemoteApp> {
  const key = `${name}#${attempt}`;
  let load = loads.get(key);
  if (!load) {
    const started = loadRemoteApp(name, entryUrl, useAuthStore.getState().user, attempt);
    started.then(
      (value) => Object.assign(started, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(started, { status: 'rejected', reason }),
    );
    load = started;
    loads.set(key, load);
  }
  return load;
}
