import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapSettings } from '#shared/contracts/map';
import { hasRouteLine, markerNumber, type MapPoint, type PointGroup } from './map-points';

/** The zoom a lone point is shown at: a town and its streets. */
const SINGLE_POINT_ZOOM = 13;
/** The deepest zoom fitting several points may reach: a few streets. */
const FIT_MAX_ZOOM = 16;
const MARKER_SIZE = 28;

export interface TileMapOptions {
  groups: readonly PointGroup[];
  tiles: MapSettings['tiles'];
  selectedId: string | null;
  onSelect: ((id: string) => void) | undefined;
  /** No tile has loaded and one has failed: the server cannot be reached. */
  onTilesFailed(): void;
  /** The zoom buttons' names, in the traveller's language. */
  zoomInTitle: string;
  zoomOutTitle: string;
}

export interface TileMap {
  /** Marks the chosen point, keeping the view as the traveller left it. */
  select(id: string | null): void;
  destroy(): void;
}

function markerIcon(fill: string, text: string, label: string, isSelected: boolean): L.DivIcon {
  const size = isSelected ? MARKER_SIZE + 6 : MARKER_SIZE;
  const element = document.createElement('span');
  element.textContent = label;
  element.setAttribute('aria-hidden', 'true');
  Object.assign(element.style, {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: `${size}px`,
    height: `${size}px`,
    boxSizing: 'border-box',
    borderRadius: '50%',
    background: fill,
    color: text,
    border: isSelected ? '3px solid #000' : '2px solid #fff',
    boxShadow: '0 1px 3px rgba(0,0,0,0.45)',
    font: '700 12px/1 system-ui, sans-serif',
  });
  return L.divIcon({
    html: element,
    className: '',
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

/** A step between two numbers' layers: more than a map's height in pixels, which Leaflet adds. */
const STACK_STEP = 10_000;
/** Lifts a selected marker above every numbered one. */
const SELECTED_LIFT = 100_000_000;

/**
 * Numbered markers stack by number, 1 on top: where two places overlap (a few km apart on a
 * phone), the cheaper or earlier one stays whole and tappable, not the later one over it.
 */
function stackLift(point: MapPoint): number {
  return point.order === null ? 0 : Math.max(0, 1000 - point.order) * STACK_STEP;
}

/**
 * Draws the points on tiles with Leaflet. Keyboard panning is off and markers take no focus, so
 * Tab passes through the map (its zoom buttons aside); the list beside it carries the same
 * information. Dragging is off on touch screens, so a finger scrolls the page, not the map.
 */
export function drawTileMap(element: HTMLElement, options: TileMapOptions): TileMap {
  const { groups, tiles, selectedId, onSelect } = options;
  const map = L.map(element, {
    keyboard: false,
    scrollWheelZoom: false,
    dragging: !L.Browser.mobile,
    attributionControl: false,
    zoomControl: false,
    maxZoom: tiles.maxZoom,
  });
  L.control
    .zoom({ zoomInTitle: options.zoomInTitle, zoomOutTitle: options.zoomOutTitle })
    .addTo(map);
  let loaded = 0;
  let isFailed = false;
  // Only the tiles in view are asked for (the tile servers' usage policies forbid prefetching).
  L.tileLayer(tiles.urlTemplate, { maxZoom: tiles.maxZoom })
    .on('tileload', () => {
      loaded += 1;
    })
    .on('tileerror', () => {
      if (loaded > 0 || isFailed) return;
      isFailed = true;
      options.onTilesFailed();
    })
    .addTo(map);

  for (const group of groups) {
    if (hasRouteLine(group)) {
      L.polyline(
        group.points.map((point) => [point.lat, point.lng] as L.LatLngTuple),
        { color: group.colour.fill, weight: 3, opacity: 0.85, interactive: false },
      ).addTo(map);
    }
  }
  const markers = new Map<string, (isSelected: boolean) => void>();
  for (const group of groups) {
    for (const point of group.points) {
      const marker = L.marker([point.lat, point.lng], { keyboard: false }).addTo(map);
      const show = (isSelected: boolean) => {
        marker.setIcon(
          markerIcon(group.colour.fill, group.colour.text, markerNumber(point), isSelected),
        );
        marker.setZIndexOffset((isSelected ? SELECTED_LIFT : 0) + stackLift(point));
      };
      show(point.id === selectedId);
      markers.set(point.id, show);
      // Text, never HTML: names are the traveller's own.
      const tooltip = document.createElement('span');
      tooltip.textContent = point.name;
      marker.bindTooltip(tooltip, { direction: 'top', offset: [0, -MARKER_SIZE / 2] });
      if (onSelect) marker.on('click', () => onSelect(point.id));
    }
  }

  const all = groups.flatMap((group) => group.points);
  const only = all.length === 1 ? all[0] : undefined;
  if (only) map.setView([only.lat, only.lng], Math.min(SINGLE_POINT_ZOOM, tiles.maxZoom));
  else {
    map.fitBounds(L.latLngBounds(all.map((point) => [point.lat, point.lng])), {
      padding: [MARKER_SIZE, MARKER_SIZE],
      maxZoom: Math.min(FIT_MAX_ZOOM, tiles.maxZoom),
    });
  }

  const resizes = new ResizeObserver(() => map.invalidateSize());
  resizes.observe(element);
  let selected = selectedId;
  return {
    select(id) {
      if (id === selected) return;
      if (selected) markers.get(selected)?.(false);
      if (id) markers.get(id)?.(true);
      selected = id;
    },
    destroy() {
      resizes.disconnect();
      map.remove();
    },
  };
}
