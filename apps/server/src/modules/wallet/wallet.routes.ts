import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoutes, pageQuery, userIdParams, walletResponse } from '@punla/contract';
import type { AppContext } from '../../lib/context.ts';
import { errorResponses } from '../../lib/route-responses.ts';
import { getWallet } from './wallet.service.ts';

export function registerWalletRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  fastify.withTypeProvider<ZodTypeProvider>().get(apiRoutes.wallet.ofPlayer, {
    config: { guard: 'self' },
    schema: {
      tags: ['Wallet'],
      params: userIdParams,
      querystring: pageQuery,
      response: { 200: walletResponse, ...errorResponses() },
    },
    handler: (request) =>
      getWallet(ctx, request.params.userId, request.query.page, request.query.size),
  });
}
