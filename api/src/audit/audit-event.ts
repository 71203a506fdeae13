import type { ActivityKind } from '@jatra/shared';

/** Something an admin (or the system) did, for Recent Activities: who did what. */
export interface AuditEvent {
  kind: ActivityKind;
  /** e.g. 'Suspended user asha@example.com' */
  summary: string;
  /** the acting user; null for the system (a scheduled sync) */
  actorId: string | null;
}

/** What a module needs to record what it did; the audit module owns the table behind it. */
export interface AuditRecorder {
  record(event: AuditEvent): Promise<void>;
}
