import type { FareRegion, FareRouteKind, MonthIndex } from './cost-data-types';
import { US_AIRFARE_AREAS } from './cost-areas';
import { foldPlaceName } from './fold-place-name';

/**
 * Month-of-year indexes for airfare and lodging, derived from the raw files in `data/raw/`
 * (docs/ESTIMATES.md#airfare-seasons, #lodging-seasons). Pure and deterministic.
 */

const MONTHS = 12;
type Row = Record<string, string>;

/** [2015, 2016, 2017, 2022, 2023] → "2015-2017, 2022-2023". */
export function yearSpans(years: readonly number[]): string {
  const sorted = [...new Set(years)].sort((a, b) => a - b);
  const spans: string[] = [];
  let first = sorted[0];
  sorted.forEach((year, index) => {
    const next = sorted[index + 1];
    if (next !== year + 1) {
      spans.push(first === year ? `${year}` : `${first}-${year}`);
      first = next;
    }
  });
  return spans.join(', ');
}

const perMille = (ratio: number) => Math.round(ratio * 1000);

function monthOf(row: Row, column = 'month'): number {
  const month = Number(row[column]);
  if (!Number.isInteger(month) || month < 1 || month > MONTHS) {
    throw new Error(`Bad month in row: ${JSON.stringify(row)}`);
  }
  return month;
}

/**
 * An index from index levels: for each year with all 12 months, each month over that year's mean;
 * then, per month, the mean of those ratios (the index) and their lowest and highest (the spread).
 * Levels are only compared within a year, so the index's base and inflation do not matter.
 */
export function monthIndexFromLevels(
  levels: readonly { year: number; month: number; level: number }[],
  names: Pick<MonthIndex, 'label' | 'source'>,
): MonthIndex | undefined {
  const byYear = new Map<number, number[]>();
  for (const { year, month, level } of levels) {
    if (!(level > 0)) throw new Error(`Bad index level ${level} (${year}-${month})`);
    const months = byYear.get(year) ?? [];
    months[month - 1] = level;
    byYear.set(year, months);
  }
  const full = [...byYear.entries()].filter(([, months]) =>
    Array.from({ length: MONTHS }, (_, month) => months[month]).every(
      (level) => level !== undefined,
    ),
  );
  if (full.length === 0) return undefined;
  const ratios = full.map(([, months]) => {
    const mean = months.reduce((total, level) => total + level, 0) / MONTHS;
    return months.map((level) => level / mean);
  });
  const column = (month: number) => ratios.map((year) => year[month] ?? 1);
  return {
    ...names,
    perMille: Array.from({ length: MONTHS }, (_, month) =>
      perMille(column(month).reduce((total, ratio) => total + ratio, 0) / ratios.length),
    ),
    spreadPerMille: Array.from({ length: MONTHS }, (_, month) => [
      perMille(Math.min(...column(month))),
      perMille(Math.max(...column(month))),
    ]),
    years: yearSpans(full.map(([year]) => year)),
  };
}

/**
 * An index from published month-to-month changes, when no year is published whole: each month's
 * change is the geometric mean of its changes in the years at hand; chained from January, the
 * twelve changes rarely close the year (the index's own trend, and years that differ), so that
 * gap is spread evenly over the twelve months; the chain is then scaled to a mean of 1000.
 * No year is whole, so the month's own spread cannot be read: `changeRangePerMille` keeps each
 * month's lowest and highest published change instead, ‰ of the month before.
 */
export function monthIndexFromChanges(
  changes: readonly { year: number; month: number; percent: number }[],
  names: Pick<MonthIndex, 'label' | 'source'>,
): MonthIndex {
  const byMonth: number[][] = Array.from({ length: MONTHS }, () => []);
  for (const { month, percent } of changes) byMonth[month - 1]!.push(1 + percent / 100);
  const missing = byMonth.findIndex((ratios) => ratios.length === 0);
  if (missing !== -1) throw new Error(`${names.source}: no change into month ${missing + 1}`);
  const logChange = byMonth.map(
    (ratios) => ratios.reduce((total, ratio) => total + Math.log(ratio), 0) / ratios.length,
  );
  // Into January is the change from December; the chain starts at January.
  const drift = logChange.reduce((total, change) => total + change, 0) / MONTHS;
  const logLevels = [0];
  for (let month = 1; month < MONTHS; month++) {
    logLevels.push(logLevels[month - 1]! + logChange[month]! - drift);
  }
  const levels = logLevels.map(Math.exp);
  const mean = levels.reduce((total, level) => total + level, 0) / MONTHS;
  return {
    ...names,
    perMille: levels.map((level) => perMille(level / mean)),
    changeRangePerMille: byMonth.map((ratios) => [
      perMille(Math.min(...ratios)),
      perMille(Math.max(...ratios)),
    ]),
    years: yearSpans(changes.map((change) => change.year)),
  };
}

