import type { HostApi } from '@jatra/shared';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { endRejectedSession, useAuthStore } from '../auth/auth-store';
import { getAuthClient } from '../auth/supabase-client';
import { useRuntime } from '../runtime/runtime';
import { hostToast } from './host-toast';
import { useSupportContact } from './support-contact';

/** The HostApi the shell gives every remote. */
export function useHostApi(): HostApi {
  const navigate = useNavigate();
  const user = useAuthStore((state) => state.user);
  const signOut = useAuthStore((state) => state.signOut);
  const { config } = useRuntime();
  const supportContact = useSupportContact();
  return useMemo<HostApi>(
    () => ({
      user,
      // getSession refreshes an expired session first, so the token handed out is current
      getAccessToken: async () => (await getAuthClient().getSession()).data.session?.access_token ?? null,
      signOut,
      // a refreshed session carries the user's metadata as saved now; the auth store hears TOKEN_REFRESHED
      refreshUser: async () => {
        await getAuthClient().refreshSession();
      },
      // the route guard then sends the user to sign in where the page needs it; public pages stay
      sessionRejected: endRejectedSession,
      supportContact,
      toast: hostToast,
      navigate: (to, options) => navigate(to, { replace: options?.replace }),
      apiBaseUrl: config.apiBaseUrl,
    }),
    [user, signOut, navigate, config.apiBaseUrl, supportContact],
  );
}
