import '@fontsource-variable/inter';
import '@jatra/shared/ui/base.css';
import { ErrorState } from '@jatra/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { bindAuthStore } from './auth/auth-store';
import { initSupabase } from './auth/supabase-client';
import { loadRuntime, RuntimeProvider } from './runtime/runtime';

const root = createRoot(document.getElementById('root')!);

try {
  const runtime = await loadRuntime();
  bindAuthStore(initSupabase(runtime.config));
  const queryClient = new QueryClient();
  root.render(
    <StrictMode>
      <RuntimeProvider value={runtime}>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </QueryClientProvider>
      </RuntimeProvider>
    </StrictMode>,
  );
} catch (error) {
  console.error(error);
  root.render(
    <ErrorState
      title="Jatra could not start"
      message="Please check your connection and reload the page."
      onRetry={() => location.reload()}
    />,
  );
}
