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

/**
 * The round-trip fare model calibrated on the BTS averages (docs/ESTIMATES.md#airfare):
 * fare = national average × (km / typicalKm)^exponent × the origin airport's factor.
 */
export interface FareModel {
  /** The BTS national average itinerary fare, US cents. */
  nationalAverageCents: number;
  /** The distance at which the curve gives the national average, km. */
  typicalKm: number;
  /** The distance exponent, ‰ (400 = 0.4). */
  exponentPerMille: number;
  /** BTS airport → its fare level relative to the curve, ‰; 1000 for an airport not listed. */
  originFactorsPerMille: Record<string, number>;
  /** How the curve alone compares with the BTS airport averages. */
  calibration: {
    airports: number;
    /** Median of |curve − airport average| / airport average, ‰. */
    medianAbsErrorPerMille: number;
    /** 10th and 90th percentile of airport average / curve, ‰. */
    p10RatioPerMille: number;
    p90RatioPerMille: number;
  };
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
    ecb: DatasetInfo;
  };
  perDiemAreas: PerDiemArea[];
  airports: AirportPoint[];
  fareModel: FareModel;
  exchangeRates: ExchangeRateSnapshot;
}
