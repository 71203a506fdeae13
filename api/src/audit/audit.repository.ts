import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { auditEvents, type AuditEventRow } from './audit.schema';

/** Who acted, as Recent Activities names them: their name, else their e-mail or phone. */
export const actorName = sql<string | null>`coalesce(${users.fullName}, ${users.email}, ${users.phone})`;

/** The only writer of `audit_events`. */
export function createAuditRepository(db: Database) {
  return {
    async insert(row: AuditEventRow): Promise<void> {
      await db.insert(auditEvents).values(row);
    },

    async recent(limit: number): Promise<(AuditEventRow & { actor: string | null })[]> {
      const rows = await db
        .select({ event: auditEvents, actor: actorName })
        .from(auditEvents)
        .leftJoin(users, eq(users.id, auditEvents.actorId))
        .orderBy(desc(auditEvents.createdAt))
        .limit(limit);
      return rows.map(({ event, actor }) => ({ ...event, actor }));
    },
  };
}
