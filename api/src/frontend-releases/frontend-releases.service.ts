import {
  contractProblems,
  FRONTEND_PARTS,
  HOST_API_VERSION,
  releaseName,
  type ContractSide,
  type FrontendPart,
  type ReleaseDescriptor,
} from '@jatra/shared';
import type { AuditRecorder } from '../audit';
import { AppError } from '../http/app-error';
import type { FrontendReleasesRepository, LiveRow } from './frontend-releases.repository';

/** Who changed what is live: an admin (by id, for the audit log) or a deploy tool (by the name it gave). */
export type Deployer = { adminId: string; name: string } | { adminId: null; name: string };

export interface LiveRelease extends ContractSide {
  version: string;
}
type LiveFrontends = Partial<
  Record<FrontendPart, LiveRelease & { canary: (LiveRelease & { percent: number }) | null }>
>;

const contractOf = ({ version, hostApi, singletons }: ReleaseDescriptor): LiveRelease => ({
  version,
  hostApi,
  singletons,
});

const refused = (message: string) => new AppError(409, 'conflict', message);

/**
 * The deploy registry: which release of each frontend is live, for everyone and for a canary's share, and the
 * history of every change. A release goes live only if its contract fits what is live beside it.
 */
export function createFrontendReleasesService(deps: {
  repository: FrontendReleasesRepository;
  audit: AuditRecorder;
  now?: () => Date;
}) {
  const { repository, audit } = deps;
  const now = deps.now ?? (() => new Date());

  async function live(): Promise<LiveFrontends> {
    const rows = await repository.live();
    const names = rows.flatMap((row) => [
      { part: row.part, version: row.version },
      ...(row.canaryVersion ? [{ part: row.part, version: row.canaryVersion }] : []),
    ]);
    const descriptors = new Map(
      (await repository.descriptors(names)).map((descriptor) => [
        `${descriptor.part}@${descriptor.version}`,
        descriptor,
      ]),
    );
    const found = (part: string, version: string) => descriptors.get(`${part}@${version}`);
    return Object.fromEntries(
      rows.flatMap((row) => {
        const main = found(row.part, row.version);
        if (!main) return [];
        const canary = row.canaryVersion ? found(row.part, row.canaryVersion) : undefined;
        return [
          [
            row.part,
            {
              ...contractOf(main),
              canary: canary && row.canaryPercent ? { ...contractOf(canary), percent: row.canaryPercent } : null,
            },
          ],
        ];
      }),
    );
  }

  /** Why `release` cannot go live beside what is live now (empty when it can). */
  function misfits(release: ReleaseDescriptor, current: LiveFrontends): string[] {
    if (release.part !== 'shell') {
      const shells = [current.shell, current.shell?.canary].filter((shell) => !!shell);
      // with no shell release live, the shell served is the one built with this API: its HostApi is ours
      const sides: ContractSide[] =
        shells.length > 0 ? shells : [{ hostApi: HOST_API_VERSION, singletons: release.singletons }];
      return sides.flatMap((shell) => contractProblems(shell, release));
    }
    return FRONTEND_PARTS.filter((part) => part !== 'shell').flatMap((part) =>
      [current[part], current[part]?.canary]
        .filter((remote) => !!remote)
        .flatMap((remote) =>
          contractProblems(release, remote).map((problem) => `${releaseName(part, remote.version)}: ${problem}`),
        ),
    );
  }

  /**
   * Where a rollback of `current` goes: with a canary running, back to the live release alone; else to the
   * version live before the current one went live. Null: nothing to roll back to.
   */
  async function rollbackTarget(
    part: FrontendPart,
    current: LiveRow | undefined,
    tx?: Parameters<FrontendReleasesRepository['versionBefore']>[2],
  ): Promise<string | null> {
    if (!current) return null;
    if (current.canaryVersion) return current.version;
    return (await repository.versionBefore(part, current.version, tx)) ?? null;
  }

  async function record(deployer: Deployer, summary: string) {
    await audit.record({ kind: 'release', summary: `${summary} (by ${deployer.name})`, actorId: deployer.adminId });
  }

  return {
    live,

    /**
     * Puts `release` live for everyone, or for `canaryPercent` % of visitors beside the live one. Deploying the
     * canary's own version for everyone promotes it.
     */
    async deploy(
      release: ReleaseDescriptor,
      options: { canaryPercent?: number; reason?: string; force?: boolean; deployer: Deployer },
    ) {
      const { part, version } = release;
      const registered = await repository.release(part, version);
      if (registered && registered.entry.integrity !== release.entry.integrity) {
        throw refused(`${releaseName(part, version)} is already registered with other files: a version never changes`);
      }
      const problems = misfits(release, await live());
      if (problems.length > 0 && !options.force) {
        throw refused(`${releaseName(part, version)} does not fit what is live: ${problems.join('; ')}`);
      }
      const { canaryPercent, reason, deployer } = options;
      const deployment = await repository.change(part, now(), release, (current: LiveRow | undefined) => {
        if (canaryPercent !== undefined) {
          if (!current) throw refused(`${part} has no live release yet: deploy one for everyone before a canary`);
          if (current.version === version) throw refused(`${releaseName(part, version)} is already live for everyone`);
          return {
            action: 'canary',
            version: current.version,
            canaryVersion: version,
            canaryPercent,
            actor: deployer.name,
            reason,
          };
        }
        if (current?.version === version && !current.canaryVersion) {
          throw refused(`${releaseName(part, version)} is already live`);
        }
        return { action: 'deploy', version, canaryVersion: null, canaryPercent: null, actor: deployer.name, reason };
      });
      const forced = problems.length > 0 ? `, forced past the contract check (${problems.join('; ')})` : '';
      await record(
        deployer,
        canaryPercent === undefined
          ? `Deployed ${releaseName(part, version)}${forced}`
          : `Deployed ${releaseName(part, version)} to ${canaryPercent}% of visitors${forced}`,
      );
      return deployment;
    },

    /** Ends a canary if there is one; otherwise puts back the release that was live before the current one. */
    async rollback(part: FrontendPart, options: { reason?: string; deployer: Deployer }) {
      const { deployer, reason } = options;
      let summary = '';
      const deployment = await repository.change(part, now(), undefined, async (current, tx) => {
        if (!current) throw refused(`${part} has no live release to roll back`);
        const target = await rollbackTarget(part, current, tx);
        if (!target) {
          throw refused(
            `${releaseName(part, current.version)} is the first release of ${part}: nothing to roll back to`,
          );
        }
        summary = current.canaryVersion
          ? `Rolled back the canary ${releaseName(part, current.canaryVersion)}`
          : `Rolled back ${part} from ${current.version} to ${target}`;
        return {
          action: 'rollback',
          version: target,
          canaryVersion: null,
          canaryPercent: null,
          actor: deployer.name,
          reason,
        };
      });
      await record(deployer, summary);
      return deployment;
    },

    /** Every release of `part` the registry knows, newest first, with the live one marked. */
    async releases(part: FrontendPart) {
      const [current] = (await repository.live()).filter((row) => row.part === part);
      const history = await repository.history(part, 200);
      const known = await repository.registered(part);
      return known.map(({ version, registeredAt }) => {
        const lastLive = history.find((row) => row.version === version || row.canaryVersion === version);
        return {
          version,
          live: current?.version === version,
          canary_percent: current?.canaryVersion === version ? current.canaryPercent : null,
          deployed_at: (lastLive?.at ?? registeredAt).toISOString(),
        };
      });
    },

    history: (part: FrontendPart, limit: number, before?: number) => repository.history(part, limit, before),

    /**
     * What the admin's Releases page shows of each frontend: its live release and canary with the changes that
     * put them there, its latest `historyLength` changes, and where a rollback would go now.
     */
    async overview(historyLength: number) {
      const rows = await repository.live();
      return Promise.all(
        FRONTEND_PARTS.map(async (part) => {
          const current = rows.find((row) => row.part === part);
          const [history, rollbackTo, since, canarySince] = await Promise.all([
            repository.history(part, historyLength),
            rollbackTarget(part, current),
            current ? repository.wentLive(part, current.version) : undefined,
            // any change replaces the live entry: with a canary running, the change it points at started it
            current?.canaryVersion ? repository.deployment(current.deploymentId) : undefined,
          ]);
          const live = current && {
            version: current.version,
            since: since ?? null,
            canary:
              current.canaryVersion && current.canaryPercent
                ? { version: current.canaryVersion, percent: current.canaryPercent, since: canarySince ?? null }
                : null,
          };
          return { part, live: live ?? null, history, rollbackTo };
        }),
      );
    },
  };
}

export type FrontendReleasesService = ReturnType<typeof createFrontendReleasesService>;
