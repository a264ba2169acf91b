/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the API; empty (the default) means the app's own origin. */
  readonly VITE_API_BASE_URL?: string;
  /** Map tiles of the Previous Activities map; OpenStreetMap's when unset. */
  readonly VITE_MAP_TILE_URL?: string;
  /** The attribution (HTML) of VITE_MAP_TILE_URL's tiles. */
  readonly VITE_MAP_TILE_ATTRIBUTION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
