import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound } from '#server/errors';
import { formatDistance } from '#shared/domain/distance';
import type { Gazetteer, GazetteerPlace } from '../places/gazetteer';
import { nearestAirports } from './airports';
import type { AttractionsProvider } from './attractions';
import { sightLine, sightsCredit, sightsToList } from './shipped-sights';
import { climateSuggestions, seasonalSuggestions } from './seasons';
import type { SuggestionsProvider } from './suggestions-provider';

const DAY_TRIP_RADIUS_KM = 150;
const DAY_TRIP_COUNT = 5;
const AIRPORT_RADIUS_KM = 200;

export const OFFLINE_SOURCE =
  'Offline suggestions: nearby towns from GeoNames place data, airports from OurAirports.';
/** For a place with no climate destination near it: its seasons, from its latitude. */
export const SEASONS_SOURCE = 'Offline suggestions from GeoNames place data: seasons by latitude.';

/**
 * Suggestions from data we ship: the best months by the typical weather of the place's nearest
 * climate destination (the seasons for its latitude when none is near); as fun places, the real
 * sights we ship near it, then the most populous towns within reach, each labelled a day trip
 * and never as a sight, then the nearest airports (docs/PRODUCT-RULES.md#things-to-do).
 */
export function createEmbeddedSuggestions(
  gazetteer: Gazetteer,
  attractions?: AttractionsProvider,
  log?: FastifyBaseLogger,
): SuggestionsProvider {
  const resolve = (location: string): GazetteerPlace => {
    const place = gazetteer.resolveAddress(location);
    if (!place) throw notFound('We have no offline data for that place.', 'place_not_found');
    return place;
  };

  return {
    adapter: `embedded (Sunshine Atlas climate, GeoNames nearby towns, OurAirports${attractions ? `, ${attractions.adapter}` : ''})`,
    async bestTimes(location) {
      const place = resolve(location);
      return (
        climateSuggestions(place, place.name) ?? {
          suggestions: seasonalSuggestions(place, place.name),
          source: SEASONS_SOURCE,
          sourceDetail: { kind: 'seasons' },
        }
      );
    },
    async funPlaces(location) {
      const place = resolve(location);
      const sights = sightsToList(place);
      const lines = sights.map(sightLine);
      const named = new Set(sights.map((thing) => thing.name.toLowerCase()));
      let source = sights.length > 0 ? `${sightsCredit(sights)} ${OFFLINE_SOURCE}` : OFFLINE_SOURCE;
      if (attractions) {
        // Attractions are a bonus: when their upstream fails the offline lines still answer.
        // A bug in the adapter is not an upstream failure, and propagates.
        const found = await attractions.near(place).catch((error: unknown) => {
          if (!(error instanceof AppError) || error.status !== 502) throw error;
          log?.warn({ err: error }, 'attractions skipped: their upstream failed');
          return [];
        });
        const added = found.filter((attraction) => !named.has(attraction.name.toLowerCase()));
        for (const attraction of added) {
          lines.push(
            `See: ${attraction.name} (${attraction.kind}), ${formatDistance(attraction.distanceKm)} away`,
          );
        }
        if (added.length > 0) {
          source = `${source} Attractions from OpenStreetMap, ${attractions.attribution}.`;
        }
      }
      for (const { place: town, distanceKm } of gazetteer.nearby(
        place,
        DAY_TRIP_RADIUS_KM,
        DAY_TRIP_COUNT,
      )) {
        lines.push(`Day trip: ${town.name} (${Math.round(distanceKm)} km)`);
      }
      for (const { airport, distanceKm } of nearestAirports(place, AIRPORT_RADIUS_KM, 2)) {
        lines.push(
          `Fly in: ${airport.name} (${airport.iata}), ${Math.round(distanceKm)} km from ${place.name}`,
        );
      }
      const region =
        place.regionName && place.regionName !== place.name ? `${place.regionName}, ` : '';
      lines.push(`Explore the wider region: ${region}${place.countryName}`);
      return { lines, source };
    },
  };
}
