import type { HostApi, HostToast } from '@jatra/shared';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { useAuthStore } from '../auth/auth-store';
import { getAuthClient } from '../auth/supabase-client';
import { useRuntime } from '../runtime/runtime';
import { useSupportContact } from './support-contact';

export const TOAST_DURATION_MS = { error: 4000, success: 2000, info: 3000 } as const;

/** The same message twice at once shows once (the id is the message). */
export const hostToast: HostToast = {
  success: (message) => void toast.success(message, { id: message, duration: TOAST_DURATION_MS.success }),
  error: (message) => void toast.error(message, { id: message, duration: TOAST_DURATION_MS.error }),
  info: (message) => void toast.info(message, { id: message, duration: TOAST_DURATION_MS.info }),
};

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
      supportContact,
      toast: hostToast,
      navigate: (to, options) => navigate(to, { replace: options?.replace }),
      apiBaseUrl: config.apiBaseUrl,
    }),
    [user, signOut, navigate, config.apiBaseUrl, supportContact],
  );
}
