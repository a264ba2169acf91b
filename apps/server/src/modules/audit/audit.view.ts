import type { AuditEntry } from '@punla/contract';
import type { AuditRow } from './audit.repository.ts';

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorName: row.actorName,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetName: row.targetName,
    before: row.before,
    after: row.after,
    reason: row.reason,
    address: row.address,
  };
}
