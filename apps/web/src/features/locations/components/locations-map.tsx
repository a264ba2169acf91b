import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { latLngBounds, type Marker as LeafletMarker } from 'leaflet';
import { MapContainer, Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import { useMediaQuery } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import type { Location } from '@punla/contract';
import { formatActivityDate, formatTreesPlanted } from './location-format.ts';
import { LocationPhoto } from './location-photo.tsx';
import {
  PHILIPPINES_BOUNDS,
  PHILIPPINES_CENTER,
  PHILIPPINES_ZOOM,
} from '#shared/map/map-settings.ts';
import { MapTiles } from '#shared/map/map-tiles.tsx';
import { saplingPin } from '#shared/map/sapling-pin.ts';
import classes from './locations.module.css';

interface LocationsMapProps {
  locations: Location[];
  selectedId: number | null;
  /** Changes with every request to show the selected location. */
  focusRequest: number;
  onSelect: (location: Location) => void;
  /**
   * More layers drawn on the same map (the upcoming events' pins), given the zoom at which a
   * chosen place is shown up close.
   */
  layers?: (view: { detailZoom: number }) => ReactNode;
}

/** Shows every location at first; flies to the chosen one and opens its popup. */
function MapFocus({
  locations,
  selectedId,
  focusRequest,
  detailZoom,
  markers,
}: {
  locations: Location[];
  selectedId: number | null;
  focusRequest: number;
  detailZoom: number;
  markers: RefObject<Map<number, LeafletMarker>>;
}) {
  const map = useMap();
  const fittedToSites = useRef(false);

  useEffect(() => {
    // Once the player has asked to see a place, the map is theirs: no late fit pulls it away.
    if (fittedToSites.current || focusRequest > 0) return;
    fittedToSites.current = locations.length > 0;
    // The frame may have been laid out after the map measured it.
    map.invalidateSize();
    // The whole archipelago, widened to take in any site outside it.
    const bounds = latLngBounds(PHILIPPINES_BOUNDS);
    for (const l of locations) bounds.extend([l.latitude, l.longitude]);
    map.fitBounds(bounds, { padding: [12, 12] });
  }, [map, locations, focusRequest]);

  useEffect(() => {
    if (selectedId === null) return;
    const chosen = locations.find((l) => l.id === selectedId);
    if (!chosen) return;
    const marker = markers.current.get(selectedId);
    // The popup opens once the map has arrived, so it can pan to fit the popup in.
    map.once('moveend', () => marker?.openPopup());
    map.flyTo([chosen.latitude, chosen.longitude], Math.max(map.getZoom(), detailZoom), {
      duration: 0.8,
    });
    // focusRequest: the same card clicked again flies there again.
  }, [map, locations, selectedId, focusRequest, detailZoom, markers]);

  return null;
}

/** Tells whether a popup is open, so the offline note can step aside for it. */
function PopupWatch({ onChange }: { onChange: (open: boolean) => void }) {
  useMapEvents({
    popupopen: () => onChange(true),
    popupclose: () => onChange(false),
  });
  return null;
}

/**
 * The mouse wheel zooms the map only where it cannot stand in the way of scrolling the page:
 * beside the list (the map stays in view there), or once the player has pressed on the map,
 * until the pointer leaves it. Elsewhere the wheel scrolls the page over the map.
 */
function WheelZoom({ always }: { always: boolean }) {
  const map = useMap();
  useEffect(() => {
    const zoom = map.scrollWheelZoom;
    if (always) {
      zoom.enable();
      return;
    }
    zoom.disable();
    const enable = () => zoom.enable();
    const disable = () => zoom.disable();
    map.on('mousedown', enable);
    map.on('mouseout', disable);
    return () => {
      map.off('mousedown', enable);
      map.off('mouseout', disable);
    };
  }, [map, always]);
  return null;
}

/** The Leaflet map of the planting locations, a sapling pin and a popup for each. */
export function LocationsMap({
  locations,
  selectedId,
  focusRequest,
  onSelect,
  layers,
}: LocationsMapProps) {
  const markers = useRef(new Map<number, LeafletMarker>());
  const [tilesFailed, setTilesFailed] = useState(false);
  // One tile that fails among many that load is a hiccup; none loading at all is offline.
  const [popupOpen, setPopupOpen] = useState(false);
  // The page's side-by-side layout (locations.module.css): the map stays in view there.
  const sideBySide = useMediaQuery('(min-width: 860px)');
  // Without tiles the islands are only sketched: a close zoom would show nothing.
  const detailZoom = tilesFailed ? 7 : 11;

  return (
    <div className={classes.mapFrame}>
      <MapContainer
        center={PHILIPPINES_CENTER}
        zoom={PHILIPPINES_ZOOM}
        minZoom={4}
        zoomSnap={0.25}
        scrollWheelZoom={false}
        className={classes.map}
        aria-label="Map of the planting activities and upcoming events"
      >
        <MapTiles onFailedChange={setTilesFailed} />
        {locations.map((location) => (
          <Marker
            key={location.id}
            position={[location.latitude, location.longitude]}
            icon={saplingPin(location.id === selectedId)}
            title={location.name}
            alt={location.name}
            ref={(marker) => {
              if (marker) markers.current.set(location.id, marker);
              else markers.current.delete(location.id);
            }}
            eventHandlers={{ click: () => onSelect(location) }}
          >
            <Popup
              className={classes.popup}
              maxWidth={260}
              minWidth={220}
              // Clear of the zoom buttons in the top left corner.
              autoPanPaddingTopLeft={[56, 12]}
            >
              <LocationPhoto
                className={classes.popupPhoto}
                imageUrl={location.imageUrl}
                alt={location.name}
              />
              <strong className={classes.popupName}>{location.name}</strong>
              <span className={classes.popupMeta}>
                {formatActivityDate(location.activityDate)} ·{' '}
                {formatTreesPlanted(location.treesPlanted)}
              </span>
              <span className={classes.popupText}>{location.description}</span>
            </Popup>
          </Marker>
        ))}
        {layers?.({ detailZoom })}
        <PopupWatch onChange={setPopupOpen} />
        <WheelZoom always={sideBySide} />
        <MapFocus
          locations={locations}
          selectedId={selectedId}
          focusRequest={focusRequest}
          detailZoom={detailZoom}
          markers={markers}
        />
      </MapContainer>
      {tilesFailed && !popupOpen && (
        <p
          className={classes.tilesNote}
          role="status"
          title="The map pictures could not load, so the islands are sketched. Every activity is in the list."
        >
          <IconWifiOff size={16} stroke={2.4} aria-hidden="true" />
          Offline sketch
        </p>
      )}
    </div>
  );
}
