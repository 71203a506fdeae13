import './inter-font.css';
import './locale/indic-fonts.css';
import '@jatra/shared/ui/base.css';
import { ErrorState } from '@jatra/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { startAuth } from './auth/auth-store';
import { prepareFirstView, releaseFirstView } from './first-view/first-view';
import { setApiBaseUrl } from './auth/supabase-client';
import { loadRuntime, RuntimeProvider } from './runtime/runtime';
import { followProfileLocale, initialLocale, prepareLocale, ShellLocale, startIn } from './locale';

const container = document.getElementById('root')!;
const root = createRoot(container);

/** Run a task once the browser has painted what was just rendered. */
const afterFirstPaint = (task: () => void) => requestAnimationFrame(() => setTimeout(task));

try {
  const runtime = await loadRuntime();
  setApiBaseUrl(runtime.config.apiBaseUrl);
  const locale = initialLocale();
  startIn(locale);
  followProfileLocale();
  startAuth(afterFirstPaint);
  await Promise.all([prepareLocale(locale), prepareFirstView(runtime, locale)]);
  const queryClient = new QueryClient();
  // as a transition, the first render yields to the browser every few milliseconds instead of holding the
  // main thread until the whole page is drawn: a tap during start-up is answered
  startTransition(() =>
    root.render(
      <StrictMode>
        <RuntimeProvider value={runtime}>
          <QueryClientProvider client={queryClient}>
            <ShellLocale>
              <BrowserRouter>
                <App onRendered={() => releaseFirstView(container)} />
              </BrowserRouter>
            </ShellLocale>
          </QueryClientProvider>
        </RuntimeProvider>
      </StrictMode>,
    ),
  );
} catch (error) {
  console.error(error);
  releaseFirstView(container);
  root.render(
    <ErrorState
      title="Jatra could not start"
      message="Please check your connection and reload the page."
      onRetry={() => location.reload()}
    />,
  );
}
