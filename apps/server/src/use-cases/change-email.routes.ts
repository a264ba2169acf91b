import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiRoutes,
  changeEmailInput,
  confirmEmailInput,
  messageResponse,
  userIdParams,
} from '@punla/contract';
import { clientNetwork } from '../lib/client-network.ts';
import { errorResponses } from '../lib/route-responses.ts';
import type { AccountsContext } from '../modules/accounts/accounts.context.ts';
import { requestEmailChange } from '../modules/accounts/email-change.service.ts';
import { confirmEmailChange } from './change-email.ts';

const tags = ['Accounts'];
const errors = errorResponses(409, 429, 503);
const routes = apiRoutes.accounts;

/**
 * A player's change of e-mail address: asking for it (a code to the new address), and
 * confirming it with the code, which proves the new mailbox (change-email.ts).
 */
export function registerChangeEmailRoutes(fastify: FastifyInstance, ctx: AccountsContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(routes.changeEmail, {
    config: { guard: 'self' },
    schema: {
      tags,
      params: userIdParams,
      body: changeEmailInput,
      response: { 202: messageResponse, ...errors },
    },
    handler: async (request, reply) =>
      reply
        .status(202)
        .send(
          await requestEmailChange(
            ctx,
            request.params.userId,
            request.body,
            clientNetwork(request.ip),
          ),
        ),
  });

  app.post(routes.confirmEmail, {
    config: { guard: 'self' },
    schema: {
      tags,
      params: userIdParams,
      body: confirmEmailInput,
      response: { 200: messageResponse, ...errors },
    },
    handler: (request) => confirmEmailChange(ctx, request.params.userId, request.body),
  });
}
