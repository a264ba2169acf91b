import { apiRoutes, pathTo, type AuthResponse } from '@punla/contract';
import type { Harness } from './harness.ts';
import { callAs, createVerifiedPlayer } from './players.ts';

/** A new verified player who has already done the tour. */
export async function playerPastTour(h: Harness): Promise<AuthResponse> {
  const player = await createVerifiedPlayer(h);
  const userId = player.session.user.id;
  await callAs(h, player.session, pathTo(apiRoutes.accounts.user, { userId }), {
    method: 'PUT',
    body: JSON.stringify({ tourCompleted: true }),
  });
  return player.session;
}

/** Plants the player's starter seedling (the Narra); returns the planted tree's id. */
export async function plantStarterTree(h: Harness, session: AuthResponse): Promise<string> {
  const userId = session.user.id;
  const seedlings = await callAs<{ id: string }[]>(
    h,
    session,
    pathTo(apiRoutes.inventory.seedlings, { userId }),
  );
  const tree = await callAs<{ id: string }>(
    h,
    session,
    pathTo(apiRoutes.plantedTrees.plant, { userId, inventoryId: seedlings[0]?.id ?? '' }),
    { method: 'POST' },
  );
  return tree.id;
}
