import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import {
  IconBuildingStore,
  IconNews,
  IconPackage,
  IconPlant,
  IconTrophy,
} from '@tabler/icons-react';
import { countOf } from '@punla/contract';
import { claimableCount, useQuestsToday } from '#features/quests/api/get-quests-today.ts';
import { paths } from '#shared/paths.ts';
import { useSessionStore } from '#shared/session/session-store.ts';
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

type Place = (typeof places)[number];

function PlaceLink({
  place,
  badge,
  more,
}: {
  place: Place;
  badge?: ReactNode;
  /** Words after the visible label in the link's name (which starts with the label). */
  more?: string;
}) {
  return (
    <NavLink
      to={place.to}
      aria-label={more ? `${place.label}, ${more}` : undefined}
      className={({ isActive }) => (isActive ? `${classes.link} ${classes.active}` : classes.link)}
    >
      <span className={classes.icon} aria-hidden="true">
        {place.icon}
        {badge}
      </span>
      <span className={classes.label}>{place.label}</span>
    </NavLink>
  );
}

/** The Hub with the number of quest rewards waiting to be claimed today. */
function HubLink({ place, userId }: { place: Place; userId: string }) {
  const today = useQuestsToday(userId);
  const count = today.data ? claimableCount(today.data) : 0;
  if (count === 0) return <PlaceLink place={place} />;
  return (
    <PlaceLink
      place={place}
      more={`${countOf(count, 'reward')} to claim`}
      badge={<span className={classes.badge} data-testid="hub-badge" data-count={count} />}
    />
  );
}

export function GameNav() {
  const userId = useSessionStore((state) => state.loggedUser?.id);
  return (
    <nav className={classes.nav} aria-label="Game">
      <ul className={classes.list}>
        {places.map((place) => (
          <li key={place.to}>
            {place.to === paths.app.resourceHub && userId ? (
              <HubLink place={place} userId={userId} />
            ) : (
              <PlaceLink place={place} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
