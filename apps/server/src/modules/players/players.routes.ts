import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adjustPlayerInput,
  apiRoutes,
  changePlayerRoleInput,
  playerActionResult,
  playerFile,
  playerLedgerQuery,
  playerReasonInput,
  playerSearchPage,
  playerSearchQuery,
  playerWalletLedgerPage,
  playerXpLedgerPage,
  renamePlayerInput,
  userIdParams,
  type PlayerActionResult,
} from '@punla/contract';
import { errorResponses } from '../../lib/route-responses.ts';
import { audited } from '../../plugins/audit.ts';
import { currentUser } from '../../plugins/auth.ts';
import { adjustPlayer, PLAYER_ADJUST_ACTION } from './adjustments.service.ts';
import {
  changePlayerRole,
  renamePlayer,
  sendPlayerPasswordReset,
  sendPlayerVerification,
} from './player-actions.service.ts';
import type { PlayersContext } from './players.context.ts';
import {
  getPlayerFile,
  getPlayerProfile,
  listPlayerWalletLedger,
  listPlayerXpLedger,
  searchPlayers,
} from './players.service.ts';

/**
 * The admins' Players area: the search, a player's file and ledgers, and the actions on an
 * account, each with its audit entry (the suspension and its lift, which span domains, are
 * use-cases/suspend-player.routes.ts).
 */
export function registerPlayerRoutes(fastify: FastifyInstance, ctx: PlayersContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Players (admins)'];
  const routes = apiRoutes.players;
  const profileBefore = (userId: string) => (tx: PlayersContext) => getPlayerProfile(tx, userId);
  const profileAfter = (answer: PlayerActionResult) => answer.player;
  const mailed = (mail: string) => (answer: PlayerActionResult) => ({
    mail,
    to: answer.player.email,
  });

  app.get(routes.search, {
    config: { guard: 'admin' },
    schema: {
      tags,
      querystring: playerSearchQuery,
      response: { 200: playerSearchPage, ...errorResponses() },
    },
    handler: (request) => searchPlayers(ctx, request.query),
  });

  app.get(routes.one, {
    config: { guard: 'admin' },
    schema: { tags, params: userIdParams, response: { 200: playerFile, ...errorResponses() } },
    handler: (request) => getPlayerFile(ctx, request.params.userId),
  });

  app.get(routes.walletLedger, {
    config: { guard: 'admin' },
    schema: {
      tags,
      params: userIdParams,
      querystring: playerLedgerQuery,
      response: { 200: playerWalletLedgerPage, ...errorResponses() },
    },
    handler: (request) => listPlayerWalletLedger(ctx, request.params.userId, request.query),
  });

  app.get(routes.xpLedger, {
    config: { guard: 'admin' },
    schema: {
      tags,
      params: userIdParams,
      querystring: playerLedgerQuery,
      response: { 200: playerXpLedgerPage, ...errorResponses() },
    },
    handler: (request) => listPlayerXpLedger(ctx, request.params.userId, request.query),
  });

  app.post(routes.rename, {
    config: { guard: 'admin', audit: { action: 'player.rename', target: 'player' } },
    schema: {
      tags,
      params: userIdParams,
      body: renamePlayerInput,
      response: { 200: playerActionResult, ...errorResponses(409) },
    },
    handler: (request) => {
      const { userId } = request.params;
      const before = profileBefore(userId);
      return audited<PlayersContext, PlayerActionResult>(
        request,
        ctx,
        { targetId: userId, before, after: profileAfter },
        (tx) => renamePlayer(tx, userId, request.body),
      );
    },
  });

  app.post(routes.role, {
    config: { guard: 'admin', audit: { action: 'player.role', target: 'player' } },
    schema: {
      tags,
      params: userIdParams,
      body: changePlayerRoleInput,
      response: { 200: playerActionResult, ...errorResponses(409) },
    },
    handler: (request) => {
      const { userId } = request.params;
      const before = profileBefore(userId);
      return audited<PlayersContext, PlayerActionResult>(
        request,
        ctx,
        { targetId: userId, before, after: profileAfter },
        (tx) => changePlayerRole(tx, currentUser(request), userId, request.body.role),
      );
    },
  });

  // The mails' codes and links are only in the mails: the entry says which mail went where.
  const mails = [
    [routes.sendVerification, 'verification', sendPlayerVerification],
    [routes.sendPasswordReset, 'password-reset', sendPlayerPasswordReset],
  ] as const;
  for (const [url, mail, send] of mails) {
    app.post(url, {
      config: { guard: 'admin', audit: { action: `player.send-${mail}`, target: 'player' } },
      schema: {
        tags,
        params: userIdParams,
        body: playerReasonInput,
        response: { 200: playerActionResult, ...errorResponses(409) },
      },
      handler: (request) => {
        const { userId } = request.params;
        return audited<PlayersContext, PlayerActionResult>(
          request,
          ctx,
          { targetId: userId, after: mailed(mail) },
          (tx) => send(tx, userId),
        );
      },
    });
  }

  // The service writes the entry itself, with the coins, XP and items before and after, in
  // the transaction that also keeps the idempotency key.
  app.post(routes.adjust, {
    config: { guard: 'admin', audit: { action: PLAYER_ADJUST_ACTION, target: 'player' } },
    schema: {
      tags,
      params: userIdParams,
      body: adjustPlayerInput,
      response: { 200: playerActionResult, ...errorResponses(409, 422) },
    },
    handler: (request) =>
      adjustPlayer(
        ctx,
        { actor: currentUser(request), address: request.ip },
        request.params.userId,
        request.body,
      ),
  });
}
