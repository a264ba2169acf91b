import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoutes, birthYearInput, userIdParams, userProfile } from '@punla/contract';
import { errorResponses } from '../lib/route-responses.ts';
import type { PlayersContext } from '../modules/players/players.context.ts';
import { answerBirthYear } from './answer-birth-year.ts';

/** The birth year, asked once of an account made before sign-up asked it: the player's own answer. */
export function registerBirthYearRoutes(fastify: FastifyInstance, ctx: PlayersContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.put(apiRoutes.accounts.birthYear, {
    config: { guard: 'self' },
    schema: {
      tags: ['Accounts'],
      params: userIdParams,
      body: birthYearInput,
      response: { 200: userProfile, ...errorResponses(409) },
    },
    handler: (request) => answerBirthYear(ctx, request.params.userId, request.body.birthYear),
  });
}
