/** What the database said about a failed statement, without the statement or its values. */
export interface DatabaseErrorInfo {
  /** The SQLSTATE, e.g. 23505 (unique violation) or 22003 (number out of range). */
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** 'insert' when a foreign key pointed at nothing, 'delete' when rows still point here. */
  foreignKeyAction?: 'insert' | 'delete';
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * The driver's error behind a failed query, if that is why it failed. Drizzle wraps the
 * driver's error (its message carries the SQL and every parameter); pg reports the SQLSTATE
 * and the names of the constraint, table and column on the error it throws.
 */
export function databaseError(error: unknown): DatabaseErrorInfo | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as {
      code?: unknown;
      constraint?: unknown;
      table?: unknown;
      column?: unknown;
      message?: unknown;
      severity?: unknown;
    };
    if (typeof candidate.code !== 'string' || !SQLSTATE.test(candidate.code)) continue;
    if (candidate.severity === undefined && !('table' in candidate) && !('constraint' in candidate))
      continue;
    const name = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
    const info: DatabaseErrorInfo = { code: candidate.code };
    const constraint = name(candidate.constraint);
    const table = name(candidate.table);
    const column = name(candidate.column);
    if (constraint) info.constraint = constraint;
    if (table) info.table = table;
    if (column) info.column = column;
    if (candidate.code === '23503') {
      const message = typeof candidate.message === 'string' ? candidate.message : '';
      info.foreignKeyAction = /^update or delete/i.test(message) ? 'delete' : 'insert';
    }
    return info;
  }
  return undefined;
}

/** The name of the unique constraint a failed insert or update broke, if that is why it failed. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  const info = databaseError(error);
  return info?.code === '23505' ? (info.constraint ?? 'unknown') : undefined;
}

/**
 * The foreign key an insert or update broke because the row it names does not exist (an admin
 * acting for a deleted or made-up player), if that is why it failed.
 */
export function violatedForeignKey(error: unknown): DatabaseErrorInfo | undefined {
  const info = databaseError(error);
  return info?.code === '23503' ? info : undefined;
}

/** Whether a foreign key of this name points at the users table (drizzle's naming). */
export function referencesUsers(info: DatabaseErrorInfo): boolean {
  return /_users_id_fk$/.test(info.constraint ?? '');
}

/**
 * A value the database could not take (SQLSTATE class 22: a number out of its column's range,
 * a NUL in text, an impossible date). The contract's schemas refuse these first; this is the
 * net behind them.
 */
export function isDataException(error: unknown): boolean {
  return databaseError(error)?.code.startsWith('22') ?? false;
}
