import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers on every response. Mantine sets inline style attributes, so styles may be
 * inline; scripts come only from our own origin. Images may come from https (map tiles).
 * 'wasm-unsafe-eval' lets the check-in desk compile its QR reader (WebAssembly served by us);
 * it allows no JavaScript eval.
 */
const policy: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:', 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet writes for this policy. They are the same for every response, so they
 * are worked out once here: helmet's Fastify plugin builds the policy again per request.
 */
function headersOf(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, response as unknown as ServerResponse, () => undefined);
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = headersOf(policy);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
