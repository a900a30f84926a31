import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHORT_MONTH_NAMES } from '#shared/domain/calendar-date';
import { parseCsvRecords } from '../costs/parse-csv';
import { MONTH_FIELDS, type ClimateData, type ClimateRow } from './climate-data-types';

/**
 * Turns the Sunshine Atlas files in `data/raw/` into the compact `ClimateData` the climate
 * module loads. Pure apart from reading the files, and deterministic, so a test can check the
 * committed JSON is current. Run `npm run build:climate-data` after replacing a raw file.
 * See docs/CLIMATE.md.
 */

export const RAW_FILES = {
  destinations: 'sunshine-atlas-destinations.csv',
  monthly: 'sunshine-atlas-monthly-climate.csv',
} as const;

/** The CSV column of each kept monthly number. */
const MONTH_COLUMNS: Record<(typeof MONTH_FIELDS)[number], string> = {
  sunshineScore: 'sunshine_score',
  dayHighC: 'day_high_c',
  nightLowC: 'night_low_c',
  rainMm: 'rain_mm',
};

function integer(text: string | undefined, what: string): number {
  const value = Number(text?.trim());
  if (text === undefined || text.trim() === '' || !Number.isInteger(value)) {
    throw new Error(`Bad ${what}: ${text}`);
  }
  return value;
}

function coordinate(text: string | undefined, what: string): number {
  const value = Number(text?.trim());
  if (text === undefined || text.trim() === '' || !Number.isFinite(value)) {
    throw new Error(`Bad ${what}: ${text}`);
  }
  return Math.round(value * 10_000) / 10_000;
}

/** A sorted list of distinct values, and each value's index in it. */
function indexed(values: string[]): { list: string[]; indexOf: Map<string, number> } {
  const list = [...new Set(values)].sort();
  return { list, indexOf: new Map(list.map((value, index) => [value, index])) };
}

export function buildClimateData(rawDir: string): ClimateData {
  const read = (file: string) => parseCsvRecords(readFileSync(join(rawDir, file), 'utf8'));
  // The second airport of a metro repeats the first one's place: one row per place.
  const places = read(RAW_FILES.destinations).filter((row) => !row['duplicate_of_iata']?.trim());

  const months = new Map<string, number[]>();
  for (const row of read(RAW_FILES.monthly)) {
    const iata = row['iata'] ?? '';
    const month = SHORT_MONTH_NAMES.indexOf(row['month'] ?? '');
    if (month === -1) throw new Error(`Bad month for ${iata}: ${row['month']}`);
    let values = months.get(iata);
    if (!values) {
      values = [];
      months.set(iata, values);
    }
    MONTH_FIELDS.forEach((field, offset) => {
      values[month * MONTH_FIELDS.length + offset] = integer(
        row[MONTH_COLUMNS[field]],
        `${field} of ${iata} ${row['month']}`,
      );
    });
  }

  const continents = indexed(places.map((row) => row['continent'] ?? ''));
  const climates = indexed(places.map((row) => row['climate'] ?? ''));
  const types = indexed(places.map((row) => row['destination_type'] ?? ''));
  const countries: Record<string, string> = {};
  for (const row of places) countries[row['country_code'] ?? ''] = row['country'] ?? '';

  const destinations = places
    .map((row): ClimateRow => {
      const iata = row['iata'] ?? '';
      const values = months.get(iata) ?? [];
      const complete =
        values.length === 12 * MONTH_FIELDS.length &&
        [...values].every((value) => typeof value === 'number');
      if (!complete) throw new Error(`Not 12 months of climate for ${iata}`);
      const population = row['population']?.trim();
      return [
        iata,
        row['city'] ?? '',
        row['country_code'] ?? '',
        continents.indexOf.get(row['continent'] ?? '') ?? -1,
        coordinate(row['lat'], `lat of ${iata}`),
        coordinate(row['lon'], `lon of ${iata}`),
        integer(row['elevation_m'], `elevation of ${iata}`),
        population ? integer(population, `population of ${iata}`) : 0,
        climates.indexOf.get(row['climate'] ?? '') ?? -1,
        types.indexOf.get(row['destination_type'] ?? '') ?? -1,
        values,
      ];
    })
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));

  return {
    dataset: {
      name: 'Sunshine Atlas open dataset (sunshineatlas.com/data)',
      edition: '2026.11',
      period: 'NASA POWER climatology 2001-2020',
      licence: 'CC BY 4.0',
    },
    countries: Object.fromEntries(Object.entries(countries).sort(([a], [b]) => (a < b ? -1 : 1))),
    continents: continents.list,
    climates: climates.list,
    types: types.list,
    destinations,
  };
}

/** The committed file's exact text: one destination per line, so a diff reads well. */
export function climateDataJson(data: ClimateData): string {
  const { destinations, ...rest } = data;
  const head = JSON.stringify(rest, null, 2).slice(0, -2);
  const rows = destinations.map((row) => `    ${JSON.stringify(row)}`).join(',\n');
  return `${head},\n  "destinations": [\n${rows}\n  ]\n}\n`;
}
