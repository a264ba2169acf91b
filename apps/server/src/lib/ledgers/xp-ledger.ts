import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { seasonXp, seasonXpLevels, users, xpLedger } from '../../db/schema/index.ts';

/** A player's XP total, kept on the user row by `awardXp`; undefined without the player. */
export async function totalXp(db: Database, userId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ totalXp: users.totalXp })
    .from(users)
    .where(sql`${users.id} = ${userId}`);
  return row?.totalXp;
}

async function seasonAt(tx: Database, at: Date): Promise<number | undefined> {
  const result = await tx.execute(
    sql`select id from seasons where start_at <= ${at} and end_at > ${at} limit 1`,
  );
  return (result as unknown as { rows: { id: number }[] }).rows[0]?.id;
}

/**
 * Awards XP once per (user, reason, ref): a repeated award is ignored by the ledger's unique
 * index, and the totals move only when a row was written. A verified account's XP also counts
 * for the season running at that moment: the player's season XP and the season's count of
 * players per XP value (which makes ranks cheap) change in the same transaction. Call inside a
 * transaction.
 * Returns the XP actually awarded (0 when it had been awarded before).
 */
export async function awardXp(
  tx: Database,
  award: { userId: string; amount: number; reason: string; ref: string; at: Date },
): Promise<number> {
  if (award.amount <= 0) return 0;
  const seasonId = await seasonAt(tx, award.at);
  const inserted = await tx
    .insert(xpLedger)
    .values({
      userId: award.userId,
      amount: award.amount,
      reason: award.reason,
      ref: award.ref,
      seasonId: seasonId ?? null,
      createdAt: award.at,
    })
    .onConflictDoNothing()
    .returning({ id: xpLedger.id });
  if (inserted.length === 0) return 0;
  const [owner] = await tx
    .update(users)
    .set({ totalXp: sql`${users.totalXp} + ${award.amount}` })
    .where(sql`${users.id} = ${award.userId}`)
    .returning({ verified: users.verified });
  // Only verified accounts take part in a season (docs/game-rules.md): an unverified one's XP
  // counts for its total, never for a leaderboard place, so fake sign-ups rank nowhere and the
  // per-value counts hold ranked players only.
  if (seasonId !== undefined && owner?.verified) {
    // One atomic upsert per player and season: concurrent awards queue on its row.
    const [row] = await tx
      .insert(seasonXp)
      .values({ seasonId, userId: award.userId, xp: award.amount, reachedAt: award.at })
      .onConflictDoUpdate({
        target: [seasonXp.seasonId, seasonXp.userId],
        set: { xp: sql`${seasonXp.xp} + excluded.xp`, reachedAt: sql`excluded.reached_at` },
      })
      .returning({ xp: seasonXp.xp });
    const now = row?.xp ?? award.amount;
    const before = now - award.amount;
    if (before > 0) {
      await tx
        .update(seasonXpLevels)
        .set({ players: sql`${seasonXpLevels.players} - 1` })
        .where(sql`${seasonXpLevels.seasonId} = ${seasonId} and ${seasonXpLevels.xp} = ${before}`);
    }
    await tx
      .insert(seasonXpLevels)
      .values({ seasonId, xp: now, players: 1 })
      .onConflictDoUpdate({
        target: [seasonXpLevels.seasonId, seasonXpLevels.xp],
        set: { players: sql`${seasonXpLevels.players} + 1` },
      });
  }
  return award.amount;
}
