import { PAYMENT_POPUP } from '@jatra/shared';

/** One named window, so a second Pay press reuses it instead of stacking gateway windows. */
export const PAYMENT_WINDOW_NAME = 'jatra-phonepe';

/**
 * Opens the empty payment window, centred over ours. Must run synchronously inside the click handler:
 * browsers block a window opened after an await. Returns null when the browser blocked it.
 */
export function openPaymentWindow(words: { title: string; text: string }): Window | null {
  const { width, height } = PAYMENT_POPUP;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  const popup = window.open(
    '',
    PAYMENT_WINDOW_NAME,
    `width=${width},height=${height},left=${left},top=${top},resizable=yes,scrollbars=yes`,
  );
  if (popup) {
    // the gateway's page takes a moment to be ordered; say so rather than show a blank window
    try {
      popup.document.title = words.title;
      popup.document.body.textContent = words.text;
    } catch {
      // a window reused from the gateway is on its origin: leave it be
    }
  }
  return popup;
}

export function closeWindow(popup: Window | null): void {
  try {
    if (popup && !popup.closed) popup.close();
  } catch {
    // nothing to do: the window is gone or refuses, and the outcome does not depend on it
  }
}

/** Only a web address may be loaded into the window (never `javascript:` or the like from a bad answer). */
export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
