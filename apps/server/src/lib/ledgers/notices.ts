import { levelForXp, SEEDLING_UNLOCK_LEVEL, type NoticeKind } from '@punla/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** Pages of the web app a notice or a mail leads to (apps/web/src/shared/paths.ts). */
export const noticeLinks = {
  myTree: '/app/my-tree',
  marketplace: '/app/resource-hub/marketplace',
  quests: '/app/resource-hub/quest',
  invite: '/app/resource-hub/invite',
  wallet: '/app/profile',
  plantedTrees: '/app/inventory/planted-trees',
  seedlings: '/app/inventory/seedlings',
  previousSeason: '/app/leaderboard/previous-season',
  /** The planting events, the player's RSVPs and tickets (the Event Eligibility page). */
  events: '/app/eligibility-checker',
  /** "My real trees" on the player's profile. */
  realTrees: '/app/profile',
  /** Profile, where the player turns e-mail reminders on and off. */
  profile: '/app/profile',
  /** Report / Suggest, with the player's reports and the admins' replies ("My reports"). */
  reports: '/app/report-bug',
  /** Where a reminder mail's "Turn reminders off" link lands (with its token). */
  unsubscribe: '/unsubscribe',
} as const;

export interface NoticeDraft {
  userId: string;
  kind: NoticeKind;
  /** Makes the event one of its kind: the same (user, kind, ref) is written once. */
  ref: string;
  title: string;
  body: string;
  link: string | null;
  at: Date;
}

/**
 * Writes a notice into the player's inbox, once per (user, kind, ref): a repeat is ignored by
 * the unique index. Call it in the transaction that grants the reward or makes the event, so
 * the notice exists exactly when the thing it announces does. Returns the notice's id, or
 * null when it had been written before.
 */
export async function addNotice(tx: Database, draft: NoticeDraft): Promise<number | null> {
  const result = await tx.execute(sql`
    insert into notifications (user_id, kind, ref, title, body, link, created_at)
    values (${draft.userId}::uuid, ${draft.kind}, ${draft.ref}, ${draft.title}, ${draft.body},
      ${draft.link}, ${draft.at}::timestamptz)
    on conflict do nothing
    returning id
  `);
  const [row] = (result as unknown as { rows: { id: string | number }[] }).rows;
  return row ? Number(row.id) : null;
}

/** What reaching `level` unlocks, in words, or '' when it unlocks nothing. */
function unlockedAt(level: number): string {
  const rarities = (Object.keys(SEEDLING_UNLOCK_LEVEL) as (keyof typeof SEEDLING_UNLOCK_LEVEL)[])
    .filter((rarity) => SEEDLING_UNLOCK_LEVEL[rarity] === level)
    .map((rarity) => `${rarity[0]?.toUpperCase()}${rarity.slice(1)}`);
  if (rarities.length === 0) return '';
  return ` ${rarities.join(' and ')} seedlings are now in the marketplace.`;
}

/**
 * The level-up notice, when an award of `awarded` XP that brought the total to `totalXp`
 * crossed one or more levels (one notice for the level reached, naming every unlock passed).
 */
export async function noticeLevelUp(
  tx: Database,
  award: { userId: string; awarded: number; totalXp: number; at: Date },
): Promise<number | null> {
  if (award.awarded <= 0) return null;
  const before = levelForXp(award.totalXp - award.awarded);
  const after = levelForXp(award.totalXp);
  if (after <= before) return null;
  let unlocks = '';
  for (let level = before + 1; level <= after; level += 1) unlocks += unlockedAt(level);
  return addNotice(tx, {
    userId: award.userId,
    kind: 'LEVEL_UP',
    ref: String(after),
    title: `Level ${after}!`,
    body: `You reached level ${after}.${unlocks}`,
    link: unlocks ? noticeLinks.marketplace : null,
    at: award.at,
  });
}
