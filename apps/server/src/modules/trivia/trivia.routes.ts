import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { audited } from '../../plugins/audit.ts';
import { z } from 'zod';
import {
  apiRoutes,
  triviaContentSchema,
  triviaIdParams,
  triviaItem,
  triviaList,
} from '@punla/contract';
import { formConsumes, readFormInput } from '../../lib/request-input.ts';
import { deletedResponse, errorResponses } from '../../lib/route-responses.ts';
import { currentUser } from '../../plugins/auth.ts';
import { randomAiTrivia, type TriviaContext } from './ai-trivia.service.ts';
import {
  createTrivia,
  deleteTrivia,
  getTrivia,
  listDenrTrivia,
  randomDenrTrivia,
} from './trivia.service.ts';
import { answerOnce } from '../../plugins/idempotency.ts';

/** An admin's trivia: a text, a picture (sent as the form's image), or both. */
const triviaInput = z.strictObject({ content: triviaContentSchema.optional() });

export function registerTriviaRoutes(fastify: FastifyInstance, ctx: TriviaContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Trivia'];
  const errors = errorResponses(413, 415, 429, 503);

  app.get(apiRoutes.trivia.list, {
    config: { guard: 'user' },
    schema: { tags, response: { 200: triviaList, ...errors } },
    handler: () => listDenrTrivia(ctx),
  });

  app.post(apiRoutes.trivia.list, {
    config: { guard: 'admin', audit: { action: 'trivia.create', target: 'trivia' } },
    schema: { tags, consumes: formConsumes, response: { 201: triviaItem, ...errors } },
    handler: async (request, reply) => {
      const { input, image } = await readFormInput(request, triviaInput);
      const carries = { input, image };
      return answerOnce(request, reply, ctx, { status: 201, carries }, (tx) =>
        audited(request, tx, { targetId: (item) => item.id }, (audit: typeof tx) =>
          createTrivia(audit, input.content, image),
        ),
      );
    },
  });

  app.get(apiRoutes.trivia.randomDenr, {
    config: { guard: 'user' },
    schema: { tags, response: { 200: triviaItem, ...errors } },
    handler: () => randomDenrTrivia(ctx),
  });

  app.get(apiRoutes.trivia.randomAi, {
    config: { guard: 'user' },
    schema: {
      tags,
      response: { 200: z.string().describe('An AI-generated trivia text'), ...errors },
    },
    handler: async (request, reply) => {
      const text = await randomAiTrivia(ctx, currentUser(request).id, request.ip);
      return reply.type('text/plain; charset=utf-8').send(text);
    },
  });

  app.get(apiRoutes.trivia.one, {
    config: { guard: 'user' },
    schema: { tags, params: triviaIdParams, response: { 200: triviaItem, ...errors } },
    handler: (request) => getTrivia(ctx, request.params.id),
  });

  app.delete(apiRoutes.trivia.one, {
    config: { guard: 'admin', audit: { action: 'trivia.delete', target: 'trivia' } },
    schema: { tags, params: triviaIdParams, response: { 204: deletedResponse, ...errors } },
    handler: async (request, reply) => {
      const { id } = request.params;
      await audited(
        request,
        ctx,
        { targetId: id, before: (tx) => getTrivia(tx, id), after: () => null },
        (tx) => deleteTrivia(tx, id),
      );
      return reply.status(204).send(null);
    },
  });
}
