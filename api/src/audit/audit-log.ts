import { randomUUID } from 'node:crypto';
import type { Activity } from '@jatra/shared';
import type { Database } from '../db/database';
import type { AuditEvent, AuditRecorder } from './audit-event';
import { createAuditRepository } from './audit.repository';

/** The audit log: other modules record through it (as an AuditRecorder); Recent Activities reads it back. */
export function createAuditLog(
  db: Database,
  now: () => Date = () => new Date(),
): AuditRecorder & {
  recent(limit: number): Promise<Activity[]>;
} {
  const repository = createAuditRepository(db);
  return {
    async record(event: AuditEvent): Promise<void> {
      await repository.insert({ id: randomUUID(), ...event, createdAt: now() });
    },

    /** The latest events, newest first. */
    async recent(limit: number): Promise<Activity[]> {
      return (await repository.recent(limit)).map((row) => ({
        id: `audit:${row.id}`,
        kind: row.kind,
        summary: row.summary,
        actor: row.actor,
        at: row.createdAt.toISOString(),
      }));
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
