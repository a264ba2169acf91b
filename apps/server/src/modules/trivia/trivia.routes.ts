import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBody,
  triviaContentSchema,
  triviaIdParams,
  triviaItem,
  triviaList,
} from '@punla/contract';
import { parseInput, readFormBody } from '../../lib/request-input.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  createTrivia,
  deleteTrivia,
  getTrivia,
  listDenrTrivia,
  randomAiTrivia,
  randomDenrTrivia,
  type TriviaContext,
} from './trivia.service.ts';

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  413: errorBody,
  415: errorBody,
  429: errorBody,
  503: errorBody,
};

export function registerTriviaRoutes(fastify: FastifyInstance, ctx: TriviaContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Trivia'];

  app.get('/api/secure/trivia', {
    config: { guard: 'user' },
    schema: { tags, response: { 200: triviaList, ...errors } },
    handler: () => listDenrTrivia(ctx),
  });

  app.post('/api/secure/trivia', {
    config: { guard: 'admin' },
    schema: {
      tags,
      consumes: ['multipart/form-data', 'application/json'],
      response: { 201: triviaItem, ...errors },
    },
    handler: async (request, reply) => {
      const form = await readFormBody(request);
      const fields = parseInput(
        z.strictObject({ content: triviaContentSchema.optional() }),
        form.fields,
      );
      return reply.status(201).send(await createTrivia(ctx, fields.content, form.image));
    },
  });

  app.get('/api/secure/trivia/random-denr', {
    config: { guard: 'user' },
    schema: { tags, response: { 200: triviaItem, ...errors } },
    handler: () => randomDenrTrivia(ctx),
  });

  app.get('/api/secure/trivia/random-ai', {
    config: { guard: 'user' },
    schema: {
      tags,
      response: { 200: z.string().describe('An AI-generated trivia text'), ...errors },
    },
    handler: async (request, reply) => {
      const text = await randomAiTrivia(ctx, currentUser(request).id);
      return reply.type('text/plain; charset=utf-8').send(text);
    },
  });

  app.get('/api/secure/trivia/:id', {
    config: { guard: 'user' },
    schema: { tags, params: triviaIdParams, response: { 200: triviaItem, ...errors } },
    handler: (request) => getTrivia(ctx, request.params.id),
  });

  app.delete('/api/secure/trivia/:id', {
    config: { guard: 'admin' },
    schema: {
      tags,
      params: triviaIdParams,
      response: { 204: z.null().describe('Deleted'), ...errors },
    },
    handler: async (request, reply) => {
      await deleteTrivia(ctx, request.params.id);
      return reply.status(204).send(null);
    },
  });
}
