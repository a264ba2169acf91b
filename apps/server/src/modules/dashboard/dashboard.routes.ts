import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboard, errorBody } from '@punla/contract';
import { getDashboard, type DashboardContext } from './dashboard.service.ts';

export function registerDashboardRoutes(fastify: FastifyInstance, ctx: DashboardContext): void {
  fastify.withTypeProvider<ZodTypeProvider>().get('/api/secure/admin/dashboard', {
    config: { guard: 'admin' },
    schema: { tags: ['Dashboard'], response: { 200: dashboard, 401: errorBody, 403: errorBody } },
    handler: () => getDashboard(ctx),
  });
}
