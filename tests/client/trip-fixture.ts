import type { Trip } from '#shared/contracts/trips';

/** A trip as the API answers it, for client tests: a 4-night New York City trip for 2. */
export function tripFixture(overrides: Partial<Trip> = {}): Trip {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    user_email: 'grace@example.com',
    location_address: 'New York, NY, United States',
    image_url: '/images/nature-water.svg',
    trip_location: 'New York',
    trip_start: '2026-10-12',
    trip_end: '2026-10-16',
    within_trips: [],
    isFavorite: false,
    wishlist: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    travellers: 2,
    origin: 'Denver, CO, United States',
    budget: null,
    notes: '',
    currency: 'USD',
    plannedTotal: null,
    role: 'owner',
    owner: { fname: 'Grace' },
    ...overrides,
  };
}
