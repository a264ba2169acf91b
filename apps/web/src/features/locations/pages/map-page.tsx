import 'leaflet/dist/leaflet.css';
import { useRef, useState } from 'react';
import { IconTrees } from '@tabler/icons-react';
import { countOf, type Location } from '@punla/contract';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { useLocations } from '../api/list-locations.ts';
import { LocationList } from '../components/location-list.tsx';
import { LocationsMap } from '../components/locations-map.tsx';
import classes from '../components/locations.module.css';

const NO_LOCATIONS: Location[] = [];

/** "3 planting activities · 4,250 trees planted". */
export function activitySummary(locations: Location[]): string {
  const trees = locations.reduce((sum, location) => sum + location.treesPlanted, 0);
  const activities = countOf(locations.length, 'planting activity', 'planting activities');
  return `${activities} · ${countOf(trees, 'tree')} planted`;
}

/** Scrolls the page just enough to show the whole map (on a phone the list is below it). */
function revealMap(area: HTMLElement | null) {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  area?.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'nearest' });
}

/** Previous Activities: the map of the real planting sites and the list of them. */
export function MapPage() {
  const locations = useLocations();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const mapArea = useRef<HTMLDivElement>(null);
  const show = (location: Location) => {
    setSelectedId(location.id);
    setFocusRequest((count) => count + 1);
    revealMap(mapArea.current);
  };

  return (
    <div className={classes.mapPage}>
      <div className={classes.mapArea} ref={mapArea}>
        <LocationsMap
          locations={locations.data ?? NO_LOCATIONS}
          selectedId={selectedId}
          focusRequest={focusRequest}
          onSelect={show}
        />
      </div>
      <section className={classes.listArea} aria-labelledby="activities-title">
        <header className={classes.listHeader}>
          <span className={classes.listIcon} aria-hidden="true">
            <IconTrees size={24} stroke={2.2} />
          </span>
          <div>
            <h2 id="activities-title" className={classes.listTitle}>
              Where Punla players planted
            </h2>
            <p className={classes.listLead}>
              {locations.data && locations.data.length > 0
                ? activitySummary(locations.data)
                : 'Real trees from real planting events'}
            </p>
          </div>
        </header>
        <QueryState query={locations} loadingLabel="Loading the activities">
          {(all) => <LocationList locations={all} selectedId={selectedId} onShow={show} />}
        </QueryState>
      </section>
    </div>
  );
}

export default MapPage;
