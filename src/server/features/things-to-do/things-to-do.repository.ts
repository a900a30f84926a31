import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { trips } from '#server/db/schema';

/** Reads trips for "Things to do". Calls by id do not check the owner: the service asks the access module. */
export interface ThingsToDoRepository {
  /** The trip's place as the traveller chose it, or undefined when the trip is gone. */
  findTripPlace(tripId: string): Promise<string | undefined>;
}

export function createThingsToDoRepository(db: Database): ThingsToDoRepository {
  return {
    async findTripPlace(tripId) {
      const [row] = await db
        .select({ locationAddress: trips.locationAddress })
        .from(trips)
        .where(eq(trips.id, tripId))
        .limit(1);
      return row?.locationAddress;
    },
  };
}
