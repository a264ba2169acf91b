import type { ReactNode } from 'react';
import {
  IconAlertTriangle,
  IconAward,
  IconBuildingStore,
  IconCalendarCheck,
  IconChecklist,
  IconCoin,
  IconDroplet,
  IconFlask,
  IconGift,
  IconMapPin,
  IconPlant2,
  IconSeedling,
  IconShovel,
  IconStairsUp,
  IconSun,
  IconTrophy,
  IconUsersPlus,
} from '@tabler/icons-react';
import {
  dailyXpForStage,
  ELIGIBILITY,
  FERTILIZE,
  FREE_DAILY_WATER,
  GROWTH_FACTOR,
  LEADERBOARD_SIZE,
  LOGIN_STREAK_BONUS_EVERY,
  LOGIN_STREAK_BONUS_MULTIPLIER,
  MATURE_BONUS,
  MATURE_STAGE,
  QUEST_KEYS,
  QUESTS,
  REFERRAL_APPLY_WITHIN_DAYS,
  REFERRAL_REWARD,
  REFERRALS_REWARDED_PER_SEASON,
  SEEDLING_PRICES,
  STARTER_KIT,
  STARTING_MARKET,
  stageReward,
  stageThresholds,
  TREE_STAGES,
  WATER,
  WILT_AFTER_HOURS,
  xpForLevel,
} from '@punla/contract';
import { paths } from '../../../shared/paths.ts';
import { GameButton } from '../../../shared/ui/game-button.tsx';
import { TreePicture } from '../../../shared/ui/tree-picture.tsx';
import { JumpLink } from '../jump-link.tsx';
import {
  countOf,
  daysToMature,
  factorText,
  FULL_CARE_GP_PER_DAY,
  RARITY_LABELS,
  rarities,
} from './how-to-play-facts.ts';
import classes from './how-to-play.module.css';

const ICON = { size: 26, stroke: 2.2 } as const;
const SMALL = { size: 18, stroke: 2.4 } as const;
const NARRA = 'Pterocarpus indicus';

type Tone = 'green' | 'blue' | 'yellow' | 'red' | 'brown';

interface GuideSectionProps {
  id: string;
  icon: ReactNode;
  tone: Tone;
  title: string;
  children: ReactNode;
}

function GuideSection({ id, icon, tone, title, children }: GuideSectionProps) {
  return (
    <section id={id} className={classes.section} aria-labelledby={`${id}-title`}>
      <div className={classes.sectionHead}>
        <span className={classes.sectionIcon} data-tone={tone} aria-hidden="true">
          {icon}
        </span>
        <h2 id={`${id}-title`} className={classes.sectionTitle}>
          {title}
        </h2>
      </div>
      <div className={classes.sectionBody}>{children}</div>
    </section>
  );
}

/** A number with what it is: "+10 GP", "+5 XP". */
function Pill({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span className={classes.pill} data-tone={tone}>
      {children}
    </span>
  );
}

const JUMPS = [
  { id: 'start', label: 'Start' },
  { id: 'stages', label: 'Growth' },
  { id: 'care', label: 'Care' },
  { id: 'rewards', label: 'Rewards' },
  { id: 'quests', label: 'Quests' },
  { id: 'marketplace', label: 'Coins' },
  { id: 'friends', label: 'Friends' },
  { id: 'seasons', label: 'Seasons' },
  { id: 'events', label: 'Real trees' },
] as const;

const LEVELS_SHOWN = [1, 2, 3, 4, 5, 10];

const MARKET_KIND_ICON = {
  WATER: <IconDroplet {...SMALL} />,
  FERTILIZER: <IconFlask {...SMALL} />,
} as const;

