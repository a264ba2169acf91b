import { QUESTS, type QuestKey, type QuestsToday } from '@punla/contract';
import { violatedUniqueConstraint } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { inTransaction, type AppContext } from '../../lib/context.ts';
import { gameDay } from '../../lib/game-day.ts';
import { moveCoinsWithBalance } from '../../lib/ledgers/wallet-ledger.ts';
import { awardXpWithTotal } from '../../lib/ledgers/xp-ledger.ts';
import { canEarnRewards } from '../accounts/accounts.policy.ts';
import { checkIfVerified } from '../accounts/accounts.service.ts';
import { rewardReferrerForPlay } from '../referrals/referral-rewards.service.ts';
import { daysBefore, streakOf, type QuestDay } from './quest-day.ts';
import { insertClaim, readQuestDay, spendSaver } from './quests.repository.ts';
import { toQuestsToday } from './quests.view.ts';

/** How far back a used streak saver is still mentioned on the Quests tab. */
const SAVED_SHOWN_DAYS = 6;

async function loadQuestDay(ctx: AppContext, userId: string, now: Date): Promise<QuestDay> {
  const today = gameDay(now, ctx.timeZone);
  const yesterday = daysBefore(today, 1);
  const dayBefore = daysBefore(today, 2);
  const { claims, saversHeld, lastSaved, watered } = await readQuestDay(ctx.db, userId, {
    from: dayBefore,
    savedFrom: daysBefore(today, SAVED_SHOWN_DAYS),
    today,
  });
  const loginOn = (day: string) =>
    claims.find((c) => c.gameDay === day && c.quest === 'DAILY_LOGIN');
  return {
    today,
    claims: claims.filter((c) => c.gameDay === today),
    yesterdayLogin: loginOn(yesterday),
    dayBeforeLogin: loginOn(dayBefore),
    saversHeld,
    lastSaved,
    watered,
  };
}

/** Today's quests: done, claimed and reward each. Daily means the game day in GAME_TIMEZONE. */
export async function getQuestsToday(ctx: AppContext, userId: string): Promise<QuestsToday> {
  const now = ctx.clock.now();
  return toQuestsToday(await loadQuestDay(ctx, userId, now), now, ctx.timeZone);
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
  claim: {
    quest: QuestKey;
    coins: number;
    xp: number;
    streak: number;
    bonus: boolean;
    savedDay: string | null;
  },
  now: Date,
) {
  const { quest, streak, savedDay } = claim;
  const today = gameDay(now, ctx.timeZone);
  const row = { userId, quest, gameDay: today, coins: claim.coins, xp: claim.xp, streak, savedDay };
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
  const before = toQuestsToday(day, now, ctx.timeZone);
  const status = before.quests.find((q) => q.quest === quest);
  if (!status) throw new AppError('VALIDATION_FAILED', 'There is no such quest.');
  if (status.claimed) throw alreadyClaimed(quest);
  if (!status.done)
    throw new AppError(
      'QUEST_NOT_DONE',
      `"${QUESTS[quest].title}" is not done yet. ${status.hint ?? ''}`.trim(),
    );
  const isLogin = quest === 'DAILY_LOGIN';
  const planned = streakOf(day);
  try {
    const { claim, inserted, totals } = await inTransaction(ctx, async (tx) => {
      const claim = {
        quest,
        coins: status.coins,
        xp: status.xp,
        streak: isLogin ? planned.ifClaimedToday : 0,
        bonus: isLogin && before.bonusToday,
        savedDay: null as string | null,
      };
      // The saver is used in the claim's transaction, by a conditional update: once, however
      // many claims race. Only a login claim spends one, so finding none left means another
      // login claim of today took it, and its claim row is there: this one is a repeat.
      if (isLogin && planned.saverCovers) {
        if (!(await spendSaver(tx.db, userId))) throw alreadyClaimed(quest);
        claim.savedDay = planned.saverCovers;
      }
      const recorded = await recordClaim(tx, userId, claim, now);
      // The day's first claim adds a quest day, which may be the player's first real play:
      // the friend who brought them is paid then (docs/game-rules.md, Referrals).
      if (day.claims.length === 0) await rewardReferrerForPlay(tx, userId, 'quests');
      return { claim, ...recorded };
    });
    const savers = day.saversHeld - (claim.savedDay ? 1 : 0);
    const after = {
      ...day,
      claims: [...day.claims, inserted],
      saversHeld: savers,
      lastSaved: claim.savedDay ? inserted : day.lastSaved,
    };
    return {
      quest,
      coins: claim.coins,
      xp: claim.xp,
      streak: isLogin ? claim.streak : before.streak,
      claimedAt: now.toISOString(),
      ...totals,
      today: toQuestsToday(after, now, ctx.timeZone),
    };
  } catch (error) {
    if (violatedUniqueConstraint(error)) throw alreadyClaimed(quest);
    throw error;
  }
}
