import { apiRoutes, pathTo, type NoticeKind, type NoticePage } from '@punla/contract';
import { addNotice } from '../../src/lib/ledgers/notices.ts';
import type { TestApp, TestPlayer } from '../test-app.ts';

/** Asks for a page of `player`'s inbox, as `caller` (the player by default). */
export function requestNotices(
  t: TestApp,
  player: TestPlayer,
  query: Record<string, string> = {},
  caller = player,
) {
  const search = new URLSearchParams(query).toString();
  return t.request({
    method: 'GET',
    url: `${pathTo(apiRoutes.notifications.ofPlayer, { userId: player.user.id })}${search ? `?${search}` : ''}`,
    token: caller.token,
  });
}

/** A page of the player's inbox (fails the test when the API refuses). */
export async function noticesOf(
  t: TestApp,
  player: TestPlayer,
  query: Record<string, string> = {},
): Promise<NoticePage> {
  const response = await requestNotices(t, player, query);
  if (response.statusCode !== 200) throw new Error(`inbox refused: ${response.body}`);
  return response.json<NoticePage>();
}

/** Marks notices read (`payload` undefined sends no body: all of them). */
export function readNotices(t: TestApp, player: TestPlayer, payload?: unknown, caller = player) {
  return t.request({
    method: 'POST',
    url: pathTo(apiRoutes.notifications.read, { userId: player.user.id }),
    token: caller.token,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Writes a notice straight into the player's inbox, as the code granting a reward does. */
export async function addTestNotice(
  t: TestApp,
  userId: string,
  ref: string,
  kind: NoticeKind = 'STAGE_UP',
): Promise<number> {
  const id = await addNotice(t.db, {
    userId,
    kind,
    ref,
    title: `Notice ${ref}`,
    body: `Something happened: ${ref}.`,
    link: '/app/my-tree',
    at: t.clock.now(),
  });
  if (id === null) throw new Error(`notice ${ref} was written before`);
  return id;
}
