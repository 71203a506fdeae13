import { MESSAGES, type RemoteName } from '@jatra/shared';
import { ErrorState, LoadingState } from '@jatra/shared/ui';
import { Suspense, use, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import { useHostApi } from '../host';
import { useRuntime } from '../runtime';
import { remoteAppLoad } from './remote-apps';

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
