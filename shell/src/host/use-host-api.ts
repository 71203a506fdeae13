import type { HostApi } from '@jatra/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { endRejectedSession, getAuthClient, useAuthStore } from '../auth';
import { useLocaleStore } from '../locale';
import { hostPayments } from '../payment-news';
import { useRuntime } from '../runtime';
import { openSupportChat } from '../support-chat';
import { hostToast } from '../toast';
import { requestSupportContact, useSupportContact } from './support-contact';

/** The HostApi the shell gives every remote. */
export function useHostApi(): HostApi {
  const navigate = useNavigate();
  const user = useAuthStore((state) => state.user);
  const signOut = useAuthStore((state) => state.signOut);
  const { config } = useRuntime();
  const queryClient = useQueryClient();
  // follows the support contact without asking for it: the first page that reads it does (below)
  const supportContact = useSupportContact(false);
  const locale = useLocaleStore((state) => state.locale);
  return useMemo<HostApi>(
    () => ({
      user,
      // a visitor has no token, and no need of supabase-js; getSession refreshes an expired session first
      getAccessToken: async () =>
        useAuthStore.getState().session
          ? ((await (await getAuthClient()).getSession()).data.session?.access_token ?? null)
          : null,
      signOut,
      // a refreshed session carries the user's metadata as saved now; the auth store hears TOKEN_REFRESHED
      refreshUser: async () => {
        await (await getAuthClient()).refreshSession();
      },
      // the route guard then sends the user to sign in where the page needs it; public pages stay
      sessionRejected: endRejectedSession,
      // few pages show it (a payment's outcome, a ticket), so it is asked for when one first reads it
      get supportContact() {
        requestSupportContact(queryClient);
        return supportContact;
      },
      payments: hostPayments,
      openSupportChat,
      locale,
      toast: hostToast,
      navigate: (to, options) => navigate(to, { replace: options?.replace }),
      apiBaseUrl: config.apiBaseUrl,
    }),
    [user, signOut, navigate, config.apiBaseUrl, supportContact, queryClient, locale],
  );
}
