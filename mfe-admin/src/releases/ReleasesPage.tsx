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
import { useMemo, useState } from 'react';
import { useAdminI18n, type AdminMessageId } from '../i18n';
import { Field, PageHead, QueryFailed, Section, StatusBadge, TableSkeleton } from '../parts';
import { DataTable } from '../table';
import { useReleases, useRollBack, useTryRelease } from './use-releases';
import './releases.css';

type FrontendReleases = AdminFrontendReleases[number];

/** What each frontend draws, as the teams that own them say it. */
const PART_NAMES = {
  shell: 'releases.part.shell',
  search: 'releases.part.search',
  booking: 'releases.part.booking',
  account: 'releases.part.account',
  admin: 'releases.part.admin',
} as const satisfies Record<FrontendPart, AdminMessageId>;

type T = ReturnType<typeof useAdminI18n>['t'];

function changeText(t: T, change: Deployment): string {
  if (change.action === 'canary') {
    return t('releases.change.canary', {
      version: String(change.canaryVersion),
      percent: String(change.canaryPercent),
    });
  }
  if (change.action === 'rollback') {
    return change.canaryVersion
      ? t('releases.change.canaryEnded', { version: change.version })
      : t('releases.change.rolledBack', { version: change.version });
  }
  return t('releases.change.deployed', { version: change.version });
}

/** Who made a change, when and why, in one line: since it went live, or since its canary started. */
function useMadeBy() {
  const { t, format } = useAdminI18n();
  return (what: 'since' | 'started', change: Deployment): string => {
    const values = { instant: format.instant(change.at), actor: change.actor };
    if (what === 'since') {
      return change.reason ? t('releases.sinceWhy', { ...values, reason: change.reason }) : t('releases.since', values);
    }
    return change.reason
      ? t('releases.startedWhy', { ...values, reason: change.reason })
      : t('releases.started', values);
  };
}

/**
 * A release's version as the deploy tool takes it (`<semver>+<git sha>.<content hash>`, short enough to show
 * whole), with a button that copies `part@version` for `npm run deploy` or `?release=`.
 */
function Version({ part, version }: { part: FrontendPart; version: string }) {
  const host = useHost();
  const { t } = useAdminI18n();
  const name = releaseName(part, version);
  const copy = () =>
    navigator.clipboard.writeText(name).then(
      () => host.toast.success(t('releases.copied', { name })),
      () => host.toast.error(t('releases.copyRefused')),
    );
  return (
    <span className="releases-version-line">
      <code className="releases-version">{version}</code>
      <Button
        variant="ghost"
        className="releases-copy"
        aria-label={t('releases.copy', { name })}
        title={t('releases.copy', { name })}
        onClick={copy}
      >
        <Copy size={16} aria-hidden="true" />
      </Button>
    </span>
  );
}

type FailureRow = FrontendReleases['failures'][number];

function useFailureColumns(): ColumnDef<FailureRow, unknown>[] {
  const { t, format } = useAdminI18n();
  return useMemo(
    () => [
      {
        accessorKey: 'version',
        header: t('releases.release'),
        cell: ({ row }) => <code>{row.original.version ?? t('releases.notKnown')}</code>,
      },
      // one word: td wraps anywhere (for long e-mails), which would break it
      {
        accessorKey: 'kind',
        header: t('releases.kind'),
        cell: ({ row }) => <span className="releases-nowrap">{row.original.kind}</span>,
      },
      { accessorKey: 'count', header: t('releases.reports'), cell: ({ row }) => format.number(row.original.count) },
      { accessorKey: 'last_message', header: t('releases.lastMessage') },
      {
        accessorKey: 'last_at',
        header: t('releases.lastAt'),
        cell: ({ row }) => <time dateTime={row.original.last_at}>{format.instant(row.original.last_at)}</time>,
      },
    ],
    [t, format],
  );
}

