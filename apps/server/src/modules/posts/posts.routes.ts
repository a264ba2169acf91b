import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBody,
  pageQuery,
  post,
  postIdParams,
  postInput,
  postPage,
  toggleLikeParams,
  toggleLikeResult,
  userIdParams,
} from '@punla/contract';
import { parseInput, readFormBody } from '../../lib/request-input.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  deletePost,
  getPost,
  listPosts,
  savePost,
  toggleLike,
  type PostsContext,
} from './posts.service.ts';

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  413: errorBody,
  415: errorBody,
};

export function registerPostRoutes(fastify: FastifyInstance, ctx: PostsContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['News'];
  const consumes = ['application/json', 'multipart/form-data'];

  app.get('/api/secure/post', {
    config: { guard: 'user' },
    schema: { tags, querystring: pageQuery, response: { 200: postPage, ...errors } },
    handler: (request) => listPosts(ctx, null, request.query.page, request.query.size),
  });

  app.get('/api/secure/post/user/:userId', {
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

  app.post('/api/secure/post', {
    config: { guard: 'admin' },
    schema: { tags, consumes, response: { 201: post, ...errors } },
    handler: async (request, reply) => {
      const form = await readFormBody(request);
      const saved = await savePost(
        ctx,
        null,
        currentUser(request).id,
        parseInput(postInput, form.fields),
        form.image,
      );
      return reply.status(201).send(saved);
    },
  });

  app.get('/api/secure/post/:id', {
    config: { guard: 'user' },
    schema: { tags, params: postIdParams, response: { 200: post, ...errors } },
    handler: (request) => getPost(ctx, request.params.id, currentUser(request).id),
  });

  app.put('/api/secure/post/:id', {
    config: { guard: 'admin' },
    schema: { tags, consumes, params: postIdParams, response: { 200: post, ...errors } },
    handler: async (request) => {
      const form = await readFormBody(request);
      return savePost(
        ctx,
        request.params.id,
        currentUser(request).id,
        parseInput(postInput, form.fields),
        form.image,
      );
    },
  });

  app.delete('/api/secure/post/:id', {
    config: { guard: 'admin' },
    schema: {
      tags,
      params: postIdParams,
      response: { 204: z.null().describe('Deleted'), ...errors },
    },
    handler: async (request, reply) => {
      await deletePost(ctx, request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.post('/api/secure/post/:postId/user/:userId/toggle-like', {
    config: { guard: 'self' },
    schema: { tags, params: toggleLikeParams, response: { 200: toggleLikeResult, ...errors } },
    handler: (request) => toggleLike(ctx, request.params.postId, request.params.userId),
  });
}
