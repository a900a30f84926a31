import type { GazetteerPlace } from '../places/gazetteer';
import { thingsNear, type NearbyThing } from '#server/sights/things';
import { formatDistance } from '#shared/domain/distance';
import type { SuggestionsProvider } from './suggestions-provider';

/** How many shipped sights a list of fun places names. */
export const SIGHTS_LISTED = 8;

/** "See: Castle of Saint George (castle, 300 m), Castlemap, from Wikidata": one sight a line. */
export function sightLine(thing: NearbyThing): string {
  return `See: ${thing.name} (${thing.kind}, ${formatDistance(thing.distanceKm)}), ${thing.credit.source}`;
}

/** "Sights: Wikidata (CC0 1.0), UNESCO World Heritage Centre (CC BY-SA 3.0 IGO)." */
export function sightsCredit(things: readonly NearbyThing[]): string {
  const credits = [
    ...new Set(things.map((thing) => `${thing.credit.source} (${thing.credit.licence})`)),
  ];
  return `Sights: ${credits.join(', ')}.`;
}

/** The shipped sights worth naming near a place, best known first (src/server/sights/data/README.md). */
export function sightsToList(place: { lat: number; lng: number }): NearbyThing[] {
  return thingsNear(place).slice(0, SIGHTS_LISTED);
}

/**
 * A live suggestions provider whose fun places start with the real sights we ship near the
 * place (docs/PRODUCT-RULES.md#things-to-do): the live answer adds to them, never replaces them.
 */
export function withShippedSights(
  provider: SuggestionsProvider,
  resolve: (location: string) => GazetteerPlace | undefined,
): SuggestionsProvider {
  return {
    adapter: `${provider.adapter} with shipped sights`,
    bestTimes: (location) => provider.bestTimes(location),
    async funPlaces(location) {
      const answer = await provider.funPlaces(location);
      const place = resolve(location);
      const sights = place ? sightsToList(place) : [];
      if (sights.length === 0) return answer;
      const named = new Set(sights.map((thing) => thing.name.toLowerCase()));
      return {
        lines: [
          ...sights.map(sightLine),
          ...answer.lines.filter((line) => !named.has(line.toLowerCase())),
        ],
        source: `${sightsCredit(sights)} ${answer.source}`,
      };
    },
  };
}