const ROUTE_NAMES: Record<string, Pick<MonthIndex, 'label' | 'source'>> = {
  'us-europe': {
    label: 'US–Europe fares by month (BLS)',
    source: 'BLS import air passenger fares, Europe',
  },
  'us-latin-america': {
    label: 'US–Latin America and Caribbean fares by month (BLS)',
    source: 'BLS import air passenger fares, Latin America/Caribbean',
  },
  'us-asia-pacific': {
    label: 'US–Asia fares by month (BLS)',
    source: 'BLS import air passenger fares, Asia',
  },
};

type Level = { year: number; month: number; level: number };
type Change = { year: number; month: number; percent: number };

function blsRoute(row: Row): string {
  const route = (row['route'] ?? '').trim();
  if (!ROUTE_NAMES[route] || !Number.isInteger(Number(row['year']))) {
    throw new Error(`Bad BLS fare row: ${JSON.stringify(row)}`);
  }
  return route;
}

/**
 * The changes that published index levels of consecutive months give, for the months whose own
 * change is not in the change table; where both are published they must agree to within the
 * rounding of the levels (0.15 points), else a figure was typed in wrong.
 */
export function changesFromLevels(
  levels: readonly Level[],
  published: readonly Change[],
): Change[] {
  const key = (year: number, month: number) => year * 100 + month;
  const byMonth = new Map(levels.map((entry) => [key(entry.year, entry.month), entry.level]));
  const known = new Map(published.map((entry) => [key(entry.year, entry.month), entry.percent]));
  const added: Change[] = [];
  for (const { year, month, level } of levels) {
    const before = month === 1 ? byMonth.get(key(year - 1, 12)) : byMonth.get(key(year, month - 1));
    if (before === undefined) continue;
    const percent = (level / before - 1) * 100;
    const stated = known.get(key(year, month));
    if (stated === undefined) added.push({ year, month, percent });
    else if (Math.abs(stated - percent) > 0.15) {
      throw new Error(
        `BLS level and change disagree for ${year}-${month}: ${percent} vs ${stated}`,
      );
    }
  }
  return added;
}

/**
 * The BLS import air passenger fare indexes by region (docs/ESTIMATES.md#airfare-seasons): from
 * whole calendar years of published index levels where there are any (each month over its
 * year's mean), else chained from the published month-to-month changes, with the changes that
 * published levels of consecutive months add.
 */
export function buildBlsFareSeasons(
  changeRows: readonly Row[],
  levelRows: readonly Row[],
): Partial<Record<FareRouteKind, MonthIndex>> {
  const changes = new Map<string, Change[]>();
  for (const row of changeRows) {
    const route = blsRoute(row);
    const percent = Number(row['percent_change_from_previous_month']);
    if (!Number.isFinite(percent)) throw new Error(`Bad BLS fare row: ${JSON.stringify(row)}`);
    changes.set(route, [
      ...(changes.get(route) ?? []),
      { year: Number(row['year']), month: monthOf(row), percent },
    ]);
  }
  const levels = new Map<string, Level[]>();
  for (const row of levelRows) {
    const route = blsRoute(row);
    const level = Number(row['index']);
    if (!(level > 0)) throw new Error(`Bad BLS fare level: ${JSON.stringify(row)}`);
    levels.set(route, [
      ...(levels.get(route) ?? []),
      { year: Number(row['year']), month: monthOf(row), level },
    ]);
  }
  const routes = [...new Set([...changes.keys(), ...levels.keys()])].sort();
  return Object.fromEntries(
    routes.map((route) => {
      const names = ROUTE_NAMES[route]!;
      const routeLevels = levels.get(route) ?? [];
      const published = changes.get(route) ?? [];
      const index =
        monthIndexFromLevels(routeLevels, names) ??
        monthIndexFromChanges([...published, ...changesFromLevels(routeLevels, published)], names);
      return [route, index];
    }),
  );
}

