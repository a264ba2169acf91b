import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoutes, auditPage, auditQuery } from '@punla/contract';
import type { AppContext } from '../../lib/context.ts';
import { errorResponses } from '../../lib/route-responses.ts';
import { listAuditEntries } from './audit.service.ts';

export function registerAuditRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(apiRoutes.audit.list, {
    config: { guard: 'admin' },
    schema: {
      tags: ['Audit log'],
      querystring: auditQuery,
      response: { 200: auditPage, ...errorResponses() },
    },
    handler: (request) => listAuditEntries(ctx, request.query),
  });
}
