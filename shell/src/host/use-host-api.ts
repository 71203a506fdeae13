import type { HostApi, HostToast } from '@jatra/shared';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { useAuthStore } from '../auth/auth-store';
import { useRuntime } from '../runtime/runtime';

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
  const clear = useAuthStore((state) => state.clear);
  const { config } = useRuntime();
  return useMemo<HostApi>(
    () => ({
      user,
      getAccessToken: async () => null,
      signOut: async () => clear(),
      toast: hostToast,
      navigate: (to, options) => navigate(to, { replace: options?.replace }),
      apiBaseUrl: config.apiBaseUrl,
    }),
    [user, clear, navigate, config.apiBaseUrl],
  );
}
