import { IconDroplet, IconPlant, IconShieldCheck } from '@tabler/icons-react';
import { FERTILIZE, STREAK_SAVER, WATER, type Resources } from '@punla/contract';
import classes from './inventory.module.css';

/** What the streak saver tile says under the count. */
export function saverHint(held: number): string {
  return held >= STREAK_SAVER.maxHeld
    ? `Held: ${held}/${STREAK_SAVER.maxHeld} · it covers the next game day you miss`
    : `Held: ${held}/${STREAK_SAVER.maxHeld} · ${STREAK_SAVER.price} coins in the marketplace; it covers one missed day`;
}

/** Water, fertilizer and streak savers in stock, with what one of each does. */
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
      <div className={classes.tile} data-kind="saver">
        <span className={classes.tileIcon} aria-hidden="true">
          <IconShieldCheck size={32} stroke={2.2} />
        </span>
        <span className={classes.tileValue}>{resources.streakSavers}</span>
        <span className={classes.tileLabel}>
          {resources.streakSavers === 1 ? 'Streak saver' : 'Streak savers'}
        </span>
        <span className={classes.tileHint}>{saverHint(resources.streakSavers)}</span>
      </div>
    </div>
  );
}
