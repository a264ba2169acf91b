import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiRoutes,
  errorBody,
  messageResponse,
  resetPasswordByLinkInput,
  resetPasswordInput,
  verifyEmailParams,
  verifyEmailResponse,
} from '@punla/contract';
import { clientNetwork } from '../lib/client-network.ts';
import { errorResponses } from '../lib/route-responses.ts';
import type { AccountsContext } from '../modules/accounts/accounts.context.ts';
import {
  GOOGLE_STATE_COOKIE,
  readGoogleState,
  setBrowserCookie,
} from '../modules/accounts/google-state-cookie.ts';
import { resetPassword, verifyEmail } from './onboard-player.ts';
import { finishGoogleLogin } from './sign-in-with-google.ts';

const tags = ['Accounts'];
const errors = errorResponses(409, 429);
const routes = apiRoutes.accounts;

/**
 * The account routes whose step proves a mailbox and so onboards the player (starter kit,
 * referral): the verification code, a password reset's code, and Google's callback. The
 * other account routes are modules/accounts/accounts.routes.ts.
 */
export function registerOnboardingRoutes(fastify: FastifyInstance, ctx: AccountsContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(routes.verifyEmail, {
    config: { guard: 'public' },
    schema: { tags, params: verifyEmailParams, response: { 200: verifyEmailResponse, ...errors } },
    handler: (request) =>
      verifyEmail(ctx, { ...request.params, network: clientNetwork(request.ip) }),
  });

  app.post(routes.resetPassword, {
    config: { guard: 'public' },
    schema: { tags, body: resetPasswordInput, response: { 200: messageResponse, ...errors } },
    handler: (request) => resetPassword(ctx, request.body, clientNetwork(request.ip)),
  });

  app.post(routes.resetPasswordByLink, {
    config: { guard: 'public' },
    schema: {
      tags,
      body: resetPasswordByLinkInput,
      response: { 200: messageResponse, ...errors },
    },
    handler: (request) => resetPassword(ctx, request.body, clientNetwork(request.ip)),
  });

  app.get(routes.googleCallback, {
    config: { guard: 'public' },
    schema: { tags, response: { 503: errorBody } },
    handler: async (request, reply) => {
      const state = readGoogleState(request);
      reply.clearCookie(GOOGLE_STATE_COOKIE, { path: routes.googleStart });
      const { location, browserNonce } = await finishGoogleLogin(
        ctx,
        request.url,
        state,
        clientNetwork(request.ip),
      );
      if (browserNonce) setBrowserCookie(reply, ctx.config.publicUrl, browserNonce);
      return reply.redirect(location);
    },
  });
}
