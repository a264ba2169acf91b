import {
  IconAlertTriangle,
  IconCoin,
  IconDroplet,
  IconFlask,
  IconGift,
  IconPlant2,
  IconSeedling,
  IconShovel,
} from '@tabler/icons-react';
import {
  countOf,
  FERTILIZE,
  GROWTH_FACTOR,
  MATURE_STAGE,
  stageThresholds,
  STARTER_KIT,
  TREE_STAGES,
  WATER,
  WILT_AFTER_HOURS,
} from '@punla/contract';
import { describeGameTimeZone } from '#shared/game-time.ts';
import { TreePicture } from '#shared/ui/tree-picture.tsx';
import { GuideSection, ICON, NARRA, Pill, SMALL } from './guide-section.tsx';
import {
  daysToMature,
  factorText,
  FULL_CARE_GP_PER_DAY,
  RARITY_LABELS,
  rarities,
} from './how-to-play-facts.ts';
import classes from './how-to-play.module.css';

/** What a verified player starts with. */
export function StarterKitSection() {
  return (
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
  );
}

/** Planting a seedling, one tree at a time. */
export function PlantingSection() {
  const matureName = TREE_STAGES[MATURE_STAGE];
  return (
    <GuideSection
      id="planting"
      icon={<IconShovel {...ICON} />}
      tone="brown"
      title="Plant a seedling"
    >
      <p>
        Plant on <strong>My Tree</strong>: when no tree is growing, it lists your seedlings with a
        Plant button for each. (The seedlings tab of your Inventory has the same button and takes
        you back to My Tree.) The seedling goes into the ground as a {TREE_STAGES[0]} and becomes
        your active tree, the one you care for on My Tree.
      </p>
      <p className={classes.note}>
        You grow <strong>one tree at a time</strong>: when it becomes a {matureName}, it joins your
        forest and you can plant the next one.
      </p>
    </GuideSection>
  );
}

/** The six stages and the growth points each needs, by rarity. */
export function GrowthStagesSection() {
  const thresholds = Object.fromEntries(
    rarities.map((rarity) => [rarity, stageThresholds(rarity)]),
  ) as Record<(typeof rarities)[number], number[]>;
  return (
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
        Rarer trees need more care: an uncommon tree needs {factorText(GROWTH_FACTOR.uncommon)} the
        growth points of a common one, a rare tree {factorText(GROWTH_FACTOR.rare)}. More care means
        more waterings, so they also earn you more XP on the way.
      </p>
    </GuideSection>
  );
}

/** Watering and fertilizing: what each gives, how often, and the game day. */
export function CareSection() {
  const matureName = TREE_STAGES[MATURE_STAGE];
  return (
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
        A game day starts at midnight, {describeGameTimeZone()}, wherever you are.
      </p>
    </GuideSection>
  );
}

/** What a tree left dry does. */
export function WiltingSection() {
  return (
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
          A tree that is not watered for {WILT_AFTER_HOURS} hours wilts: it stops growing until you
          water it again. That watering revives it but gives no growth points. Don&rsquo;t worry:
          trees in Punla never die.
        </p>
      </div>
    </GuideSection>
  );
}
