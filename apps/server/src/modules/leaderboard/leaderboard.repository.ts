import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { seasonXp, seasonXpLevels, users } from '../../db/schema/index.ts';

// The leaderboard is a read-only view over the season XP tables and the players' usernames
// (the accounts domain's users table), so its queries join them here. Only verified accounts
// take part in a season: the XP ledger gives season XP to no other (lib/ledgers/xp-ledger.ts),
// and the top leaves out any unverified account that earned season XP before that rule.

/** The top of a season: by season XP, ties to whoever reached that XP first. */
export function topOfSeason(db: Database, seasonId: number, limit: number) {
  return (
    db
      .select({ userId: seasonXp.userId, username: users.username, xp: seasonXp.xp })
      .from(seasonXp)
      .innerJoin(users, eq(users.id, seasonXp.userId))
      .where(and(eq(seasonXp.seasonId, seasonId), eq(users.verified, true)))
      // Matches the ranking index (xp desc nulls last, reached_at, user_id), so the top is read
      // straight from the index instead of sorting every player.
      .orderBy(sql`${seasonXp.xp} desc nulls last`, asc(seasonXp.reachedAt), asc(seasonXp.userId))
      .limit(limit)
  );
}

/** The players with XP in a season; with `aboveXp`, only those with more XP than that. */
export async function playersIn(db: Database, seasonId: number, aboveXp?: number) {
  const [row] = await db
    .select({ players: sql<number>`coalesce(sum(${seasonXpLevels.players}), 0)::int` })
    .from(seasonXpLevels)
    .where(
      and(
        eq(seasonXpLevels.seasonId, seasonId),
        aboveXp === undefined ? undefined : sql`${seasonXpLevels.xp} > ${aboveXp}`,
      ),
    );
  return row?.players ?? 0;
}

/**
 * A player's rank without walking the players above: the players at each higher XP value
 * are counted per value (season_xp_levels), and only the ties are counted one by one. An
 * unverified account has no rank.
 */
export async function rankIn(db: Database, seasonId: number, userId: string) {
  const [mine] = await db
    .select({
      userId: seasonXp.userId,
      xp: seasonXp.xp,
      reachedAt: seasonXp.reachedAt,
      verified: users.verified,
    })
    .from(seasonXp)
    .innerJoin(users, eq(users.id, seasonXp.userId))
    .where(and(eq(seasonXp.seasonId, seasonId), eq(seasonXp.userId, userId)));
  if (!mine?.verified) return { rank: null, xp: 0 };
  const above = await playersIn(db, seasonId, mine.xp);
  const [ties] = await db
    .select({ players: sql<number>`count(*)::int` })
    .from(seasonXp)
    .where(
      sql`${seasonXp.seasonId} = ${seasonId} and ${seasonXp.xp} = ${mine.xp}
        and (${seasonXp.reachedAt}, ${seasonXp.userId}) < (${mine.reachedAt}, ${mine.userId})`,
    );
  return { rank: above + (ties?.players ?? 0) + 1, xp: mine.xp };
}

export async function findUsername(db: Database, userId: string): Promise<string | undefined> {
  const [user] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  return user?.username;
}
