import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiRoutes,
  pageQuery,
  post,
  postIdParams,
  postInput,
  postPage,
  toggleLikeParams,
  toggleLikeResult,
  userIdParams,
} from '@punla/contract';
import { audited } from '../../plugins/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { formConsumes, readFormInput } from '../../lib/request-input.ts';
import { deletedResponse, errorResponses } from '../../lib/route-responses.ts';
import { currentUser } from '../../plugins/auth.ts';
import { deletePost, getPost, listPosts, savePost, toggleLike } from './posts.service.ts';
import { answerOnce } from '../../plugins/idempotency.ts';

export function registerPostRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['News'];
  const errors = errorResponses(413, 415);
  const consumes = formConsumes;

  app.get(apiRoutes.posts.list, {
    config: { guard: 'user' },
    schema: { tags, querystring: pageQuery, response: { 200: postPage, ...errors } },
    handler: (request) => listPosts(ctx, null, request.query.page, request.query.size),
  });

  app.get(apiRoutes.posts.ofPlayer, {
    config: { guard: 'self' },
    schema: {
      tags,
      params: userIdParams,
      querystring: pageQuery,
      response: { 200: postPage, ...errors },
    },
    handler: (request) =>
      listPosts(ctx, request.params.userId, request.query.page, request.query.size),
  });

  app.post(apiRoutes.posts.list, {
    config: { guard: 'admin', audit: { action: 'post.create', target: 'post' } },
    schema: { tags, consumes, response: { 201: post, ...errors } },
    handler: async (request, reply) => {
      const { input, image } = await readFormInput(request, postInput);
      const carries = { input, image };
      return answerOnce(request, reply, ctx, { status: 201, carries }, (tx) =>
        audited(request, tx, { targetId: (saved) => saved.id }, (audit: typeof tx) =>
          savePost(audit, null, currentUser(request).id, input, image),
        ),
      );
    },
  });

  app.get(apiRoutes.posts.one, {
    config: { guard: 'user' },
    schema: { tags, params: postIdParams, response: { 200: post, ...errors } },
    handler: (request) => getPost(ctx, request.params.id, currentUser(request).id),
  });

  app.put(apiRoutes.posts.one, {
    config: { guard: 'admin', audit: { action: 'post.update', target: 'post' } },
    schema: { tags, consumes, params: postIdParams, response: { 200: post, ...errors } },
    handler: async (request) => {
      const { input, image } = await readFormInput(request, postInput);
      const { id } = request.params;
      const adminId = currentUser(request).id;
      const before = (tx: AppContext) => getPost(tx, id, adminId);
      return audited(request, ctx, { targetId: id, before }, (tx) =>
        savePost(tx, id, adminId, input, image),
      );
    },
  });

  app.delete(apiRoutes.posts.one, {
    config: { guard: 'admin', audit: { action: 'post.delete', target: 'post' } },
    schema: { tags, params: postIdParams, response: { 204: deletedResponse, ...errors } },
    handler: async (request, reply) => {
      const { id } = request.params;
      const before = (tx: AppContext) => getPost(tx, id, currentUser(request).id);
      await audited(request, ctx, { targetId: id, before, after: () => null }, (tx) =>
        deletePost(tx, id),
      );
      return reply.status(204).send(null);
    },
  });

  app.post(apiRoutes.posts.toggleLike, {
    config: { guard: 'self' },
    schema: { tags, params: toggleLikeParams, response: { 200: toggleLikeResult, ...errors } },
    handler: (request, reply) =>
      answerOnce(request, reply, ctx, { status: 200 }, (tx) =>
        toggleLike(tx, request.params.postId, request.params.userId),
      ),
  });
}
