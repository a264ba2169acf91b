import { Progress } from '@mantine/core';
import { IconCoin, IconStarFilled } from '@tabler/icons-react';
import { countOf, levelForXp, xpForLevel } from '@punla/contract';
import classes from './my-tree.module.css';

/** The level with its XP bar, and the coins: laid over the top of the scene. */
export function GameHud({ totalXp, coins }: { totalXp: number; coins: number | null }) {
  const level = levelForXp(totalXp);
  const floor = xpForLevel(level);
  const next = xpForLevel(level + 1);
  const percent = Math.min(100, ((totalXp - floor) / (next - floor)) * 100);
  return (
    <div className={classes.hud}>
      <div className={classes.levelChip}>
        <span className={classes.levelBadge} aria-hidden="true">
          <IconStarFilled size={34} className={classes.levelStar} />
          <span className={classes.levelNumber}>{level}</span>
        </span>
        <div className={classes.levelText}>
          <span className={classes.levelLabel}>Level {level}</span>
          <Progress
            value={percent}
            color="sun"
            size="md"
            radius="xl"
            className={classes.xpBar}
            aria-label={`${totalXp - floor} of ${next - floor} XP to level ${level + 1}`}
          />
          <span className={classes.xpText}>
            {totalXp} / {next} XP
          </span>
        </div>
      </div>
      <div className={classes.coinChip} aria-label={countOf(coins ?? 0, 'coin')}>
        <IconCoin size={22} stroke={2.4} className={classes.coinIcon} aria-hidden="true" />
        <span>{coins ?? '—'}</span>
      </div>
    </div>
  );
}
