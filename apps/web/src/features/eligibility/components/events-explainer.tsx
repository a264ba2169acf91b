import { IconMap2, IconTrophy } from '@tabler/icons-react';
import { ELIGIBILITY, TREE_STAGES } from '@punla/contract';
import { paths } from '#shared/paths.ts';
import { LinkButtons } from '#shared/link-buttons.tsx';
import classes from './eligibility.module.css';

const EVENT_LINKS = [
  { to: paths.app.map, label: 'Previous Activities', color: 'blue', icon: IconMap2 },
  { to: paths.app.leaderboard, label: 'Leaderboard', color: 'yellow', icon: IconTrophy },
] as const;

/** What the real planting events are and who goes (docs/game-rules.md, Real-world events). */
export function EventsExplainer() {
  return (
    <section className={classes.explainer} aria-labelledby="events-explainer-title">
      <h2 id="events-explainer-title" className={classes.explainerTitle}>
        Real trees, planted for real
      </h2>
      <p>
        The point of Punla is real trees. Every season, a planting event takes the best players to a
        real planting site in the Philippines, where they put native seedlings in the ground
        together.
      </p>
      <p>You can join the next event when all three hold:</p>
      <ul className={classes.explainerList}>
        <li>your account is verified;</li>
        <li>
          a tree you planted this season has grown to the{' '}
          {TREE_STAGES[ELIGIBILITY.minStage] ?? 'Sapling'} stage or beyond;
        </li>
        <li>you have earned at least {ELIGIBILITY.minSeasonXp} XP this season.</li>
      </ul>
      <div className={classes.explainerActions}>
        <LinkButtons links={EVENT_LINKS} />
      </div>
    </section>
  );
}
