import { readFileSync } from 'node:fs';
import { DISCOVER_REGIONS, type DiscoverRegion } from '#shared/contracts/compare';
import type { WARMTH, WETNESS } from '#shared/contracts/suggestions';
import { distanceKm } from '../providers/places/gazetteer';
import { MONTH_FIELDS, type ClimateData } from './climate-data-types';

/**
 * Typical weather by month: 20-year normals for 3,824 destinations, each an airport's place
 * (docs/CLIMATE.md). Pure: the data is parsed and indexed once, on first use, and every answer is
 * computed from memory.
 */

/** Where the figures come from, as a short label beside them. */
export const CLIMATE_SOURCE = 'Sunshine Atlas (NASA POWER 2001-2020)';
/** The credit the data's licence asks for wherever the figures are shown. */
export { CLIMATE_CREDIT } from '#shared/domain/climate-credit';
/** How far a place may be from a destination for that destination's normals to stand for it. */
export const DEFAULT_MAX_KM = 150;
/**
 * The standard atmosphere's lapse rate: air cools by about 6.5 °C for every 1000 m of height.
 * Day highs and night lows are moved by it when a place sits higher or lower than its
 * destination's airport; rain and sunshine are left as they are.
 */
export const LAPSE_RATE_C_PER_M = 6.5 / 1000;

export interface ClimateDestination {
  iata: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** The data's English name for the country ("St. Lucia"). */
  country: string;
  continent: string;
  lat: number;
  lng: number;
  elevationM: number;
  /** 0 when the data does not know it. */
  population: number;
  /** Climate band: "Mediterranean", "highland"… */
  climate: string;
  /** "city break", "beach resort"… */
  type: string;
}

export interface MonthNormals {
  /** 1 (January) to 12. */
  month: number;
  /** 0-100: the data's own index of warmth × dryness × sunniness, not a measurement. */
  sunshineScore: number;
  dayHighC: number;
  nightLowC: number;
  rainMm: number;
}

export interface TypicalWeather extends MonthNormals {
  /** The destination whose normals these are. */
  destination: { iata: string; city: string; country: string };
  /** From the place asked about to that destination, rounded to the km. */
  distanceKm: number;
  source: typeof CLIMATE_SOURCE;
}

export interface BestMonth extends TypicalWeather {
  /** In words, with the figures: "warm and dry: 26 °C, 20 mm rain". */
  reason: string;
}

type Warmth = (typeof WARMTH)[number];
type Wetness = (typeof WETNESS)[number];

const FIELDS = MONTH_FIELDS.length;

// The nearest-destination index: destinations bucketed by whole degree of latitude and longitude,
// so a lookup measures the distance to the few destinations in the cells its radius reaches.
const KM_PER_DEGREE = 111.195;
/** Beyond this radius a plain scan of every destination is quicker than walking cells. */
const SCAN_ALL_KM = 2_000;
const cellKey = (latCell: number, lngCell: number) =>
  (latCell + 90) * 360 + (((lngCell % 360) + 540) % 360);

/** The atlas in memory: its destinations, their monthly numbers and the nearest-destination index. */
interface Atlas {
  destinations: readonly ClimateDestination[];
  /** Every destination's 48 monthly numbers, end to end, in `destinations` order. */
  monthly: Int16Array;
  indexByIata: Map<string, number>;
  cells: Map<number, number[]>;
}

let loaded: Atlas | undefined;

/**
 * The atlas, read (0.8 MB of JSON) and indexed on first use rather than at start, so the server
 * answers its health check without it. The file sits in ./data beside this module, and beside
 * the compiled server, which the server build copies it to (scripts/build-server.mjs).
 */
function atlas(): Atlas {
  if (loaded) return loaded;
  const file = new URL('./data/climate-data.json', import.meta.url);
  const data = JSON.parse(readFileSync(file, 'utf8')) as ClimateData;
  const destinations: readonly ClimateDestination[] = data.destinations.map(
    ([iata, city, countryCode, continent, lat, lng, elevationM, population, climate, type]) => ({
      iata,
      city,
      countryCode,
      country: data.countries[countryCode] ?? countryCode,
      continent: data.continents[continent] ?? '',
      lat,
      lng,
      elevationM,
      population,
      climate: data.climates[climate] ?? '',
      type: data.types[type] ?? '',
    }),
  );
  const cells = new Map<number, number[]>();
  destinations.forEach((destination, index) => {
    const key = cellKey(Math.floor(destination.lat), Math.floor(destination.lng));
    const cell = cells.get(key);
    if (cell) cell.push(index);
    else cells.set(key, [index]);
  });
  loaded = {
    destinations,
    monthly: Int16Array.from(data.destinations.flatMap((row) => row[10])),
    indexByIata: new Map(destinations.map((destination, index) => [destination.iata, index])),
    cells,
  };
  return loaded;
}

