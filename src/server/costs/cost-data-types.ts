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
}

/**
 * The round-trip fare model fitted to the BTS averages: fare = intercept + perKm × km, in US
 * cents, plus the spread of the BTS airport averages around it (as per-mille ratios).
 */
export interface FareModel {
  interceptCents: number;
  perKmCents: number;
  /** Fare ratio (actual / model) at the 10th and 90th percentile of calibration airports, ‰. */
  lowPerMille: number;
  highPerMille: number;
  /** Median absolute error of the model on the calibration airports, ‰ of the actual fare. */
  medianAbsErrorPerMille: number;
  /** How many BTS airports the fit used. */
  airports: number;
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
