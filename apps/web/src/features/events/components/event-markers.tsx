import { useEffect, useRef } from 'react';
import type { Marker as LeafletMarker } from 'leaflet';
import { Link } from 'react-router';
import { Marker, Popup, useMap } from 'react-leaflet';
import type { PlantingEvent } from '@punla/contract';
import { eventPin } from '#shared/map/event-pin.ts';
import { paths } from '#shared/paths.ts';
import { eventWhen, rsvpText, seatsText } from './event-text.ts';
import classes from './events-on-map.module.css';

interface EventMarkersProps {
  events: PlantingEvent[];
  selectedId: number | null;
  /** Changes with every request to show the selected event. */
  focusRequest: number;
  /** The zoom at which the chosen event is shown (far, when the map has no tiles). */
  detailZoom: number;
  onSelect: (event: PlantingEvent) => void;
}

/**
 * The upcoming planting events on the map of previous activities, each a calendar pin with a
 * popup: when, where, seats left and the way to RSVP. Drawn inside the map's container.
 */
export function EventMarkers({
  events,
  selectedId,
  focusRequest,
  detailZoom,
  onSelect,
}: EventMarkersProps) {
  const map = useMap();
  const markers = useRef(new Map<number, LeafletMarker>());

  // The flight answers a request to show an event, not a fresher copy of the list.
  const latest = useRef({ events, detailZoom });
  useEffect(() => {
    latest.current = { events, detailZoom };
  }, [events, detailZoom]);
  useEffect(() => {
    if (selectedId === null) return;
    const chosen = latest.current.events.find((event) => event.id === selectedId);
    if (!chosen) return;
    const marker = markers.current.get(selectedId);
    // The popup opens once the map has arrived, so it can pan to fit the popup in.
    map.once('moveend', () => marker?.openPopup());
    map.flyTo(
      [chosen.latitude, chosen.longitude],
      Math.max(map.getZoom(), latest.current.detailZoom),
      { duration: 0.8 },
    );
    // focusRequest: the same event chosen again flies there again.
  }, [map, selectedId, focusRequest]);

  return events.map((event) => {
    const rsvp = rsvpText(event.rsvp);
    return (
      <Marker
        key={event.id}
        position={[event.latitude, event.longitude]}
        icon={eventPin(event.id === selectedId)}
        title={`Upcoming: ${event.name}`}
        alt={`Upcoming: ${event.name}`}
        ref={(marker) => {
          if (marker) markers.current.set(event.id, marker);
          else markers.current.delete(event.id);
        }}
        eventHandlers={{ click: () => onSelect(event) }}
      >
        <Popup
          className={classes.popup}
          maxWidth={260}
          minWidth={220}
          autoPanPaddingTopLeft={[56, 12]}
        >
          <span className={classes.popupKicker}>Upcoming planting event</span>
          <strong className={classes.popupName}>{event.name}</strong>
          <span className={classes.popupMeta}>{eventWhen(event)}</span>
          <span className={classes.popupMeta}>{event.placeName}</span>
          <span className={classes.popupSeats}>{rsvp ?? seatsText(event)}</span>
          <Link className={classes.popupLink} to={paths.app.eligibilityChecker}>
            {event.rsvp ? 'See your RSVP' : 'RSVP on Event Eligibility'}
          </Link>
        </Popup>
      </Marker>
    );
  });
}
