import { Route, Routes } from 'react-router-dom';
import { Toaster } from 'sonner';
import { AdminLoginPage } from './auth/AdminLoginPage';
import { AuthCallbackPage } from './auth/AuthCallbackPage';
import { AuthPage } from './auth/AuthPage';
import { Footer } from './layout/Footer';
import { Navbar } from './layout/Navbar';
import { NotFoundPage } from './pages/NotFoundPage';
import { RemoteOutlet } from './remotes/RemoteOutlet';
import { REMOTE_ROUTES } from './routes/route-table';
import { RouteGuard } from './routes/RouteGuard';
import { ScrollToTop } from './routes/ScrollToTop';
import { AboutPage } from './static-pages/AboutPage';
import { HelpPage } from './static-pages/HelpPage';
import { PrivacyPage } from './static-pages/PrivacyPage';
import { TermsPage } from './static-pages/TermsPage';

/** The static pages (traveller spec §1, §9), drawn by the shell. */
const STATIC_PAGES = [
  { path: '/about', Page: AboutPage },
  { path: '/help', Page: HelpPage },
  { path: '/terms', Page: TermsPage },
  { path: '/privacy', Page: PrivacyPage },
];

export function App() {
  return (
    <div className="app">
      <ScrollToTop />
      <Navbar />
      {/* below the sticky navbar (60 px), so a notice never hides the way home, the name or Logout */}
      <Toaster position="top-center" offset={{ top: 72 }} mobileOffset={{ top: 68 }} visibleToasts={20} closeButton />
      <div className="app__main">
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
            path="/auth"
            element={
              <RouteGuard access="guest-only">
                <AuthPage />
              </RouteGuard>
            }
          />
          <Route path="/auth/callback" element={<AuthCallbackPage />} />
          <Route path="/admin/login" element={<AdminLoginPage />} />
          {STATIC_PAGES.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </div>
      <Footer />
    </div>
  );
}
