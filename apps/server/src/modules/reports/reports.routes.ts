import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorBody,
  report,
  reportIdParams,
  reportInput,
  reportPage,
  reportQuery,
  reportUpdateInput,
} from '@punla/contract';
import { currentUser } from '../../plugins/auth.ts';
import {
  createReport,
  getReport,
  listReports,
  setReportStatus,
  type ReportsContext,
} from './reports.service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 429: errorBody };

export function registerReportRoutes(fastify: FastifyInstance, ctx: ReportsContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Reports'];

  app.post('/api/secure/report', {
    config: { guard: 'user' },
    schema: { tags, body: reportInput, response: { 201: report, ...errors } },
    handler: async (request, reply) =>
      reply.status(201).send(await createReport(ctx, currentUser(request).id, request.body)),
  });

  app.get('/api/secure/report', {
    config: { guard: 'admin' },
    schema: { tags, querystring: reportQuery, response: { 200: reportPage, ...errors } },
    handler: (request) =>
      listReports(ctx, request.query.page, request.query.size, request.query.status),
  });

  app.get('/api/secure/report/:id', {
    config: { guard: 'admin' },
    schema: { tags, params: reportIdParams, response: { 200: report, ...errors } },
    handler: (request) => getReport(ctx, request.params.id),
  });

  app.put('/api/secure/report/:id', {
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
