import { Link } from 'react-router';
import {
  IconBuildingStore,
  IconCalendarCheck,
  IconDroplet,
  IconFlask,
  IconLeaf,
  IconMapPin,
  IconSeedling,
  IconShieldCheck,
  IconTrophy,
  IconUsersPlus,
} from '@tabler/icons-react';
import {
  countOf,
  ELIGIBILITY,
  LEADERBOARD_SIZE,
  REFERRAL_APPLY_WITHIN_DAYS,
  REFERRAL_QUALIFIES_WHEN,
  REFERRAL_REWARD,
  PURCHASE_CONFIRM_FROM_COINS,
  REAL_PLANTER_BADGE,
  REAL_PLANTER_REWARD,
  REFERRALS_REWARDED_PER_SEASON,
  SEEDLING_PRICES,
  SEEDLING_UNLOCK_LEVEL,
  STARTING_MARKET,
  STREAK_SAVER,
  TREE_STAGES,
} from '@punla/contract';
import { LinkButtons } from '#shared/link-buttons.tsx';
import { paths } from '#shared/paths.ts';
import { GameButton } from '#shared/ui/game-button.tsx';
import { GuideSection, ICON, SMALL } from './guide-section.tsx';
import { RARITY_LABELS, rarities } from './how-to-play-facts.ts';
import classes from './how-to-play.module.css';

const EVENT_LINKS = [
  {
    to: paths.app.eligibilityChecker,
    label: 'Check my eligibility',
    color: 'green',
    icon: IconCalendarCheck,
  },
  { to: paths.app.map, label: 'Previous Activities', color: 'blue', icon: IconMapPin },
] as const;

const MARKET_KIND_ICON = {
  WATER: <IconDroplet {...SMALL} />,
  FERTILIZER: <IconFlask {...SMALL} />,
} as const;

/** Earning coins and what they buy in the marketplace. */
export function MarketplaceSection() {
  return (
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
            <span>
              {RARITY_LABELS[rarity]} seedling
              {SEEDLING_UNLOCK_LEVEL[rarity] > 0 &&
                ` · from level ${SEEDLING_UNLOCK_LEVEL[rarity]}`}
            </span>
            <strong>{countOf(SEEDLING_PRICES[rarity], 'coin')}</strong>
          </li>
        ))}
        {STARTING_MARKET.map((item) => (
          <li key={item.name}>
            {MARKET_KIND_ICON[item.kind]}
            <span>{item.name}</span>
            <strong>{countOf(item.price, 'coin')}</strong>
          </li>
        ))}
        <li>
          <IconShieldCheck {...SMALL} />
          <span>{STREAK_SAVER.name}</span>
          <strong>{countOf(STREAK_SAVER.price, 'coin')}</strong>
        </li>
      </ul>
      <p>
        Rarer seedlings unlock as you level up: uncommon ones from level{' '}
        {SEEDLING_UNLOCK_LEVEL.uncommon}, rare ones from level {SEEDLING_UNLOCK_LEVEL.rare}. A
        streak saver covers one game day you miss, so your login streak keeps going; you can hold{' '}
        {STREAK_SAVER.maxHeld} at a time. Purchases of {PURCHASE_CONFIRM_FROM_COINS} coins or more
        ask you to confirm first.
      </p>
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
  );
}

/** Inviting friends and what both sides get. */
export function FriendsSection() {
  return (
    <GuideSection
      id="friends"
      icon={<IconUsersPlus {...ICON} />}
      tone="green"
      title="Invite friends"
    >
      <p>
        Share your referral code or link from your profile. A friend who uses it within{' '}
        {REFERRAL_APPLY_WITHIN_DAYS} days of signing up gets{' '}
        <strong>{countOf(REFERRAL_REWARD.newPlayer.coins, 'coin')}</strong> and{' '}
        {countOf(REFERRAL_REWARD.newPlayer.commonSeedlings, 'common seedling')}. Once they really
        play — their first tree reaches {TREE_STAGES[REFERRAL_QUALIFIES_WHEN.treeStage]}, or they
        claim quests on {REFERRAL_QUALIFIES_WHEN.questDays} different days — you get{' '}
        <strong>{countOf(REFERRAL_REWARD.referrer.coins, 'coin')}</strong> and{' '}
        <strong>{REFERRAL_REWARD.referrer.xp} XP</strong>. That XP raises your level but does not
        count for the season.
      </p>
      <p className={classes.note}>
        Up to {REFERRALS_REWARDED_PER_SEASON} friends a season are rewarded. Invite real people:
        fake accounts are against the rules.
      </p>
    </GuideSection>
  );
}

/** Seasons, season XP and the leaderboard. */
export function SeasonsSection() {
  return (
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
  );
}

/** The real planting events: who may join them, the RSVP and ticket, and the real tree. */
export function RealTreesSection() {
  const eligibleStage = TREE_STAGES[ELIGIBILITY.minStage];
  return (
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
      <p>
        Some community events ask less: each event says what it needs. Upcoming events are listed on
        Event Eligibility and pinned on the map, with the seats left. RSVP before the deadline:
        while seats remain you are going, otherwise you join the waitlist and move up when someone
        cancels (we mail you when you get a seat).
      </p>
      <p>
        Going? Your ticket, a QR code and a short code, is on the event card. The day before, a
        reminder arrives by mail. At the site, show the ticket to be checked in. When the trees are
        planted, everyone checked in gets the real tree on their profile under &ldquo;My real
        trees&rdquo;, {REAL_PLANTER_REWARD.xp} XP and the &ldquo;{REAL_PLANTER_BADGE.name}&rdquo;
        badge. Later checks count how many of the trees are still alive: only those count as
        surviving, and trees in the game never count as real ones.
      </p>
      <p className={classes.note}>
        Places are limited, so being eligible does not guarantee a place. See the{' '}
        <Link to={paths.termsOfUse}>Terms of Use</Link> for the event rules.
      </p>
      <div className={classes.buttons}>
        <LinkButtons links={EVENT_LINKS} />
      </div>
    </GuideSection>
  );
}

/** Where the CO₂ figures come from, and why they are estimates. */
export function Co2Section() {
  return (
    <GuideSection id="co2" icon={<IconLeaf {...ICON} />} tone="green" title="The CO₂ figures">
      <p>
        Every tree species in the game has one CO₂ figure: the kilograms of CO₂ a{' '}
        <strong>mature</strong> tree of that species absorbs in a year. The Punla team sets it for
        each species in the tree catalog, and you can read it under &ldquo;About&rdquo; on My Tree
        and on each seedling.
      </p>
      <p>
        Your impact and the totals on the home page add up that figure for every tree planted. It is
        what the trees absorb a year <strong>once mature</strong>, not what a young tree takes up
        today: a two-day-old sprout absorbs far less.
      </p>
      <p className={classes.note}>
        These are estimates, not measurements: a real tree&rsquo;s uptake depends on its age, size,
        soil and weather.
      </p>
    </GuideSection>
  );
}
