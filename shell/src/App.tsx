import { Route, Routes } from 'react-router-dom';
import { Toaster } from 'sonner';
import { Footer } from './layout/Footer';
import { Navbar } from './layout/Navbar';
import { NotFoundPage, ShellPlaceholder } from './pages/ShellPlaceholders';
import { RemoteOutlet } from './remotes/RemoteOutlet';
import { REMOTE_ROUTES } from './routes/route-table';
import { RouteGuard } from './routes/RouteGuard';
import { AboutPage } from './static-pages/AboutPage';
import { HelpPage } from './static-pages/HelpPage';
import { PrivacyPage } from './static-pages/PrivacyPage';
import { TermsPage } from './static-pages/TermsPage';

/** Pages the shell draws itself that are still placeholders; sign-in comes with its issue. */
const SHELL_PAGES = [
  { path: '/auth', title: 'Sign in' },
  { path: '/auth/callback', title: 'Signing you in' },
  { path: '/admin/login', title: 'Administrator sign-in' },
];

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
      <Navbar />
      <Toaster position="top-center" visibleToasts={20} closeButton />
      <div className="app__main">
        <Routes>
          {REMOTE_ROUTES.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={
                <RouteGuard roles={route.roles}>
                  <RemoteOutlet remote={route.remote} />
                </RouteGuard>
              }
            />
          ))}
          {SHELL_PAGES.map((page) => (
            <Route key={page.path} path={page.path} element={<ShellPlaceholder title={page.title} />} />
          ))}
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
