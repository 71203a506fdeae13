import { LoadingState } from '@jatra/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { hostToast } from '../toast';
import { getAuthClient, toShellUser } from './auth-store';
import type { AuthPageState } from './AuthPage';
import { forgetRedirect, landingAfterSignIn, recallRedirect, safeRedirect } from './redirect';
import { enforceVendorStop } from './vendor-gate';
import { authI18n, useAuthI18n } from './i18n/auth-i18n';
import { withOwnWords } from '../i18n';

/**
 * /auth/callback: supabase-js exchanges `?code=` (PKCE) while it initialises
 * (detectSessionInUrl); getSession waits for that. Then a pending or rejected vendor applicant is
 * signed out again and shown the stop on /auth; anyone else goes on to `?redirect=`, or to where
 * /auth remembered before leaving for Google, or (a vendor) to their dashboard, or `/`. On failure: 'Authentication failed', then /auth.
 */
function AuthCallbackPageContent() {
  const { t } = useAuthI18n();
  // the toasts take the words of the moment they are raised; a catalogue arriving meanwhile must not restart the exchange
  const words = useRef(t);
  useEffect(() => {
    words.current = t;
  });
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // read once: the remembered value is removed when this page moves on
  const [requested] = useState(() => params.get('redirect') ?? recallRedirect());
  const redirect = safeRedirect(requested);
  const providerError = params.get('error_description') ?? params.get('error');

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      let session = null;
      if (!providerError) {
        try {
          const { data, error } = await (await getAuthClient()).getSession();
          session = error ? null : data.session;
        } catch {
          session = null;
        }
      }
      const stop = session ? await enforceVendorStop(session) : null;
      if (cancelled) return;
      forgetRedirect();
      // back on /auth (a stop or a failure) the page still knows where the user was going
      const signIn = redirect === '/' ? '/auth' : `/auth?redirect=${encodeURIComponent(redirect)}`;
      if (stop) {
        navigate(signIn, { replace: true, state: { vendorStop: stop } satisfies AuthPageState });
      } else if (session) {
        hostToast.success(words.current('auth.signedIn'));
        navigate(landingAfterSignIn(requested, toShellUser(session)?.role), { replace: true });
      } else {
        hostToast.error(words.current('auth.authFailed'));
        navigate(signIn, { replace: true });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [navigate, requested, redirect, providerError]);

  return (
    <main className="jt-container">
      <LoadingState label={t('auth.signingIn')} />
    </main>
  );
}

export const AuthCallbackPage = withOwnWords(authI18n, AuthCallbackPageContent);
