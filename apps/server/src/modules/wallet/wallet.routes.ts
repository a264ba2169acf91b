import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody, pageQuery, userIdParams, walletResponse } from '@punla/contract';
import type { Database } from '../../db/client.ts';
import { getWallet } from './wallet.service.ts';

export function registerWalletRoutes(fastify: FastifyInstance, db: Database): void {
  fastify.withTypeProvider<ZodTypeProvider>().get('/api/secure/wallet/user/:userId', {
    config: { guard: 'self' },
    schema: {
      tags: ['Wallet'],
      params: userIdParams,
      querystring: pageQuery,
      response: {
        200: walletResponse,
        400: errorBody,
        401: errorBody,
        403: errorBody,
        404: errorBody,
      },
    },
    handler: (request) =>
      getWallet(db, request.params.userId, request.query.page, request.query.size),
  });
}
