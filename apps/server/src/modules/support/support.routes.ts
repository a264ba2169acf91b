import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody, publicStats, supportInfo, supportInput } from '@punla/contract';
import type { Database } from '../../db/client.ts';
import { getPublicStats, getSupportInfo, setSupportInfo } from './support.service.ts';

export function registerSupportRoutes(fastify: FastifyInstance, db: Database): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Content'];

  app.get('/api/public/support-us', {
    config: { guard: 'public' },
    schema: { tags, response: { 200: supportInfo } },
    handler: () => getSupportInfo(db),
  });

  app.put('/api/secure/support-us', {
    config: { guard: 'admin' },
    schema: {
      tags,
      body: supportInput,
      response: { 200: supportInfo, 400: errorBody, 401: errorBody, 403: errorBody },
    },
    handler: (request) => setSupportInfo(db, request.body),
  });

  app.get('/api/public/stats', {
    config: { guard: 'public' },
    schema: { tags, response: { 200: publicStats } },
    handler: () => getPublicStats(db),
  });
}
