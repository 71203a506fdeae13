import type { FrontendPart, ReleaseDescriptor } from '@jatra/shared';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { frontendDeployments, frontendLive, frontendReleases } from './frontend-releases.schema';

export type LiveRow = typeof frontendLive.$inferSelect;
export type DeploymentRow = typeof frontendDeployments.$inferSelect;
export type NewDeployment = Omit<typeof frontendDeployments.$inferInsert, 'id' | 'part' | 'at' | 'previousVersion'>;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The only writer of `frontend_releases`, `frontend_deployments` and `frontend_live`. */
export function createFrontendReleasesRepository(db: Database) {
  return {
    async live(): Promise<LiveRow[]> {
      return db.select().from(frontendLive);
    },

    /** Descriptors of the given releases (the live ones and their canaries), by `part@version`. */
    async descriptors(names: { part: string; version: string }[]): Promise<ReleaseDescriptor[]> {
      if (names.length === 0) return [];
      const pairs = sql.join(
        names.map(({ part, version }) => sql`(${part}, ${version})`),
        sql`, `,
      );
      const rows = await db
        .select({ descriptor: frontendReleases.descriptor })
        .from(frontendReleases)
        .where(sql`(${frontendReleases.part}, ${frontendReleases.version}) in (${pairs})`);
      return rows.map((row) => row.descriptor);
    },

    async release(part: FrontendPart, version: string): Promise<ReleaseDescriptor | undefined> {
      const [row] = await db
        .select({ descriptor: frontendReleases.descriptor })
        .from(frontendReleases)
        .where(and(eq(frontendReleases.part, part), eq(frontendReleases.version, version)))
        .limit(1);
      return row?.descriptor;
    },

    /** The releases of a part the registry knows, newest first (at most the last 200). */
    async registered(part: FrontendPart) {
      return db
        .select({ version: frontendReleases.version, registeredAt: frontendReleases.registeredAt })
        .from(frontendReleases)
        .where(eq(frontendReleases.part, part))
        .orderBy(desc(frontendReleases.registeredAt))
        .limit(200);
    },

    /** A part's changes, newest first, a page at a time (`before`: the id of the last one already shown). */
    async history(part: FrontendPart, limit: number, before?: number): Promise<DeploymentRow[]> {
      return db
        .select()
        .from(frontendDeployments)
        .where(and(eq(frontendDeployments.part, part), before ? lt(frontendDeployments.id, before) : undefined))
        .orderBy(desc(frontendDeployments.id))
        .limit(limit);
    },

    /**
     * The change that last put `version` live for everyone: a deploy or rollback to it from another version (a
     * canary started or ended beside it leaves it live, so does not count).
     */
    async wentLive(part: FrontendPart, version: string): Promise<DeploymentRow | undefined> {
      const [row] = await db
        .select()
        .from(frontendDeployments)
        .where(
          and(
            eq(frontendDeployments.part, part),
            eq(frontendDeployments.version, version),
            sql`${frontendDeployments.previousVersion} is distinct from ${frontendDeployments.version}`,
          ),
        )
        .orderBy(desc(frontendDeployments.id))
        .limit(1);
      return row;
    },

    /** One change, by id (what the live entry points at). */
    async deployment(id: number): Promise<DeploymentRow | undefined> {
      const [row] = await db.select().from(frontendDeployments).where(eq(frontendDeployments.id, id)).limit(1);
      return row;
    },

    /**
     * Changes one part's live entry: `decide` sees the entry as it is under the part's lock (two deploys of
     * one part take turns; of different parts, never wait for each other) and says what comes next, or throws.
     * The release is recorded first (a version is registered once: the same descriptor again is a no-op).
     */
    async change(
      part: FrontendPart,
      at: Date,
      release: ReleaseDescriptor | undefined,
      decide: (live: LiveRow | undefined, tx: Transaction) => Promise<NewDeployment> | NewDeployment,
    ): Promise<DeploymentRow> {
      return db.transaction(async (tx) => {
        // the row may not exist yet: a lock on the part's name serialises the first deploy too
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`frontend_live:${part}`}))`);
        if (release) {
          await tx
            .insert(frontendReleases)
            .values({ part, version: release.version, descriptor: release, registeredAt: at })
            .onConflictDoNothing();
        }
        const [live] = await tx.select().from(frontendLive).where(eq(frontendLive.part, part)).limit(1);
        const next = await decide(live, tx);
        const [deployment] = await tx
          .insert(frontendDeployments)
          .values({ ...next, part, previousVersion: live?.version ?? null, at })
          .returning();
        const entry = {
          version: next.version,
          canaryVersion: next.canaryVersion ?? null,
          canaryPercent: next.canaryPercent ?? null,
          deploymentId: deployment!.id,
          updatedAt: at,
        };
        await tx
          .insert(frontendLive)
          .values({ part, ...entry })
          .onConflictDoUpdate({ target: frontendLive.part, set: entry });
        return deployment!;
      });
    },

    /** The version live before `version` last went live: where a rollback goes. */
    async versionBefore(
      part: FrontendPart,
      version: string,
      tx: Transaction | Database = db,
    ): Promise<string | undefined> {
      const [row] = await tx
        .select({ previousVersion: frontendDeployments.previousVersion })
        .from(frontendDeployments)
        .where(
          and(
            eq(frontendDeployments.part, part),
            eq(frontendDeployments.version, version),
            eq(frontendDeployments.action, 'deploy'),
          ),
        )
        .orderBy(desc(frontendDeployments.id))
        .limit(1);
      return row?.previousVersion ?? undefined;
    },
  };
}

export type FrontendReleasesRepository = ReturnType<typeof createFrontendReleasesRepository>;
