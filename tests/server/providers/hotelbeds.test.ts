import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client';
import { providerCache } from '#server/db/schema';
import { createProviders, describeProviderChoice } from '#server/providers/index';
import { createProviderCache } from '#server/providers/provider-cache';
import { createProviderCacheRepository } from '#server/providers/provider-cache.repository';
import { createHotelbedsStays } from '#server/providers/stays/hotelbeds';
import {
  createEstimatedStays,
  type StayRequest,
  type StaysProvider,
} from '#server/providers/stays/stays-provider';
import { startFakeUpstream, type FakeUpstream } from '#tests/setup/fake-upstream';
import { testConfig } from '#tests/setup/test-app';
import { openTestDatabase } from '#tests/setup/test-db';

const API_KEY = 'hb-test-api-key-1234';
const SECRET = 'hb-test-secret-5678';
const PATH = '/hotel-api/1.0/hotels';
const QUOTED_AT = Date.parse('2026-09-01T14:05:00Z');

const request: StayRequest = {
  latitude: 38.71667,
  longitude: -9.13333,
  checkIn: '2027-03-09',
  checkOut: '2027-03-12',
  rooms: 1,
  adults: 2,
};

let fake: FakeUpstream;
let database: DatabaseHandle;
let logged: unknown[][];
let clock: number;
let stays: StaysProvider;

const logger = {
  warn: (...args: unknown[]) => logged.push(args),
  error: (...args: unknown[]) => logged.push(args),
} as unknown as FastifyBaseLogger;

function build(options: { timeoutMs?: number } = {}): StaysProvider {
  return createHotelbedsStays({
    apiKey: API_KEY,
    secret: SECRET,
    baseUrl: fake.url,
    timeoutMs: options.timeoutMs ?? 1000,
    retryDelayMs: 1,
    log: logger,
    cache: createProviderCache(createProviderCacheRepository(database.db)),
    now: () => clock,
  });
}

/** A hotel as APItude's availability answer gives it, trimmed to a few fields. */
function hotel(
  code: number,
  currency: string,
  ...nets: (string | { net: string; rooms: number })[]
) {
  const rates = nets.map((net) =>
    typeof net === 'string'
      ? { rateKey: `${code}|${net}`, rateType: 'BOOKABLE', net, rooms: 1, adults: 2, children: 0 }
      : { rateKey: `${code}|${net.net}`, rateType: 'BOOKABLE', ...net, adults: 2, children: 0 },
  );
  return {
    code,
    name: `Hotel ${code}`,
    categoryCode: '3EST',
    latitude: '38.71',
    longitude: '-9.13',
    currency,
    minRate: rates.map((rate) => rate.net).sort((a, b) => Number(a) - Number(b))[0],
    maxRate: '999.00',
    rooms: [{ code: 'DBL.ST', name: 'DOUBLE STANDARD', rates }],
  };
}

const availability = (...hotels: unknown[]) => ({
  status: 200,
  json: {
    auditData: { processTime: '120', environment: '[int]' },
    hotels: { checkIn: '2027-03-09', checkOut: '2027-03-12', total: hotels.length, hotels },
  },
});

beforeAll(async () => {
  fake = await startFakeUpstream();
  database = await openTestDatabase();
});
afterAll(async () => {
  await fake.close();
  await database.close();
});
beforeEach(async () => {
  fake.reset();
  logged = [];
  clock = QUOTED_AT;
  await database.db.delete(providerCache);
  stays = build();
});

