import { MATURE_STAGE } from '@punla/contract';
import { TreePicture } from '#shared/ui/tree-picture.tsx';
import { JumpLink } from '#shared/ui/jump-link.tsx';
import { NARRA } from '../components/guide-section.tsx';
import {
  CareSection,
  GrowthStagesSection,
  PlantingSection,
  StarterKitSection,
  WiltingSection,
} from '../components/growing-sections.tsx';
import {
  Co2Section,
  FriendsSection,
  MarketplaceSection,
  RealTreesSection,
  SeasonsSection,
} from '../components/playing-together-sections.tsx';
import {
  DailyQuestsSection,
  DailyXpSection,
  LevelsSection,
  StageRewardsSection,
} from '../components/reward-sections.tsx';
import { InboxSection } from '../components/inbox-section.tsx';
import classes from '../components/how-to-play.module.css';

const JUMPS = [
  { id: 'start', label: 'Start' },
  { id: 'stages', label: 'Growth' },
  { id: 'care', label: 'Care' },
  { id: 'rewards', label: 'Rewards' },
  { id: 'quests', label: 'Quests' },
  { id: 'inbox', label: 'Inbox' },
  { id: 'marketplace', label: 'Coins' },
  { id: 'friends', label: 'Friends' },
  { id: 'seasons', label: 'Seasons' },
  { id: 'events', label: 'Real trees' },
  { id: 'co2', label: 'CO₂' },
] as const;

/** How to Play: the rules of the game, in plain words, with every number from the rules. */
export function HowToPlayPage() {
  return (
    <div className={classes.page}>
      <GuideHero />
      <nav className={classes.jumps} aria-label="Jump to">
        {JUMPS.map((jump) => (
          <JumpLink key={jump.id} to={jump.id} className={classes.jump}>
            {jump.label}
          </JumpLink>
        ))}
      </nav>
      <StarterKitSection />
      <PlantingSection />
      <GrowthStagesSection />
      <CareSection />
      <WiltingSection />
      <StageRewardsSection />
      <DailyXpSection />
      <LevelsSection />
      <DailyQuestsSection />
      <InboxSection />
      <MarketplaceSection />
      <FriendsSection />
      <SeasonsSection />
      <RealTreesSection />
      <Co2Section />
    </div>
  );
}

/** The guide's opening: a grown Narra and the game in one sentence. */
function GuideHero() {
  return (
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
          Plant a seedling, care for it every day, and watch it grow from a seed into a mature tree.
          Care earns you XP and coins; the most caring players of a season are invited to plant real
          trees.
        </p>
      </div>
    </header>
  );
}

export default HowToPlayPage;
