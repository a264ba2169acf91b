import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo } from 'react';
import type { LeafletMouseEvent, Marker as LeafletMarker } from 'leaflet';
import { MapContainer, Marker, useMap, useMapEvents } from 'react-leaflet';
import { PHILIPPINES_CENTER, PHILIPPINES_ZOOM } from './map-settings.ts';
import { MapTiles } from './map-tiles.tsx';
import { saplingPin } from './sapling-pin.ts';
import classes from './map-picker.module.css';

/** Five decimals: about a metre, finer than anyone can click. */
const DECIMALS = 5;
/** How close the map opens on a location that has its place. */
const PLACE_ZOOM = 11;
/** How close the map comes at least to show a place typed out of view. */
const FOLLOW_ZOOM = 8;

export type PinPosition = [latitude: number, longitude: number];

/** The pin's place from the typed fields, or null while they do not make a place. */
export function pinPosition(latitude: string, longitude: string): PinPosition | null {
  if (latitude.trim() === '' || longitude.trim() === '') return null;
  const lat = Number(latitude);
  const lng = Number(longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (lat < -90 || lat > 90 || lng < -180 || lng > 180) return null;
  return [lat, lng];
}

/**
 * The field texts of a point picked on the map: rounded to five decimals, the longitude
 * brought back between -180 and 180 (the map repeats the world sideways).
 */
export function pickedCoordinates(lat: number, lng: number) {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  const clampedLat = Math.min(90, Math.max(-90, lat));
  const text = (value: number) => String(Number(value.toFixed(DECIMALS)));
  return { latitude: text(clampedLat), longitude: text(wrapped) };
}

interface LocationMapPickerProps {
  /** Where the pin stands (from the typed fields), or null for no pin yet. */
  position: PinPosition | null;
  /** A point clicked on the map or where the pin was dropped. */
  onPick: (lat: number, lng: number) => void;
}

/** Clicks on the map place the pin. */
function ClickToPick({ onPick }: Pick<LocationMapPickerProps, 'onPick'>) {
  useMapEvents({ click: (event: LeafletMouseEvent) => onPick(event.latlng.lat, event.latlng.lng) });
  return null;
}

/** Brings a pin placed by typing into view; a pin already in view leaves the map still. */
function FollowPin({ position }: Pick<LocationMapPickerProps, 'position'>) {
  const map = useMap();
  const lat = position?.[0];
  const lng = position?.[1];
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    if (map.getBounds().contains([lat, lng])) return;
    map.setView([lat, lng], Math.max(map.getZoom(), FOLLOW_ZOOM));
  }, [map, lat, lng]);
  return null;
}

/**
 * A map beside the typed latitude and longitude: a click or a dragged pin fills both fields,
 * and typing in them moves the pin. The fields stay the way in by keyboard.
 */
export function LocationMapPicker({ position, onPick }: LocationMapPickerProps) {
  // No tile at all (offline): the islands are sketched so a click still lands somewhere known.
  const markerEvents = useMemo(
    () => ({
      dragend: (event: { target: LeafletMarker }) => {
        const { lat, lng } = event.target.getLatLng();
        onPick(lat, lng);
      },
    }),
    [onPick],
  );

  return (
    <div className={classes.picker}>
      <div className={classes.frame}>
        <MapContainer
          center={position ?? PHILIPPINES_CENTER}
          zoom={position ? PLACE_ZOOM : PHILIPPINES_ZOOM}
          minZoom={3}
          zoomSnap={0.25}
          scrollWheelZoom={false}
          keyboard={false}
          className={classes.map}
          aria-label="Map to pick the place: click it or drag the pin"
        >
          <MapTiles />
          <ClickToPick onPick={onPick} />
          <FollowPin position={position} />
          {position && (
            <Marker
              position={position}
              icon={saplingPin(true)}
              draggable
              keyboard={false}
              title="The location: drag to move it"
              alt="The location's pin"
              eventHandlers={markerEvents}
            />
          )}
        </MapContainer>
      </div>
      <p className={classes.hint}>
        Click the map or drag the pin to fill in the latitude and longitude, or type them.
      </p>
    </div>
  );
}
