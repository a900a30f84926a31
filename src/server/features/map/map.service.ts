import type { Config } from '#server/config';
import type { MapSettings } from '#shared/contracts/map';

/** The map's tile server and its credit, as configured (OpenStreetMap's by default). */
export function mapSettingsOf(config: Config): MapSettings {
  return {
    tiles: {
      urlTemplate: config.MAP_TILE_URL,
      maxZoom: config.MAP_TILE_MAX_ZOOM,
      attribution: config.MAP_TILE_ATTRIBUTION,
      attributionUrl: config.MAP_TILE_ATTRIBUTION_URL,
    },
  };
}

/** The one origin map tiles load from, which the Content-Security-Policy allows images from. */
export function tileOriginOf(config: Config): string {
  return new URL(config.MAP_TILE_URL.replace(/\{[zxy]\}/g, '0')).origin;
}
