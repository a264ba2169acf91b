import { TREE_STAGES, type PlantedTree } from '@punla/contract';
import { stageProgress } from '../tree-rules.ts';
import classes from './my-tree.module.css';

/** Growth points through the current stage, from where it began to where the next begins. */
export function GrowthBar({ tree }: { tree: PlantedTree }) {
  const percent = stageProgress(tree);
  const nextName = TREE_STAGES[tree.stage + 1];
  return (
    <div className={classes.growth}>
      <div className={classes.growthRow}>
        <span className={classes.growthTitle}>Growth</span>
        <span className={classes.growthValue}>
          {tree.nextStageAt === null
            ? `${tree.growthPoints} GP · fully grown`
            : `${tree.growthPoints} / ${tree.nextStageAt} GP`}
        </span>
      </div>
      <div
        className={classes.growthTrack}
        role="progressbar"
        aria-label="Growth to the next stage"
        aria-valuemin={tree.stageStartsAt}
        aria-valuemax={tree.nextStageAt ?? tree.growthPoints}
        aria-valuenow={tree.growthPoints}
        aria-valuetext={`${tree.growthPoints} growth points`}
      >
        <div className={classes.growthFill} style={{ width: `${percent}%` }} />
      </div>
      {nextName && tree.nextStageAt !== null && (
        <p className={classes.growthHint}>
          {tree.nextStageAt - tree.growthPoints} GP to {nextName}
        </p>
      )}
    </div>
  );
}
