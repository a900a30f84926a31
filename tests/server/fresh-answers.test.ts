import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CostPlan } from '#shared/contracts/costs';
import type { Trip } from '#shared/contracts/trips';
import type { Wishlist } from '#shared/contracts/wishlists';
import { costLines, trips, wishlistTrips, wishlists } from '#server/db/schema';
import { buildCostLine } from '#tests/factories/costs';
import { buildTrip, buildWishlist } from '#tests/factories/trips';
import { buildTwoTravellers } from '#tests/factories/users';
import { useTestApp } from '#tests/setup/test-app';

/**
 * Trip answers may be remembered between changes (src/server/db/answer-cache.ts): whatever
 * changes what they are read from, through the API or straight in the database, the very next
 * read shows it.
 */
const testApp = useTestApp();

async function reads(headers: Record<string, string>, tripId: string) {
  const get = async <T>(url: string) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };
  return {
    list: await get<Trip[]>('/api/trips/getaway-trip'),
    trip: await get<Trip>(`/api/trips/getaway/${tripId}`),
    plan: await get<CostPlan>(`/api/trips/getaway/${tripId}/costs`),
    wishlists: await get<Wishlist[]>('/api/wishlist/getlists'),
  };
}

describe('a read after a change', () => {
  it('shows each change made straight in the database, never the answer before it', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, testApp.db);
    const trip = await buildTrip(testApp.db, owner.id, { locationAddress: 'Lisbon, Portugal' });
    // Read twice, so anything that remembers answers has them.
    await reads(ownerHeaders, trip.id);
    let seen = await reads(ownerHeaders, trip.id);
    expect(seen.trip.location_address).toBe('Lisbon, Portugal');

    await testApp.db
      .update(trips)
      .set({ locationAddress: 'Porto, Portugal' })
      .where(eq(trips.id, trip.id));
    seen = await reads(ownerHeaders, trip.id);
    expect(seen.list.map((shown) => shown.location_address)).toEqual(['Porto, Portugal']);
    expect(seen.trip.location_address).toBe('Porto, Portugal');

    const line = await buildCostLine(testApp.db, trip.id, { plannedAmount: 12_345 });
    seen = await reads(ownerHeaders, trip.id);
    expect(seen.trip.plannedTotal).toEqual({ amount: 12_345, currency: trip.currency });
    expect(seen.plan.items.map((item) => item._id)).toEqual([line.id]);

    await testApp.db
      .update(costLines)
      .set({ label: 'Guesthouse' })
      .where(eq(costLines.id, line.id));
    seen = await reads(ownerHeaders, trip.id);
    expect(seen.plan.items.map((item) => item.label)).toEqual(['Guesthouse']);

    const list = await buildWishlist(testApp.db, owner.id, {
      listName: 'Spring',
      tripIds: [trip.id],
    });
    seen = await reads(ownerHeaders, trip.id);
    expect(seen.trip.wishlist).toEqual({ _id: list.id, list_name: 'Spring' });

    await testApp.db.update(wishlists).set({ listName: 'Autumn' }).where(eq(wishlists.id, list.id));
    seen = await reads(ownerHeaders, trip.id);
    expect(seen.list[0]?.wishlist).toEqual({ _id: list.id, list_name: 'Autumn' });
    expect(seen.wishlists.map((shown) => shown.list_name)).toEqual(['Autumn']);

    await testApp.db.delete(wishlistTrips).where(eq(wishlistTrips.tripId, trip.id));
    seen = await reads(ownerHeaders, trip.id);
    expect(seen.trip.isFavorite).toBe(false);
    expect(seen.wishlists[0]?.trips).toEqual([]);
  });

  it('shows a change made through the API to the next read', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, testApp.db);
    const trip = await buildTrip(testApp.db, owner.id);
    await reads(ownerHeaders, trip.id);
    await reads(ownerHeaders, trip.id);
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/trips/getaway/${trip.id}`,
      headers: ownerHeaders,
      payload: { trip_location: 'A long weekend' },
    });
    expect(response.statusCode).toBe(200);
    const seen = await reads(ownerHeaders, trip.id);
    expect(seen.trip.trip_location).toBe('A long weekend');
    expect(seen.list[0]?.trip_location).toBe('A long weekend');
  });
});
