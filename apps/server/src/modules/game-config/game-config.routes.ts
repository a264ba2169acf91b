import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoutes, gameConfig } from '@punla/contract';
import { getGameConfig, type GameConfigContext } from './game-config.service.ts';

export function registerGameConfigRoutes(fastify: FastifyInstance, ctx: GameConfigContext): void {
  fastify.withTypeProvider<ZodTypeProvider>().get(apiRoutes.gameConfig, {
    config: { guard: 'public' },
    schema: { tags: ['Game'], response: { 200: gameConfig } },
    handler: () => getGameConfig(ctx),
  });
}
