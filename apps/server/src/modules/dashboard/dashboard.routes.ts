import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoutes, dashboard } from '@punla/contract';
import { errorResponses } from '../../lib/route-responses.ts';
import { getDashboard, type DashboardContext } from './dashboard.service.ts';

export function registerDashboardRoutes(fastify: FastifyInstance, ctx: DashboardContext): void {
  fastify.withTypeProvider<ZodTypeProvider>().get(apiRoutes.dashboard.admin, {
    config: { guard: 'admin' },
    schema: { tags: ['Dashboard'], response: { 200: dashboard, ...errorResponses() } },
    handler: () => getDashboard(ctx),
  });
}
