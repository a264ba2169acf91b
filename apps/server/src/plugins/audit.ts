import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { recordAdminAction } from '../lib/audit.ts';
import { inTransaction, type AppContext } from '../lib/context.ts';
import { currentUser } from './auth.ts';

/** What an admin route records: `audit: { action: 'event.update', target: 'event' }`. */
export interface RouteAudit {
  action: string;
  target: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every admin write declares the audit entry it writes (plugins/audit.ts). */
    audit?: RouteAudit;
  }
}

export interface AuditedWrite<C extends AppContext, T> {
  /** The target's id, or how to read it from the answer (a created record's id). */
  targetId: string | number | ((answer: T) => string | number);
  /** Reads the target as it was, in the write's transaction (omitted: it did not exist). */
  before?: (tx: C) => Promise<unknown>;
  /** The target as it became (default: the answer; `null` when it is gone). */
  after?: (answer: T) => unknown;
  /** Why (default: the body's `reason`, when it has one). */
  reason?: string | null;
}

/** The admin writes of the API: every one must say what it records. */
function isAdminWrite(route: RouteOptions): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return (
    route.url.startsWith('/api') &&
    route.config?.guard === 'admin' &&
    methods.some((method) => !['GET', 'HEAD', 'OPTIONS'].includes(method))
  );
}

/** A start stops on an admin write that declares no audit entry, as on a route with no guard. */
export function requireAuditEntries(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (isAdminWrite(route) && !route.config?.audit) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} is an admin write without an audit entry.`,
      );
    }
  });
}

function bodyReason(request: FastifyRequest): string | null {
  const body = request.body as { reason?: unknown } | null | undefined;
  return typeof body?.reason === 'string' ? body.reason : null;
}

/**
 * Runs an admin route's write and its audit entry in one transaction: the entry names the
 * admin, the route's action and target, what changed and the client's address. `work` must do
 * all its writing on the context it is handed.
 */
export function audited<C extends AppContext, T>(
  request: FastifyRequest,
  ctx: C,
  write: AuditedWrite<C, NoInfer<T>>,
  work: (tx: C) => Promise<T>,
): Promise<T> {
  const audit = request.routeOptions.config.audit;
  if (!audit) throw new Error(`Route ${request.routeOptions.url} declares no audit entry.`);
  const actor = currentUser(request);
  return inTransaction(ctx, async (tx) => {
    const before = write.before ? await write.before(tx) : null;
    const answer = await work(tx);
    const { targetId } = write;
    await recordAdminAction(tx, {
      actorId: actor.id,
      action: audit.action,
      targetType: audit.target,
      targetId: typeof targetId === 'function' ? targetId(answer) : targetId,
      before,
      after: write.after ? write.after(answer) : answer,
      reason: write.reason === undefined ? bodyReason(request) : write.reason,
      address: request.ip,
    });
    return answer;
  });
}
