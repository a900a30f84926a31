/**
 * The shape of `data/cost-data.json`, the compact form of the raw government and ECB files that
 * `scripts/build-cost-data.ts` writes and the estimator loads once. See docs/ESTIMATES.md.
 */

export type PerDiemDatasetKey = 'gsa' | 'dod' | 'state';

/**
 * One season of a per diem area: it starts and ends on a month and day written as the number
 * `month * 100 + day` (October 1 = 1001), both included, and wraps the year end when `from > to`.
 * Amounts are US cents.
 */
export type PerDiemSeason = [from: number, to: number, lodgingCents: number, mealsCents: number];

export interface PerDiemArea {
  dataset: PerDiemDatasetKey;
  /** The destination as the dataset writes it, e.g. "New York City" or "Lisbon". */
  name: string;
  /**
   * Where the area is: the two-letter US state for GSA rows, `US-AK`, `US-HI` or a territory's
   * ISO code for DoD rows, the ISO country code for State rows.
   */
  region: string;
  /** Folded names a place label may match, e.g. ["new york"] for New York City. */
  keys: string[];
  /** Folded county names the area covers (GSA only). */
  counties: string[];
  /** True for a region's catch-all row (`[Other]`, or GSA's standard CONUS rate). */
  isCatchAll: boolean;
  seasons: PerDiemSeason[];
}

export interface DatasetInfo {
  /** The dataset's name as credited, e.g. "GSA per diem rates FY2026". */
  name: string;
  /** The date its figures apply from or were published, YYYY-MM-DD. */
  asOf: string;
}

export interface AirportPoint {
  iata: string;
  lat: number;
  lng: number;
  /** ISO country code. */
  country: string;
  /** OurAirports' `large_airport`: a major airport, preferred when one serves the area. */
  isLarge: boolean;
}

/** A pair of airports with direct flights (either way) and how many airlines fly it. */
export type DirectRoute = [a: string, b: string, airlines: number];

/** The airline routes the fare model routes over (docs/ESTIMATES.md#airfare). */
export interface RouteData {
  /** "OpenFlights airline routes, June 2014". */
  name: string;
  asOf: string;
  credit: string;
  routes: DirectRoute[];
}

/** The fitted and assumed numbers of the route-aware fare model (`fare-model.ts`). */
export interface FareParams {
  /** A one-leg round trip at `typicalKm` flown by two airlines, US cents (fitted). */
  levelCents: number;
  /** The distance at which the curve is 1, km. */
  typicalKm: number;
  /** The distance exponent, ‰ (400 = 0.4): assumed, see docs/ESTIMATES.md. */
  exponentPerMille: number;
  /** A feeder leg costs this share of a trunk of its length, ‰ (fitted). */
  feederSharePerMille: number;
  /** Added per connection, US cents a round trip (fitted). */
  connectionPremiumCents: number;
  /** How a trunk's fare falls with more airlines on it, ‰ of the exponent (chosen by error). */
  competitionExponentPerMille: number;
}

/** How wrong the model is on the BTS airport averages, each airport left out of its own fit. */
export interface FareErrorBySize {
  size: 'large' | 'medium' | 'all';
  airports: number;
  /** Median and 90th percentile of |model − BTS average| / BTS average, ‰. */
  medianAbsErrorPerMille: number;
  p90AbsErrorPerMille: number;
}

export interface FareModel {
  params: FareParams;
  /** BTS airport → its own fare level over the model's, ‰ (within 500-2000); 1000 if not listed. */
  originFactorsPerMille: Record<string, number>;
  /** Dates within this many days of a public holiday carry the holiday premium. */
  holidayWindowDays: number;
  /** The holiday premium, ‰ added to the fare (a rule of thumb, not fitted). */
  holidayPremiumPerMille: number;
  calibration: {
    /** The model's error with each airport left out of the fit, by airport size. */
    leaveOneOut: FareErrorBySize[];
    /** The previous distance-only curve's error on the same airports, for comparison. */
    distanceOnly: FareErrorBySize;
  };
}

/** The kinds of route an airfare month index covers (docs/ESTIMATES.md#airfare-seasons). */
export const FARE_ROUTE_KINDS = [
  'us',
  'us-europe',
  'us-latin-america',
  'us-asia-pacific',
  'within-europe',
] as const;
export type FareRouteKind = (typeof FARE_ROUTE_KINDS)[number];

/** The world regions a route abroad is sorted into, by the country at its far end. */
export type FareRegion = 'europe' | 'latin-america' | 'asia-pacific';

/**
 * A month-of-year index: what a month costs against the year's mean, and how wrong that is.
 * See docs/ESTIMATES.md#airfare-seasons and #lodging-seasons.
 */
export interface MonthIndex {
  /** January first: each month's share of the year's mean, ‰ (1000 = the mean). */
  perMille: number[];
  /**
   * January first, for an index from whole years of levels: the lowest and highest that month's
   * index (its level over its year's mean) read in any one year, ‰ of the year's mean.
   */
  spreadPerMille?: [low: number, high: number][];
  /**
   * January first, for an index chained from month-to-month changes (no whole year to read the
   * month's own spread from): that month's published change at its lowest and highest, ‰ of the
   * month before (1000 = no change).
   */
  changeRangePerMille?: [low: number, high: number][];
  /** What moves the cost, for the words around it: "US–Europe fares by month (BLS)". */
  label: string;
  /** The publisher and series, for the basis: "BLS import air passenger fares, Europe". */
  source: string;
  /** The years the index is taken from, e.g. "2008-2009, 2011-2013". */
  years: string;
}

export interface ExchangeRateSnapshot {
  /** The ECB business day of the rates, YYYY-MM-DD. */
  date: string;
  /** Units of currency per 1 EUR, as the decimal strings the ECB published ("1.1684"). */
  perEuro: Record<string, string>;
}

export interface CostData {
  datasets: {
    gsa: DatasetInfo;
    dod: DatasetInfo;
    state: DatasetInfo;
    bts: DatasetInfo;
    blsCpiAirfares: DatasetInfo;
    blsImportFares: DatasetInfo;
    ecb: DatasetInfo;
  };
  perDiemAreas: PerDiemArea[];
  airports: AirportPoint[];
  fareModel: FareModel;
  /** Airfare by month of departure, per kind of route; a kind with no data is absent. */
  fareSeasons: Partial<Record<FareRouteKind, MonthIndex>>;
  /** ISO country → the region its routes to and from the US are priced as; absent: none. */
  fareRegions: Record<string, FareRegion>;
  /**
   * Lodging by month of the night, for places whose per diem rate has no seasons: by ISO country
   * (`PT`), and by country and folded city (`PT|lisbon`) where a city's own figures exist.
   */
  lodgingSeasons: Record<string, MonthIndex>;
  exchangeRates: ExchangeRateSnapshot;
}
