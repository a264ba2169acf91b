import {
  IconBuildingStore,
  IconCalendarCheck,
  IconDroplet,
  IconFlask,
  IconMapPin,
  IconSeedling,
  IconTrophy,
  IconUsersPlus,
} from '@tabler/icons-react';
import {
  ELIGIBILITY,
  LEADERBOARD_SIZE,
  REFERRAL_APPLY_WITHIN_DAYS,
  REFERRAL_REWARD,
  REFERRALS_REWARDED_PER_SEASON,
  SEEDLING_PRICES,
  STARTING_MARKET,
  TREE_STAGES,
} from '@punla/contract';
import { LinkButtons } from '../../../shared/link-buttons.tsx';
import { paths } from '../../../shared/paths.ts';
import { GameButton } from '../../../shared/ui/game-button.tsx';
import { GuideSection, ICON, SMALL } from './guide-section.tsx';
import { countOf, RARITY_LABELS, rarities } from './how-to-play-facts.ts';
import classes from './how-to-play.module.css';

const EVENT_LINKS = [
  {
    to: paths.app.eligibilityChecker,
    label: 'Check my eligibility',
    color: 'green',
    icon: IconCalendarCheck,
  },
  { to: paths.app.map, label: 'Previous activities', color: 'blue', icon: IconMapPin },
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

/** The real planting events and who may join them. */
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
      <p className={classes.note}>
        Places are limited, so being eligible does not guarantee a place. See the Terms of Use for
        the event rules.
      </p>
      <div className={classes.buttons}>
        <LinkButtons links={EVENT_LINKS} />
      </div>
    </GuideSection>
  );
}
