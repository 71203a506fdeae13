import { Alert, Button, LoadingState } from '@jatra/shared/ui';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { hostToast } from '../toast';
import './auth.css';
import { authErrorText } from './auth-error-text';
import { getAuthClient, toShellUser, useAuthStore } from './auth-store';
import { Field } from './fields';
import { safeRedirect } from './redirect';
import { useShellI18n, withOwnWords } from '../i18n';
import { authI18n, useAuthI18n } from './i18n/auth-i18n';

/** /admin/login: e-mail and password; anyone but an admin is signed out again. */
function AdminLoginPageContent() {
  const { t } = useAuthI18n();
  // the same words as the route guard's while it checks a session
  const { t: shellT } = useShellI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // back to the admin page that sent the visitor here; anything outside the area starts at the Overview
  const requested = safeRedirect(params.get('redirect'));
  const destination = requested.startsWith('/admin/') ? requested : '/admin';
  const { user, loading, signOut } = useAuthStore();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    document.title = t('admin.pageTitle');
  }, [t]);

  if (loading) return <LoadingState label={shellT('admin.checking')} />;
  if (user?.role === 'admin' && !submitting) return <Navigate to={destination} replace />;

  const fail = (message: string) => {
    setError(message);
    hostToast.error(message);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!email.trim() || !password) return fail(t('admin.fieldsRequired'));
    setSubmitting(true);
    try {
      const { data, error: signInError } = await (
        await getAuthClient()
      ).signInWithPassword({
        email: email.trim(),
        password,
      });
      if (signInError || !data.session)
        return fail(
          signInError ? authErrorText(signInError, t('auth.authFailed'), t('auth.wrongOtp')) : t('auth.authFailed'),
        );
      if (toShellUser(data.session)?.role !== 'admin') {
        await signOut();
        return fail(t('admin.adminOnly'));
      }
      hostToast.success(t('auth.signedIn'));
      navigate(destination, { replace: true });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <main className="jt-container auth-page">
      <section className="auth-card" aria-labelledby="admin-login-title">
        <span className="auth-card__badge" aria-hidden="true">
          <ShieldCheck size={22} />
        </span>
        <h1 id="admin-login-title" className="auth-card__title">
          {t('admin.title')}
        </h1>
        <p className="auth-card__subtitle">{t('admin.subtitle')}</p>
        <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
          <Field
            id="admin-email"
            label={t('auth.emailLabel')}
            type="email"
            autoComplete="username"
            value={email}
            onValue={setEmail}
          />
          <Field
            id="admin-password"
            label={t('admin.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onValue={setPassword}
          />
          {error && <Alert>{error}</Alert>}
          <Button type="submit" loading={submitting} className="auth-form__submit">
            {t('admin.signIn')}
          </Button>
        </form>
      </section>
    </main>
  );
}

export const AdminLoginPage = withOwnWords(authI18n, AdminLoginPageContent);