/** Every destination, sorted by IATA code. */
export function listDestinations(): readonly ClimateDestination[] {
  return atlas().destinations;
}

/** A destination's own normals for the 12 months, January first, with no height correction. */
export function destinationMonths(destination: ClimateDestination): MonthNormals[] {
  const index = atlas().indexByIata.get(destination.iata);
  if (index === undefined) throw new Error(`Not a climate destination: ${destination.iata}`);
  return Array.from({ length: 12 }, (_, month) => normalsAt(index, month + 1, 0));
}

function normalsAt(index: number, month: number, shiftC: number): MonthNormals {
  const at = (index * 12 + month - 1) * FIELDS;
  const { monthly } = atlas();
  return {
    month,
    sunshineScore: monthly[at] ?? 0,
    dayHighC: Math.round((monthly[at + 1] ?? 0) + shiftC),
    nightLowC: Math.round((monthly[at + 2] ?? 0) + shiftC),
    rainMm: monthly[at + 3] ?? 0,
  };
}

function nearestIndex(
  lat: number,
  lng: number,
  maxKm: number,
): { index: number; km: number } | undefined {
  const { destinations, cells } = atlas();
  const point = { lat, lng };
  let best = -1;
  let bestKm = maxKm;
  const consider = (index: number) => {
    const km = distanceKm(point, destinations[index]!);
    if (km < bestKm || (km === bestKm && best === -1)) {
      best = index;
      bestKm = km;
    }
  };
  if (maxKm >= SCAN_ALL_KM) {
    for (let index = 0; index < destinations.length; index++) consider(index);
  } else {
    const latReach = maxKm / KM_PER_DEGREE;
    // The widest longitude a circle of this radius spans around this latitude.
    const sinReach =
      Math.sin((latReach * Math.PI) / 180) /
      Math.cos((Math.min(89.999, Math.abs(lat)) * Math.PI) / 180);
    const lngReach = sinReach >= 1 ? 180 : (Math.asin(sinReach) * 180) / Math.PI;
    const firstLng = Math.floor(lng - lngReach);
    const lastLng = Math.min(Math.floor(lng + lngReach), firstLng + 359);
    const firstLat = Math.max(-90, Math.floor(lat - latReach));
    const lastLat = Math.min(89, Math.floor(lat + latReach));
    for (let latCell = firstLat; latCell <= lastLat; latCell++) {
      for (let lngCell = firstLng; lngCell <= lastLng; lngCell++) {
        const cell = cells.get(cellKey(latCell, lngCell));
        if (cell) for (const index of cell) consider(index);
      }
    }
  }
  return best === -1 ? undefined : { index: best, km: bestKm };
}

/** The destination nearest to a point (with its distance, unrounded), when one is within `maxKm`. */
export function nearestDestination(
  lat: number,
  lng: number,
  maxKm = DEFAULT_MAX_KM,
): (ClimateDestination & { distanceKm: number }) | undefined {
  const nearest = nearestIndex(lat, lng, maxKm);
  return nearest && { ...atlas().destinations[nearest.index]!, distanceKm: nearest.km };
}

/** Degrees to add to the destination's temperatures for a place at `elevationM`. */
function heightShiftC(destination: ClimateDestination, elevationM: number | undefined): number {
  return elevationM === undefined ? 0 : (destination.elevationM - elevationM) * LAPSE_RATE_C_PER_M;
}

function typicalAt(
  nearest: { index: number; km: number },
  elevationM: number | undefined,
  month: number,
): TypicalWeather {
  const destination = atlas().destinations[nearest.index]!;
  return {
    ...normalsAt(nearest.index, month, heightShiftC(destination, elevationM)),
    destination: {
      iata: destination.iata,
      city: destination.city,
      country: destination.country,
    },
    distanceKm: Math.round(nearest.km),
    source: CLIMATE_SOURCE,
  };
}

function checkMonth(month: number): void {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`month must be 1 to 12, not ${month}`);
  }
}

/**
 * The typical weather of `month` (1-12) at a point: its nearest destination's normals (within
 * DEFAULT_MAX_KM), with temperatures moved by the lapse rate for the height difference when the
 * place's own elevation is known, rounded to whole °C. Undefined when no destination is near.
 */
export function typicalWeather(
  lat: number,
  lng: number,
  elevationM: number | undefined,
  month: number,
): TypicalWeather | undefined {
  checkMonth(month);
  const nearest = nearestIndex(lat, lng, DEFAULT_MAX_KM);
  return nearest && typicalAt(nearest, elevationM, month);
}

/** The months a trip from `start` to `end` (YYYY-MM-DD) touches, in order, at most 12. */
export function monthsBetween(start: string, end: string): number[] {
  const [startYear, startMonth] = start.split('-').map(Number) as [number, number];
  const [endYear, endMonth] = end.split('-').map(Number) as [number, number];
  const count = Math.max(1, Math.min(12, (endYear - startYear) * 12 + endMonth - startMonth + 1));
  return Array.from({ length: count }, (_, offset) => ((startMonth - 1 + offset) % 12) + 1);
}

