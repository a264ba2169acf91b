import {
  IconAward,
  IconCalendarCheck,
  IconChecklist,
  IconStairsUp,
  IconSun,
} from '@tabler/icons-react';
import {
  countOf,
  dailyXpForStage,
  FREE_DAILY_WATER,
  LOGIN_STREAK_BONUS_EVERY,
  LOGIN_STREAK_BONUS_MULTIPLIER,
  MATURE_BONUS,
  MATURE_STAGE,
  QUEST_KEYS,
  QUESTS,
  stageReward,
  STREAK_SAVER,
  TREE_STAGES,
  xpForLevel,
} from '@punla/contract';
import { paths } from '#shared/paths.ts';
import { GameButton } from '#shared/ui/game-button.tsx';
import { GuideSection, ICON, Pill, SMALL } from './guide-section.tsx';
import classes from './how-to-play.module.css';

const LEVELS_SHOWN = [1, 2, 3, 4, 5, 10];

/** The XP and coins of each new stage, and the bonus of a mature tree. */
export function StageRewardsSection() {
  const matureName = TREE_STAGES[MATURE_STAGE];
  return (
    <GuideSection
      id="rewards"
      icon={<IconAward {...ICON} />}
      tone="yellow"
      title="Rewards for growing"
    >
      <p>Every new stage pays out XP and coins, and each one pays more than the last:</p>
      <ol className={classes.rewardRow}>
        {TREE_STAGES.slice(1).map((stage, offset) => {
          const reward = stageReward(offset + 1);
          return (
            <li key={stage}>
              <span>{stage}</span>
              <strong>+{reward.xp} XP</strong>
              <strong className={classes.coins}>+{countOf(reward.coins, 'coin')}</strong>
            </li>
          );
        })}
      </ol>
      <p className={classes.note}>
        Reaching {matureName} also gives a bonus of <strong>{MATURE_BONUS.xp} XP</strong> and{' '}
        {countOf(MATURE_BONUS.freeCommonSeedlings, 'free common seedling')}.
      </p>
    </GuideSection>
  );
}

/** Today's XP from the tree, by stage, and the free daily water. */
export function DailyXpSection() {
  return (
    <GuideSection
      id="daily"
      icon={<IconSun {...ICON} />}
      tone="yellow"
      title="Daily XP and free water"
    >
      <p>
        Once a game day, claim XP from your active tree on My Tree. The bigger the tree, the more
        you get:
      </p>
      <ol className={classes.dailyRow}>
        {TREE_STAGES.map((stage, index) => (
          <li key={stage}>
            <span>{stage}</span>
            <strong>{dailyXpForStage(index)} XP</strong>
          </li>
        ))}
      </ol>
      <p>
        Out of water? Once a game day, when you have fewer than {FREE_DAILY_WATER}, you can top your
        water up to <strong>{FREE_DAILY_WATER}</strong> for free in your Inventory. With{' '}
        {FREE_DAILY_WATER} or more there is nothing to top up, so the day&apos;s top-up waits until
        you use some.
      </p>
    </GuideSection>
  );
}

/** How XP adds up to levels. */
export function LevelsSection() {
  return (
    <GuideSection id="levels" icon={<IconStairsUp {...ICON} />} tone="green" title="Levels">
      <p>
        XP is never spent: it only adds up, and your level grows with it. Level <em>n</em> needs{' '}
        {xpForLevel(1) / 2}·<em>n</em>·(<em>n</em>+1) XP in total:
      </p>
      <ul className={classes.levels}>
        {LEVELS_SHOWN.map((level) => (
          <li key={level}>
            <span>Level {level}</span>
            <strong>{xpForLevel(level).toLocaleString('en-PH')} XP</strong>
          </li>
        ))}
      </ul>
    </GuideSection>
  );
}

/** The three daily quests and the login streak. */
export function DailyQuestsSection() {
  return (
    <GuideSection id="quests" icon={<IconChecklist {...ICON} />} tone="blue" title="Daily quests">
      <p>
        Three quests reset every game day. Claim each one by hand in the Quest tab once it is done:
      </p>
      <ul className={classes.quests}>
        {QUEST_KEYS.map((key) => (
          <li key={key}>
            <div>
              <strong>{QUESTS[key].title}</strong>
              <span>{QUESTS[key].description}</span>
            </div>
            <p className={classes.pills}>
              <Pill tone="yellow">+{QUESTS[key].xp} XP</Pill>
              <Pill tone="brown">+{countOf(QUESTS[key].coins, 'coin')}</Pill>
            </p>
          </li>
        ))}
      </ul>
      <p className={classes.note}>
        Log in and claim the login quest day after day to build a streak: every{' '}
        {LOGIN_STREAK_BONUS_EVERY}th day of a streak, the login reward is{' '}
        {LOGIN_STREAK_BONUS_MULTIPLIER === 2 ? 'doubled' : `×${LOGIN_STREAK_BONUS_MULTIPLIER}`}.
        Missed a day? A {STREAK_SAVER.name.toLowerCase()} ({countOf(STREAK_SAVER.price, 'coin')} in
        the marketplace) covers one missed game day by itself when you next claim the login reward,
        and the Quest tab says which day it covered. Miss two days in a row and the streak starts
        again (the saver is kept).
      </p>
      <GameButton
        to={paths.app.quest}
        size="sm"
        color="blue"
        leftSection={<IconCalendarCheck {...SMALL} />}
      >
        Today&rsquo;s quests
      </GameButton>
    </GuideSection>
  );
}
