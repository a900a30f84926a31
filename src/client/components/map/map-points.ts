import type { Translator } from '#shared/i18n/translator';
/** One place on a map: a thing to do on a day of the plan, an idea, or a Discover result. */
export interface MapPoint {
  id: string;
  name: string;
  /** Degrees; a point without both is listed nowhere on the map. */
  lat: number | null;
  lng: number | null;
  /** The day's index from 0; null for ideas, which have no day (and no line). */
  group: number | null;
  /** The place within its group from 0, shown on the marker as order + 1; null shows none. */
  order: number | null;
}

/** A point that can be drawn. */
export interface PlacedPoint extends MapPoint {
  lat: number;
  lng: number;
}

/** A group's points in their order, with the colour that draws them. */
export interface PointGroup {
  group: number | null;
  colour: GroupColour;
  points: PlacedPoint[];
}

export interface GroupColour {
  fill: string;
  /** The number's colour on that fill, at least 4.5:1. */
  text: string;
}

/**
 * Okabe and Ito's colour-blind-safe palette, one colour per day, repeating after seven; each
 * marker also carries its number, so colour is never the only cue.
 */
const DAY_COLOURS: readonly GroupColour[] = [
  { fill: '#0072B2', text: '#FFFFFF' },
  { fill: '#D55E00', text: '#000000' },
  { fill: '#009E73', text: '#000000' },
  { fill: '#CC79A7', text: '#000000' },
  { fill: '#E69F00', text: '#000000' },
  { fill: '#56B4E9', text: '#000000' },
  { fill: '#F0E442', text: '#000000' },
];
/** Ideas, and points with no day, in a neutral dark grey. */
const UNGROUPED_COLOUR: GroupColour = { fill: '#4D4D4D', text: '#FFFFFF' };

export function colourOfGroup(group: number | null): GroupColour {
  if (group === null) return UNGROUPED_COLOUR;
  return DAY_COLOURS[group % DAY_COLOURS.length] ?? UNGROUPED_COLOUR;
}

/** "Day 1" for the first day, "Ideas" for points with no day. */
export function defaultGroupLabel(t: Translator, group: number | null): string {
  return group === null ? t('map.ideas') : t('map.day', { day: group + 1 });
}

export function isPlaced(point: MapPoint): point is PlacedPoint {
  return (
    point.lat !== null &&
    point.lng !== null &&
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lng) &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lng) <= 180
  );
}

/** The drawable points by group: days in order, then ideas; each group's points in order. */
export function groupPoints(points: readonly MapPoint[]): PointGroup[] {
  const byGroup = new Map<number | null, PlacedPoint[]>();
  for (const point of points) {
    if (!isPlaced(point)) continue;
    const list = byGroup.get(point.group) ?? [];
    list.push(point);
    byGroup.set(point.group, list);
  }
  return [...byGroup.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a - b))
    .map(([group, list]) => ({
      group,
      colour: colourOfGroup(group),
      points: list.sort(
        (a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.name.localeCompare(b.name),
      ),
    }));
}

/** Whether a group's points are joined by a line: a day's are, in order; ideas are not. */
export function hasRouteLine(group: PointGroup): boolean {
  return group.group !== null && group.points.length > 1;
}

/** The number a marker carries. */
export function markerNumber(point: MapPoint): string {
  return point.order === null ? '' : String(point.order + 1);
}
