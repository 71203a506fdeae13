import { MESSAGES, type RemoteApp, type RemoteName } from '@jatra/shared';
import { ErrorState, LoadingState } from '@jatra/shared/ui';
import { lazy, Suspense, useState, type LazyExoticComponent } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import { useAuthStore } from '../auth/auth-store';
import { useHostApi } from '../host/use-host-api';
import { useRuntime } from '../runtime/runtime';
import { loadRemoteApp } from './remote-loader';

const lazyApps = new Map<string, LazyExoticComponent<RemoteApp>>();

function lazyRemoteApp(name: RemoteName, entryUrl: string, attempt: number) {
  const key = `${name}#${attempt}`;
  let app = lazyApps.get(key);
  if (!app) {
    app = lazy(async () => ({ default: await loadRemoteApp(name, entryUrl, useAuthStore.getState().user, attempt) }));
    lazyApps.set(key, app);
  }
  return app;
}

/** Mount one remote's `./App`, isolated: if it fails, only this area shows the error and Retry. */
export function RemoteOutlet({ remote }: { remote: RemoteName }) {
  const { remotes } = useRuntime();
  const host = useHostApi();
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const App = lazyRemoteApp(remote, remotes[remote], attempt);
  return (
    <ErrorBoundary
      resetKeys={[pathname, attempt]}
      fallbackRender={() => (
        <main className="jt-container" data-remote-error={remote}>
          <ErrorState
            title={MESSAGES.remoteFailed}
            message="Check your connection and try again. The rest of Jatra keeps working."
            onRetry={() => setAttempt((value) => value + 1)}
          />
        </main>
      )}
    >
      <Suspense fallback={<LoadingState label="Loading" />}>
        <App host={host} />
      </Suspense>
    </ErrorBoundary>
  );
}
