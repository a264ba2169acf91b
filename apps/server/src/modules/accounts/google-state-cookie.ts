import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { GoogleLoginState } from './google-login.service.ts';

/**
 * The signed cookie that carries the Google sign-in's state from its start (accounts.routes.ts)
 * to Google's callback (use-cases/onboard-player.routes.ts).
 */
export const GOOGLE_STATE_COOKIE = 'punla_google_login';

const googleStateSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
});

/** The login state the browser brought back in its signed cookie, if it is intact. */
export function readGoogleState(request: FastifyRequest): GoogleLoginState | undefined {
  const raw = request.cookies[GOOGLE_STATE_COOKIE];
  const unsigned = raw ? request.unsignCookie(raw) : undefined;
  if (!unsigned?.valid || !unsigned.value) return undefined;
  const parsed = googleStateSchema.safeParse(safeJson(unsigned.value));
  return parsed.success ? parsed.data : undefined;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
