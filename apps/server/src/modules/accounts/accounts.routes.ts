import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiRoutes,
  authResponse,
  checkVerifiedResponse,
  emailParams,
  errorBody,
  googleExchangeInput,
  googleStatusResponse,
  loginInput,
  messageResponse,
  signupInput,
  signupResponse,
  updatePasswordInput,
  updatePasswordResponse,
  updateProfileInput,
  userIdParams,
  userProfile,
  verifyEmailParams,
  verifyEmailResponse,
} from '@punla/contract';
import { fastSerializerCompiler } from '../../lib/fast-serializer.ts';
import { errorResponses } from '../../lib/route-responses.ts';
import type { AccountsContext } from './accounts.context.ts';
import {
  checkIfVerified,
  getProfile,
  login,
  signup,
  updatePassword,
  updateProfile,
} from './accounts.service.ts';
import {
  exchangeGoogleLoginCode,
  finishGoogleLogin,
  googleLoginStatus,
  startGoogleLogin,
  type GoogleLoginState,
} from './google-login.service.ts';
import { registerPasswordResetRoutes } from './password-reset.routes.ts';
import { requestVerification, verifyEmail } from './verification.service.ts';

const tags = ['Accounts'];
const errors = errorResponses(409, 429);
const routes = apiRoutes.accounts;

export function registerAccountRoutes(app: FastifyInstance, ctx: AccountsContext): void {
  registerSignupRoutes(app, ctx);
  registerLoginRoutes(app, ctx);
  registerGoogleRoutes(app, ctx);
  registerProfileRoutes(app, ctx);
  registerPasswordResetRoutes(app, ctx);
}

/** Sign-up and e-mail verification. */
function registerSignupRoutes(fastify: FastifyInstance, ctx: AccountsContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(routes.signup, {
    config: { guard: 'public' },
    schema: { tags, body: signupInput, response: { 201: signupResponse, ...errors } },
    handler: async (request, reply) =>
      reply.status(201).send(await signup(ctx, request.body, request.ip)),
  });

  app.get(routes.verifyEmail, {
    config: { guard: 'public' },
    schema: { tags, params: verifyEmailParams, response: { 200: verifyEmailResponse, ...errors } },
    handler: (request) => verifyEmail(ctx, { ...request.params, ip: request.ip }),
  });

  app.post(routes.requestVerification, {
    config: { guard: 'public' },
    schema: { tags, params: emailParams, response: { 200: messageResponse, ...errors } },
    handler: (request) => requestVerification(ctx, request.params.email),
  });

  app.get(routes.checkIfVerified, {
    config: { guard: 'public' },
    schema: { tags, params: userIdParams, response: { 200: checkVerifiedResponse, ...errors } },
    handler: (request) => checkIfVerified(ctx, request.params.userId),
  });
}

function registerLoginRoutes(fastify: FastifyInstance, ctx: AccountsContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(routes.login, {
    config: { guard: 'public' },
    schema: { tags, body: loginInput, response: { 200: authResponse, ...errors } },
    handler: (request) => login(ctx, request.body, request.ip),
  });
}

const GOOGLE_STATE_COOKIE = 'punla_google_login';
const googleStateSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
});

/** The login state the browser brought back in its signed cookie, if it is intact. */
function readGoogleState(request: FastifyRequest): GoogleLoginState | undefined {
  const raw = request.cookies[GOOGLE_STATE_COOKIE];
  const unsigned = raw ? request.unsignCookie(raw) : undefined;
  if (!unsigned?.valid || !unsigned.value) return undefined;
  const parsed = googleStateSchema.safeParse(safeJson(unsigned.value));
  return parsed.success ? parsed.data : undefined;
}

/** Google sign-in: status, start (to Google), callback (from Google), and the code exchange. */
function registerGoogleRoutes(fastify: FastifyInstance, ctx: AccountsContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(routes.googleStatus, {
    config: { guard: 'public' },
    schema: { tags, response: { 200: googleStatusResponse } },
    handler: async () => googleLoginStatus(ctx),
  });

  app.get(routes.googleStart, {
    config: { guard: 'public' },
    schema: { tags, response: { 503: errorBody } },
    handler: async (_request, reply) => {
      const { url, state } = await startGoogleLogin(ctx);
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

  app.get(routes.googleCallback, {
    config: { guard: 'public' },
    schema: { tags, response: { 503: errorBody } },
    handler: async (request, reply) => {
      const state = readGoogleState(request);
      reply.clearCookie(GOOGLE_STATE_COOKIE, { path: routes.googleStart });
      return reply.redirect(await finishGoogleLogin(ctx, request.url, state));
    },
  });

  app.post(routes.googleExchange, {
    config: { guard: 'public' },
    schema: { tags, body: googleExchangeInput, response: { 200: authResponse, ...errors } },
    handler: (request) => exchangeGoogleLoginCode(ctx, request.body.code),
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

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