/**
 * Within the US: the BLS CPI for airline fares, not seasonally adjusted, by month; rows with a
 * reason in `excluded` (the pandemic years) are left out.
 */
export function domesticFareSeason(rows: readonly Row[]): MonthIndex {
  const levels = rows
    .filter((row) => !(row['excluded'] ?? '').trim())
    .map((row) => ({
      year: Number(row['year']),
      month: monthOf(row),
      level: Number(row['index']),
    }));
  const index = monthIndexFromLevels(levels, {
    label: 'US domestic fares by month (BLS CPI)',
    source: 'BLS CPI airline fares, US city average',
  });
  if (!index) throw new Error('No full year of the CPI for airline fares');
  return index;
}

/** North American countries that are not Latin America or the Caribbean. */
const NORTH_OF_MEXICO = new Set(['CA', 'BM', 'GL', 'PM']);

/**
 * Each country's fare region from the continent OurAirports files most of its airports under:
 * Europe; South America, and North America south of the US (Mexico, Central America, the
 * Caribbean) as Latin America; Asia and Oceania as Asia and the Pacific. Africa, Antarctica,
 * Canada and the US's own areas have no region.
 */
export function buildFareRegions(
  airports: readonly { iso_country: string; continent: string }[],
): Record<string, FareRegion> {
  const counts = new Map<string, Map<string, number>>();
  for (const { iso_country: country, continent } of airports) {
    const byContinent = counts.get(country) ?? new Map<string, number>();
    byContinent.set(continent, (byContinent.get(continent) ?? 0) + 1);
    counts.set(country, byContinent);
  }
  const regions: Record<string, FareRegion> = {};
  for (const country of [...counts.keys()].sort()) {
    if (US_AIRFARE_AREAS.has(country) || NORTH_OF_MEXICO.has(country)) continue;
    const [continent] = [...counts.get(country)!.entries()].sort(
      ([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : 1),
    )[0]!;
    const region: FareRegion | undefined =
      continent === 'EU'
        ? 'europe'
        : continent === 'SA' || continent === 'NA'
          ? 'latin-america'
          : continent === 'AS' || continent === 'OC'
            ? 'asia-pacific'
            : undefined;
    if (region) regions[country] = region;
  }
  return regions;
}

/**
 * Lodging month indexes by country and city (docs/ESTIMATES.md#lodging-seasons) from rows of
 * `country` (ISO), `city` (empty for the whole country), `year`, `month`, `index` (a published
 * index level or average rate, any base), `excluded` (why a row is left out, else empty),
 * `label`, `source_name` and `source` (the row's citation). Each place's index comes from its
 * years with all twelve months (`monthIndexFromLevels`); a place with none is left out.
 */
export function buildLodgingSeasons(rows: readonly Row[]): Record<string, MonthIndex> {
  const byPlace = new Map<
    string,
    {
      names: Pick<MonthIndex, 'label' | 'source'>;
      levels: { year: number; month: number; level: number }[];
    }
  >();
  for (const row of rows) {
    // Years the data's own README sets aside (a pandemic year, a subsidy) say why in `excluded`.
    if ((row['excluded'] ?? '').trim()) continue;
    const country = (row['country'] ?? '').trim().toUpperCase();
    const city = foldPlaceName(row['city'] ?? '');
    const year = Number(row['year']);
    const level = Number(row['index']);
    // `EU` is the European Union's own index (EU27), for members with none of their own.
    if (!/^[A-Z]{2}$/.test(country) || !Number.isInteger(year) || !(level > 0)) {
      throw new Error(`Bad lodging index row: ${JSON.stringify(row)}`);
    }
    const key = city ? `${country}|${city}` : country;
    const place = byPlace.get(key) ?? {
      names: { label: (row['label'] ?? '').trim(), source: (row['source_name'] ?? '').trim() },
      levels: [],
    };
    place.levels.push({ year, month: monthOf(row), level });
    byPlace.set(key, place);
  }
  const seasons: Record<string, MonthIndex> = {};
  for (const key of [...byPlace.keys()].sort()) {
    const { names, levels } = byPlace.get(key)!;
    const index = monthIndexFromLevels(levels, names);
    if (index) seasons[key] = index;
  }
  return seasons;
}