function Failures({ frontend }: { frontend: FrontendReleases }) {
  const { t } = useAdminI18n();
  const failureColumns = useFailureColumns();
  if (frontend.failures.length === 0) {
    return (
      <p className="releases-ok">
        <CheckCircle2 size={18} aria-hidden="true" /> {t('releases.noFailures')}
      </p>
    );
  }
  return (
    <div className="releases-failures">
      <DataTable
        caption={t('releases.failuresCaption', { part: frontend.part })}
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
  const { t, format } = useAdminI18n();
  const part = frontend.part;
  if (frontend.history.length === 0) return null;
  const tryable = (version: string) =>
    isRemoteName(part) && version !== frontend.live?.version && version !== frontend.live?.canary?.version;
  return (
    <details className="releases-changes">
      <summary>
        <History size={16} aria-hidden="true" /> {t('releases.latestChanges', { count: ADMIN_RELEASE_HISTORY_LENGTH })}
      </summary>
      <ol>
        {frontend.history.map((change) => {
          const version = change.canaryVersion ?? change.version;
          return (
            <li key={change.id}>
              <span className="releases-change__what">{changeText(t, change)}</span>
              <span className="admin-muted">
                {format.instant(change.at)} · {change.actor}
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
                  <ExternalLink size={16} aria-hidden="true" /> {t('releases.try', { version })}
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
  const { t, format } = useAdminI18n();
  const madeBy = useMadeBy();
  const { live, part } = frontend;
  const failing = frontend.failures.reduce((sum, failure) => sum + failure.count, 0);
  return (
    <Section title={t(PART_NAMES[part])}>
      <div className="releases-live">
        {live ? (
          <div className="releases-live__text">
            <p>
              {t('releases.liveForEveryone')} <Version part={part} version={live.version} />
            </p>
            <p className="admin-muted">{live.since ? madeBy('since', live.since) : t('releases.wentLiveBefore')}</p>
            {live.canary && (
              <>
                <p>
                  <StatusBadge tone="info" label={t('releases.canaryTo', { percent: live.canary.percent })} />{' '}
                  <Version part={part} version={live.canary.version} />
                </p>
                {live.canary.since && <p className="admin-muted">{madeBy('started', live.canary.since)}</p>}
              </>
            )}
          </div>
        ) : (
          <p className="admin-muted releases-live__text">{t('releases.noRelease')}</p>
        )}
        <div className="releases-actions">
          {failing > 0 && (
            <StatusBadge
              tone="danger"
              icon={<AlertTriangle size={14} aria-hidden="true" />}
              label={t('releases.failuresLastHour', { count: failing, number: format.number(failing) })}
            />
          )}
          {frontend.rollbackTo !== null && (
            <Button variant="secondary" onClick={onRollBack}>
              <Undo2 size={16} aria-hidden="true" /> {live?.canary ? t('releases.endCanary') : t('releases.rollBack')}
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
  const { t } = useAdminI18n();
  const rollBack = useRollBack();
  const [reason, setReason] = useState('');
  const canary = frontend?.live?.canary ?? null;
  // as the dialog always said them; 'undefined' only while it closes
  const part = String(frontend?.part);
  const rollbackTo = String(frontend?.rollbackTo);
  const liveVersion = String(frontend?.live?.version);
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
          host.toast.success(t('releases.liveToast', { part: frontend.part, version: change.version }));
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
      title={canary ? t('releases.endCanaryTitle', { part }) : t('releases.rollBackTitle', { part })}
      description={
        canary
          ? t('releases.endCanaryText', { canary: canary.version, version: rollbackTo })
          : t('releases.rollBackText', { version: rollbackTo, live: liveVersion })
      }
      confirmLabel={canary ? t('releases.endCanary') : t('releases.rollBack')}
      tone="danger"
      loading={rollBack.isPending}
      onConfirm={confirm}
    >
      <Field label={t('releases.reason')}>
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
  const { t } = useAdminI18n();
  const releases = useReleases();
  const [rollingBack, setRollingBack] = useState<FrontendReleases | null>(null);
  return (
    <div className="admin-page">
      <PageHead title={t('releases.title')} intro={t('releases.intro')} />
      {releases.isPending ? (
        <TableSkeleton label={t('releases.loading')} columns={3} />
      ) : releases.isError ? (
        <QueryFailed title={t('releases.failed')} query={releases} />
      ) : (
        releases.data.map((frontend) => (
          <FrontendCard key={frontend.part} frontend={frontend} onRollBack={() => setRollingBack(frontend)} />
        ))
      )}
      <RollBackDialog frontend={rollingBack} onClose={() => setRollingBack(null)} />
    </div>
  );
}
