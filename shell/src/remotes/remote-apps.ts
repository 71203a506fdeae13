import { contractProblems, type RemoteApp, type RemoteName, type RemoteRelease } from '@jatra/shared';
import { useAuthStore } from '../auth';
import { RemoteContractRefused, RemoteLoadFailed } from './remote-failures';
import { loadRemoteApp, RemoteAccessDenied } from './remote-loader';
import { SHELL_CONTRACT } from './shell-contract';

const loads = new Map<string, Promise<RemoteApp>>();

/**
 * A remote whose live release was built against a contract this shell does not provide is refused before any
 * of its code is fetched: run against another `HostApi` or another React, it could break the whole page.
 */
async function checkedLoad(name: RemoteName, entryUrl: string, attempt: number, release?: RemoteRelease) {
  const problems = release ? contractProblems(SHELL_CONTRACT, release) : [];
  if (release && problems.length > 0) throw new RemoteContractRefused(name, release.version, problems);
  try {
    return await loadRemoteApp(name, entryUrl, useAuthStore.getState().user, attempt);
  } catch (error) {
    throw error instanceof RemoteAccessDenied ? error : new RemoteLoadFailed(name, error);
  }
}

/**
 * One load per remote and attempt, shared by every route the remote draws. A finished load says so on the
 * promise (React's `use` reads `status` and `value`), so a remote loaded before the first render draws at once.
 * `release`: the remote's live release, when the server named it.
 */
export function remoteAppLoad(
  name: RemoteName,
  entryUrl: string,
  attempt: number,
  release?: RemoteRelease,
): Promise<RemoteApp> {
  const key = `${name}#${attempt}`;
  let load = loads.get(key);
  if (!load) {
    const started = checkedLoad(name, entryUrl, attempt, release);
    // the handlers return nothing: returning the promise itself (what Object.assign gives) would make the
    // promise `then` returns follow it, and a failed load reject that one too, where nothing handles it
    started.then(
      (value) => void Object.assign(started, { status: 'fulfilled', value }),
      (reason: unknown) => void Object.assign(started, { status: 'rejected', reason }),
    );
    load = started;
    loads.set(key, load);
  }
  return load;
}
