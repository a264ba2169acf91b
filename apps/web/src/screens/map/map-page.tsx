import 'leaflet/dist/leaflet.css';
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { IconArrowDown, IconTrees } from '@tabler/icons-react';
import { countOf, type Location, type PlantingEvent } from '@punla/contract';
import { useEvents } from '#features/events/api/list-events.ts';
import { EventMarkers } from '#features/events/components/event-markers.tsx';
import { UpcomingEvents } from '#features/events/components/upcoming-events.tsx';
import { useLocations } from '#features/locations/api/list-locations.ts';
import { activitySummary } from '#features/locations/components/location-format.ts';
import { LocationList } from '#features/locations/components/location-list.tsx';
import { LocationsMap } from '#features/locations/components/locations-map.tsx';
import { useSessionStore } from '#shared/session/session-store.ts';
import { QueryState } from '#shared/ui/query-state.tsx';
import classes from '#features/locations/components/locations.module.css';

const NO_LOCATIONS: Location[] = [];
const NO_EVENTS: PlantingEvent[] = [];

/** What the map shows up close: a place already planted, or an event still to come. */
type Chosen = { kind: 'location' | 'event'; id: number } | null;

/** The place a link asked for (`?location=12`), if it names one. */
function locationAsked(value: string | null): Chosen {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? { kind: 'location', id } : null;
}

/** Scrolls the page just enough to show the whole map (on a phone the list is below it). */
function revealMap(area: HTMLElement | null) {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  area?.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'nearest' });
}

/** "2 upcoming planting events below": the way down to them past the previous activities. */
export const upcomingJumpText = (count: number) =>
  `${countOf(count, 'upcoming planting event')} below`;

/**
 * Previous Activities (the title docs/spec-notes.md §2 keeps): the map of the real planting
 * sites and the list of them first, then the planting events still to come (seats left, and
 * the RSVP), each on the same map with a pin of its own.
 */
export function MapPage() {
  const userId = useSessionStore((state) => state.loggedUser?.id);
  const locations = useLocations();
  const events = useEvents();
  const upcoming = useMemo(
    () => (events.data ?? NO_EVENTS).filter((event) => event.status === 'SCHEDULED'),
    [events.data],
  );
  // `?location=ID` (a real tree's "Show on the map") opens the map at that place.
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState<Chosen>(() => locationAsked(params.get('location')));
  const [focusRequest, setFocusRequest] = useState(() => (chosen ? 1 : 0));
  const mapArea = useRef<HTMLDivElement>(null);
  const show = (kind: 'location' | 'event', id: number) => {
    setChosen({ kind, id });
    setFocusRequest((count) => count + 1);
    revealMap(mapArea.current);
  };
  // A link to a place no longer on the map (removed, or mistyped) shows the whole map.
  const unknownPlace =
    chosen?.kind === 'location' &&
    locations.data !== undefined &&
    !locations.data.some((location) => location.id === chosen.id);
  const shown = unknownPlace ? null : chosen;
  const focus = unknownPlace ? 0 : focusRequest;
  const chosenId = (kind: 'location' | 'event') => (shown?.kind === kind ? shown.id : null);

  return (
    <div className={classes.mapPage}>
      <div className={classes.mapArea} ref={mapArea}>
        <LocationsMap
          locations={locations.data ?? NO_LOCATIONS}
          selectedId={chosenId('location')}
          focusRequest={focus}
          onSelect={(location) => show('location', location.id)}
          layers={({ detailZoom }) => (
            <EventMarkers
              events={upcoming}
              selectedId={chosenId('event')}
              focusRequest={focus}
              detailZoom={detailZoom}
              onSelect={(event) => show('event', event.id)}
            />
          )}
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
            {upcoming.length > 0 && (
              <a className={classes.jumpLink} href="#upcoming-events">
                <IconArrowDown size={16} stroke={2.4} aria-hidden="true" />
                {upcomingJumpText(upcoming.length)}
              </a>
            )}
          </div>
        </header>
        <QueryState query={locations} loadingLabel="Loading the activities">
          {(all) => (
            <LocationList
              locations={all}
              selectedId={chosenId('location')}
              onShow={(location) => show('location', location.id)}
            />
          )}
        </QueryState>
        {userId && (
          <UpcomingEvents
            events={upcoming}
            userId={userId}
            selectedId={chosenId('event')}
            onShow={(event) => show('event', event.id)}
          />
        )}
      </section>
    </div>
  );
}

export default MapPage;
