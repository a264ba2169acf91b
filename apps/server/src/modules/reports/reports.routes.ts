import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiRoutes,
  report,
  reportIdParams,
  reportInput,
  reportPage,
  reportQuery,
  reportUpdateInput,
} from '@punla/contract';
import { errorResponses } from '../../lib/route-responses.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  createReport,
  getReport,
  listReports,
  setReportStatus,
  type ReportsContext,
} from './reports.service.ts';

export function registerReportRoutes(fastify: FastifyInstance, ctx: ReportsContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Reports'];
  const errors = errorResponses(429);

  app.post(apiRoutes.reports.list, {
    config: { guard: 'user' },
    schema: { tags, body: reportInput, response: { 201: report, ...errors } },
    handler: async (request, reply) =>
      reply.status(201).send(await createReport(ctx, currentUser(request).id, request.body)),
  });

  app.get(apiRoutes.reports.list, {
    config: { guard: 'admin' },
    schema: { tags, querystring: reportQuery, response: { 200: reportPage, ...errors } },
    handler: (request) =>
      listReports(ctx, request.query.page, request.query.size, request.query.status),
  });

  app.get(apiRoutes.reports.one, {
    config: { guard: 'admin' },
    schema: { tags, params: reportIdParams, response: { 200: report, ...errors } },
    handler: (request) => getReport(ctx, request.params.id),
  });

  app.put(apiRoutes.reports.one, {
    config: { guard: 'admin' },
    schema: {
      tags,
      params: reportIdParams,
      body: reportUpdateInput,
      response: { 200: report, ...errors },
    },
    handler: (request) => setReportStatus(ctx, request.params.id, request.body.status),
  });
}