/**
 * The typical weather of each month a trip from `start` to `end` (YYYY-MM-DD) touches, in
 * order; empty when no destination is near.
 */
export function typicalForDates(
  lat: number,
  lng: number,
  elevationM: number | undefined,
  start: string,
  end: string,
): TypicalWeather[] {
  const nearest = nearestIndex(lat, lng, DEFAULT_MAX_KM);
  if (!nearest) return [];
  return monthsBetween(start, end).map((month) => typicalAt(nearest, elevationM, month));
}

/** hot ≥ 30 °C, warm ≥ 22, mild ≥ 15, cool ≥ 5, else cold. */
export function warmthOf(dayHighC: number): Warmth {
  if (dayHighC >= 30) return 'hot';
  if (dayHighC >= 22) return 'warm';
  if (dayHighC >= 15) return 'mild';
  if (dayHighC >= 5) return 'cool';
  return 'cold';
}

/** dry ≤ 40 mm, some rain ≤ 100 mm, else wet. */
export function wetnessOf(rainMm: number): Wetness {
  if (rainMm <= 40) return 'dry';
  if (rainMm <= 100) return 'someRain';
  return 'wet';
}

/** "warm and dry: 26 °C, 20 mm rain". */
export function monthReason(normals: MonthNormals): string {
  const wet = wetnessOf(normals.rainMm);
  const words =
    wet === 'someRain'
      ? `${warmthOf(normals.dayHighC)} with some rain`
      : `${warmthOf(normals.dayHighC)} and ${wet}`;
  return `${words}: ${normals.dayHighC} °C, ${normals.rainMm} mm rain`;
}

/**
 * The 12 months at a point ranked by sunshine score, best first (a tie goes to the drier month,
 * then the earlier), each with a short reason; empty when no destination is near.
 */
export function bestMonths(lat: number, lng: number, elevationM: number | undefined): BestMonth[] {
  const nearest = nearestIndex(lat, lng, DEFAULT_MAX_KM);
  if (!nearest) return [];
  return Array.from({ length: 12 }, (_, month) => typicalAt(nearest, elevationM, month + 1))
    .sort((a, b) => b.sunshineScore - a.sunshineScore || a.rainMm - b.rainMm || a.month - b.month)
    .map((typical) => ({ ...typical, reason: monthReason(typical) }));
}

/** The regions Discover offers live in the contract, beside their labels. */

/**
 * The island countries and territories of the Caribbean in the data (its continent is "North
 * America"). Bermuda lies in the Atlantic far to the north and is left out; the mainland
 * countries on the Caribbean coast (Belize, Colombia…) belong to their continents.
 */
export const CARIBBEAN_COUNTRY_CODES = [
  'AG', 'AI', 'AW', 'BB', 'BL', 'BQ', 'BS', 'CU', 'CW', 'DM', 'DO', 'GD', 'GP', 'HT',
  'JM', 'KN', 'KY', 'LC', 'MF', 'MQ', 'MS', 'PR', 'SX', 'TC', 'TT', 'VC', 'VG', 'VI',
] as const; // prettier-ignore

/**
 * Countries counted in Europe whole although the data files some of their destinations under
 * another continent: Spain (the Canaries and Melilla sit in "Africa") and Cyprus ("Asia").
 */
const EUROPE_ALSO = new Set(['ES', 'CY']);
const caribbean = new Set<string>(CARIBBEAN_COUNTRY_CODES);

/**
 * Which destinations each Discover region holds. Countries by ISO code; continents as the data
 * files them, so Europe includes the European parts of Russia, Turkey and Kazakhstan.
 */
export const REGION_RULES: Record<DiscoverRegion, (destination: ClimateDestination) => boolean> = {
  anywhere: () => true,
  'united-states': (destination) => destination.countryCode === 'US',
  europe: (destination) =>
    destination.continent === 'Europe' || EUROPE_ALSO.has(destination.countryCode),
  mexico: (destination) => destination.countryCode === 'MX',
  canada: (destination) => destination.countryCode === 'CA',
  'south-america': (destination) => destination.continent === 'South America',
  italy: (destination) => destination.countryCode === 'IT',
  caribbean: (destination) => caribbean.has(destination.countryCode),
};

let byRegion: Map<DiscoverRegion, readonly ClimateDestination[]> | undefined;

/** The destinations of a Discover region, sorted by IATA code. */
export function destinationsIn(region: DiscoverRegion): readonly ClimateDestination[] {
  byRegion ??= new Map(
    DISCOVER_REGIONS.map((region) => [region, listDestinations().filter(REGION_RULES[region])]),
  );
  return byRegion.get(region) ?? [];
}
