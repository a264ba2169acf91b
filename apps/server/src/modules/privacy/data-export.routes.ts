import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiRoutes, userIdParams } from '@punla/contract';
import { errorResponses } from '../../lib/route-responses.ts';
import { currentUser } from '../../plugins/auth.ts';
import { sendJsonFile } from './data-export.file.ts';
import { exportPlayerData, type DataExportContext } from './data-export.service.ts';

const dataFile = z
  .string()
  .describe('A JSON document (application/json, UTF-8) saved as a file: the player’s data');

export function registerDataExportRoutes(fastify: FastifyInstance, ctx: DataExportContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // `self`, and the service refuses an admin asking for another player's file
  // (data-export.policy.ts). No HEAD twin: Fastify would count a download and read every row
  // only to drop the file.
  app.get(apiRoutes.privacy.export, {
    config: { guard: 'self' },
    exposeHeadRoute: false,
    schema: {
      tags: ['Your data'],
      params: userIdParams,
      response: { 200: dataFile, ...errorResponses(429) },
    },
    handler: async (request, reply) =>
      sendJsonFile(reply, await exportPlayerData(ctx, currentUser(request), request.params.userId)),
  });
}
