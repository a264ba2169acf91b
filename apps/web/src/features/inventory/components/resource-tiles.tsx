import { IconDroplet, IconPlant } from '@tabler/icons-react';
import { FERTILIZE, WATER, type Resources } from '@punla/contract';
import classes from './inventory.module.css';

/** Water and fertilizer in stock, with what one of each does. */
export function ResourceTiles({ resources }: { resources: Resources }) {
  return (
    <div className={classes.tiles}>
      <div className={classes.tile} data-kind="water">
        <span className={classes.tileIcon} aria-hidden="true">
          <IconDroplet size={32} stroke={2.2} />
        </span>
        <span className={classes.tileValue}>{resources.water}</span>
        <span className={classes.tileLabel}>Water</span>
        <span className={classes.tileHint}>
          +{WATER.growthPoints} GP · +{WATER.xp} XP each
        </span>
      </div>
      <div className={classes.tile} data-kind="fertilizer">
        <span className={classes.tileIcon} aria-hidden="true">
          <IconPlant size={32} stroke={2.2} />
        </span>
        <span className={classes.tileValue}>{resources.fertilizer}</span>
        <span className={classes.tileLabel}>Fertilizer</span>
        <span className={classes.tileHint}>
          +{FERTILIZE.growthPoints} GP · +{FERTILIZE.xp} XP each
        </span>
      </div>
    </div>
  );
}
