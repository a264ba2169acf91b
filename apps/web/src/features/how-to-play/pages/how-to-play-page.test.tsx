import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  countOf,
  dailyXpForStage,
  ELIGIBILITY,
  FERTILIZE,
  FREE_DAILY_WATER,
  PURCHASE_CONFIRM_FROM_COINS,
  SEEDLING_UNLOCK_LEVEL,
  STREAK_SAVER,
  LOGIN_STREAK_BONUS_EVERY,
  MATURE_BONUS,
  QUESTS,
  REAL_PLANTER_BADGE,
  REAL_PLANTER_REWARD,
  REFERRAL_REWARD,
  SEEDLING_PRICES,
  stageReward,
  stageThresholds,
  STARTER_KIT,
  TREE_STAGES,
  WATER,
  WILT_AFTER_HOURS,
  xpForLevel,
} from '@punla/contract';
import { routes } from '#app/router.tsx';
import { renderRoutes } from '#test/render.tsx';
import { apiTable, logIn } from '#test/tree-fixtures.ts';
import { stubFetch } from '#test/fetch.ts';
import { daysToMature, factorText, FULL_CARE_GP_PER_DAY } from '../components/how-to-play-facts.ts';

beforeEach(() => {
  logIn();
  stubFetch(apiTable({}));
});

async function openGuide() {
  renderRoutes(routes, ['/app/how-to-play']);
  expect(await screen.findByRole('heading', { level: 1, name: 'How to Play' })).toBeTruthy();
  return (id: string) => {
    const section = document.getElementById(id);
    if (!section) throw new Error(`No section ${id}`);
    return section;
  };
}

