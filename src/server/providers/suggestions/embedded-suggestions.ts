import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound } from '#server/errors';
import type { Gazetteer, GazetteerPlace } from '../places/gazetteer';
import { nearestAirports } from './airports';
import type { AttractionsProvider } from './attractions';
import { climateSuggestions, seasonalSuggestions } from './seasons';
import type { SuggestionsProvider } from './suggestions-provider';

const DAY_TRIP_RADIUS_KM = 150;
const DAY_TRIP_COUNT = 5;
const AIRPORT_RADIUS_KM = 200;

export const OFFLINE_SOURCE =
  'Offline suggestions from GeoNames place data and OurAirports: nearby towns and airports. No attraction data is used.';
/** For a place with no climate destination near it: its seasons, from its latitude. */
export const SEASONS_SOURCE = 'Offline suggestions from GeoNames place data: seasons by latitude.';

function formatPopulation(population: number): string {
  if (population >= 1_000_000) return `${(population / 1_000_000).toFixed(1)} million people`;
  if (population >= 10_000) return `${Math.round(population / 1000)} thousand people`;
  return `${population.toLocaleString('en-US')} people`;
}

function formatDistance(km: number): string {
  return km < 1 ? `${Math.round(km * 1000)} m` : `${km.toFixed(km < 10 ? 1 : 0)} km`;
}

/**
 * Suggestions from data we ship: the best months by the typical weather of the place's nearest
 * climate destination (the seasons for its latitude when none is near), the most populous towns
 * within a day trip, the nearest airports. It never names an attraction it has no data for.
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
        }
      );
    },
    async funPlaces(location) {
      const place = resolve(location);
      const lines: string[] = [];
      let source = OFFLINE_SOURCE;
      if (attractions) {
        // Attractions are a bonus: when their upstream fails the offline lines still answer.
        // A bug in the adapter is not an upstream failure, and propagates.
        const found = await attractions.near(place).catch((error: unknown) => {
          if (!(error instanceof AppError) || error.status !== 502) throw error;
          log?.warn({ err: error }, 'attractions skipped: their upstream failed');
          return [];
        });
        for (const attraction of found) {
          lines.push(
            `See: ${attraction.name} (${attraction.kind}), ${formatDistance(attraction.distanceKm)} away`,
          );
        }
        if (found.length > 0) {
          source = `Offline suggestions from GeoNames place data and OurAirports; attractions from OpenStreetMap, ${attractions.attribution}.`;
        }
      }
      for (const { place: town, distanceKm } of gazetteer.nearby(
        place,
        DAY_TRIP_RADIUS_KM,
        DAY_TRIP_COUNT,
      )) {
        lines.push(
          `Day trip: ${gazetteer.label(town)}, ${Math.round(distanceKm)} km away (${formatPopulation(town.population)})`,
        );
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
