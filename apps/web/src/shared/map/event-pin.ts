import { divIcon, type DivIcon } from 'leaflet';
import classes from './sapling-pin.module.css';

/**
 * The pin of an upcoming planting event: a sky-blue drop with a calendar inside, so it reads
 * apart from the green sapling pins of the places already planted.
 */
export function eventPinSvg({ selected }: { selected: boolean }): string {
  const fill = selected ? '#f5bd1c' : '#2f8fd6';
  const edge = selected ? '#9e7203' : '#0c5a9e';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 52" width="40" height="52" aria-hidden="true">
  <ellipse cx="20" cy="49" rx="8" ry="2.5" fill="rgba(0,0,0,0.25)"/>
  <path d="M20 48C20 48 4 31 4 19a16 16 0 0 1 32 0c0 12-16 29-16 29z" fill="${fill}" stroke="${edge}" stroke-width="2.5"/>
  <circle cx="20" cy="19" r="11" fill="#fffdf6"/>
  <rect x="13" y="13.5" width="14" height="12" rx="2" fill="#fffdf6" stroke="${edge}" stroke-width="1.8"/>
  <path d="M13 17.5h14" stroke="${edge}" stroke-width="1.8"/>
  <path d="M16.5 11.5v3.5M23.5 11.5v3.5" stroke="${edge}" stroke-width="1.8" stroke-linecap="round"/>
  <path d="M20 24v-4" stroke="#4e9f2d" stroke-width="1.6" stroke-linecap="round"/>
  <path d="M20 21.5c-2.6 0-3.8-1.4-3.8-3 2.4 0 3.8 1.3 3.8 3zM20 20.8c2.2 0 3.4-1.3 3.4-2.7-2.2 0-3.4 1.2-3.4 2.7z" fill="#62b63a"/>
</svg>`;
}

const icons = new Map<boolean, DivIcon>();

/** The Leaflet icon of an upcoming event's marker (brighter when it is the one chosen). */
export function eventPin(selected = false): DivIcon {
  let icon = icons.get(selected);
  if (!icon) {
    icon = divIcon({
      className: classes.pin,
      html: eventPinSvg({ selected }),
      iconSize: [40, 52],
      iconAnchor: [20, 49],
      popupAnchor: [0, -44],
    });
    icons.set(selected, icon);
  }
  return icon;
}
