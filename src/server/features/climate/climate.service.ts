import type { TypicalWeather } from '#shared/contracts/climate';
import type { Access } from '#server/access/access';
import {
  CLIMATE_CREDIT,
  DEFAULT_MAX_KM,
  destinationMonths,
  nearestDestination,
  typicalForDates,
} from '#server/climate/climate';
import { costPlaceOf } from '#server/costs/cost-place';
import { tripNotFound } from '#server/errors';
import type { Gazetteer } from '#server/providers/places/gazetteer';
import type { ClimateRepository } from './climate.repository';

export interface ClimateServiceDeps {
  climateRepository: ClimateRepository;
  access: Access;
  gazetteer: Gazetteer;
}

/** Typical weather by month for a trip's place and dates (docs/CLIMATE.md). */
export function createClimateService({ climateRepository, access, gazetteer }: ClimateServiceDeps) {
  return {
    /**
     * The normals of the months the trip's dates touch (all 12 without dates), from the climate
     * destination nearest its place. A place the gazetteer cannot find, or with no destination
     * within range, answers no destination and no months rather than an error.
     */
    async typicalWeatherForTrip(userId: string, tripId: string): Promise<TypicalWeather> {
      await access.requireTrip(userId, tripId, 'read');
      const trip = await climateRepository.findTripPlaceAndDates(tripId);
      if (!trip) throw tripNotFound();
      const place = costPlaceOf(gazetteer, trip.locationAddress);
      const point =
        place.lat !== undefined && place.lng !== undefined
          ? { lat: place.lat, lng: place.lng }
          : undefined;
      const destination = point && nearestDestination(point.lat, point.lng, DEFAULT_MAX_KM);
      if (!point || !destination)
        return { source: CLIMATE_CREDIT, credit: 'sunshine-atlas', destination: null, months: [] };
      // The gazetteer knows no elevation, so the temperatures are the destination's own,
      // without the height correction the climate module applies when it is given one.
      const start = trip.tripStart ?? trip.tripEnd;
      const end = trip.tripEnd ?? trip.tripStart;
      const months =
        start && end
          ? typicalForDates(point.lat, point.lng, undefined, start, end)
          : destinationMonths(destination);
      return {
        source: CLIMATE_CREDIT,
        credit: 'sunshine-atlas',
        destination: {
          city: destination.city,
          country: destination.country,
          distanceKm: Math.round(destination.distanceKm),
        },
        months: months.map(({ month, dayHighC, nightLowC, rainMm, sunshineScore }) => ({
          month,
          dayHighC,
          nightLowC,
          rainMm,
          sunshineScore,
        })),
      };
    },
  };
}

export type ClimateService = ReturnType<typeof createClimateService>;
