import type { EstimatePhrase } from '#shared/contracts/estimate-phrases';
import type { CurrencyCode, Money } from '#shared/domain/money';
import type { ConversionRate, ExchangeRates } from './exchange-rates';

/** What the estimator is asked and what it answers; the rules are in docs/ESTIMATES.md. */

/** A place as a trip names it, plus what the gazetteer knows of it when available. */
export interface CostPlace {
  /** "New York, NY, United States", "Lisbon, Lisbon, Portugal", "Lisbon, Portugal". */
  label: string;
  lat?: number;
  lng?: number;
  /** ISO 3166-1 alpha-2; read from the label's last part when missing. */
  countryCode?: string;
  /** In the US, the two-letter state (GeoNames admin-1); read from the label when missing. */
  admin1?: string;
  /** The US county ("Kings"), when known: a city GSA does not list falls back to its county. */
  county?: string;
}

export interface EstimateInput {
  destination: CostPlace;
  /** Where the travellers start; without it (or its coordinates) there is no travel line. */
  origin?: CostPlace;
  /** YYYY-MM-DD, the first day. */
  startDate: string;
  /** YYYY-MM-DD, the last day (the night before it is the last night). */
  endDate: string;
  /** 1 to 20. */
  travellers: number;
  currency: CurrencyCode;
  /** Asked for a car rental line: the traveller's own figure per day, any supported currency. */
  carRentalPerDay?: Money;
  /** Driving cost per vehicle-km, any supported currency; the default is a labelled guess. */
  drivingCostPerKm?: Money;
  /** Defaults to the newest shipped rates. */
  rates?: ExchangeRates;
  /**
   * `drive` prices travel as a road trip whatever the distance (Discover's places within a day's
   * drive); by default places under 300 km apart are driven and the rest flown.
   */
  travelMode?: 'auto' | 'drive';
}

export type EstimateKind = 'lodging' | 'food' | 'airfare' | 'driving' | 'car_rental';

/** The cost-plan category a line belongs to; driving has none of its own, so it is `other`. */
export type EstimateCategory = 'lodging' | 'food' | 'airfare' | 'car_rental' | 'other';

export interface EstimateLine {
  kind: EstimateKind;
  category: EstimateCategory;
  /** Short label for the line, e.g. "Lodging, 3 nights, 1 room". */
  label: string;
  /** The label without a language, for the client to word. */
  labelPhrase: EstimatePhrase;
  low: Money;
  /** The middle figure; the one a cost plan adds up. */
  mid: Money;
  high: Money;
  /** One sentence: what the figure is made of and where it comes from. */
  basis: string;
  /** The basis sentence by sentence without a language, in the same order. */
  basisPhrases: EstimatePhrase[];
  /** The dataset's name, e.g. "GSA per diem rates, FY2026 (CONUS)". */
  dataset: string;
  /** The dataset's date, YYYY-MM-DD. */
  asOf: string;
  /** How the figures were converted into the trip's currency; null when no conversion. */
  conversion: { rate: ConversionRate; rateDate: string; source: string } | null;
  /** For a travel line: how the trip gets there. */
  travel?: EstimatedTravel;
  /**
   * For lodging and airfare: what moves the figure from month to month ("US–Europe fares by
   * month (BLS)"), or null when no data does and the figure is the same all year.
   */
  season?: {
    label: string | null;
    source: string | null;
    /** Set when the per diem rate's own seasons move it: the area they are for. */
    perDiemArea?: string;
  };
}

/** The journey a travel line prices, for the words around it ("DEN–ORD–LIS, 1 connection"). */
export interface EstimatedTravel {
  mode: 'fly' | 'drive';
  /** IATA codes as flown, origin first; empty for a drive. */
  airports: string[];
  connections: number;
  /** One way: the distance flown, or the road distance. */
  km: number;
  /** True when a route is not in the route data and its connection is assumed. */
  isAssumed: boolean;
  /** The public holiday the dates are next to, when the fare carries the holiday premium. */
  holiday: string | null;
  /** The holiday's name in each language, when known. */
  holidayNames?: Record<string, string>;
}

export interface TripEstimate {
  currency: CurrencyCode;
  lines: EstimateLine[];
  /** Fallbacks and omissions, one sentence each ("Porto is not listed; …"). */
  notes: string[];
  /** The notes without a language, in the same order. */
  notePhrases: EstimatePhrase[];
  /**
   * The per diem area whose lodging rate applies, and whether it is a region's catch-all (the
   * standard CONUS rate, a country's "[Other]"): a place with a rate of its own is one the
   * government's travellers go to often enough to price. Null when no lodging rate applies.
   */
  lodgingArea: { name: string; isCatchAll: boolean } | null;
}

/** Low and high as percentages of the middle figure. See docs/ESTIMATES.md for why. */
export const RANGE_RULES = {
  lodging: { low: 70n, high: 130n },
  food: { low: 60n, high: 120n },
  driving: { low: 80n, high: 125n },
  domesticAirfare: { low: 70n, high: 140n },
  internationalAirfare: { low: 70n, high: 200n },
  /** Added to the high figure for each connection, and once for an assumed route. */
  perConnectionHigh: 25n,
  /** Added to the high figure for dates next to a public holiday. */
  holidayHigh: 30n,
} as const;

/** Below this great-circle distance the travellers drive instead of flying. */
export const DRIVING_THRESHOLD_KM = 300;
/** A place farther than this from its airport is reached by car from there (a transfer line). */
export const TRANSFER_DRIVE_KM = 50;
/** A guess at fuel and wear per vehicle-km, stated as one wherever it is used. */
export const DEFAULT_DRIVING_COST_PER_KM: Money = { amount: 21, currency: 'USD' };

export type TripEstimator = (input: EstimateInput) => TripEstimate;

/** A line in the currency of its data (US cents, or the traveller's own figure) before conversion. */
export type SourceLine = Omit<EstimateLine, 'conversion'>;

/** The estimator's notes as it gathers them: each an English sentence and its phrase. */
export interface EstimateNotes {
  text: string[];
  phrases: EstimatePhrase[];
}

export function addNote(notes: EstimateNotes, text: string, said: EstimatePhrase): void {
  notes.text.push(text);
  notes.phrases.push(said);
}
