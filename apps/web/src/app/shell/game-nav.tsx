import { NavLink } from 'react-router';
import {
  IconBuildingStore,
  IconNews,
  IconPackage,
  IconPlant,
  IconTrophy,
} from '@tabler/icons-react';
import { paths } from '../../shared/paths.ts';
import classes from './game-nav.module.css';

const ICON = { size: 24, stroke: 2.2 } as const;

/**
 * The player's way around the game: the places visited every day, one tap away. The side menu
 * keeps the entries of the specification.
 */
const places = [
  { to: paths.app.myTree, label: 'My Tree', icon: <IconPlant {...ICON} /> },
  { to: paths.app.inventory, label: 'Inventory', icon: <IconPackage {...ICON} /> },
  { to: paths.app.resourceHub, label: 'Hub', icon: <IconBuildingStore {...ICON} /> },
  { to: paths.app.leaderboard, label: 'Ranks', icon: <IconTrophy {...ICON} /> },
  { to: paths.app.newsAndUpdates, label: 'News', icon: <IconNews {...ICON} /> },
];

export function GameNav() {
  return (
    <nav className={classes.nav} aria-label="Game">
      <ul className={classes.list}>
        {places.map((place) => (
          <li key={place.to}>
            <NavLink
              to={place.to}
              className={({ isActive }) =>
                isActive ? `${classes.link} ${classes.active}` : classes.link
              }
            >
              <span className={classes.icon} aria-hidden="true">
                {place.icon}
              </span>
              <span className={classes.label}>{place.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
