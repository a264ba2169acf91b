import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { plantedTrees, reminderMails, treeSpecies, users } from '../../db/schema/index.ts';

/** A growing tree, as the reminders read it. */
export type ReminderTree = typeof plantedTrees.$inferSelect;

export async function findReminderSettings(db: Database, userId: string) {
  const [row] = await db
    .select({ enabled: users.remindersEnabled, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function setRemindersEnabled(
  db: Database,
  userId: string,
  enabled: boolean,
  at: Date,
): Promise<{ email: string } | undefined> {
  const [row] = await db
    .update(users)
    .set({ remindersEnabled: enabled, updatedAt: at })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  return row;
}

/**
 * Players who asked for reminders, are verified, and have had no reminder mail this game
 * day, with their growing tree if any (at most one grows at a time): a page of them, by id,
 * after `afterUserId`.
 */
export function findReminderCandidates(
  db: Database,
  day: string,
  afterUserId: string | null,
  limit: number,
) {
  return db
    .select({
      userId: users.id,
      email: users.email,
      username: users.username,
      tree: plantedTrees,
      speciesName: treeSpecies.name,
    })
    .from(users)
    .leftJoin(
      plantedTrees,
      and(
        eq(plantedTrees.userId, users.id),
        sql`${plantedTrees.maturedAt} is null and ${plantedTrees.dormant} = false`,
      ),
    )
    .leftJoin(treeSpecies, eq(treeSpecies.id, plantedTrees.speciesId))
    .where(
      // A suspended player is not called back to a game they cannot log in to.
      sql`${users.remindersEnabled} and ${users.verified} and ${users.suspendedAt} is null
        and not exists (
        select 1 from ${reminderMails} m where m.user_id = ${users.id} and m.game_day = ${day})
        and (${afterUserId}::uuid is null or ${users.id} > ${afterUserId}::uuid)`,
    )
    .orderBy(users.id)
    .limit(limit);
}

/**
 * Takes the player's one reminder of the day. The primary key (player, day) lets exactly one
 * caller have it, however many instances run the job at once: true when this one did.
 */
export async function claimReminderDay(
  db: Database,
  claim: { userId: string; day: string; kind: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .insert(reminderMails)
    .values({ userId: claim.userId, gameDay: claim.day, kind: claim.kind, sentAt: claim.at })
    .onConflictDoNothing()
    .returning({ userId: reminderMails.userId });
  return rows.length === 1;
}
