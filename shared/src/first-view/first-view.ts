/**
 * A page's first view in the HTML the shell's server sends: the remote that draws the page renders it on its
 * own origin (`first-view?address=…`, beside its entry), with the API answers it was drawn from, and the
 * shell's server puts both into the page. The browser paints the page before any script has run; the shell
 * then renders the same page on the same answers and replaces the server's markup in one step.
 * A remote redeployed at its URL renders with its new code at once, as it serves its new files.
 */
import type { RemoteName } from '../federation/shared-singletons';
import type { HostApi } from '../host/host-api';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';

/** Relative to the remote's entry, as the page-assets list is. */
export const FIRST_VIEW_FILE = 'first-view';
export const FIRST_VIEW_ELEMENT_ID = 'jatra-first-view';
/**
 * Marks the shell's root while it holds the server's markup, which is also `inert` until the shell's own render
 * replaces it: a tap before the scripts have run would otherwise land on a control that does nothing.
 */
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';
/** The shell's page's root as its template has it, where a first view's markup goes. */
export const EMPTY_ROOT = '<div id="root"></div>';
/** The root holding a first view's markup: inert until the page's code has drawn it again, marked for the shell. */
export const rootWithFirstView = (markup: string) => `<div id="root" ${FIRST_VIEW_ATTRIBUTE} inert>${markup}</div>`;

/** The remote's answer: its page's markup and what the page's data client held when it was drawn. */
export interface FirstView {
  html: string;
  /** the remote's own format (its query cache, dehydrated); handed back to it unread */
  state: unknown;
}

/** What the shell's server embeds for the shell's code: whose page it is, and that remote's state. */
export interface EmbeddedFirstView {
  remote: RemoteName;
  state: unknown;
}

/** A remote's server side: null when the address is not one of its pages with a first view. */
export type RenderFirstView = (
  address: string,
  context: { apiBaseUrl: string; signal: AbortSignal; viewportWidth: number; locale?: Locale },
) => Promise<FirstView | null>;

/**
 * The viewport widths a first view is drawn for, told by the shell's server from the browser's user agent (a
 * server cannot measure the screen): the layout a phone or a wide screen will render.
 */
export const FIRST_VIEW_WIDTHS = { phone: 412, wide: 1280 } as const;

export const viewportWidthFor = (userAgent: string | undefined): number =>
  /Mobi|Android|iPhone|iPad/i.test(userAgent ?? '') ? FIRST_VIEW_WIDTHS.phone : FIRST_VIEW_WIDTHS.wide;

/**
 * Given by the remote's exposed App: readies its page for `address` on the server's state, and its words in
 * `locale` (a shell older than HostApi 1.6 does not pass it), before the first render.
 */
export type PrepareFirstView = (address: string, state: unknown, locale?: Locale) => Promise<void>;

/**
 * JSON in a script element the browser does not execute, so the Content-Security-Policy allows it;
 * `<` is escaped so that no value can end the element.
 */
export function jsonScriptElement(id: string, value: unknown): string {
  const json = JSON.stringify(value).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** What the server embedded under `id`, unchecked; null on a page served without it. */
export function readJsonScriptElement(id: string, page: Document = document): unknown {
  const text = page.getElementById(id)?.textContent;
  return text ? JSON.parse(text) : null;
}

const noToast = () => undefined;

/**
 * The shell as a remote's page meets it on the server: a visitor (the server cannot see a session), with
 * nowhere to navigate and no toasts to show.
 */
export function visitorHost(apiBaseUrl: string, locale: Locale = DEFAULT_LOCALE): HostApi {
  return {
    apiBaseUrl,
    locale,
    user: null,
    getAccessToken: async () => null,
    signOut: async () => undefined,
    toast: { success: noToast, error: noToast, info: noToast },
    navigate: () => undefined,
  };
}
