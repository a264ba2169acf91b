import { and, eq, sql } from 'drizzle-orm';
import {
  LOGIN_STREAK_BONUS_EVERY,
  LOGIN_STREAK_BONUS_MULTIPLIER,
  QUESTS,
  QUEST_KEYS,
  type QuestKey,
  type QuestsToday,
} from '@punla/contract';
import type { Database } from '../../db/client.ts';
import { violatedUniqueConstraint } from '../../db/errors.ts';
import { plantedTrees, questClaims, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { gameDay, nextGameDayStart } from '../../lib/game-day.ts';
import { moveCoins } from '../../lib/ledgers/wallet-ledger.ts';
import { awardXp } from '../../lib/ledgers/xp-ledger.ts';

export interface QuestsContext {
  db: Database;
  clock: Clock;
  timeZone: string;
}

function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

async function claimsOn(db: Database, userId: string, day: string) {
  return db
    .select()
    .from(questClaims)
    .where(and(eq(questClaims.userId, userId), eq(questClaims.gameDay, day)));
}

async function wateredOn(db: Database, userId: string, day: string): Promise<boolean> {
  const rows = await db
    .select({ id: plantedTrees.id })
    .from(plantedTrees)
    .where(and(eq(plantedTrees.userId, userId), eq(plantedTrees.waterDay, day)))
    .limit(1);
  return rows.length > 0;
}

/** The login streak as it stands (or will stand once today's login quest is claimed). */
async function streakFor(db: Database, userId: string, today: string) {
  const [todayLogin] = (await claimsOn(db, userId, today)).filter((c) => c.quest === 'DAILY_LOGIN');
  if (todayLogin) return { current: todayLogin.streak, ifClaimedToday: todayLogin.streak };
  const [yesterday] = (await claimsOn(db, userId, dayBefore(today))).filter(
    (c) => c.quest === 'DAILY_LOGIN',
  );
  const running = yesterday?.streak ?? 0;
  return { current: running, ifClaimedToday: running + 1 };
}

function loginReward(streak: number) {
  const bonus = streak > 0 && streak % LOGIN_STREAK_BONUS_EVERY === 0;
  const base = QUESTS.DAILY_LOGIN;
  return {
    bonus,
    coins: base.coins * (bonus ? LOGIN_STREAK_BONUS_MULTIPLIER : 1),
    xp: base.xp * (bonus ? LOGIN_STREAK_BONUS_MULTIPLIER : 1),
  };
}

/** Today's quests: done, claimed and reward each. Daily means the game day in GAME_TIMEZONE. */
export async function getQuestsToday(ctx: QuestsContext, userId: string): Promise<QuestsToday> {
  const now = ctx.clock.now();
  const today = gameDay(now, ctx.timeZone);
  const claims = await claimsOn(ctx.db, userId, today);
  const claimed = (quest: QuestKey) => claims.find((c) => c.quest === quest);
  const watered = await wateredOn(ctx.db, userId, today);
  const streak = await streakFor(ctx.db, userId, today);
  const login = loginReward(streak.ifClaimedToday);
  const done: Record<QuestKey, boolean> = {
    // Opening the game today (this very request) is the login.
    DAILY_LOGIN: true,
    WATER_TREE: watered,
    COMPLETE_TASKS: Boolean(claimed('DAILY_LOGIN') && claimed('WATER_TREE')),
  };
  const hints: Record<QuestKey, string> = {
    DAILY_LOGIN: '',
    WATER_TREE: 'Water one of your trees today first.',
    COMPLETE_TASKS: 'Claim "Daily login" and "Water your tree" first.',
  };
  return {
    gameDay: today,
    quests: QUEST_KEYS.map((quest) => {
      const claim = claimed(quest);
      const reward = quest === 'DAILY_LOGIN' ? login : QUESTS[quest];
      return {
        quest,
        title: QUESTS[quest].title,
        description: QUESTS[quest].description,
        done: done[quest],
        claimed: Boolean(claim),
        coins: claim?.coins ?? reward.coins,
        xp: claim?.xp ?? reward.xp,
        hint: done[quest] || claim ? null : hints[quest],
      };
    }),
    streak: streak.current,
    bonusToday: login.bonus,
    nextResetAt: nextGameDayStart(now, ctx.timeZone).toISOString(),
  };
}

/** Claims one quest, once per game day: the claim row's primary key decides. */
export async function claimQuest(ctx: QuestsContext, userId: string, quest: QuestKey) {
  const now = ctx.clock.now();
  const today = gameDay(now, ctx.timeZone);
  const before = await getQuestsToday(ctx, userId);
  const status = before.quests.find((q) => q.quest === quest);
  const alreadyClaimed = () =>
    new AppError(
      'ALREADY_CLAIMED',
      `You have already claimed "${QUESTS[quest].title}" today. New quests come tomorrow.`,
    );
  if (!status) throw new AppError('VALIDATION_FAILED', 'There is no such quest.');
  if (status.claimed) throw alreadyClaimed();
  if (!status.done)
    throw new AppError(
      'QUEST_NOT_DONE',
      `"${QUESTS[quest].title}" is not done yet. ${status.hint ?? ''}`.trim(),
    );
  const streak =
    quest === 'DAILY_LOGIN' ? (await streakFor(ctx.db, userId, today)).ifClaimedToday : 0;
  try {
    const totals = await ctx.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(questClaims)
        .values({
          userId,
          quest,
          gameDay: today,
          coins: status.coins,
          xp: status.xp,
          streak,
          claimedAt: now,
        })
        .onConflictDoNothing()
        .returning({ quest: questClaims.quest });
      if (inserted.length === 0) throw alreadyClaimed();
      const ref = `${quest}:${today}`;
      await awardXp(tx, { userId, amount: status.xp, reason: 'quest', ref, at: now });
      await moveCoins(tx, {
        userId,
        amount: status.coins,
        reason: 'quest',
        ref,
        description: `Quest: ${QUESTS[quest].title}${quest === 'DAILY_LOGIN' && before.bonusToday ? ` (day ${streak} bonus)` : ''}`,
        at: now,
      });
      const [user] = await tx
        .select({ walletBalance: users.coinBalance, totalXp: users.totalXp })
        .from(users)
        .where(sql`${users.id} = ${userId}`);
      return user ?? { walletBalance: 0, totalXp: 0 };
    });
    return {
      quest,
      coins: status.coins,
      xp: status.xp,
      streak: quest === 'DAILY_LOGIN' ? streak : before.streak,
      claimedAt: now.toISOString(),
      ...totals,
      today: await getQuestsToday(ctx, userId),
    };
  } catch (error) {
    if (violatedUniqueConstraint(error)) throw alreadyClaimed();
    throw error;
  }
}
