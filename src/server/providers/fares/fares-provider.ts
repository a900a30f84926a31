import type { Money } from '#shared/domain/money';

/** A round trip to price: the travellers fly out on `departDate` and back on `returnDate`. */
export interface FareRequest {
  /** IATA airport or city code of home, e.g. "DEN". */
  originIata: string;
  /** IATA airport or city code of the destination, e.g. "JFK". */
  destinationIata: string;
  /** YYYY-MM-DD. */
  departDate: string;
  /** YYYY-MM-DD, on or after `departDate`. */
  returnDate: string;
  /** Adult passengers, 1 to 9. */
  adults: number;
}

/** The cheapest live offer for a `FareRequest`, for all passengers together. */
export interface FareQuote {
  /** In the currency the airline quoted, in integer minor units. */
  total: Money;
  /** When the quote was made (ISO 8601): shown as "quote at 14:05", never as an estimate. */
  quotedAt: string;
  source: 'Duffel';
  /** How many offers the quote was chosen from. */
  offerCount: number;
}

/**
 * Live fares. `null` means "no live quote": the caller shows its estimate, labelled as one.
 * Never fails: an upstream failure is logged and answers `null`.
 */
export interface FaresProvider {
  readonly adapter: string;
  quote(request: FareRequest): Promise<FareQuote | null>;
}

/** The default: no live fares, so every caller uses the shipped estimator. */
export function createEstimatedFares(): FaresProvider {
  return {
    adapter: 'estimator',
    quote: () => Promise.resolve(null),
  };
}
