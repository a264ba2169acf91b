import type { Location } from '@punla/contract';
import { LocationCard } from './location-card.tsx';
import classes from './locations.module.css';

export const NO_LOCATIONS_TITLE = 'No planting activities yet';

interface LocationListProps {
  locations: Location[];
  selectedId?: number | null;
  onShow?: (location: Location) => void;
}

/** Every planting activity as a card; shown whether or not the map tiles load. */
export function LocationList({ locations, selectedId = null, onShow }: LocationListProps) {
  if (locations.length === 0) {
    return (
      <div className={classes.empty}>
        <svg className={classes.emptyArt} viewBox="0 0 120 90" aria-hidden="true">
          <ellipse cx="60" cy="82" rx="50" ry="6" fill="#d9ecc4" />
          <path
            d="M60 10c-15 0-26 11-26 25 0 19 26 45 26 45s26-26 26-45C86 21 75 10 60 10z"
            fill="#fffdf6"
            stroke="#8b5e3c"
            strokeWidth="4"
            strokeDasharray="7 6"
          />
          <path d="M60 44V30" stroke="#4e9f2d" strokeWidth="4" strokeLinecap="round" />
          <path d="M60 34c-8 0-12-5-12-10 7 0 12 4 12 10z" fill="#79c651" />
          <path d="M60 32c7 0 11-5 11-9-7 0-11 4-11 9z" fill="#98d378" />
        </svg>
        <h2 className={classes.emptyTitle}>{NO_LOCATIONS_TITLE}</h2>
        <p className={classes.emptyText}>
          When players plant real trees at an event, the site shows up here with its photo and how
          many trees went into the ground.
        </p>
      </div>
    );
  }
  return (
    <ul className={classes.cards} aria-label="Planting activities">
      {locations.map((location) => (
        <li key={location.id}>
          <LocationCard location={location} selected={location.id === selectedId} onShow={onShow} />
        </li>
      ))}
    </ul>
  );
}
