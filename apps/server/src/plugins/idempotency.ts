import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENT_REPLAY_HEADER,
} from '@punla/contract';
import { AppError } from '../lib/app-error.ts';
import type { AppContext } from '../lib/context.ts';
import { requestHash, runOnce, type OnceOptions } from '../lib/idempotency.ts';

export interface AnswerOnceOptions<T> extends OnceOptions<T> {
  /**
   * What the request carries that makes it this request, when it is not its body as the route
   * read it: a form's fields and picture, or a body without its password.
   */
  carries?: unknown;
}

function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw new AppError(
      'IDEMPOTENCY_KEY_INVALID',
      `${IDEMPOTENCY_KEY_HEADER} must be 8 to 128 letters, digits, "-" or "_" (a UUID fits).`,
    );
  }
  return header;
}

/** The body as the route read it; `{}` is no body, as it is to the routes that take none. */
function bodyOf(request: FastifyRequest): unknown {
  const body = request.body;
  const empty = body && typeof body === 'object' && Object.keys(body).length === 0;
  return empty ? null : (body ?? null);
}

/**
 * A route's answer to an action that must count once (docs/api.md, "Repeating a request"):
 * with an `Idempotency-Key`, the action runs once for that key (lib/idempotency.ts) and a
 * repeat gets the first answer, marked `Idempotent-Replayed: true`; without one, it simply
 * runs. The action gets the context to run on (the transaction that keeps the key); it must
 * do all its work there, and put what needs a connection of its own in `before`.
 */
export async function answerOnce<C extends AppContext, T>(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: C,
  options: AnswerOnceOptions<T>,
  action: (ctx: C) => Promise<T>,
): Promise<T> {
  const key = keyOf(request);
  if (key === undefined) {
    await options.before?.();
    const answer = await action(ctx);
    reply.status(options.status);
    return answer;
  }
  const route = request.routeOptions.url ?? request.url;
  const userId = request.authUser?.id ?? null;
  const carries = { params: request.params, body: options.carries ?? bodyOf(request) };
  const result = await runOnce(
    ctx,
    {
      scope: userId ? `user:${userId}` : route,
      key,
      requestHash: requestHash(request.method, route, carries),
      userId,
    },
    options,
    action,
  );
  reply.status(result.status);
  if (result.replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
  return result.answer;
}
