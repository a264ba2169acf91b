import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '@punla/contract';
import { AppError } from './app-error.ts';
import { inTransaction, together, type AppContext } from './context.ts';
import {
  deleteExpiredKeys,
  findLiveKey,
  saveKey,
  tryLockKey,
  type IdempotencyClaim,
  type KeyRow,
} from './idempotency.repository.ts';

export type { IdempotencyClaim };

/**
 * Actions that count once per key (docs/decisions/024). A request that carries an
 * `Idempotency-Key` runs its action in one transaction that also writes the key with the
 * answer, so the key is kept exactly when the action is: a failed action leaves no key, and
 * the same request sent again simply runs again. A request whose key is kept gets the kept
 * answer, without acting; one whose key is kept for another request is refused.
 *
 * Requests with the same key at the same moment: each takes the key's advisory lock in its
 * transaction, one at a time. The one that gets it acts; the others give up their transaction
 * (and their connection) and try again shortly, finding the key written once it commits. No
 * request waits on a lock while holding a connection, so a crowd of repeats cannot take every
 * connection of the pool from the one that acts.
 */

export interface OnceOptions<T> {
  /** The answer's status, kept and given again. */
  status: number;
  /**
   * For an answer that carries a secret (a session token): what is kept in its place, and the
   * account it belongs to. Without it, the answer itself is kept.
   */
  keep?: (answer: T) => { kept: unknown; userId?: string };
  /** Rebuilds the answer from what `keep` kept; called for a repeat, outside a transaction. */
  replay?: (kept: unknown) => Promise<T>;
  /**
   * Work done before the action and outside its transaction, only when it is not a repeat:
   * what needs a connection of its own (a rate limit), since the action's transaction holds one.
   */
  before?: () => Promise<void>;
}

export interface OnceResult<T> {
  status: number;
  answer: T;
  /** True when this is the first answer given again. */
  replayed: boolean;
}

/** How long requests with the same key wait for the one acting, before a 409. */
const WAIT_LIMIT_MS = 30_000;
const FIRST_PAUSE_MS = 10;
const LONGEST_PAUSE_MS = 200;

/** One try: the key was someone else's at the moment, or was kept already, or this one acted. */
type Outcome<T> = { kind: 'busy' } | { kind: 'kept'; row: KeyRow } | { kind: 'acted'; answer: T };

/**
 * The request's fingerprint: a SHA-256 of its method, route and what it carries, with object
 * keys in a fixed order and a picture by its own SHA-256. Leave secrets out (a password):
 * the hash is kept, and a hash of a short secret can be searched for.
 */
export function requestHash(method: string, route: string, parts: unknown): string {
  return createHash('sha256')
    .update(`${method} ${route}\n${canonicalJson(parts)}`)
    .digest('base64url');
}

function canonicalJson(value: unknown): string {
  if (Buffer.isBuffer(value)) {
    return JSON.stringify({ sha256: createHash('sha256').update(value).digest('hex') });
  }
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, field]) => `${JSON.stringify(name)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The refusal of a key kept for another request (and of a sign-up repeated with another password).
 */
export function reusedKey(): AppError {
  return new AppError(
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
  );
}

/**
 * Runs `action` once for the claim's key: the first request acts, in a transaction that keeps
 * its answer under the key; a repeat with the same request gets that answer again.
 */
export async function runOnce<C extends AppContext, T>(
  ctx: C,
  claim: IdempotencyClaim,
  options: OnceOptions<T>,
  action: (tx: C) => Promise<T>,
): Promise<OnceResult<T>> {
  if (options.before) {
    // A repeat does not do the work before: look for the key first.
    const kept = await findLiveKey(ctx.db, claim, ctx.clock.now());
    if (kept) return repeat(kept, claim, options);
    try {
      await options.before();
    } catch (error) {
      // The first request may have committed since the look: its account now makes a sign-up's
      // check refuse the repeat as taken. Its key is then kept too, and its answer is the one.
      const keptSince = await findLiveKey(ctx.db, claim, ctx.clock.now());
      if (keptSince) return repeat(keptSince, claim, options);
      throw error;
    }
  }
  let waited = 0;
  for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
    const outcome = await inTransaction(ctx, async (tx): Promise<Outcome<T>> => {
      const now = tx.clock.now();
      // Sent together, run in order: the look-up reads what was committed once the lock is had.
      const [locked, found] = await together(
        tryLockKey(tx.db, claim),
        findLiveKey(tx.db, claim, now),
      );
      if (!locked) return { kind: 'busy' };
      if (found) return { kind: 'kept', row: found };
      const answer = await action(tx);
      const { kept: toKeep, userId } = options.keep?.(answer) ?? { kept: answer };
      await saveKey(tx.db, {
        scope: claim.scope,
        key: claim.key,
        requestHash: claim.requestHash,
        statusCode: options.status,
        answer: toKeep ?? null,
        userId: userId ?? claim.userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000),
      });
      return { kind: 'acted', answer };
    });
    if (outcome.kind === 'acted') {
      return { status: options.status, answer: outcome.answer, replayed: false };
    }
    if (outcome.kind === 'kept') return repeat(outcome.row, claim, options);
    if (waited >= WAIT_LIMIT_MS) {
      throw new AppError(
        'IDEMPOTENCY_KEY_IN_USE',
        'A request with this Idempotency-Key is still being handled. Try again in a moment.',
      );
    }
    await sleep(pause);
    waited += pause;
  }
}

async function repeat<T>(
  row: KeyRow,
  claim: IdempotencyClaim,
  options: OnceOptions<T>,
): Promise<OnceResult<T>> {
  if (row.requestHash !== claim.requestHash) throw reusedKey();
  const answer = options.replay ? await options.replay(row.answer) : (row.answer as T);
  return { status: row.statusCode, answer, replayed: true };
}

/** Forgets the keys past their time (the daily loop); answers how many. */
export function deleteExpiredIdempotencyKeys(ctx: AppContext): Promise<number> {
  return deleteExpiredKeys(ctx.db, ctx.clock.now());
}
