import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiRoutes,
  ownReport,
  ownReportPage,
  pageQuery,
  report,
  reportIdParams,
  reportInput,
  reportPage,
  reportQuery,
  reportUpdateInput,
  userIdParams,
} from '@punla/contract';
import { errorResponses } from '../../lib/route-responses.ts';
import { audited } from '../../plugins/audit.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  createReport,
  getReport,
  getReportForUpdate,
  listPlayerReports,
  listReports,
  updateReportByAdmin,
  type ReportsContext,
} from './reports.service.ts';

export function registerReportRoutes(fastify: FastifyInstance, ctx: ReportsContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Reports'];
  const errors = errorResponses(429);

  app.post(apiRoutes.reports.list, {
    config: { guard: 'user' },
    schema: { tags, body: reportInput, response: { 201: ownReport, ...errors } },
    handler: async (request, reply) =>
      reply.status(201).send(await createReport(ctx, currentUser(request).id, request.body)),
  });

  app.get(apiRoutes.reports.list, {
    config: { guard: 'admin' },
    schema: { tags, querystring: reportQuery, response: { 200: reportPage, ...errors } },
    handler: (request) => listReports(ctx, request.query),
  });

  app.get(apiRoutes.reports.ofPlayer, {
    config: { guard: 'self' },
    schema: {
      tags,
      params: userIdParams,
      querystring: pageQuery,
      response: { 200: ownReportPage, ...errors },
    },
    handler: (request) => listPlayerReports(ctx, request.params.userId, request.query),
  });

  app.get(apiRoutes.reports.one, {
    config: { guard: 'admin' },
    schema: { tags, params: reportIdParams, response: { 200: report, ...errors } },
    handler: (request) => getReport(ctx, request.params.id),
  });

  app.put(apiRoutes.reports.one, {
    config: { guard: 'admin', audit: { action: 'report.update', target: 'report' } },
    schema: {
      tags,
      params: reportIdParams,
      body: reportUpdateInput,
      response: { 200: report, ...errorResponses(409, 429) },
    },
    handler: (request) => {
      const { id } = request.params;
      return audited(
        request,
        ctx,
        { targetId: id, before: (tx) => getReportForUpdate(tx, id) },
        (tx) => updateReportByAdmin(tx, currentUser(request), id, request.body),
      );
    },
  });
}
