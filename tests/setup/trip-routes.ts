import { eq } from 'drizzle-orm';
import { beforeEach, expect } from 'vitest';
import type { Trip } from '#shared/contracts/trips';
import { users, wishlistTrips } from '#server/db/schema';
import { useTestApp } from './test-app';

/** A trip body that passes every rule. */
export const validTrip = {
  location_address: 'Lisbon, Lisbon, Portugal',
  image_url: 'https://example.com/lisbon.jpg',
  trip_location: 'Lisbon',
  trip_start: '2026-06-01',
  trip_end: '2026-06-08',
  within_trips: [],
};

/**
 * The bootstrap of a trip or wishlist route test file (src/server/features/trips/trips.routes.*,
 * src/server/features/wishlists/wishlists.routes.*): its app, and reads of what the API and the
 * database hold.
 */
export function useTripRoutesApp() {
  const testApp = useTestApp({ freshUsers: false });
  // Each test starts from no users; deleting them cascades to their trips and wishlists.
  beforeEach(async () => {
    await testApp.database.db.delete(users);
  });

  const db = () => testApp.db;

  /** The trip as the API answers it, which is what the original client sends back as "the whole trip". */
  async function apiTrip(tripId: string, headers: Record<string, string>): Promise<Trip> {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/trips/getaway/${tripId}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<Trip>();
  }

  async function listIdOf(tripId: string): Promise<string | null> {
    const [row] = await db().select().from(wishlistTrips).where(eq(wishlistTrips.tripId, tripId));
    return row?.wishlistId ?? null;
  }

  return { testApp, db, apiTrip, listIdOf };
}
