import { IconHourglassLow, IconX } from '@tabler/icons-react';
import { inGameDays, SEASON_END_BANNER_DAYS, TREE_STAGES, type PlantedTree } from '@punla/contract';
import { gameDayOf, getGameTimeZone } from '#shared/game-time.ts';
import classes from './my-tree.module.css';

const DAY_MS = 24 * 60 * 60 * 1000;

/** "Sunday 29 November at 00:00" on the game's clock. */
export function formatSeasonEnd(endIso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: getGameTimeZone(),
  }).format(new Date(endIso));
}

/**
 * Game days until the season's last day (0 on that day; a season ending at midnight ends
 * with the day before) when it ends within SEASON_END_BANNER_DAYS, else null: the banner
 * shows from then until the end. The server's notices and mails count the same way.
 */
export function seasonEndsWithin(endIso: string, now: number): number | null {
  const end = Date.parse(endIso);
  const left = end - now;
  if (left <= 0 || left > SEASON_END_BANNER_DAYS * DAY_MS) return null;
  const day = (instant: number) => Date.parse(`${gameDayOf(instant)}T00:00:00Z`);
  return Math.round((day(end - 1) - day(now)) / DAY_MS);
}

/** The warning's words, short for a phone: when the season ends and what dormancy means. */
export function seasonEndText(endIso: string): string {
  return `On ${formatSeasonEnd(endIso)}, trees still growing go dormant: they stay in your forest but stop growing.`;
}

/** The headline: how long is left, and what to aim for ("… Reach Sapling first!"). */
export function seasonEndHeadline(tree: PlantedTree, daysLeft: number): string {
  const when = `The season ends ${inGameDays(daysLeft)}`;
  const next = TREE_STAGES[tree.stage + 1];
  return next ? `${when}. Reach ${next} first!` : `${when}.`;
}

interface SeasonEndBannerProps {
  tree: PlantedTree;
  endDate: string;
  daysLeft: number;
  onDismiss: () => void;
}

/** My Tree's warning in the last week of a season, for a tree still growing. Compact. */
export function SeasonEndBanner({ tree, endDate, daysLeft, onDismiss }: SeasonEndBannerProps) {
  const headline = seasonEndHeadline(tree, daysLeft);
  return (
    <section className={classes.seasonEnd} aria-labelledby="season-end-title" role="note">
      <IconHourglassLow
        className={classes.seasonEndIcon}
        size={20}
        stroke={2.4}
        aria-hidden="true"
      />
      <div className={classes.seasonEndText}>
        <strong id="season-end-title">{headline}</strong>
        <span>{seasonEndText(endDate)}</span>
      </div>
      <button
        type="button"
        className={classes.seasonEndClose}
        onClick={onDismiss}
        aria-label="Hide the season warning for today"
      >
        <IconX size={18} stroke={2.6} aria-hidden="true" />
      </button>
    </section>
  );
}
