import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminDeletionReason,
  apiRoutes,
  authResponse,
  deleteAccountInput,
  deletionScheduled,
  userIdParams,
} from '@punla/contract';
import { AppError } from '../lib/app-error.ts';
import { errorResponses } from '../lib/route-responses.ts';
import type { PlayersContext } from '../modules/players/players.context.ts';
import { getPlayerProfile } from '../modules/players/players.service.ts';
import { audited } from '../plugins/audit.ts';
import { currentUser } from '../plugins/auth.ts';
import { deleteAccountOnRequest, deleteOwnAccount, keepOwnAccount } from './delete-account.ts';

/**
 * "Delete my account" (the player, or an admin on the player's request with a reason, which
 * the audit log keeps) and "Keep my account" during the grace period, with the token a login
 * handed out then (guard `keep`).
 */
export function registerDeleteAccountRoutes(fastify: FastifyInstance, ctx: PlayersContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Your data'];

  app.post(apiRoutes.privacy.delete, {
    // Any logged-in user reaches the handler, which lets only the account's owner, or an admin
    // with a reason, through; an admin's deletion is on the record like their other actions.
    config: { guard: 'user', audit: { action: 'player.delete', target: 'player' } },
    schema: {
      tags,
      params: userIdParams,
      body: deleteAccountInput,
      response: { 202: deletionScheduled, ...errorResponses(409, 429) },
    },
    handler: async (request, reply) => {
      const actor = currentUser(request);
      const { userId } = request.params;
      if (userId === actor.id) {
        return reply.status(202).send(await deleteOwnAccount(ctx, userId, request.body));
      }
      if (actor.role !== 'ADMIN') {
        throw new AppError('FORBIDDEN', 'You can only delete your own account.');
      }
      const reason = adminDeletionReason.safeParse(request.body.reason ?? '');
      if (!reason.success) {
        throw new AppError(
          'VALIDATION_FAILED',
          `reason: ${reason.error.issues[0]?.message ?? 'Write a reason.'}`,
        );
      }
      const scheduled = await audited(
        request,
        ctx,
        {
          targetId: userId,
          before: (tx: PlayersContext) => getPlayerProfile(tx, userId),
          reason: reason.data,
        },
        (tx: PlayersContext) => deleteAccountOnRequest(tx, actor, userId),
      );
      return reply.status(202).send(scheduled);
    },
  });

  app.post(apiRoutes.privacy.keep, {
    config: { guard: 'keep' },
    schema: {
      tags,
      params: userIdParams,
      response: { 200: authResponse, ...errorResponses(409) },
    },
    handler: (request) => keepOwnAccount(ctx, request.params.userId),
  });
}
