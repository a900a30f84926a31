import type { OutlineProjection } from './outline-projection';

/** A country's rings as [longitude, latitude] pairs. */
type Rings = number[][][];

let countries: Promise<Rings[]> | undefined;

/**
 * Natural Earth's countries at 1:110 million (public domain, via the world-atlas package), read
 * only when an outline map is first drawn: the data and its reader are their own chunks.
 */
export function loadCountries(): Promise<Rings[]> {
  countries ??= Promise.all([
    import('world-atlas/countries-110m.json'),
    import('topojson-client'),
  ]).then(([{ default: atlas }, { feature }]) => {
    const topology = atlas as unknown as Parameters<typeof feature>[0];
    const collection = feature(topology, topology.objects.countries as never) as unknown as {
      features: { geometry: { type: string; coordinates: unknown } | null }[];
    };
    return collection.features.map(({ geometry }) => {
      if (geometry?.type === 'Polygon') return geometry.coordinates as Rings;
      if (geometry?.type === 'MultiPolygon') return (geometry.coordinates as Rings[]).flat();
      return [];
    });
  });
  countries.catch(() => {
    // Failed to load (a missing chunk): the next drawing asks again.
    countries = undefined;
  });
  return countries;
}

/**
 * The SVG path of each country that shows in a `width` × `height` drawing. Rings wholly outside
 * it are left out, so the page holds only what is seen.
 */
export function countryPaths(
  all: readonly Rings[],
  projection: OutlineProjection,
  width: number,
  height: number,
): string[] {
  const paths: string[] = [];
  for (const rings of all) {
    let path = '';
    for (const ring of rings) {
      const projected = ring.map(([lng = 0, lat = 0]) => projection.project(lng, lat));
      const xs = projected.map(([x]) => x);
      const ys = projected.map(([, y]) => y);
      if (
        Math.max(...xs) < 0 ||
        Math.min(...xs) > width ||
        Math.max(...ys) < 0 ||
        Math.min(...ys) > height
      )
        continue;
      path += `M${projected.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join('L')}Z`;
    }
    if (path) paths.push(path);
  }
  return paths;
}
