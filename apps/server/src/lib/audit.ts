import type { AppContext } from './context.ts';
import { insertAuditEntry } from './audit.repository.ts';

/**
 * The audit log: one entry per admin write, written in the write's own transaction
 * (plugins/audit.ts wraps an admin route's service call; a service that decides for itself
 * calls `recordAdminAction` with its transaction). An entry keeps only the fields that changed,
 * as they were and as they became, and never a secret: fields named like a password, a token,
 * a hash or a code are kept as "[hidden]".
 */

export interface AdminActionEntry {
  actorId: string;
  /** `<domain>.<verb>`: `event.update`, `player.suspend`. */
  action: string;
  targetType: string;
  targetId: string | number;
  /** The target as it was (null when it did not exist) and as it became (null when removed). */
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  address?: string | null;
}

const SECRET_FIELD = /password|token|secret|hash|^code$|code$|^nonce/i;
const HIDDEN = '[hidden]';

/** A value with its secret fields hidden, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [
        key,
        SECRET_FIELD.test(key) && field !== null && field !== undefined
          ? HIDDEN
          : withoutSecrets(field),
      ]),
    );
  }
  return value === undefined ? null : value;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * What changed between two states of a record: for two objects, only the fields whose values
 * differ (a field missing on one side counts as null); otherwise the two values as they are.
 */
export function changedFields(
  before: unknown,
  after: unknown,
): { before: unknown; after: unknown } {
  const was = withoutSecrets(before ?? null);
  const is = withoutSecrets(after ?? null);
  if (!isRecord(was) || !isRecord(is)) return { before: was, after: is };
  const keys = new Set([...Object.keys(was), ...Object.keys(is)]);
  const changed = [...keys].filter(
    (key) => JSON.stringify(was[key] ?? null) !== JSON.stringify(is[key] ?? null),
  );
  return {
    before: Object.fromEntries(changed.map((key) => [key, was[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, is[key] ?? null])),
  };
}

/** Writes one entry on `ctx.db`: call it with the transaction of the write it records. */
export async function recordAdminAction(ctx: AppContext, entry: AdminActionEntry): Promise<void> {
  const { before, after } = changedFields(entry.before, entry.after);
  await insertAuditEntry(ctx.db, {
    at: ctx.clock.now(),
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before,
    after,
    reason: entry.reason?.trim() || null,
    address: entry.address ?? null,
  });
}
