import type { Money } from '#shared/domain/money';

/** A stay to price: `rooms` rooms for `adults` adults near a point, from check-in to check-out. */
export interface StayRequest {
  latitude: number;
  longitude: number;
  /** YYYY-MM-DD. */
  checkIn: string;
  /** YYYY-MM-DD, after `checkIn`. */
  checkOut: string;
  rooms: number;
  adults: number;
}

/** A live figure for the whole stay (all rooms, all nights). */
export interface StayQuote {
  /** In the currency the rates came in, in integer minor units. */
  total: Money;
  /** When the quote was made (ISO 8601). */
  quotedAt: string;
  source: 'Hotelbeds';
  /** How many hotels the figure was chosen from. */
  hotelCount: number;
}

/**
 * Live hotel rates. `null` means "no live quote": the caller keeps its lodging estimate, labelled
 * as one. Never fails: an upstream failure is logged and answers `null`.
 */
export interface StaysProvider {
  readonly adapter: string;
  quote(request: StayRequest): Promise<StayQuote | null>;
}

/** The default: no live rates, so lodging stays the estimator's. */
export function createEstimatedStays(): StaysProvider {
  return { adapter: 'estimator', quote: () => Promise.resolve(null) };
}
