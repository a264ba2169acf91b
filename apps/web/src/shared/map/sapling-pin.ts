import { divIcon, type DivIcon } from 'leaflet';
import classes from './sapling-pin.module.css';

/** A map pin with a sapling inside, drawn here so no image file has to be bundled. */
export function saplingPinSvg({ selected }: { selected: boolean }): string {
  const fill = selected ? '#f5bd1c' : '#4e9f2d';
  const edge = selected ? '#9e7203' : '#23511a';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 52" width="40" height="52" aria-hidden="true">
  <ellipse cx="20" cy="49" rx="8" ry="2.5" fill="rgba(0,0,0,0.25)"/>
  <path d="M20 48C20 48 4 31 4 19a16 16 0 0 1 32 0c0 12-16 29-16 29z" fill="${fill}" stroke="${edge}" stroke-width="2.5"/>
  <circle cx="20" cy="19" r="11" fill="#fffdf6"/>
  <path d="M20 27v-9" stroke="#5e3d25" stroke-width="2.4" stroke-linecap="round"/>
  <path d="M20 20c-5 0-8-3-8-7 5 0 8 3 8 7z" fill="#62b63a" stroke="#2f6b1c" stroke-width="1.2"/>
  <path d="M20 18c4.5 0 7-3 7-6.5-4.5 0-7 3-7 6.5z" fill="#86d65a" stroke="#2f6b1c" stroke-width="1.2"/>
</svg>`;
}

const icons = new Map<boolean, DivIcon>();

/** The Leaflet icon of a place's marker (brighter when it is the one chosen). */
export function saplingPin(selected = false): DivIcon {
  let icon = icons.get(selected);
  if (!icon) {
    icon = divIcon({
      className: classes.pin,
      html: saplingPinSvg({ selected }),
      iconSize: [40, 52],
      iconAnchor: [20, 49],
      popupAnchor: [0, -44],
    });
    icons.set(selected, icon);
  }
  return icon;
}
