import { MESSAGES, type RemoteApp, type RemoteName } from '@jatra/shared';
import { ErrorState, LoadingState } from '@jatra/shared/ui';
import { Suspense, use, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import { useAuthStore } from '../auth';
import { useHostApi } from '../host';
import { useRuntime } from '../runtime';
import { loadRemoteApp } from './remote-loader';

const loads = new Map<string, Promise<RemoteApp>>();

/** One load per remote and attempt, shared by every route the remote draws. */
function remoteAppLoad(name: RemoteName, entryUrl: string, attempt: number): Promise<RemoteApp> {
  const key = `${name}#${attempt}`;
  let load = loads.get(key);
  if (!load) {
    load = loadRemoteApp(name, entryUrl, useAuthStore.getState().user, attempt);
    loads.set(key, load);
  }
  return load;
}

function MountedRemote({ remote, attempt }: { remote: RemoteName; attempt: number }) {
  const { remotes } = useRuntime();
  const host = useHostApi();
  const App = use(remoteAppLoad(remote, remotes[remote], attempt));
  // the loaded component is cached per remote and attempt, so its identity is stable across renders
  // eslint-disable-next-line react-hooks/static-components
  return <App host={host} />;
}

/** Mount one remote's `./App`, isolated: if it fails, only this area shows the error and Retry. */
export function RemoteOutlet({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
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
        <MountedRemote remote={remote} attempt={attempt} />
      </Suspense>
    </ErrorBoundary>
  );
}
