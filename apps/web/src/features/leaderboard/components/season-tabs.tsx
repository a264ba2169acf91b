import { NavLink } from 'react-router';
import { IconHistory, IconTrophy } from '@tabler/icons-react';
import { paths } from '../../../shared/paths.ts';
import classes from './leaderboard.module.css';

const tabs = [
  { to: paths.app.leaderboard, label: 'This season', icon: IconTrophy },
  { to: paths.app.previousSeasonLeaderboard, label: 'Previous season', icon: IconHistory },
] as const;

/** This season and the previous one, each at its own address. */
export function SeasonTabs() {
  return (
    <nav className={classes.tabs} aria-label="Leaderboard seasons">
      {tabs.map(({ to, label, icon: Icon }) => (
        <NavLink key={to} to={to} className={classes.tab} end replace>
          <Icon size={20} stroke={2.4} aria-hidden="true" />
          <span>{label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