/** How to Play: the rules of the game, in plain words, with every number from the rules. */
export function HowToPlayPage() {
  const thresholds = Object.fromEntries(
    rarities.map((rarity) => [rarity, stageThresholds(rarity)]),
  ) as Record<(typeof rarities)[number], number[]>;
  const matureName = TREE_STAGES[MATURE_STAGE];
  const eligibleStage = TREE_STAGES[ELIGIBILITY.minStage];

  return (
    <div className={classes.page}>
      <header className={classes.hero}>
        <TreePicture
          scientificName={NARRA}
          stage={MATURE_STAGE}
          variant={3}
          backdrop
          alt=""
          className={classes.heroTree}
          loading="eager"
        />
        <div>
          <p className={classes.kicker}>The Punla guide</p>
          <h2 className={classes.heroTitle}>Grow a tree, earn XP, plant for real.</h2>
          <p className={classes.heroText}>
            Plant a seedling, care for it every day, and watch it grow from a seed into a mature
            tree. Care earns you XP and coins; the most caring players of a season are invited to
            plant real trees.
          </p>
        </div>
      </header>

      <nav className={classes.jumps} aria-label="Jump to">
        {JUMPS.map((jump) => (
          <JumpLink key={jump.id} to={jump.id} className={classes.jump}>
            {jump.label}
          </JumpLink>
        ))}
      </nav>

      <GuideSection id="start" icon={<IconGift {...ICON} />} tone="yellow" title="Your starter kit">
        <p>When you verify your e-mail address, you get a starter kit to begin with:</p>
        <ul className={classes.kit}>
          <li>
            <IconSeedling {...SMALL} />
            {countOf(STARTER_KIT.narraSeedlings, 'Narra seedling')}
          </li>
          <li>
            <IconDroplet {...SMALL} />
            {countOf(STARTER_KIT.water, 'water', 'water')}
          </li>
          <li>
            <IconFlask {...SMALL} />
            {countOf(STARTER_KIT.fertilizer, 'fertilizer', 'fertilizer')}
          </li>
          <li>
            <IconCoin {...SMALL} />
            {countOf(STARTER_KIT.coins, 'coin')}
          </li>
        </ul>
      </GuideSection>

      <GuideSection
        id="planting"
        icon={<IconShovel {...ICON} />}
        tone="brown"
        title="Plant a seedling"
      >
        <p>
          Open your <strong>Inventory</strong> and plant a seedling. It goes into the ground as a{' '}
          {TREE_STAGES[0]} and becomes your active tree, the one you see on My Tree.
        </p>
        <p className={classes.note}>
          You grow <strong>one tree at a time</strong>: when it becomes a {matureName}, it joins
          your forest and you can plant the next one.
        </p>
      </GuideSection>

      <GuideSection
        id="stages"
        icon={<IconPlant2 {...ICON} />}
        tone="green"
        title="Six stages of growth"
      >
        <p>Care gives your tree growth points (GP). With enough GP it reaches the next stage:</p>
        <ol className={classes.stageStrip}>
          {TREE_STAGES.map((stage, index) => (
            <li key={stage} className={classes.stageCard}>
              <TreePicture
                scientificName={NARRA}
                stage={index}
                variant={3}
                alt=""
                className={classes.stageArt}
              />
              <span className={classes.stageName}>{stage}</span>
              <span className={classes.stagePoints}>{thresholds.common[index]} GP</span>
            </li>
          ))}
        </ol>
        <div className={classes.tableWrap}>
          <table className={classes.table}>
            <caption>Growth points (GP) needed to reach each stage</caption>
            <thead>
              <tr>
                <th scope="col">Stage</th>
                {rarities.map((rarity) => (
                  <th scope="col" key={rarity}>
                    {RARITY_LABELS[rarity]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {TREE_STAGES.map((stage, index) => (
                <tr key={stage}>
                  <th scope="row">{stage}</th>
                  {rarities.map((rarity) => (
                    <td key={rarity}>{thresholds[rarity][index]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className={classes.note}>
          Rarer trees need more care: an uncommon tree needs {factorText(GROWTH_FACTOR.uncommon)}{' '}
          the growth points of a common one, a rare tree {factorText(GROWTH_FACTOR.rare)}. More care
          means more waterings, so they also earn you more XP on the way.
        </p>
      </GuideSection>

      <GuideSection
        id="care"
        icon={<IconDroplet {...ICON} />}
        tone="blue"
        title="Water and fertilize"
      >
        <div className={classes.actions}>
          <article className={classes.action} data-tone="blue">
            <h3>
              <IconDroplet {...SMALL} /> Water
            </h3>
            <p className={classes.pills}>
              <Pill tone="green">+{WATER.growthPoints} GP</Pill>
              <Pill tone="yellow">+{WATER.xp} XP</Pill>
            </p>
            <p>
              Uses 1 water. Once every {WATER.cooldownHours} hours, up to {WATER.perGameDay} times a
              game day.
            </p>
          </article>
          <article className={classes.action} data-tone="brown">
            <h3>
              <IconFlask {...SMALL} /> Fertilize
            </h3>
            <p className={classes.pills}>
              <Pill tone="green">+{FERTILIZE.growthPoints} GP</Pill>
              <Pill tone="yellow">+{FERTILIZE.xp} XP</Pill>
            </p>
            <p>
              Uses 1 fertilizer.{' '}
              {FERTILIZE.perGameDay === 1 ? 'Once' : `${FERTILIZE.perGameDay} times`} a game day.
            </p>
          </article>
        </div>
        <p>
          A full day of care gives {FULL_CARE_GP_PER_DAY} GP. At that pace a common tree is a{' '}
          {matureName} in about {daysToMature('common')} days, an uncommon one in{' '}
          {daysToMature('uncommon')} and a rare one in {daysToMature('rare')}.
        </p>
        <p className={classes.note}>
          A game day starts at midnight, Philippine time (UTC+08:00), wherever you are.
        </p>
      </GuideSection>

      <GuideSection
        id="wilting"
        icon={<IconAlertTriangle {...ICON} />}
        tone="red"
        title="Don't let it wilt"
      >
        <div className={classes.wilt}>
          <TreePicture
            scientificName={NARRA}
            stage={3}
            variant={3}
            wilted
            alt=""
            className={classes.wiltArt}
          />
          <p>
            A tree that is not watered for {WILT_AFTER_HOURS} hours wilts: it stops growing until
            you water it again. That watering revives it but gives no growth points. Don&rsquo;t
            worry: trees in Punla never die.
          </p>
        </div>
      </GuideSection>

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
                <strong className={classes.coins}>+{reward.coins} coins</strong>
              </li>
            );
          })}
        </ol>
        <p className={classes.note}>
          Reaching {matureName} also gives a bonus of <strong>{MATURE_BONUS.xp} XP</strong> and{' '}
          {countOf(MATURE_BONUS.freeCommonSeedlings, 'free common seedling')}.
        </p>
      </GuideSection>

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
          Out of water? Once a game day you can top your water up to{' '}
          <strong>{FREE_DAILY_WATER}</strong> for free in your Inventory.
        </p>
      </GuideSection>

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

      <GuideSection id="quests" icon={<IconChecklist {...ICON} />} tone="blue" title="Daily quests">
        <p>
          Three quests reset every game day. Claim each one by hand in the Quest tab once it is
          done:
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
                <Pill tone="brown">+{QUESTS[key].coins} coins</Pill>
              </p>
            </li>
          ))}
        </ul>
        <p className={classes.note}>
          Log in and claim the login quest day after day to build a streak: every{' '}
          {LOGIN_STREAK_BONUS_EVERY}th day of a streak, the login reward is{' '}
          {LOGIN_STREAK_BONUS_MULTIPLIER === 2 ? 'doubled' : `×${LOGIN_STREAK_BONUS_MULTIPLIER}`}.
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

      <GuideSection
        id="marketplace"
        icon={<IconBuildingStore {...ICON} />}
        tone="brown"
        title="The marketplace and coins"
      >
        <p>
          You earn coins from quests, new stages and friends who join. Spend them in the marketplace
          of the Resource Hub. Starting prices:
        </p>
        <ul className={classes.market}>
          {rarities.map((rarity) => (
            <li key={rarity}>
              <IconSeedling {...SMALL} />
              <span>{RARITY_LABELS[rarity]} seedling</span>
              <strong>{SEEDLING_PRICES[rarity]} coins</strong>
            </li>
          ))}
          {STARTING_MARKET.map((item) => (
            <li key={item.name}>
              {MARKET_KIND_ICON[item.kind]}
              <span>{item.name}</span>
              <strong>{item.price} coins</strong>
            </li>
          ))}
        </ul>
        <p className={classes.note}>
          Coins and items are part of the game only: they have no cash value.
        </p>
        <GameButton
          to={paths.app.marketplace}
          size="sm"
          color="yellow"
          leftSection={<IconBuildingStore {...SMALL} />}
        >
          Open the marketplace
        </GameButton>
      </GuideSection>

      <GuideSection
        id="friends"
        icon={<IconUsersPlus {...ICON} />}
        tone="green"
        title="Invite friends"
      >
        <p>
          Share your referral code or link from your profile. A friend who uses it within{' '}
          {REFERRAL_APPLY_WITHIN_DAYS} days of signing up gets{' '}
          <strong>{REFERRAL_REWARD.newPlayer.coins} coins</strong> and{' '}
          {countOf(REFERRAL_REWARD.newPlayer.commonSeedlings, 'common seedling')}. When they verify
          their account, you get <strong>{REFERRAL_REWARD.referrer.coins} coins</strong> and{' '}
          <strong>{REFERRAL_REWARD.referrer.xp} XP</strong>.
        </p>
        <p className={classes.note}>
          Up to {REFERRALS_REWARDED_PER_SEASON} friends a season are rewarded. Invite real people:
          fake accounts are against the rules.
        </p>
      </GuideSection>

      <GuideSection
        id="seasons"
        icon={<IconTrophy {...ICON} />}
        tone="yellow"
        title="Seasons and the leaderboard"
      >
        <ul className={classes.list}>
          <li>
            The game runs in seasons. The XP you earn during a season is your season XP, and the
            leaderboard ranks the top {LEADERBOARD_SIZE} players by it. On a tie, whoever got there
            first ranks higher.
          </li>
          <li>
            When a new season starts, trees still growing from the last one rest as dormant trees in
            your forest, and every verified player may receive a free seedling to start again.
          </li>
        </ul>
        <GameButton
          to={paths.app.leaderboard}
          size="sm"
          color="yellow"
          leftSection={<IconTrophy {...SMALL} />}
        >
          See the leaderboard
        </GameButton>
      </GuideSection>

      <GuideSection id="events" icon={<IconMapPin {...ICON} />} tone="red" title="Plant real trees">
        <p>
          The point of Punla is real trees. Top players are invited to real planting events. You are
          eligible for the next one when:
        </p>
        <ul className={classes.checks}>
          <li>your account is verified;</li>
          <li>a tree you planted this season has reached the {eligibleStage} stage or beyond;</li>
          <li>you have at least {ELIGIBILITY.minSeasonXp} season XP.</li>
        </ul>
        <p className={classes.note}>
          Places are limited, so being eligible does not guarantee a place. See the Terms of Use for
          the event rules.
        </p>
        <div className={classes.buttons}>
          <GameButton
            to={paths.app.eligibilityChecker}
            size="sm"
            color="green"
            leftSection={<IconCalendarCheck {...SMALL} />}
          >
            Check my eligibility
          </GameButton>
          <GameButton
            to={paths.app.map}
            size="sm"
            color="blue"
            leftSection={<IconMapPin {...SMALL} />}
          >
            Previous activities
          </GameButton>
        </div>
      </GuideSection>
    </div>
  );
}

export default HowToPlayPage;
