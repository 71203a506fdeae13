import { Route, Routes } from 'react-router-dom';
import { Toaster } from 'sonner';
import { Navbar } from './layout/Navbar';
import { NotFoundPage, ShellPlaceholder } from './pages/ShellPlaceholders';
import { RemoteOutlet } from './remotes/RemoteOutlet';
import { REMOTE_ROUTES } from './routes/route-table';
import { RouteGuard } from './routes/RouteGuard';

/** Pages the shell draws itself; sign-in and the static pages come with their issues. */
const SHELL_PAGES = [
  { path: '/auth', title: 'Sign in' },
  { path: '/auth/callback', title: 'Signing you in' },
  { path: '/admin/login', title: 'Administrator sign-in' },
  { path: '/about', title: 'About Jatra' },
  { path: '/help', title: 'Help and support' },
  { path: '/terms', title: 'Terms of service' },
  { path: '/privacy', title: 'Privacy policy' },
];

export function App() {
  return (
    <div className="app">
      <Navbar />
      <Toaster position="top-center" visibleToasts={20} richColors closeButton />
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
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </div>
    </div>
  );
}
