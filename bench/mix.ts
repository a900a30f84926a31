// The mix of what travellers do (docs/PERFORMANCE.md, "The mix"): many travellers, each request a
// random one of them, in cycles of ten: trip list, one trip, its costs, three times, then a new
// cost line, so one request in ten writes. The same mix drives our app and TREK (bench/trek.ts).
import type { Request } from 'autocannon';
import { BROWSER_ENCODINGS, type Scenario } from './load';
import { register } from './seed';

/** How many travellers the mix spreads its requests over, in each app. */
export const MIX_TRAVELLERS = 200;
/** Trips per traveller, and how many of them carry cost lines (the ones the mix opens). */
export const MIX_TRIPS = 10;
export const MIX_COSTED_TRIPS = 3;
/** Cost lines seeded on each costed trip. */
export const MIX_LINES = 3;

/** One traveller as the mix sees them: how to sign a request, and the trips it opens. */
export interface MixTraveller {
  authorization: string;
  tripIds: string[];
}

/** The paths and body of one app's API, for the four requests of the mix. */
export interface MixApi {
  tripList: string;
  trip: (tripId: string) => string;
  costs: (tripId: string) => string;
  /** The new cost line's body; `n` makes each one different. */
  newLine: (n: number) => unknown;
}

export const OUR_API: MixApi = {
  tripList: '/api/trips/getaway-trip',
  trip: (id) => `/api/trips/getaway/${id}`,
  costs: (id) => `/api/trips/getaway/${id}/costs`,
  newLine: (n) => ({
    category: 'food',
    label: `Dinner ${n}`,
    planned: { amount: 2_000 + (n % 5_000), currency: 'USD' },
  }),
};

const pick = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};

/** The ten requests of one cycle, each for a traveller (and a trip of theirs) picked at random. */
export function mixRequests(api: MixApi, travellers: MixTraveller[]): Request[] {
  let written = 0;
  const get =
    (pathOf: (traveller: MixTraveller) => string): NonNullable<Request['setupRequest']> =>
    (request) => {
      const traveller = pick(travellers);
      return {
        ...request,
        method: 'GET',
        path: pathOf(traveller),
        headers: { ...BROWSER_ENCODINGS, authorization: traveller.authorization },
      };
    };
  const reads: Request[] = [
    { setupRequest: get(() => api.tripList) },
    { setupRequest: get((t) => api.trip(pick(t.tripIds))) },
    { setupRequest: get((t) => api.costs(pick(t.tripIds))) },
  ];
  const write: Request = {
    setupRequest: (request) => {
      const traveller = pick(travellers);
      return {
        ...request,
        method: 'POST',
        path: api.costs(pick(traveller.tripIds)),
        headers: {
          ...BROWSER_ENCODINGS,
          authorization: traveller.authorization,
          'content-type': 'application/json',
        },
        body: JSON.stringify(api.newLine(written++)),
      };
    },
  };
  return [...reads, ...reads, ...reads, write];
}

/** The mix as a bench scenario against `travellers` of the app at the scenario's origin. */
export function mixScenario(name: string, api: MixApi, travellers: MixTraveller[]): Scenario {
  return {
    name,
    target: 'app',
    options: (origin) => ({ url: origin, requests: mixRequests(api, travellers) }),
  };
}

async function send(origin: string, path: string, body: unknown, authorization: string) {
  const response = await fetch(origin + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<unknown>;
}

/** Runs `work` for 0..count-1, `limit` at a time. */
export async function forEachLimited(
  count: number,
  limit: number,
  work: (index: number) => Promise<void>,
) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

/** The mix's travellers in our app: MIX_TRIPS trips each, MIX_LINES cost lines on the first few. */
export async function seedOurMix(origin: string, count = MIX_TRAVELLERS): Promise<MixTraveller[]> {
  const travellers: MixTraveller[] = [];
  const stamp = Date.now();
  await forEachLimited(count, 4, async (index) => {
    const authorization = `Bearer ${await register(origin, `mix-${index}-${stamp}@example.com`)}`;
    const tripIds: string[] = [];
    for (let i = 0; i < MIX_TRIPS; i++) {
      const start = `2027-${String(1 + ((index + i) % 12)).padStart(2, '0')}-0${1 + (i % 9)}`;
      const trip = (await send(
        origin,
        OUR_API.tripList,
        {
          location_address: 'Lisbon, Lisbon, Portugal',
          image_url: '/images/placeholder.jpg',
          trip_location: 'Lisbon',
          trip_start: start,
          trip_end: start.slice(0, 8) + '1' + start.slice(9),
          within_trips: [],
        },
        authorization,
      )) as { _id: string };
      tripIds.push(trip._id);
    }
    const costed = tripIds.slice(0, MIX_COSTED_TRIPS);
    for (const tripId of costed) {
      for (let line = 0; line < MIX_LINES; line++) {
        await send(origin, OUR_API.costs(tripId), OUR_API.newLine(line), authorization);
      }
    }
    travellers[index] = { authorization, tripIds: costed };
  });
  return travellers;
}
