import type { PlantedTree } from '@punla/contract';
import { stageGrowth } from '../tree-rules.ts';
import classes from './my-tree.module.css';

/**
 * Growth through the current stage: the label and the bar show the same points, gathered since
 * the stage began out of what the next stage takes ("5 / 150 GP to Sapling"); full once grown.
 */
export function GrowthBar({ tree }: { tree: PlantedTree }) {
  const growth = stageGrowth(tree);
  return (
    <div className={classes.growth}>
      <div className={classes.growthRow}>
        <span className={classes.growthTitle}>Growth</span>
        <span className={classes.growthValue}>{growth.label}</span>
      </div>
      <div
        className={classes.growthTrack}
        role="progressbar"
        aria-label={tree.nextStageAt === null ? 'Growth' : 'Growth to the next stage'}
        aria-valuemin={0}
        aria-valuemax={growth.max}
        aria-valuenow={growth.value}
        aria-valuetext={growth.label}
      >
        <div className={classes.growthFill} style={{ width: `${growth.percent}%` }} />
      </div>
    </div>
  );
}
