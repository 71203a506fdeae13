import { pageRoutes } from '@jatra/shared';
import { LoadingState } from '@jatra/shared/ui';
import { lazy, Suspense, useLayoutEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useShellI18n } from './i18n';
import { AppFrame } from './layout/AppFrame';
import { NotFoundPage } from './pages/NotFoundPage';
import { RemoteOutlet } from './remotes/RemoteOutlet';
import { REMOTE_ROUTES } from './routes/route-table';
import { RouteGuard } from './routes/RouteGuard';
import { ScrollToTop } from './routes/ScrollToTop';

// the shell's own pages are fetched when opened: the first view of Home needs none of them
const AuthPage = lazy(() => import('./auth/AuthPage').then((module) => ({ default: module.AuthPage })));
const AuthCallbackPage = lazy(() =>
  import('./auth/AuthCallbackPage').then((module) => ({ default: module.AuthCallbackPage })),
);
const AdminLoginPage = lazy(() =>
  import('./auth/AdminLoginPage').then((module) => ({ default: module.AdminLoginPage })),
);
const AboutPage = lazy(() => import('./static-pages/AboutPage').then((module) => ({ default: module.AboutPage })));
const HelpPage = lazy(() => import('./static-pages/HelpPage').then((module) => ({ default: module.HelpPage })));
const TermsPage = lazy(() => import('./static-pages/TermsPage').then((module) => ({ default: module.TermsPage })));
const PrivacyPage = lazy(() =>
  import('./static-pages/PrivacyPage').then((module) => ({ default: module.PrivacyPage })),
);

/** The static pages, drawn by the shell. */
const STATIC_PAGES = [
  { path: pageRoutes.about.path, Page: AboutPage },
  { path: pageRoutes.help.path, Page: HelpPage },
  { path: pageRoutes.terms.path, Page: TermsPage },
  { path: pageRoutes.privacy.path, Page: PrivacyPage },
];

/** `onRendered`: called once the first render is on the page (it has replaced a first view's markup). */
export function App({ onRendered }: { onRendered?: () => void }) {
  const { t } = useShellI18n();
  useLayoutEffect(() => onRendered?.(), [onRendered]);
  return (
    <AppFrame>
      <ScrollToTop />
      <Suspense fallback={<LoadingState label={t('remote.loading')} />}>
        <Routes>
          {REMOTE_ROUTES.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={
                <RouteGuard
                  access={route.access}
                  roles={route.roles}
                  signInPath={route.signInPath}
                  deniedAction={route.deniedAction}
                >
                  <RemoteOutlet remote={route.remote} />
                </RouteGuard>
              }
            />
          ))}
          <Route
            path={pageRoutes.auth.path}
            element={
              <RouteGuard access="guest-only">
                <AuthPage />
              </RouteGuard>
            }
          />
          <Route path={pageRoutes.authCallback.path} element={<AuthCallbackPage />} />
          <Route path={pageRoutes.adminLogin.path} element={<AdminLoginPage />} />
          {STATIC_PAGES.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </AppFrame>
  );
}
