import type { TypicalMonth } from '#shared/contracts/climate';
import { formatEstimate, type Money } from '#shared/domain/money';
import { typicalWeather } from '#server/climate/climate';
import type { CostPlace, EstimateLine, TripEstimate } from '#server/costs/estimator';
import type { Gazetteer, GazetteerPlace } from '#server/providers/places/gazetteer';
import { PLACE_PHOTO_ROUTE_PREFIX } from '#server/providers/places/places-provider';

/** Pieces the compare and discover features share: places, weather and words for a figure. */

const PLACE_ID = /^geonames:(\d{1,10})$/;

/**
 * A place the traveller named by label ("Chicago", "Boston, MA") or by id (`geonames:4930956`).
 * A label resolves exactly or not at all (`resolveAddress`); only a bare name, which names no
 * region to get wrong, falls back to the best match of the name typed so far ("chica").
 */
export function findNamedPlace(gazetteer: Gazetteer, text: string): GazetteerPlace | undefined {
  const id = PLACE_ID.exec(text.trim());
  if (id?.[1]) return gazetteer.get(Number(id[1]));
  return (
    gazetteer.resolveAddress(text) ??
    (text.includes(',') ? undefined : gazetteer.search(text, 1)[0])
  );
}

/** What the estimator needs of a gazetteer place. */
export function costPlaceFrom(gazetteer: Gazetteer, place: GazetteerPlace): CostPlace {
  return {
    label: gazetteer.label(place),
    lat: place.lat,
    lng: place.lng,
    countryCode: place.countryCode,
    ...(place.countryCode === 'US' ? { admin1: place.admin1 } : {}),
  };
}

/** The postcard this server draws for a gazetteer place; a path `image_url` accepts. */
export function postcardUrl(place: GazetteerPlace): string {
  return `${PLACE_PHOTO_ROUTE_PREFIX}geonames-${place.id}`;
}

/**
 * Typical weather at a place for the month of `date`, or null when the place has no coordinates
 * or no climate destination is near. Memoised by point and month: a comparison asks per window.
 */
export function createTypicalMonthFinder() {
  const memo = new Map<string, TypicalMonth | null>();
  return (place: { lat?: number | undefined; lng?: number | undefined }, date: string) => {
    if (place.lat === undefined || place.lng === undefined) return null;
    const month = Number(date.slice(5, 7));
    const key = `${place.lat},${place.lng},${month}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const typical = typicalWeather(place.lat, place.lng, undefined, month);
    const answer: TypicalMonth | null = typical
      ? {
          month: typical.month,
          dayHighC: typical.dayHighC,
          nightLowC: typical.nightLowC,
          rainMm: typical.rainMm,
          sunshineScore: typical.sunshineScore,
        }
      : null;
    if (memo.size > 10_000) memo.clear();
    memo.set(key, answer);
    return answer;
  };
}

/** "$179", or "$179.50" when there are cents: for sentences, not for tables. */
export function moneyWords(value: Money): string {
  return formatEstimate(value);
}

export function lineOf(
  estimate: TripEstimate,
  kind: EstimateLine['kind'],
): EstimateLine | undefined {
  return estimate.lines.find((line) => line.kind === kind);
}

/** The first and last airports of an airfare line ("DEN", "LIS"), for a live quote. */
export function airfareRoute(line: EstimateLine): { from: string; to: string } | undefined {
  const airports = line.travel?.airports ?? [];
  const [from, to] = [airports[0], airports[airports.length - 1]];
  return from && to && airports.length > 1 ? { from, to } : undefined;
}

/** The datasets an answer's figures come from, once each, plus the climate credit. */
export function sourcesOf(estimates: readonly TripEstimate[], climateCredit: string): string[] {
  const names = new Set<string>();
  for (const estimate of estimates)
    for (const line of estimate.lines) {
      // Guesses and the traveller's own figures are not datasets.
      if (line.asOf) names.add(line.dataset);
      // The monthly index that moves a line is a source too.
      if (line.season?.source) names.add(line.season.source);
    }
  return [...names, climateCredit];
}
