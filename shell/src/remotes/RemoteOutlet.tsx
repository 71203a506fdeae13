import { type RemoteName } from '@jatra/shared';
import { ErrorState, LoadingState } from '@jatra/shared/ui';
import { Suspense, use, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import { useHostApi } from '../host';
import { useShellI18n } from '../i18n';
import { useRuntime } from '../runtime';
import { useHostKeepingBookedTickets } from './keep-booked-ticket';
import { remoteAppLoad } from './remote-apps';
import { RemoteContractRefused, reportRemoteFailure } from './remote-failures';

function MountedRemote({ remote, attempt }: { remote: RemoteName; attempt: number }) {
  const { remotes, releases } = useRuntime();
  const host = useHostKeepingBookedTickets(useHostApi());
  const App = use(remoteAppLoad(remote, remotes[remote], attempt, releases?.[remote]));
  // the loaded component is cached per remote and attempt, so its identity is stable across renders
  // eslint-disable-next-line react-hooks/static-components
  return <App host={host} />;
}

/** What the area says when its remote cannot be shown: only this area, the rest of Jatra keeps working. */
function RemoteError({ remote, error, onRetry }: { remote: RemoteName; error: unknown; onRetry: () => void }) {
  const { t } = useShellI18n();
  return (
    <main className="jt-container" data-remote-error={remote}>
      {error instanceof RemoteContractRefused ? (
        // trying this release again cannot help: a reload may bring a page that can open it
        <ErrorState
          title={t('remote.outdated')}
          message={t('remote.outdatedText')}
          onRetry={() => location.reload()}
          retryLabel={t('remote.reload')}
        />
      ) : (
        <ErrorState title={t('remote.failed')} message={t('remote.failedText')} onRetry={onRetry} />
      )}
    </main>
  );
}

/** Mount one remote's `./App`, isolated: if it fails, only this area shows the error, and the API is told. */
export function RemoteOutlet({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  const { config, releases } = useRuntime();
  const [attempt, setAttempt] = useState(0);
  const { t } = useShellI18n();
  return (
    <ErrorBoundary
      resetKeys={[pathname, attempt]}
      onError={(error) =>
        reportRemoteFailure(
          { apiBaseUrl: config.apiBaseUrl, remote, release: releases?.[remote], page: pathname },
          error,
        )
      }
      fallbackRender={({ error }) => (
        <RemoteError remote={remote} error={error} onRetry={() => setAttempt((value) => value + 1)} />
      )}
    >
      <Suspense fallback={<LoadingState label={t('remote.loading')} />}>
        <MountedRemote remote={remote} attempt={attempt} />
      </Suspense>
    </ErrorBoundary>
  );
}
