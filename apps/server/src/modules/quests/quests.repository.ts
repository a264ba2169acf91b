import { and, desc, eq, gt, gte, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { questClaims, resourceInventory } from '../../db/schema/index.ts';
import { preparedOnce } from '../../lib/prepared-statements.ts';

export type QuestClaimRow = typeof questClaims.$inferSelect;

// Read on every quest view and claim: prepared once (lib/prepared-statements.ts).
const claimsFromDay = preparedOnce((db: Database) =>
  db
    .select()
    .from(questClaims)
    .where(
      and(
        eq(questClaims.userId, sql.placeholder('userId')),
        gte(questClaims.gameDay, sql.placeholder('from')),
      ),
    )
    .prepare('quest_claims_from_day'),
);

/**
 * The player's claims from the game day `from` on (the last three days, for the streak and
 * the streak saver).
 */
export function claimsSince(db: Database, userId: string, from: string): Promise<QuestClaimRow[]> {
  return claimsFromDay(db).execute({ userId, from });
}

const lastSavedLoginFrom = preparedOnce((db: Database) =>
  db
    .select()
    .from(questClaims)
    .where(
      and(
        eq(questClaims.userId, sql.placeholder('userId')),
        eq(questClaims.quest, 'DAILY_LOGIN'),
        isNotNull(questClaims.savedDay),
        gte(questClaims.gameDay, sql.placeholder('from')),
      ),
    )
    .orderBy(desc(questClaims.gameDay))
    .limit(1)
    .prepare('quest_claims_last_saved'),
);

/** The player's latest login claim from `from` on that a streak saver made, if any. */
export async function lastSavedLogin(
  db: Database,
  userId: string,
  from: string,
): Promise<QuestClaimRow | undefined> {
  const [row] = await lastSavedLoginFrom(db).execute({ userId, from });
  return row;
}

const saversOf = preparedOnce((db: Database) =>
  db
    .select({ savers: resourceInventory.streakSavers })
    .from(resourceInventory)
    .where(eq(resourceInventory.userId, sql.placeholder('userId')))
    .prepare('resource_inventory_streak_savers'),
);

/** How many streak savers the player holds (0 or 1). */
export async function saversHeld(db: Database, userId: string): Promise<number> {
  const [row] = await saversOf(db).execute({ userId });
  return row?.savers ?? 0;
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
