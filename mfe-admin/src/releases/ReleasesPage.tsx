import {
  ADMIN_RELEASE_HISTORY_LENGTH,
  isRemoteName,
  releaseName,
  type AdminFrontendReleases,
  type Deployment,
  type FrontendPart,
} from '@jatra/shared';
import { Button, ConfirmDialog, useHost } from '@jatra/shared/ui';
import { AlertTriangle, CheckCircle2, Copy, ExternalLink, History, Undo2 } from 'lucide-react';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { count, displayInstant, Field, PageHead, QueryFailed, Section, StatusBadge, TableSkeleton } from '../parts';
import { DataTable } from '../table';
import { useReleases, useRollBack, useTryRelease } from './use-releases';
import './releases.css';

type FrontendReleases = AdminFrontendReleases[number];

/** What each frontend draws, as the teams that own them say it. */
const PART_NAMES: Record<FrontendPart, string> = {
  shell: 'Shell: navigation, sign-in and the help pages',
  search: 'Search: home and results',
  booking: 'Booking: seats and payment',
  account: 'Account: tickets, profile and vendors',
  admin: 'Admin: this area',
};

function changeText(change: Deployment): string {
  if (change.action === 'canary') return `Canary ${change.canaryVersion} to ${change.canaryPercent}% of visitors`;
  if (change.action === 'rollback') {
    return change.canaryVersion ? `Canary ended; ${change.version} for everyone` : `Rolled back to ${change.version}`;
  }
  return `Deployed ${change.version}`;
}

/** Who made a change, when and why, in one line. */
function madeBy(change: Deployment): string {
  return `${displayInstant(change.at)} by ${change.actor}${change.reason ? `: “${change.reason}”` : ''}`;
}

/**
 * A release's version as the deploy tool takes it (`<semver>+<git sha>.<content hash>`, short enough to show
 * whole), with a button that copies `part@version` for `npm run deploy` or `?release=`.
 */
function Version({ part, version }: { part: FrontendPart; version: string }) {
  const host = useHost();
  const name = releaseName(part, version);
  const copy = () =>
    navigator.clipboard.writeText(name).then(
      () => host.toast.success(`Copied ${name}`),
      () => host.toast.error('Copying was not allowed here: select the version instead'),
    );
  return (
    <span className="releases-version-line">
      <code className="releases-version">{version}</code>
      <Button
        variant="ghost"
        className="releases-copy"
        aria-label={`Copy ${name}`}
        title={`Copy ${name}`}
        onClick={copy}
      >
        <Copy size={16} aria-hidden="true" />
      </Button>
    </span>
  );
}

type FailureRow = FrontendReleases['failures'][number];

const failureColumns: ColumnDef<FailureRow, unknown>[] = [
  {
    accessorKey: 'version',
    header: 'Release',
    cell: ({ row }) => <code>{row.original.version ?? 'not known'}</code>,
  },
  // one word: td wraps anywhere (for long e-mails), which would break it
  {
    accessorKey: 'kind',
    header: 'Kind',
    cell: ({ row }) => <span className="releases-nowrap">{row.original.kind}</span>,
  },
  { accessorKey: 'count', header: 'Reports', cell: ({ row }) => count(row.original.count) },
  { accessorKey: 'last_message', header: 'Last message' },
  {
    accessorKey: 'last_at',
    header: 'Last at',
    cell: ({ row }) => <time dateTime={row.original.last_at}>{displayInstant(row.original.last_at)}</time>,
  },
];

function Failures({ frontend }: { frontend: FrontendReleases }) {
  if (frontend.failures.length === 0) {
    return (
      <p className="releases-ok">
        <CheckCircle2 size={18} aria-hidden="true" /> No failures reported in the last hour.
      </p>
    );
  }
  return (
    <div className="releases-failures">
      <DataTable
        caption={`Failures of ${frontend.part} reported in the last hour`}
        columns={failureColumns}
        data={frontend.failures}
        rowKey={(failure) => `${failure.version}-${failure.kind}`}
      />
    </div>
  );
}

function Changes({ frontend }: { frontend: FrontendReleases }) {
  const tryRelease = useTryRelease();
  const host = useHost();
  const part = frontend.part;
  if (frontend.history.length === 0) return null;
  const tryable = (version: string) =>
    isRemoteName(part) && version !== frontend.live?.version && version !== frontend.live?.canary?.version;
  return (
    <details className="releases-changes">
      <summary>
        <History size={16} aria-hidden="true" /> Latest changes (up to {ADMIN_RELEASE_HISTORY_LENGTH})
      </summary>
      <ol>
        {frontend.history.map((change) => {
          const version = change.canaryVersion ?? change.version;
          return (
            <li key={change.id}>
              <span className="releases-change__what">{changeText(change)}</span>
              <span className="admin-muted">
                {displayInstant(change.at)} · {change.actor}
                {change.reason ? ` · “${change.reason}”` : ''}
              </span>
              {isRemoteName(part) && tryable(version) && (
                <Button
                  variant="ghost"
                  className="releases-try"
                  loading={tryRelease.isPending && tryRelease.variables?.version === version}
                  onClick={() =>
                    tryRelease.mutate({ part, version }, { onError: (error) => host.toast.error(error.message) })
                  }
                >
                  <ExternalLink size={16} aria-hidden="true" /> Try {version} in my browser
                </Button>
              )}
            </li>
          );
        })}
      </ol>
    </details>
  );
}

