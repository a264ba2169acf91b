import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiRoutes, GOOGLE_LOGIN_CODE_TTL_SECONDS } from '@punla/contract';
import type { GoogleLoginState } from './google-login.service.ts';

/**
 * The signed cookie that carries the Google sign-in's state from its start (accounts.routes.ts)
 * to Google's callback (use-cases/onboard-player.routes.ts).
 */
export const GOOGLE_STATE_COOKIE = 'punla_google_login';

/**
 * The cookie that binds the one-time login code to the browser Google sent back: set by the
 * callback, sent only to the exchange (its path), read and cleared there. It holds a random
 * nonce whose keyed hash is stored with the code, so it needs no signature: a made-up value
 * matches no code.
 */
export const GOOGLE_BROWSER_COOKIE = 'punla_google_browser';

const googleStateSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  birthYear: z.number().int().optional(),
});

/** The login state the browser brought back in its signed cookie, if it is intact. */
export function readGoogleState(request: FastifyRequest): GoogleLoginState | undefined {
  const raw = request.cookies[GOOGLE_STATE_COOKIE];
  const unsigned = raw ? request.unsignCookie(raw) : undefined;
  if (!unsigned?.valid || !unsigned.value) return undefined;
  const parsed = googleStateSchema.safeParse(safeJson(unsigned.value));
  return parsed.success ? parsed.data : undefined;
}

/**
 * httpOnly (no script reads it), SameSite=Lax (set on the navigation back from Google, sent
 * with the web app's own request to the exchange, never with another site's), Secure when the
 * game is served over https, and only for the exchange route.
 */
const browserCookieOptions = (publicUrl: string) => ({
  path: apiRoutes.accounts.googleExchange,
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: publicUrl.startsWith('https://'),
});

/** Gives the browser that finished the sign-in its nonce, for as long as the code lives. */
export function setBrowserCookie(reply: FastifyReply, publicUrl: string, nonce: string): void {
  reply.setCookie(GOOGLE_BROWSER_COOKIE, nonce, {
    ...browserCookieOptions(publicUrl),
    maxAge: GOOGLE_LOGIN_CODE_TTL_SECONDS,
  });
}

/** The nonce the browser brought to the exchange, if any. */
export function readBrowserNonce(request: FastifyRequest): string | undefined {
  return request.cookies[GOOGLE_BROWSER_COOKIE] || undefined;
}

/** The exchange uses the nonce once, whatever its outcome. */
export function clearBrowserCookie(reply: FastifyReply, publicUrl: string): void {
  reply.clearCookie(GOOGLE_BROWSER_COOKIE, browserCookieOptions(publicUrl));
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
