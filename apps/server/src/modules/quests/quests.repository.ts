import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { questClaims } from '../../db/schema/index.ts';

export type QuestClaimRow = typeof questClaims.$inferSelect;

export function claimsOn(db: Database, userId: string, day: string): Promise<QuestClaimRow[]> {
  return db
    .select()
    .from(questClaims)
    .where(and(eq(questClaims.userId, userId), eq(questClaims.gameDay, day)));
}

/** Records the claim; false when the quest was claimed that day already (the primary key). */
export async function insertClaim(
  db: Database,
  claim: typeof questClaims.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(questClaims)
    .values(claim)
    .onConflictDoNothing()
    .returning({ quest: questClaims.quest });
  return inserted.length > 0;
}
