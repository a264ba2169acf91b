import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { questClaims } from '../../db/schema/index.ts';

export type QuestClaimRow = typeof questClaims.$inferSelect;

/** The player's claims of the game days given (today and yesterday: one read for both). */
export function claimsOn(db: Database, userId: string, days: string[]): Promise<QuestClaimRow[]> {
  return db
    .select()
    .from(questClaims)
    .where(and(eq(questClaims.userId, userId), inArray(questClaims.gameDay, days)));
}

/** Records the claim; undefined when the quest was claimed that day already (the primary key). */
export async function insertClaim(
  db: Database,
  claim: typeof questClaims.$inferInsert,
): Promise<QuestClaimRow | undefined> {
  const [inserted] = await db.insert(questClaims).values(claim).onConflictDoNothing().returning();
  return inserted;
}
