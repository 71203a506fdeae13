import './inter-font.css';
import './locale/indic-fonts.css';
import '@jatra/shared/ui/base.css';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@jatra/shared/i18n';
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
import { registerServiceWorkerAfterLoad } from './pwa/service-worker';
import { followProfileLocale, initialLocale, prepareLocale, ShellLocale, startIn } from './locale';

const container = document.getElementById('root')!;
const root = createRoot(container);

/*
 * What a visitor reads when the shell cannot start: written here, not in the catalogue, because what failed may be
 * the very load of the catalogue (or the runtime before it), so the page language's words (the button's too) come
 * with this file. The language is the one the server drew the page in (`<html lang>`).
 */
const START_FAILED: Record<Locale, { title: string; message: string; retry: string }> = {
  en: { title: 'Jatra could not start', message: 'Please check your connection and reload the page.', retry: 'Retry' },
  as: {
    title: "Jatra আৰম্ভ কৰিব পৰা নগ'ল",
    message: "অনুগ্ৰহ কৰি আপোনাৰ সংযোগ পৰীক্ষা কৰক আৰু পৃষ্ঠাটো পুনৰ ল'ড কৰক।",
    retry: 'পুনৰ চেষ্টা কৰক',
  },
  bn: {
    title: 'Jatra চালু করা গেল না',
    message: 'অনুগ্রহ করে আপনার সংযোগ পরীক্ষা করুন এবং পাতাটি আবার লোড করুন।',
    retry: 'আবার চেষ্টা করুন',
  },
  hi: {
    title: 'Jatra शुरू नहीं हो सका',
    message: 'कृपया अपना कनेक्शन जाँचें और पेज फिर से लोड करें।',
    retry: 'फिर से कोशिश करें',
  },
};

const startFailedLocale = (): Locale => {
  const language = document.documentElement.lang.split('-')[0];
  return isLocale(language) ? language : DEFAULT_LOCALE;
};

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
  registerServiceWorkerAfterLoad();
} catch (error) {
  console.error(error);
  releaseFirstView(container);
  const words = START_FAILED[startFailedLocale()];
  root.render(
    <ErrorState
      title={words.title}
      message={words.message}
      retryLabel={words.retry}
      onRetry={() => location.reload()}
    />,
  );
}
