import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiRoutes,
  authResponse,
  checkVerifiedResponse,
  emailParams,
  errorBody,
  googleStartQuery,
  googleExchangeInput,
  googleStatusResponse,
  loginInput,
  messageResponse,
  signupInput,
  signupResponse,
  type SignupResponse,
  updatePasswordInput,
  updatePasswordResponse,
  updateProfileInput,
  userIdParams,
  userProfile,
} from '@punla/contract';
import { clientNetwork } from '../../lib/client-network.ts';
import { limitPublicReads } from '../../lib/public-reads.ts';
import { fastSerializerCompiler } from '../../lib/fast-serializer.ts';
import { errorResponses } from '../../lib/route-responses.ts';
import { answerOnce } from '../../plugins/idempotency.ts';
import type { AccountsContext } from './accounts.context.ts';
import { refuseUnderSignupAge } from './age.service.ts';
import {
  checkIfVerified,
  getProfile,
  limitSignups,
  login,
  DEVICE_HEADER,
  deviceIdOf,
  prepareSignup,
  signup,
  signupAgain,
  updatePassword,
  updateProfile,
} from './accounts.service.ts';
import {
  exchangeGoogleLoginCode,
  googleLoginStatus,
  startGoogleLogin,
} from './google-login.service.ts';
import {
  clearBrowserCookie,
  GOOGLE_STATE_COOKIE,
  readBrowserNonce,
} from './google-state-cookie.ts';
import { registerPasswordResetRoutes } from './password-reset.routes.ts';
import { requestVerification } from './verification.service.ts';

const tags = ['Accounts'];
const errors = errorResponses(409, 422, 429, 503);
const routes = apiRoutes.accounts;

export function registerAccountRoutes(app: FastifyInstance, ctx: AccountsContext): void {
  registerSignupRoutes(app, ctx);
  registerLoginRoutes(app, ctx);
  registerGoogleRoutes(app, ctx);
  registerProfileRoutes(app, ctx);
  registerPasswordResetRoutes(app, ctx);
}

/**
 * Sign-up and asking for a verification code. Verifying with the code is a step of
 * use-cases/onboard-player.ts, and so is its route (use-cases/onboard-player.routes.ts).
 */
function registerSignupRoutes(fastify: FastifyInstance, ctx: AccountsContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(routes.signup, {
    config: { guard: 'public' },
    schema: { tags, body: signupInput, response: { 201: signupResponse, ...errors } },
    handler: (request, reply) => {
      const { email, username, referralCode, birthYear } = request.body;
      // The age gate comes first: a player under 13 leaves nothing behind, not even a count.
      refuseUnderSignupAge(ctx, birthYear);
      const network = clientNetwork(request.ip);
      let passwordHash = '';
      return answerOnce<AccountsContext, SignupResponse>(
        request,
        reply,
        ctx,
        {
          status: 201,
          // The password is checked again on a repeat, never kept nor hashed into the key.
          carries: { email, username, referralCode, birthYear },
          before: async () => {
            await limitSignups(ctx, network);
            passwordHash = await prepareSignup(ctx, request.body, network);
          },
          // The session's token is never kept: a repeat logs the account in again.
          keep: (answer) => ({ kept: { userId: answer.user.id }, userId: answer.user.id }),
          replay: (kept) =>
            signupAgain(ctx, (kept as { userId: string }).userId, request.body, network),
        },
        (tx) =>
          signup(tx, request.body, passwordHash, {
            network,
            device: deviceIdOf(request.headers[DEVICE_HEADER]),
          }),
      );
    },
  });

  app.post(routes.requestVerification, {
    config: { guard: 'public' },
    schema: { tags, params: emailParams, response: { 200: messageResponse, ...errors } },
    handler: (request) =>
      requestVerification(ctx, {
        email: request.params.email,
        network: clientNetwork(request.ip),
      }),
  });

  app.get(routes.checkIfVerified, {
    config: { guard: 'public' },
    schema: { tags, params: userIdParams, response: { 200: checkVerifiedResponse, ...errors } },
    handler: async (request) => {
      await limitPublicReads(ctx, 'check-if-verified', request.ip);
      return checkIfVerified(ctx, request.params.userId);
    },
  });
}

function registerLoginRoutes(fastify: FastifyInstance, ctx: AccountsContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(routes.login, {
    config: { guard: 'public' },
    schema: { tags, body: loginInput, response: { 200: authResponse, ...errors } },
    handler: (request) => login(ctx, request.body, clientNetwork(request.ip)),
  });
}

/**
 * Google sign-in: status, start (to Google) and the code exchange. The callback (from Google)
 * finds or makes the player's account: use-cases/onboard-player.routes.ts.
 */
function registerGoogleRoutes(fastify: FastifyInstance, ctx: AccountsContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(routes.googleStatus, {
    config: { guard: 'public' },
    schema: { tags, response: { 200: googleStatusResponse } },
    handler: async () => googleLoginStatus(ctx),
  });

  app.get(routes.googleStart, {
    config: { guard: 'public' },
    schema: { tags, querystring: googleStartQuery, response: { 400: errorBody, 503: errorBody } },
    handler: async (request, reply) => {
      const { url, state } = await startGoogleLogin(ctx, request.query.birthYear);
      reply.setCookie(GOOGLE_STATE_COOKIE, JSON.stringify(state), {
        path: routes.googleStart,
        httpOnly: true,
        sameSite: 'lax',
        secure: ctx.config.publicUrl.startsWith('https://'),
        signed: true,
        maxAge: 10 * 60,
      });
      return reply.redirect(url);
    },
  });

  app.post(routes.googleExchange, {
    config: { guard: 'public' },
    schema: { tags, body: googleExchangeInput, response: { 200: authResponse, ...errors } },
    handler: (request, reply) => {
      // The code is bound to the browser's nonce cookie, which serves this one exchange.
      const browserNonce = readBrowserNonce(request);
      clearBrowserCookie(reply, ctx.config.publicUrl);
      return exchangeGoogleLoginCode(ctx, request.body.code, browserNonce);
    },
  });
}

/** The player's own profile and password. */
function registerProfileRoutes(fastify: FastifyInstance, ctx: AccountsContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(routes.user, {
    config: { guard: 'self' },
    schema: { tags, params: userIdParams, response: { 200: userProfile, ...errors } },
    serializerCompiler: fastSerializerCompiler,
    handler: (request) => getProfile(ctx, request.params.userId),
  });

  app.put(routes.user, {
    config: { guard: 'self' },
    schema: {
      tags,
      params: userIdParams,
      body: updateProfileInput,
      response: { 200: userProfile, ...errors },
    },
    handler: (request) => updateProfile(ctx, request.params.userId, request.body),
  });

  app.put(routes.updatePassword, {
    config: { guard: 'self' },
    schema: {
      tags,
      params: userIdParams,
      body: updatePasswordInput,
      response: { 200: updatePasswordResponse, ...errors },
    },
    handler: (request) => updatePassword(ctx, request.params.userId, request.body),
  });
}
