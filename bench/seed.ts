// Realistic data for the bench: travellers with trips, a wishlist and cost lines, made through the
// API (as the app would make them), and, for the large run, a million trips made by SQL.
import pg from 'pg';

export interface Traveller {
  email: string;
  token: string;
  tripIds: string[];
  wishlistId: string;
}

const PLACES = [
  ['Lisbon, Lisbon, Portugal', 'Lisbon'],
  ['Paris, Île-de-France, France', 'Paris'],
  ['Kyoto, Kyoto, Japan', 'Kyoto'],
  ['Austin, Texas, United States', 'Austin'],
  ['Reykjavík, Capital Region, Iceland', 'Reykjavík'],
] as const;

async function call<T>(
  origin: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(origin + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) {
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** A new account with `email`; its access token. */
export async function register(origin: string, email: string): Promise<string> {
  const { accesstoken } = await call<{ accesstoken: string }>(
    origin,
    'POST',
    '/api/user/register',
    {
      fname: 'Bench',
      lname: 'Traveller',
      email,
      password: 'bench-password-1',
      birthday: '1990-04-02',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
    },
  );
  return accesstoken;
}

/** Runs `work` over `items`, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

export const tripBody = (index: number) => {
  const [address, location] = PLACES[index % PLACES.length] ?? PLACES[0];
  const start = new Date(Date.UTC(2027, index % 12, 1 + (index % 20)));
  const end = new Date(start.getTime() + 5 * 86_400_000);
  return {
    location_address: address,
    image_url: '/images/placeholder.jpg',
    trip_location: location,
    trip_start: start.toISOString().slice(0, 10),
    trip_end: end.toISOString().slice(0, 10),
    within_trips: ['Old town walk', 'Museum'],
  };
};

/**
 * One traveller with `trips` trips, five of them in a wishlist, three cost lines on each of five,
 * and an estimate on the first.
 */
export async function seedTraveller(
  origin: string,
  index: number,
  trips: number,
): Promise<Traveller> {
  const email = `bench-${index}-${Date.now()}@example.com`;
  const token = await register(origin, email);
  const tripIds: string[] = [];
  await eachLimited(
    Array.from({ length: trips }, (_, i) => i),
    4,
    async (i) => {
      const trip = await call<{ _id: string }>(
        origin,
        'POST',
        '/api/trips/getaway-trip',
        tripBody(i),
        token,
      );
      tripIds.push(trip._id);
    },
  );
  const wishlist = await call<{ _id: string }>(
    origin,
    'POST',
    '/api/wishlist/createlist',
    { list_name: 'Summer ideas', trips: tripIds.slice(0, 5).map((_id) => ({ _id })) },
    token,
  );
  for (const tripId of tripIds.slice(0, 5)) {
    for (const [category, label, amount] of [
      ['lodging', 'Guesthouse', 48_000],
      ['food', 'Meals', 21_000],
      ['activities', 'Museum passes', 6_500],
    ] as const) {
      await call(
        origin,
        'POST',
        `/api/trips/getaway/${tripId}/costs`,
        { category, label, planned: { amount, currency: 'USD' } },
        token,
      );
    }
  }
  // The trip the front-end bench opens has an estimate too, as a traveller's would.
  if (tripIds[0]) {
    await call(origin, 'POST', `/api/trips/getaway/${tripIds[0]}/costs/estimate`, {}, token);
  }
  return { email, token, tripIds, wishlistId: wishlist._id };
}

/** `travellers` travellers of `tripsEach` trips; the first is the one the bench acts as. */
export async function seedSmall(origin: string, travellers: number, tripsEach: number) {
  const all: Traveller[] = [];
  await eachLimited(
    Array.from({ length: travellers }, (_, i) => i),
    4,
    async (i) => {
      all[i] = await seedTraveller(origin, i, tripsEach);
    },
  );
  return all;
}

/**
 * The large data set, by SQL: `users` users sharing `trips` trips, a cost line on every fourth
 * trip and a wishlist per user. PostgreSQL only: PGlite's one connection belongs to the server.
 */
export async function seedLarge(databaseUrl: string, users: number, trips: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into users (email, password_hash, fname, lname, birthday, city, state, zip)
       select 'bulk-' || n || '@example.com', 'x', 'Bulk', 'User', '1990-01-01', 'Springfield', 'IL', '62701'
       from generate_series(1, $1::int) n`,
      [users],
    );
    await client.query(
      `insert into trips (user_id, location_address, image_url, trip_location, trip_start, trip_end)
       select u.id, 'Lisbon, Lisbon, Portugal', '/images/placeholder.jpg', 'Lisbon',
              date '2027-01-01' + (n % 300), date '2027-01-06' + (n % 300)
       from generate_series(1, $1::int) n
       join (select id, row_number() over () - 1 as i from users where email like 'bulk-%') u
         on u.i = n % $2::int`,
      [trips, users],
    );
    await client.query(
      `insert into cost_lines (trip_id, category, label, planned_amount, source)
       select id, 'lodging', 'Hotel', 50000, 'traveller' from trips where random() < 0.25`,
    );
    await client.query(
      `insert into wishlists (user_id, list_name)
       select id, 'Someday' from users where email like 'bulk-%'`,
    );
    await client.query('analyze');
  } finally {
    await client.end();
  }
}
