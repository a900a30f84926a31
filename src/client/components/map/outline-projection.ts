import type { PlacedPoint } from './map-points';

/** The least span shown, in degrees, so one point or a city's points still show their region. */
const MIN_SPAN_DEGREES = 1.5;

export interface OutlineProjection {
  /** Pixel [x, y] within the drawing for a longitude and latitude. */
  project(lng: number, lat: number): [number, number];
}

/**
 * An equirectangular projection fitted to the points: longitudes shrunk by the cosine of the
 * middle latitude, so shapes near the points keep their proportions; the points' box (at least
 * MIN_SPAN_DEGREES each way) fills the drawing less `padding` pixels on every side.
 */
export function fitOutlineProjection(
  points: readonly PlacedPoint[],
  width: number,
  height: number,
  padding: number,
): OutlineProjection {
  const lats = points.map((point) => point.lat);
  const lngs = points.map((point) => point.lng);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const midLng = (Math.min(...lngs) + Math.max(...lngs)) / 2;
  const shrink = Math.max(0.1, Math.cos((midLat * Math.PI) / 180));
  const spanX = Math.max(MIN_SPAN_DEGREES, Math.max(...lngs) - Math.min(...lngs)) * shrink;
  const spanY = Math.max(MIN_SPAN_DEGREES, Math.max(...lats) - Math.min(...lats));
  const scale = Math.min(
    Math.max(1, width - 2 * padding) / spanX,
    Math.max(1, height - 2 * padding) / spanY,
  );
  return {
    project: (lng, lat) => [
      width / 2 + (lng - midLng) * shrink * scale,
      height / 2 - (lat - midLat) * scale,
    ],
  };
}
