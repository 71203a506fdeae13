/**
 * The shell's side of a first view (`@jatra/shared/first-view`) in the browser: before its first render, the
 * shell loads the remote whose page the server drew and lets it take the server's answers and load the page,
 * so the first render draws that same page and replaces the server's markup in one step, without a loading
 * state between them. Without a first view, or when it cannot be readied, the shell starts as before.
 */
import { isRemoteName } from '@jatra/shared';
import {
  FIRST_VIEW_ATTRIBUTE,
  FIRST_VIEW_ELEMENT_ID,
  readJsonScriptElement,
  type EmbeddedFirstView,
} from '@jatra/shared/first-view';
import type { Locale } from '@jatra/shared/i18n';
import { remoteAppLoad } from '../remotes';
import type { Runtime } from '../runtime';

function embeddedFirstView(): EmbeddedFirstView | null {
  const embedded = readJsonScriptElement(FIRST_VIEW_ELEMENT_ID) as Partial<EmbeddedFirstView> | null;
  return isRemoteName(embedded?.remote) ? { remote: embedded.remote, state: embedded.state } : null;
}

export async function prepareFirstView({ remotes, releases }: Runtime, locale: Locale): Promise<void> {
  const firstView = embeddedFirstView();
  if (!firstView) return;
  try {
    const app = await remoteAppLoad(firstView.remote, remotes[firstView.remote], 0, releases?.[firstView.remote]);
    await app.prepareFirstView?.(`${location.pathname}${location.search}`, firstView.state, locale);
  } catch (error) {
    // the remote's own outlet shows the failure, with Retry
    console.error(error);
  }
}

/** The server's markup is gone once the shell has rendered: its root takes taps again. */
export function releaseFirstView(root: HTMLElement): void {
  root.removeAttribute('inert');
  root.removeAttribute(FIRST_VIEW_ATTRIBUTE);
}
