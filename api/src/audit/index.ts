/** The audit area's public entry: other areas import only what is here. */
export type { AuditRecorder } from './audit-event';
export { createAuditLog } from './audit-log';
export type { AuditLog } from './audit-log';
export { actorName } from './audit.repository';
export { auditEvents } from './audit.schema';
