import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiRoutes, errorBody } from '@punla/contract';
import type { AppContext } from '../../lib/context.ts';
import { getFile } from './files.service.ts';

export function registerFileRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  fastify.withTypeProvider<ZodTypeProvider>().get(apiRoutes.files.one, {
    config: { guard: 'public' },
    schema: {
      tags: ['Files'],
      params: z.strictObject({
        sha256: z.string().regex(/^[0-9a-f]{64}$/, { error: 'Not a file address.' }),
      }),
      response: { 404: errorBody, 400: errorBody },
    },
    handler: async (request, reply) => {
      const file = await getFile(ctx, request.params.sha256);
      // Content-addressed: the bytes behind an address never change.
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .send(file.data as never); // raw bytes: Fastify sends a Buffer without serializing it
    },
  });
}
