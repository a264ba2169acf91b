import {
  LOGIN_STREAK_BONUS_EVERY,
  LOGIN_STREAK_BONUS_MULTIPLIER,
  QUESTS,
  QUEST_KEYS,
  type QuestKey,
  type QuestsToday,
} from '@punla/contract';
import { violatedUniqueConstraint } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { inTransaction, type AppContext } from '../../lib/context.ts';
import { gameDay, nextGameDayStart } from '../../lib/game-day.ts';
import { moveCoinsWithBalance } from '../../lib/ledgers/wallet-ledger.ts';
import { awardXpWithTotal } from '../../lib/ledgers/xp-ledger.ts';
import { canEarnRewards } from '../accounts/accounts.policy.ts';
import { checkIfVerified } from '../accounts/accounts.service.ts';
import { hasWateredOn } from '../planted-trees/planted-trees.service.ts';
import { claimsOn, insertClaim, type QuestClaimRow } from './quests.repository.ts';

function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** What today's quests are made from, read once per request. */
interface QuestDay {
  today: string;
  /** Today's claims. */
  claims: QuestClaimRow[];
  /** Yesterday's login claim, which the streak continues. */
  yesterdayLogin: QuestClaimRow | undefined;
  watered: boolean;
}

async function loadQuestDay(ctx: AppContext, userId: string, now: Date): Promise<QuestDay> {
  const today = gameDay(now, ctx.timeZone);
  const yesterday = dayBefore(today);
  const [claims, watered] = await Promise.all([
    claimsOn(ctx.db, userId, [yesterday, today]),
    hasWateredOn(ctx, userId, today),
  ]);
  return {
    today,
    claims: claims.filter((c) => c.gameDay === today),
    yesterdayLogin: claims.find((c) => c.gameDay === yesterday && c.quest === 'DAILY_LOGIN'),
    watered,
  };
}

/** The login streak as it stands (or will stand once today's login quest is claimed). */
function streakOf(day: QuestDay) {
  const todayLogin = day.claims.find((c) => c.quest === 'DAILY_LOGIN');
  if (todayLogin) return { current: todayLogin.streak, ifClaimedToday: todayLogin.streak };
  const running = day.yesterdayLogin?.streak ?? 0;
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

const hints: Record<QuestKey, string> = {
  DAILY_LOGIN: '',
  WATER_TREE: 'Water one of your trees today first.',
  COMPLETE_TASKS: 'Claim "Daily login" and "Water your tree" first.',
};

/** Today's quests: done, claimed and reward each. Daily means the game day in GAME_TIMEZONE. */
export async function getQuestsToday(ctx: AppContext, userId: string): Promise<QuestsToday> {
  const now = ctx.clock.now();
  return questsOf(ctx, await loadQuestDay(ctx, userId, now), now);
}

function questsOf(ctx: AppContext, day: QuestDay, now: Date): QuestsToday {
  const claimed = (quest: QuestKey) => day.claims.find((c) => c.quest === quest);
  const streak = streakOf(day);
  const login = loginReward(streak.ifClaimedToday);
  const done: Record<QuestKey, boolean> = {
    // Opening the game today (this very request) is the login.
    DAILY_LOGIN: true,
    WATER_TREE: day.watered,
    COMPLETE_TASKS: Boolean(claimed('DAILY_LOGIN') && claimed('WATER_TREE')),
  };
  return {
    gameDay: day.today,
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

const alreadyClaimed = (quest: QuestKey) =>
  new AppError(
    'ALREADY_CLAIMED',
    `You have already claimed "${QUESTS[quest].title}" today. New quests come tomorrow.`,
  );

/**
 * Records the claim and pays its reward, inside the claim's transaction; returns the claim
 * row and the player's totals after it.
 */
async function recordClaim(
  ctx: AppContext,
  userId: string,
  claim: { quest: QuestKey; coins: number; xp: number; streak: number; bonus: boolean },
  now: Date,
) {
  const { quest, streak } = claim;
  const today = gameDay(now, ctx.timeZone);
  const row = { userId, quest, gameDay: today, coins: claim.coins, xp: claim.xp, streak };
  const inserted = await insertClaim(ctx.db, { ...row, claimedAt: now });
  if (!inserted) throw alreadyClaimed(quest);
  const ref = `${quest}:${today}`;
  const xp = await awardXpWithTotal(ctx.db, {
    userId,
    amount: claim.xp,
    reason: 'quest',
    ref,
    at: now,
  });
  const coins = await moveCoinsWithBalance(ctx.db, {
    userId,
    amount: claim.coins,
    reason: 'quest',
    ref,
    description: `Quest: ${QUESTS[quest].title}${claim.bonus ? ` (day ${streak} bonus)` : ''}`,
    at: now,
  });
  return { inserted, totals: { walletBalance: coins.balance, totalXp: xp.totalXp } };
}

/**
 * Claims one quest, once per game day: the claim row's primary key decides. Today's quests
 * are read once; the answer's `today` is that state with this claim added.
 */
export async function claimQuest(ctx: AppContext, userId: string, quest: QuestKey) {
  if (!canEarnRewards(await checkIfVerified(ctx, userId))) {
    throw new AppError('FORBIDDEN', 'Verify your e-mail address to claim quest rewards.');
  }
  const now = ctx.clock.now();
  const day = await loadQuestDay(ctx, userId, now);
  const before = questsOf(ctx, day, now);
  const status = before.quests.find((q) => q.quest === quest);
  if (!status) throw new AppError('VALIDATION_FAILED', 'There is no such quest.');
  if (status.claimed) throw alreadyClaimed(quest);
  if (!status.done)
    throw new AppError(
      'QUEST_NOT_DONE',
      `"${QUESTS[quest].title}" is not done yet. ${status.hint ?? ''}`.trim(),
    );
  const isLogin = quest === 'DAILY_LOGIN';
  const streak = isLogin ? streakOf(day).ifClaimedToday : 0;
  try {
    const { inserted, totals } = await inTransaction(ctx, (tx) =>
      recordClaim(
        tx,
        userId,
        {
          quest,
          coins: status.coins,
          xp: status.xp,
          streak,
          bonus: isLogin && before.bonusToday,
        },
        now,
      ),
    );
    return {
      quest,
      coins: status.coins,
      xp: status.xp,
      streak: isLogin ? streak : before.streak,
      claimedAt: now.toISOString(),
      ...totals,
      today: questsOf(ctx, { ...day, claims: [...day.claims, inserted] }, now),
    };
  } catch (error) {
    if (violatedUniqueConstraint(error)) throw alreadyClaimed(quest);
    throw error;
  }
}
