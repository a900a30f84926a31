import { latestRates, type ExchangeRates } from '#server/costs/exchange-rates';

/** Exchange rates as a provider answers them: the shape `convert` takes, plus where they came from. */
export interface ProvidedExchangeRates extends ExchangeRates {
  /**
   * True when live rates were configured but could not be fetched, so these are the shipped
   * snapshot; `source` then says so in words. Screens switch on this, not on the text.
   */
  isFallback: boolean;
  /** When the live rates were fetched (ISO 8601); absent for the shipped snapshot. */
  fetchedAt?: string;
}

/**
 * The newest exchange rates, units of each currency per 1 EUR. Never fails: a live adapter that
 * cannot reach its service answers the shipped snapshot, labelled as the fallback.
 */
export interface ExchangeRatesProvider {
  readonly adapter: string;
  latest(): Promise<ProvidedExchangeRates>;
}

/** The shipped ECB snapshot, as the default answer (needs no network). */
export function shippedRates(): ProvidedExchangeRates {
  return { ...latestRates(), isFallback: false };
}

/** The shipped ECB snapshot, labelled as what a live adapter answers when it fails. */
export function shippedRatesAfterFailure(): ProvidedExchangeRates {
  const shipped = latestRates();
  return {
    ...shipped,
    source: `${shipped.source}: the shipped snapshot of ${shipped.date}, because the live rates could not be fetched`,
    isFallback: true,
  };
}

/** The default adapter: the ECB reference rates shipped with the product. */
export function createEcbSnapshotRates(): ExchangeRatesProvider {
  return {
    adapter: 'ecb-snapshot',
    latest: () => Promise.resolve(shippedRates()),
  };
}
