import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { trips } from '#server/db/schema';

/** What typical weather needs of a trip: where and when. */
export interface TripPlaceAndDates {
  locationAddress: string;
  tripStart: string | null;
  tripEnd: string | null;
}

/** Reads trips for the climate feature. Calls by id do not check the owner: the service asks the access module. */
export interface ClimateRepository {
  findTripPlaceAndDates(tripId: string): Promise<TripPlaceAndDates | undefined>;
}

export function createClimateRepository(db: Database): ClimateRepository {
  return {
    async findTripPlaceAndDates(tripId) {
      const [row] = await db
        .select({
          locationAddress: trips.locationAddress,
          tripStart: trips.tripStart,
          tripEnd: trips.tripEnd,
        })
        .from(trips)
        .where(eq(trips.id, tripId))
        .limit(1);
      return row;
    },
  };
}
