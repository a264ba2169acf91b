import { useMemo, useRef, useState } from 'react';
import { Polygon, TileLayer } from 'react-leaflet';
import { tileSettings } from './map-settings.ts';
import { PHILIPPINE_ISLANDS } from './philippines-outline.ts';

/**
 * The map's tiles; when none can be loaded (offline, or the tile server refuses), the
 * Philippines drawn as a plain outline instead, so the pins still sit on something readable.
 * `onFailedChange` tells the map when it falls back, for anything else it adapts.
 */
export function MapTiles({ onFailedChange }: { onFailedChange?: (failed: boolean) => void }) {
  const tiles = useMemo(() => tileSettings(), []);
  const [failed, setFailed] = useState(false);
  const loadedOnce = useRef(false);
  const report = (next: boolean) => {
    setFailed(next);
    onFailedChange?.(next);
  };
  return (
    <>
      <TileLayer
        url={tiles.url}
        attribution={tiles.attribution}
        eventHandlers={{
          tileload: () => {
            loadedOnce.current = true;
            report(false);
          },
          tileerror: () => {
            if (!loadedOnce.current) report(true);
          },
        }}
      />
      {failed && (
        <Polygon
          positions={PHILIPPINE_ISLANDS}
          interactive={false}
          pathOptions={{ color: '#7fae5c', weight: 1.5, fillColor: '#dcefc8', fillOpacity: 1 }}
        />
      )}
    </>
  );
}
