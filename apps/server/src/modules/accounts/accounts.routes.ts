import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
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
import { AppError } from '../../lib/app-error.ts';
import type { AccountsContext } from './accounts.context.ts';
import {
  getProfile,
  getUser,
  login,
  signup,
  updatePassword,
  updateProfile,
} from './accounts.service.ts';
import type { GoogleLogin, GoogleLoginState } from './google-login.service.ts';
import { toUserProfile } from './user-profile.ts';
import { RESEND_MESSAGE, requestVerification, verifyEmail } from './verification.service.ts';

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  429: errorBody,
};
const GOOGLE_STATE_COOKIE = 'punla_google_login';
const googleStateSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
});

export function registerAccountRoutes(
  fastify: FastifyInstance,
  ctx: AccountsContext,
  google: GoogleLogin,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Accounts'];

  app.post('/api/public/user/signup', {
    config: { guard: 'public' },
    schema: { tags, body: signupInput, response: { 201: signupResponse, ...errors } },
    handler: async (request, reply) => {
      const user = await signup(ctx, request.body, request.ip);
      return reply.status(201).send({
        user: toUserProfile(user),
        message: `Welcome to Punla! We sent a 6-digit code to ${user.email}.`,
      });
    },
  });

  app.post('/api/public/user/login', {
    config: { guard: 'public' },
    schema: { tags, body: loginInput, response: { 200: authResponse, ...errors } },
    handler: (request) => login(ctx, request.body, request.ip),
  });

  app.get('/api/public/user/verify-email/:email/:code', {
    config: { guard: 'public' },
    schema: { tags, params: verifyEmailParams, response: { 200: verifyEmailResponse, ...errors } },
    handler: async (request) => {
      await verifyEmail(ctx, { ...request.params, ip: request.ip });
      return { verified: true as const, message: 'Your account is verified.' };
    },
  });

  app.post('/api/public/user/request-verification/:email', {
    config: { guard: 'public' },
    schema: { tags, params: emailParams, response: { 200: messageResponse, ...errors } },
    handler: async (request) => {
      await requestVerification(ctx, request.params.email);
      return { message: RESEND_MESSAGE };
    },
  });

  app.get('/api/public/user/check-if-verified/:userId', {
    config: { guard: 'public' },
    schema: { tags, params: userIdParams, response: { 200: checkVerifiedResponse, ...errors } },
    handler: async (request) => ({
      verified: (await getUser(ctx, request.params.userId)).verified,
    }),
  });

  app.get('/api/public/user/google/status', {
    config: { guard: 'public' },
    schema: { tags, response: { 200: googleStatusResponse } },
    handler: async () => ({ enabled: google.enabled }),
  });

  app.get('/api/public/user/google', {
    config: { guard: 'public' },
    schema: { tags, response: { 503: errorBody } },
    handler: async (_request, reply) => {
      const { url, state } = await google.start();
      reply.setCookie(GOOGLE_STATE_COOKIE, JSON.stringify(state), {
        path: '/api/public/user/google',
        httpOnly: true,
        sameSite: 'lax',
        secure: ctx.config.publicUrl.startsWith('https://'),
        signed: true,
        maxAge: 10 * 60,
      });
      return reply.redirect(url);
    },
  });

  app.get('/api/public/user/google/callback', {
    config: { guard: 'public' },
    schema: { tags, response: { 503: errorBody } },
    handler: async (request, reply) => {
      const raw = request.cookies[GOOGLE_STATE_COOKIE];
      const unsigned = raw ? request.unsignCookie(raw) : undefined;
      let state: GoogleLoginState | undefined;
      if (unsigned?.valid && unsigned.value) {
        const parsed = googleStateSchema.safeParse(safeJson(unsigned.value));
        state = parsed.success ? parsed.data : undefined;
      }
      reply.clearCookie(GOOGLE_STATE_COOKIE, { path: '/api/public/user/google' });
      const base = `${ctx.config.publicUrl}/google-callback`;
      try {
        const code = await google.finish(request.url, state);
        return reply.redirect(`${base}/${encodeURIComponent(code)}`);
      } catch (error) {
        if (error instanceof AppError && error.statusCode !== 503) {
          return reply.redirect(`${base}?error=${encodeURIComponent(error.message)}`);
        }
        throw error;
      }
    },
  });

  app.post('/api/public/user/google/exchange', {
    config: { guard: 'public' },
    schema: { tags, body: googleExchangeInput, response: { 200: authResponse, ...errors } },
    handler: (request) => google.exchange(request.body.code),
  });

  app.get('/api/secure/user/:userId', {
    config: { guard: 'self' },
    schema: { tags, params: userIdParams, response: { 200: userProfile, ...errors } },
    handler: (request) => getProfile(ctx, request.params.userId),
  });

  app.put('/api/secure/user/:userId', {
    config: { guard: 'self' },
    schema: {
      tags,
      params: userIdParams,
      body: updateProfileInput,
      response: { 200: userProfile, ...errors },
    },
    handler: (request) => updateProfile(ctx, request.params.userId, request.body),
  });

  app.put('/api/secure/user/:userId/update-password', {
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
