/**
 * A guest's chat token: the only key to their conversation, kept in this browser so the chat (and the link in a
 * reply mail) opens it again. Storage may be off (private mode): the chat then lasts as long as the page.
 */
const KEY = 'jatra.support-chat.guest-token';
let inMemory: string | null = null;

export function readGuestToken(): string | null {
  try {
    return localStorage.getItem(KEY) ?? inMemory;
  } catch {
    return inMemory;
  }
}

export function saveGuestToken(token: string | null): void {
  inMemory = token;
  try {
    if (token) localStorage.setItem(KEY, token);
    else localStorage.removeItem(KEY);
  } catch {
    // kept in memory only
  }
}
