import { and, eq, gt, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { plantedTrees, questClaims, resourceInventory, users } from '../../db/schema/index.ts';
import { preparedOnce } from '../../lib/prepared-statements.ts';

export type QuestClaimRow = typeof questClaims.$inferSelect;

/** The latest login claim a streak saver made: the day it covered and the day it was used. */
export interface SavedLogin {
  savedDay: string | null;
  gameDay: string;
}

export interface QuestDayRows {
  /** The player's claims from the game day `from` on. */
  claims: QuestClaimRow[];
  saversHeld: number;
  /** The latest login claim from `savedFrom` on that a streak saver made. */
  lastSaved: SavedLogin | undefined;
  /** Whether any of the player's trees was watered on `today` (the watering quest). */
  watered: boolean;
}

/*
 * Everything the Quests tab is made from, in one statement: it is read on every visit of the
 * tab and before every claim. The claims come as rows (none: one row of nulls, from the left
 * join); the rest rides on each row. The watering is read from the trees here, where the quest
 * needs it, rather than in a second round trip.
 */
const questDayOf = preparedOnce((db: Database) =>
  db
    .select({
      claim: questClaims,
      saversHeld: sql<number>`coalesce((select ${resourceInventory.streakSavers}
        from ${resourceInventory} where ${resourceInventory.userId} = ${users.id}), 0)`,
      lastSaved: sql<SavedLogin | null>`(select json_build_object(
          'savedDay', ${questClaims.savedDay}, 'gameDay', ${questClaims.gameDay})
        from ${questClaims}
        where ${questClaims.userId} = ${users.id} and ${questClaims.quest} = 'DAILY_LOGIN'
          and ${questClaims.savedDay} is not null
          and ${questClaims.gameDay} >= ${sql.placeholder('savedFrom')}
        order by ${questClaims.gameDay} desc limit 1)`,
      watered: sql<boolean>`exists (select 1 from ${plantedTrees}
        where ${plantedTrees.userId} = ${users.id}
          and ${plantedTrees.waterDay} = ${sql.placeholder('today')})`,
    })
    .from(users)
    .leftJoin(
      questClaims,
      and(eq(questClaims.userId, users.id), gte(questClaims.gameDay, sql.placeholder('from'))),
    )
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('quest_day'),
);

export async function readQuestDay(
  db: Database,
  userId: string,
  days: { from: string; savedFrom: string; today: string },
): Promise<QuestDayRows> {
  const rows = await questDayOf(db).execute({ userId, ...days });
  const first = rows[0];
  return {
    claims: rows.flatMap((row) => (row.claim ? [row.claim] : [])),
    saversHeld: first?.saversHeld ?? 0,
    lastSaved: first?.lastSaved ?? undefined,
    watered: first?.watered ?? false,
  };
}

/**
 * Uses one streak saver: a conditional update, so a saver is used once however many claims
 * race. False when the player holds none (any more).
 */
export async function spendSaver(db: Database, userId: string): Promise<boolean> {
  const used = await db
    .update(resourceInventory)
    .set({ streakSavers: sql`${resourceInventory.streakSavers} - 1` })
    .where(and(eq(resourceInventory.userId, userId), gt(resourceInventory.streakSavers, 0)))
    .returning({ savers: resourceInventory.streakSavers });
  return used.length > 0;
}

/** Records the claim; undefined when the quest was claimed that day already (the primary key). */
export async function insertClaim(
  db: Database,
  claim: typeof questClaims.$inferInsert,
): Promise<QuestClaimRow | undefined> {
  const [inserted] = await db.insert(questClaims).values(claim).onConflictDoNothing().returning();
  return inserted;
}
