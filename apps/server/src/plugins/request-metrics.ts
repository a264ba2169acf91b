import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../lib/metrics.ts';

/** The route label of a request no route matched (a 404), whatever its address was. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Counts and times every answered request by its route's pattern
 * (`/api/secure/season/job/:jobId`), never its address: an address holds a player's id or a
 * code, and one series per address would grow without end.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.requestAnswered(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        statusCode: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
