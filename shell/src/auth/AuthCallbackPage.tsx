import { AUTH_UI_MESSAGES } from '@jatra/shared';
import { LoadingState } from '@jatra/shared/ui';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { hostToast } from '../host/use-host-api';
import { safeRedirect } from './redirect';
import { getAuthClient } from './supabase-client';

/**
 * /auth/callback: supabase-js exchanges `?code=` (PKCE) while it initialises
 * (detectSessionInUrl); getSession waits for that, then we go on to `redirect` or back to /auth.
 */
export function AuthCallbackPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const providerError = params.get('error_description') ?? params.get('error');

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      let ok = false;
      if (!providerError) {
        try {
          const { data, error } = await getAuthClient().getSession();
          ok = !error && Boolean(data.session);
        } catch {
          ok = false;
        }
      }
      if (cancelled) return;
      if (ok) navigate(redirect, { replace: true });
      else {
        hostToast.error(AUTH_UI_MESSAGES.authFailed);
        navigate('/auth', { replace: true });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [navigate, redirect, providerError]);

  return (
    <main className="jt-container">
      <LoadingState label="Signing you in" />
    </main>
  );
}
