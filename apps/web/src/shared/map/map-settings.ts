/** Where maps of the game start, and which tile server draws them. */

/** The middle of the Philippine archipelago and a zoom that shows all of it. */
export const PHILIPPINES_CENTER: [number, number] = [12.3, 122.5];
export const PHILIPPINES_ZOOM = 5;
export const PHILIPPINES_BOUNDS: [[number, number], [number, number]] = [
  [4.6, 116.9],
  [19.6, 126.6],
];

const OSM_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The tile server: VITE_MAP_TILE_URL, or OpenStreetMap's with its attribution. */
export function tileSettings(env: ImportMetaEnv = import.meta.env) {
  const custom = env.VITE_MAP_TILE_URL?.trim();
  return {
    url: custom || OSM_TILE_URL,
    attribution: custom
      ? (env.VITE_MAP_TILE_ATTRIBUTION?.trim() ?? OSM_ATTRIBUTION)
      : OSM_ATTRIBUTION,
  };
}
