import { IconCalendarEvent, IconMapPin, IconTrees } from '@tabler/icons-react';
import type { Location } from '@punla/contract';
import { formatActivityDate, formatTreesPlanted } from './location-format.ts';
import { LocationPhoto } from './location-photo.tsx';
import classes from './locations.module.css';

interface LocationCardProps {
  location: Location;
  selected?: boolean;
  /** Focuses the location on the map. */
  onShow?: (location: Location) => void;
}

/** One planting activity: photo, name, date, trees planted and what happened. */
export function LocationCard({ location, selected = false, onShow }: LocationCardProps) {
  return (
    <article
      className={classes.card}
      data-selected={selected || undefined}
      data-clickable={onShow ? true : undefined}
      aria-labelledby={`location-${location.id}-name`}
      onClick={onShow ? () => onShow(location) : undefined}
    >
      <LocationPhoto
        className={classes.cardPhoto}
        imageUrl={location.imageUrl}
        alt={location.name}
      />
      <div className={classes.cardBody}>
        <h3 id={`location-${location.id}-name`} className={classes.cardName}>
          {location.name}
        </h3>
        <div className={classes.cardMeta}>
          <span>
            <IconCalendarEvent size={16} stroke={2.4} aria-hidden="true" />
            {formatActivityDate(location.activityDate)}
          </span>
          <span data-trees>
            <IconTrees size={16} stroke={2.4} aria-hidden="true" />
            {formatTreesPlanted(location.treesPlanted)}
          </span>
        </div>
        <p className={classes.cardText}>{location.description}</p>
        {onShow && (
          <button
            type="button"
            className={classes.showButton}
            onClick={(event) => {
              event.stopPropagation();
              onShow(location);
            }}
            aria-pressed={selected}
          >
            <IconMapPin size={16} stroke={2.4} aria-hidden="true" />
            Show on map
          </button>
        )}
      </div>
    </article>
  );
}
