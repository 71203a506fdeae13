// The only module that talks to the federation runtime: moving to another plugin changes this file.
import {
  __federation_method_getRemote as getRemote,
  __federation_method_setRemote as setRemote,
  __federation_method_unwrapDefault as unwrapDefault,
} from 'virtual:__federation__';
import type { HostUser, RemoteApp, RemoteName } from '@jatra/shared';

/** Who may load each remote's code at all; the admin remote is fetched for admins only. */
export const REMOTE_ACCESS: Record<RemoteName, (user: HostUser | null) => boolean> = {
  search: () => true,
  booking: () => true,
  account: () => true,
  admin: (user) => user?.role === 'admin',
};

export class RemoteAccessDenied extends Error {}

const registered = new Map<RemoteName, string>();

/** Load a remote's `./App` from its entry URL; a retry asks the server again instead of a cached failure. */
export async function loadRemoteApp(
  name: RemoteName,
  entryUrl: string,
  user: HostUser | null,
  attempt: number,
): Promise<RemoteApp> {
  if (!REMOTE_ACCESS[name](user)) throw new RemoteAccessDenied(`The ${name} area is not available to you.`);
  const url = attempt === 0 ? entryUrl : `${entryUrl}${entryUrl.includes('?') ? '&' : '?'}retry=${attempt}`;
  if (registered.get(name) !== url) {
    setRemote(name, { url: () => Promise.resolve(url), format: 'esm', from: 'vite' });
    registered.set(name, url);
  }
  const exposed = unwrapDefault(await getRemote(name, './App'));
  if (typeof exposed !== 'function') throw new Error(`The ${name} remote does not expose a component`);
  return exposed as RemoteApp;
}
