import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { questClaims } from '../../db/schema/index.ts';
import { preparedOnce } from '../../lib/prepared-statements.ts';

export type QuestClaimRow = typeof questClaims.$inferSelect;

// Read on every quest view and claim: prepared once (lib/prepared-statements.ts).
const claimsOnTwoDays = preparedOnce((db: Database) =>
  db
    .select()
    .from(questClaims)
    .where(
      and(
        eq(questClaims.userId, sql.placeholder('userId')),
        or(
          eq(questClaims.gameDay, sql.placeholder('first')),
          eq(questClaims.gameDay, sql.placeholder('second')),
        ),
      ),
    )
    .prepare('quest_claims_on_two_days'),
);

/** The player's claims on the two game days given (yesterday and today, for the streak). */
export function claimsOn(
  db: Database,
  userId: string,
  days: [string, string],
): Promise<QuestClaimRow[]> {
  return claimsOnTwoDays(db).execute({ userId, first: days[0], second: days[1] });
}

/** Records the claim; undefined when the quest was claimed that day already (the primary key). */
export async function insertClaim(
  db: Database,
  claim: typeof questClaims.$inferInsert,
): Promise<QuestClaimRow | undefined> {
  const [inserted] = await db.insert(questClaims).values(claim).onConflictDoNothing().returning();
  return inserted;
}
