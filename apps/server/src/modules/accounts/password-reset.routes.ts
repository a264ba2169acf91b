import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoutes, forgotPasswordInput, messageResponse, userIdParams } from '@punla/contract';
import { clientNetwork } from '../../lib/client-network.ts';
import { errorResponses } from '../../lib/route-responses.ts';
import type { AccountsContext } from './accounts.context.ts';
import { forgotPassword } from './password-reset.service.ts';
import { logOutEverywhere } from './sessions.service.ts';

const tags = ['Accounts'];
const errors = errorResponses(409, 429, 503);
const routes = apiRoutes.accounts;

/**
 * Asking for a password reset code, and ending every session of an account. Setting the new
 * password with the code also verifies the account: use-cases/onboard-player.routes.ts.
 */
export function registerPasswordResetRoutes(fastify: FastifyInstance, ctx: AccountsContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(routes.forgotPassword, {
    config: { guard: 'public' },
    schema: { tags, body: forgotPasswordInput, response: { 202: messageResponse, ...errors } },
    handler: async (request, reply) =>
      reply.status(202).send(await forgotPassword(ctx, request.body, clientNetwork(request.ip))),
  });

  app.post(routes.logoutAll, {
    config: { guard: 'self' },
    schema: { tags, params: userIdParams, response: { 200: messageResponse, ...errors } },
    handler: (request) => logOutEverywhere(ctx, request.params.userId),
  });
}