function FrontendCard({ frontend, onRollBack }: { frontend: FrontendReleases; onRollBack: () => void }) {
  const { live, part } = frontend;
  const failing = frontend.failures.reduce((sum, failure) => sum + failure.count, 0);
  return (
    <Section title={PART_NAMES[part]}>
      <div className="releases-live">
        {live ? (
          <div className="releases-live__text">
            <p>
              Live for everyone: <Version part={part} version={live.version} />
            </p>
            <p className="admin-muted">
              {live.since ? `Since ${madeBy(live.since)}` : 'Went live before the changes kept here.'}
            </p>
            {live.canary && (
              <>
                <p>
                  <StatusBadge tone="info" label={`Canary to ${live.canary.percent}% of visitors`} />{' '}
                  <Version part={part} version={live.canary.version} />
                </p>
                {live.canary.since && <p className="admin-muted">Started {madeBy(live.canary.since)}</p>}
              </>
            )}
          </div>
        ) : (
          <p className="admin-muted releases-live__text">
            No release deployed yet: visitors get the build the servers started with.
          </p>
        )}
        <div className="releases-actions">
          {failing > 0 && (
            <StatusBadge
              tone="danger"
              icon={<AlertTriangle size={14} aria-hidden="true" />}
              label={`${count(failing)} failure${failing === 1 ? '' : 's'} in the last hour`}
            />
          )}
          {frontend.rollbackTo !== null && (
            <Button variant="secondary" onClick={onRollBack}>
              <Undo2 size={16} aria-hidden="true" /> {live?.canary ? 'End the canary' : 'Roll back'}
            </Button>
          )}
        </div>
      </div>
      <Failures frontend={frontend} />
      <Changes frontend={frontend} />
    </Section>
  );
}

function RollBackDialog({ frontend, onClose }: { frontend: FrontendReleases | null; onClose: () => void }) {
  const host = useHost();
  const rollBack = useRollBack();
  const [reason, setReason] = useState('');
  const canary = frontend?.live?.canary ?? null;
  const close = () => {
    setReason('');
    onClose();
  };
  const confirm = () => {
    if (!frontend) return;
    rollBack.mutate(
      { part: frontend.part, reason },
      {
        onSuccess: (change) => {
          host.toast.success(`${frontend.part}: ${change.version} is live for everyone`);
          close();
        },
        onError: (error) => host.toast.error(error.message),
      },
    );
  };
  return (
    <ConfirmDialog
      open={frontend !== null}
      onOpenChange={(open) => !open && close()}
      title={canary ? `End the canary of ${frontend?.part}?` : `Roll back ${frontend?.part}?`}
      description={
        canary
          ? `The canary ${canary.version} stops. Every visitor gets ${frontend?.rollbackTo} on their next page load.`
          : `Every visitor gets ${frontend?.rollbackTo} instead of ${frontend?.live?.version} on their next page load.`
      }
      confirmLabel={canary ? 'End the canary' : 'Roll back'}
      tone="danger"
      loading={rollBack.isPending}
      onConfirm={confirm}
    >
      <Field label="Reason (optional, kept in the history)">
        {(control) => (
          <input
            {...control}
            maxLength={300}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        )}
      </Field>
    </ConfirmDialog>
  );
}

/** Admin › Releases: which release of each frontend is live, how it fares, and the way back. */
export function ReleasesPage() {
  const releases = useReleases();
  const [rollingBack, setRollingBack] = useState<FrontendReleases | null>(null);
  return (
    <div className="admin-page">
      <PageHead
        title="Releases"
        intro="The release of each part of Jatra that visitors get, its canary, failures browsers reported in the last hour, and the way back."
      />
      {releases.isPending ? (
        <TableSkeleton label="Loading the releases" columns={3} />
      ) : releases.isError ? (
        <QueryFailed title="The releases could not be loaded" query={releases} />
      ) : (
        releases.data.map((frontend) => (
          <FrontendCard key={frontend.part} frontend={frontend} onRollBack={() => setRollingBack(frontend)} />
        ))
      )}
      <RollBackDialog frontend={rollingBack} onClose={() => setRollingBack(null)} />
    </div>
  );
}
