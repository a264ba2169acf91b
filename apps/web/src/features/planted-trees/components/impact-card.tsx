import { IconLeaf, IconPlant2, IconStairsUp, IconTrees } from '@tabler/icons-react';
import { pluralOf } from '@punla/contract';
import type { PlayerImpact } from '../api/get-player-impact.ts';
import classes from './forest.module.css';

export const IMPACT_NOTE =
  'An estimate, not a measurement: each tree counts the CO₂ a mature tree of its species absorbs in a year, whatever its stage now. How to Play says where the figures come from.';

/** "≈ 28 kg CO₂ a year once mature (estimate)". */
export const co2Text = (kg: number) => `≈ ${kg} kg CO₂ a year once mature (estimate)`;

/** What the player's trees add up to; the CO₂ figure is clearly an estimate. */
export function ImpactCard({
  impact,
  compact = false,
}: {
  impact: PlayerImpact;
  compact?: boolean;
}) {
  return (
    <section
      className={classes.impact}
      data-compact={compact || undefined}
      aria-labelledby="impact-title"
    >
      <h2 id="impact-title" className={classes.impactTitle}>
        Your impact
      </h2>
      <dl className={classes.stats}>
        <div className={classes.stat}>
          <IconPlant2 size={22} stroke={2.2} aria-hidden="true" />
          <dt>{pluralOf(impact.treesPlanted, 'Tree')} planted</dt>
          <dd>{impact.treesPlanted}</dd>
        </div>
        <div className={classes.stat}>
          <IconTrees size={22} stroke={2.2} aria-hidden="true" />
          <dt>Mature {pluralOf(impact.matureTrees, 'tree')}</dt>
          <dd>{impact.matureTrees}</dd>
        </div>
        <div className={classes.stat}>
          <IconStairsUp size={22} stroke={2.2} aria-hidden="true" />
          <dt>{pluralOf(impact.stagesReached, 'Stage')} reached</dt>
          <dd>{impact.stagesReached}</dd>
        </div>
        <div className={classes.stat} data-wide>
          <IconLeaf size={22} stroke={2.2} aria-hidden="true" />
          <dt>CO₂ of your trees</dt>
          <dd>{co2Text(impact.co2KgPerYearEstimate)}</dd>
        </div>
      </dl>
      {!compact && <p className={classes.note}>{IMPACT_NOTE}</p>}
    </section>
  );
}
