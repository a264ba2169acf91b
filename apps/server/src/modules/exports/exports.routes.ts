import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiRoutes,
  attendeesExportQuery,
  auditExportQuery,
  standingsExportQuery,
} from '@punla/contract';
import type { AppContext } from '../../lib/context.ts';
import { errorResponses } from '../../lib/route-responses.ts';
import { currentUser } from '../../plugins/auth.ts';
import { sendCsv } from './csv-file.ts';
import {
  exportAttendees,
  exportAudit,
  exportPlayers,
  exportRealTrees,
  exportStandings,
  type ExportRequester,
} from './exports.service.ts';

const csvFile = z.string().describe('A CSV file (text/csv, UTF-8 with a byte order mark)');

const requester = (request: FastifyRequest): ExportRequester => ({
  actor: currentUser(request),
  address: request.ip,
});

export function registerExportRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Exports'];
  // Reads that change nothing but write their own audit entry (exports.service.ts); the query
  // is checked before anything is read or written. No HEAD twin: Fastify would run the export,
  // record it and read every row only to drop the file.
  const config = { guard: 'admin' } as const;
  const exposeHeadRoute = false;

  app.get(apiRoutes.exports.attendees, {
    config,
    exposeHeadRoute,
    schema: {
      tags,
      querystring: attendeesExportQuery,
      response: { 200: csvFile, ...errorResponses() },
    },
    handler: async (request, reply) =>
      sendCsv(reply, await exportAttendees(ctx, requester(request), request.query.eventId)),
  });

  app.get(apiRoutes.exports.realTrees, {
    config,
    exposeHeadRoute,
    schema: { tags, response: { 200: csvFile, ...errorResponses() } },
    handler: async (request, reply) =>
      sendCsv(reply, await exportRealTrees(ctx, requester(request))),
  });

  app.get(apiRoutes.exports.standings, {
    config,
    exposeHeadRoute,
    schema: {
      tags,
      querystring: standingsExportQuery,
      response: { 200: csvFile, ...errorResponses(409) },
    },
    handler: async (request, reply) =>
      sendCsv(reply, await exportStandings(ctx, requester(request), request.query.season)),
  });

  app.get(apiRoutes.exports.players, {
    config,
    exposeHeadRoute,
    schema: { tags, response: { 200: csvFile, ...errorResponses() } },
    handler: async (request, reply) => sendCsv(reply, await exportPlayers(ctx, requester(request))),
  });

  app.get(apiRoutes.exports.audit, {
    config,
    exposeHeadRoute,
    schema: {
      tags,
      querystring: auditExportQuery,
      response: { 200: csvFile, ...errorResponses() },
    },
    handler: async (request, reply) =>
      sendCsv(reply, await exportAudit(ctx, requester(request), request.query)),
  });
}