describe('Hotelbeds stays adapter', () => {
  it('posts a signed availability search by geolocation for the stay and occupancy', async () => {
    fake.on('POST', PATH, availability(hotel(1, 'EUR', '300.00')));
    await stays.quote(request);
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent?.headers['api-key']).toBe(API_KEY);
    const seconds = Math.floor(QUOTED_AT / 1000);
    expect(sent?.headers['x-signature']).toBe(
      createHash('sha256').update(`${API_KEY}${SECRET}${seconds}`).digest('hex'),
    );
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.json).toEqual({
      stay: { checkIn: '2027-03-09', checkOut: '2027-03-12' },
      occupancies: [{ rooms: 1, adults: 2, children: 0 }],
      geolocation: { latitude: 38.71667, longitude: -9.13333, radius: 10, unit: 'km' },
    });
  });

  it("answers the median of the hotels' cheapest rates, not the single cheapest, with the time", async () => {
    fake.on(
      'POST',
      PATH,
      availability(
        hotel(1, 'EUR', '95.00'), // a hostel
        hotel(2, 'EUR', '410.00', '380.50'),
        hotel(3, 'EUR', '520.00'),
        hotel(4, 'EUR', '1200.00', '640.00'),
        hotel(5, 'EUR', '2400.00'),
      ),
    );
    expect(await stays.quote(request)).toEqual({
      total: { amount: 52_000, currency: 'EUR' },
      quotedAt: '2026-09-01T14:05:00.000Z',
      source: 'Hotelbeds',
      hotelCount: 5,
    });
  });

  it('takes the lower middle figure of an even count, and reads only the rates for the rooms asked', async () => {
    fake.on(
      'POST',
      PATH,
      availability(
        hotel(1, 'EUR', '200.00'),
        hotel(2, 'EUR', { net: '150.00', rooms: 2 }, '300.00'),
        hotel(3, 'EUR', '400.00'),
        hotel(4, 'EUR', '500.00'),
      ),
    );
    expect((await stays.quote(request))?.total).toEqual({ amount: 30_000, currency: 'EUR' });
  });

  it('answers null when no hotel is available, and caches that answer', async () => {
    fake.on('POST', PATH, {
      status: 200,
      json: { auditData: {}, hotels: { total: 0 } },
    });
    expect(await stays.quote(request)).toBeNull();
    expect(await build().quote(request)).toBeNull();
    expect(fake.requests).toHaveLength(1);
  });

  it('answers a second identical request from the cache, keeping the first quote time', async () => {
    fake.on('POST', PATH, availability(hotel(1, 'EUR', '300.00')));
    await stays.quote(request);
    clock += 20 * 60 * 1000;
    expect((await build().quote(request))?.quotedAt).toBe('2026-09-01T14:05:00.000Z');
    expect(fake.requests).toHaveLength(1);
    await stays.quote({ ...request, adults: 3, rooms: 2 });
    expect(fake.requests).toHaveLength(2);
  });

  it.each([
    ['an empty answer', { status: 200, json: {} }],
    [
      'a rejected key (401)',
      { status: 401, json: { error: 'Request signature verification failed' } },
    ],
    ['a server error (500)', { status: 500, body: 'oops' }],
    ['malformed JSON', { body: '{"hotels": {', headers: { 'content-type': 'application/json' } }],
    ['a rate that is not a decimal', availability(hotel(1, 'EUR', '3e2'))],
  ])('answers null and logs, without the key, secret or signature, for %s', async (_, reply) => {
    fake.on('POST', PATH, reply);
    expect(await stays.quote(request)).toBeNull();
    expect(logged.length).toBeGreaterThan(0);
    const logs = JSON.stringify(logged);
    expect(logs).not.toContain(API_KEY);
    expect(logs).not.toContain(SECRET);
    expect(logs).not.toContain(String(fake.requests[0]?.headers['x-signature']));
  });

  it('answers null on a 429 and asks no more until Retry-After has passed', async () => {
    fake.on('POST', PATH, [
      { status: 429, json: { error: 'Quota exceeded' }, headers: { 'retry-after': '30' } },
      availability(hotel(1, 'EUR', '300.00')),
    ]);
    expect(await stays.quote(request)).toBeNull();
    clock += 20 * 1000;
    expect(await stays.quote(request)).toBeNull();
    expect(fake.requests).toHaveLength(1);
    clock += 11 * 1000;
    expect((await stays.quote(request))?.total.amount).toBe(30_000);
  });

  it('answers null fast on a timeout', async () => {
    stays = build({ timeoutMs: 100 });
    fake.on('POST', PATH, { ...availability(hotel(1, 'EUR', '300.00')), delayMs: 2000 });
    const started = Date.now();
    expect(await stays.quote(request)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('answers null without asking for a stay it cannot price', async () => {
    expect(await stays.quote({ ...request, checkOut: request.checkIn })).toBeNull();
    expect(await stays.quote({ ...request, rooms: 0 })).toBeNull();
    expect(await stays.quote({ ...request, latitude: 120 })).toBeNull();
    expect(fake.requests).toHaveLength(0);
  });
});

describe('stays provider choice', () => {
  it('uses the estimator unless both the Hotelbeds key and secret are set, and never names them', async () => {
    expect(createProviders(testConfig(), database.db).stays.adapter).toBe('estimator');
    expect(
      createProviders(testConfig({ HOTELBEDS_API_KEY: API_KEY }), database.db).stays.adapter,
    ).toBe('estimator');
    const config = testConfig({ HOTELBEDS_API_KEY: API_KEY, HOTELBEDS_SECRET: SECRET });
    expect(createProviders(config, database.db).stays.adapter).toBe('hotelbeds');
    const choice = describeProviderChoice(config);
    expect(choice).toMatchObject({ stays: 'hotelbeds' });
    expect(JSON.stringify(choice)).not.toContain(API_KEY);
    expect(await createEstimatedStays().quote(request)).toBeNull();
  });
});
