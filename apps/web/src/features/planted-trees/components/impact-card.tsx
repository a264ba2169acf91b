import { IconLeaf, IconPlant2, IconStairsUp, IconTrees } from '@tabler/icons-react';
import type { PlayerImpact } from '../api/get-player-impact.ts';
import classes from './forest.module.css';

export const IMPACT_NOTE =
  'An estimate, not a measurement: each tree counts the CO₂ its species absorbs in a year when mature, in step with how far it has grown.';

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
          <dt>Trees planted</dt>
          <dd>{impact.treesPlanted}</dd>
        </div>
        <div className={classes.stat}>
          <IconTrees size={22} stroke={2.2} aria-hidden="true" />
          <dt>Mature trees</dt>
          <dd>{impact.matureTrees}</dd>
        </div>
        <div className={classes.stat}>
          <IconStairsUp size={22} stroke={2.2} aria-hidden="true" />
          <dt>Stages reached</dt>
          <dd>{impact.stagesReached}</dd>
        </div>
        <div className={classes.stat} data-wide>
          <IconLeaf size={22} stroke={2.2} aria-hidden="true" />
          <dt>CO₂ absorbed</dt>
          <dd>≈ {impact.co2KgPerYearEstimate} kg CO₂ per year (estimate)</dd>
        </div>
      </dl>
      {!compact && <p className={classes.note}>{IMPACT_NOTE}</p>}
    </section>
  );
}
