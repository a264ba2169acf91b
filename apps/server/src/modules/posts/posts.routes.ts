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
    config: { guard: 'admin' },
    schema: { tags, consumes, response: { 201: post, ...errors } },
    handler: async (request, reply) => {
      const { input, image } = await readFormInput(request, postInput);
      const carries = { input, image };
      return answerOnce(request, reply, ctx, { status: 201, carries }, (tx) =>
        savePost(tx, null, currentUser(request).id, input, image),
      );
    },
  });

  app.get(apiRoutes.posts.one, {
    config: { guard: 'user' },
    schema: { tags, params: postIdParams, response: { 200: post, ...errors } },
    handler: (request) => getPost(ctx, request.params.id, currentUser(request).id),
  });

  app.put(apiRoutes.posts.one, {
    config: { guard: 'admin' },
    schema: { tags, consumes, params: postIdParams, response: { 200: post, ...errors } },
    handler: async (request) => {
      const { input, image } = await readFormInput(request, postInput);
      return savePost(ctx, request.params.id, currentUser(request).id, input, image);
    },
  });

  app.delete(apiRoutes.posts.one, {
    config: { guard: 'admin' },
    schema: { tags, params: postIdParams, response: { 204: deletedResponse, ...errors } },
    handler: async (request, reply) => {
      await deletePost(ctx, request.params.id);
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