describe('how to play', () => {
  it('explains the game in sections, each reachable from the jump links', async () => {
    await openGuide();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Your starter kit',
        'Plant a seedling',
        'Six stages of growth',
        'Water and fertilize',
        "Don't let it wilt",
        'Rewards for growing',
        'Daily XP and free water',
        'Levels',
        'Daily quests',
        'The marketplace and coins',
        'Invite friends',
        'Seasons and the leaderboard',
        'Plant real trees',
        'The CO₂ figures',
      ]),
    );
    const jumps = within(screen.getByRole('navigation', { name: 'Jump to' })).getAllByRole('link');
    for (const jump of jumps) {
      const id = jump.getAttribute('href')!.slice(1);
      expect(document.getElementById(id), id).toBeTruthy();
    }
  });

  it('quotes the starter kit and the one-tree rule', async () => {
    const section = await openGuide();
    const kit = section('start').textContent;
    expect(kit).toContain(countOf(STARTER_KIT.narraSeedlings, 'Narra seedling'));
    expect(kit).toContain(`${STARTER_KIT.water} water`);
    expect(kit).toContain(`${STARTER_KIT.coins} coins`);
    expect(section('planting').textContent).toContain('one tree at a time');
  });

  it('tables the growth points of each stage for each rarity', async () => {
    const section = await openGuide();
    const table = within(section('stages')).getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(TREE_STAGES.length);
    TREE_STAGES.forEach((stage, index) => {
      const cells = within(rows[index]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
      expect(within(rows[index]!).getByRole('rowheader').textContent).toBe(stage);
      expect(cells).toEqual([
        `${stageThresholds('common')[index]}`,
        `${stageThresholds('uncommon')[index]}`,
        `${stageThresholds('rare')[index]}`,
      ]);
    });
    expect(section('stages').textContent).toContain('×1.25');
  });

  it('lists the reward of each stage and the mature bonus', async () => {
    const section = await openGuide();
    const rewards = within(section('rewards')).getAllByRole('listitem');
    expect(rewards.map((item) => item.textContent)).toEqual(
      TREE_STAGES.slice(1).map(
        (stage, offset) =>
          `${stage}+${stageReward(offset + 1).xp} XP+${stageReward(offset + 1).coins} coins`,
      ),
    );
    expect(section('rewards').textContent).toContain(`${MATURE_BONUS.xp} XP`);
  });

  it('gives the care numbers: watering, fertilizing, wilting', async () => {
    const section = await openGuide();
    const care = section('care').textContent;
    expect(care).toContain(`+${WATER.growthPoints} GP`);
    expect(care).toContain(`+${WATER.xp} XP`);
    expect(care).toContain(`Once every ${WATER.cooldownHours} hours, up to ${WATER.perGameDay}`);
    expect(care).toContain(`+${FERTILIZE.growthPoints} GP`);
    expect(care).toContain(`in about ${daysToMature('common')} days`);
    expect(section('wilting').textContent).toContain(`${WILT_AFTER_HOURS} hours`);
    expect(section('wilting').textContent).toContain('never die');
  });

  it('gives daily XP, free water, levels, quests and the streak bonus', async () => {
    const section = await openGuide();
    const daily = section('daily').textContent;
    expect(daily).toContain(`${dailyXpForStage(0)} XP`);
    expect(daily).toContain(`${dailyXpForStage(5)} XP`);
    expect(daily).toContain(`up to ${FREE_DAILY_WATER}`);
    expect(daily).toContain(`when you have fewer than ${FREE_DAILY_WATER}`);
    expect(section('levels').textContent).toContain(`${xpForLevel(2)} XP`);
    const quests = section('quests').textContent;
    expect(quests).toContain(
      `A streak saver (${STREAK_SAVER.price} coins in the marketplace) covers one missed game day`,
    );
    for (const quest of Object.values(QUESTS)) {
      expect(quests).toContain(quest.title);
      expect(quests).toContain(`+${quest.coins} coins`);
    }
    expect(quests).toContain(`every ${LOGIN_STREAK_BONUS_EVERY}th day`);
  });

  it('gives prices, referral rewards and the event rules', async () => {
    const section = await openGuide();
    expect(section('marketplace').textContent).toContain(`${SEEDLING_PRICES.rare} coins`);
    expect(section('marketplace').textContent).toContain('no cash value');
    const market = section('marketplace').textContent;
    expect(market).toContain(`uncommon ones from level ${SEEDLING_UNLOCK_LEVEL.uncommon}`);
    expect(market).toContain(`rare ones from level ${SEEDLING_UNLOCK_LEVEL.rare}`);
    expect(market).toContain(`${STREAK_SAVER.name}${STREAK_SAVER.price} coins`);
    expect(market).toContain(`${PURCHASE_CONFIRM_FROM_COINS} coins or more ask you to confirm`);
    const friends = section('friends').textContent;
    expect(friends).toContain(`${REFERRAL_REWARD.newPlayer.coins} coins`);
    expect(friends).toContain(`${REFERRAL_REWARD.referrer.coins} coins`);
    expect(friends).toContain('Once they really play');
    expect(friends).toContain('does not count for the season');
    const events = section('events').textContent;
    expect(events).toContain(`${ELIGIBILITY.minSeasonXp} season XP`);
    expect(events).toContain(TREE_STAGES[ELIGIBILITY.minStage]!);
    expect(events).toContain('does not guarantee a place');
    expect(events).toContain(`${REAL_PLANTER_REWARD.xp} XP`);
    expect(events).toContain(REAL_PLANTER_BADGE.name);
    expect(events).toContain('waitlist');
    expect(
      within(section('events')).getByRole('link', { name: 'Check my eligibility' }),
    ).toBeTruthy();
    expect(
      within(section('events')).getByRole('link', { name: 'Terms of Use' }).getAttribute('href'),
    ).toBe('/terms-of-use');
  });

  it('says planting happens on My Tree, and where the CO₂ figures come from', async () => {
    const section = await openGuide();
    expect(section('planting').textContent).toContain('Plant on My Tree');
    const co2 = section('co2').textContent;
    expect(co2).toContain('absorbs in a year');
    expect(co2).toContain('once mature');
    expect(co2).toContain('estimates, not measurements');
  });
});

describe('how-to-play facts', () => {
  it('works out the days of full care to a mature tree from the rules', () => {
    expect(FULL_CARE_GP_PER_DAY).toBe(
      WATER.growthPoints * WATER.perGameDay + FERTILIZE.growthPoints * FERTILIZE.perGameDay,
    );
    expect(daysToMature('common')).toBe(
      Math.ceil(stageThresholds('common')[5]! / FULL_CARE_GP_PER_DAY),
    );
    expect(daysToMature('rare')).toBeGreaterThan(daysToMature('common'));
  });

  it('writes counts and factors in words', () => {
    expect(countOf(1, 'Narra seedling')).toBe('1 Narra seedling');
    expect(countOf(100, 'coin')).toBe('100 coins');
    expect(countOf(2, 'fertilizer', 'fertilizer')).toBe('2 fertilizer');
    expect(factorText(1.25)).toBe('×1.25');
    expect(factorText(1.5)).toBe('×1.5');
  });
});
