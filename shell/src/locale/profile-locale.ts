/**
 * A signed-in traveller's language lives in their profile (`user_metadata.locale`): chosen on one device, it is
 * the language of the next sign-in on another. Signed out, the browser's cookie and storage keep it alone.
 */
import type { Locale } from '@jatra/shared/i18n';
import { getAuthClient, useAuthStore } from '../auth';
import { switchLocale, useLocaleStore } from './locale-store';

async function saveToProfile(locale: Locale): Promise<void> {
  try {
    await (await getAuthClient()).updateUser({ data: { locale } });
  } catch (error) {
    // the page is in the chosen language already; only the other devices miss it until the next choice
    console.error(error);
  }
}

/** The switcher's choice: the page changes, the browser keeps it, and so does the profile of a signed-in user. */
export async function chooseLocale(locale: Locale): Promise<void> {
  await switchLocale(locale);
  if (useAuthStore.getState().user) await saveToProfile(locale);
}

/**
 * When someone signs in (or the page starts signed in), their profile's language wins; a profile without one
 * takes the language they are reading now. Returns the unsubscribe function.
 */
export function followProfileLocale(): () => void {
  return useAuthStore.subscribe((state, previous) => {
    const user = state.user;
    if (!user || user.id === previous.user?.id) return;
    const current = useLocaleStore.getState().locale;
    if (!user.locale) void saveToProfile(current);
    else if (user.locale !== current) void switchLocale(user.locale);
  });
}
