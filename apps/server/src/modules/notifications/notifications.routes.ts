import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiRoutes,
  noticePage,
  noticePageQuery,
  noticeReadInput,
  noticeReadResult,
  userIdParams,
} from '@punla/contract';
import type { AppContext } from '../../lib/context.ts';
import { fastSerializerCompiler } from '../../lib/fast-serializer.ts';
import { errorResponses } from '../../lib/route-responses.ts';
import { currentUser } from '../../plugins/auth.ts';
import { listNotices, readNotices } from './notifications.service.ts';

export function registerNotificationRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Notifications'];
  const errors = errorResponses();
  const routes = apiRoutes.notifications;

  // Polled by the bell of every open player page: the fast serializer writes the answer.
  app.get(routes.ofPlayer, {
    config: { guard: 'self' },
    schema: {
      tags,
      params: userIdParams,
      querystring: noticePageQuery,
      response: { 200: noticePage, ...errors },
    },
    serializerCompiler: fastSerializerCompiler,
    handler: (request) => listNotices(ctx, request.params.userId, request.query),
  });

  app.post(routes.read, {
    config: { guard: 'self' },
    schema: {
      tags,
      params: userIdParams,
      // No body at all (null) marks every notice read, as `{}` does.
      body: noticeReadInput.nullish(),
      response: { 200: noticeReadResult, ...errors },
    },
    handler: (request) =>
      readNotices(ctx, currentUser(request), request.params.userId, request.body),
  });
}
