import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client';
import { providerCache } from '#server/db/schema';
import { createDuffelFares, moneyFromDecimalText } from '#server/providers/fares/duffel';
import {
  createEstimatedFares,
  type FareRequest,
  type FaresProvider,
} from '#server/providers/fares/fares-provider';
import { createProviderCache } from '#server/providers/provider-cache';
import { createProviderCacheRepository } from '#server/providers/provider-cache.repository';
import { startFakeUpstream, type FakeUpstream } from '#tests/setup/fake-upstream';
import { openTestDatabase } from '#tests/setup/test-db';

const TOKEN = 'duffel_test_secret-token';
const PATH = '/air/offer_requests';
const QUOTED_AT = Date.parse('2026-09-01T14:05:00Z');

const request: FareRequest = {
  originIata: 'DEN',
  destinationIata: 'JFK',
  departDate: '2026-10-10',
  returnDate: '2026-10-13',
  adults: 2,
};

let fake: FakeUpstream;
let database: DatabaseHandle;
let logged: unknown[][];
let clock: number;
let fares: FaresProvider;

const logger = {
  warn: (...args: unknown[]) => logged.push(args),
  error: (...args: unknown[]) => logged.push(args),
} as unknown as FastifyBaseLogger;

function build(options: { timeoutMs?: number; baseUrl?: string } = {}): FaresProvider {
  return createDuffelFares({
    accessToken: TOKEN,
    baseUrl: options.baseUrl ?? fake.url,
    timeoutMs: options.timeoutMs ?? 1000,
    retryDelayMs: 1,
    log: logger,
    cache: createProviderCache(createProviderCacheRepository(database.db)),
    now: () => clock,
  });
}

/** Duffel's documented answer, trimmed to what the adapter reads plus a few fields it ignores. */
function offersReply(...offers: { total_amount: string; total_currency: string }[]) {
  return {
    status: 201,
    json: {
      data: {
        id: 'orq_0000AaBbCc',
        live_mode: false,
        offers: offers.map((offer, index) => ({
          id: `off_000${index}`,
          base_amount: '300.00',
          tax_amount: '12.30',
          ...offer,
        })),
      },
    },
  };
}

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
  fares = build();
});

describe('Duffel fares adapter', () => {
  it('posts a round-trip economy offer request with the token and Duffel-Version v2', async () => {
    fake.on('POST', PATH, offersReply({ total_amount: '412.30', total_currency: 'USD' }));
    await fares.quote(request);
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe(PATH);
    expect(sent?.query.get('return_offers')).toBe('true');
    expect(sent?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(sent?.headers['duffel-version']).toBe('v2');
    expect(sent?.headers.accept).toBe('application/json');
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.json).toEqual({
      data: {
        slices: [
          { origin: 'DEN', destination: 'JFK', departure_date: '2026-10-10' },
          { origin: 'JFK', destination: 'DEN', departure_date: '2026-10-13' },
        ],
        passengers: [{ type: 'adult' }, { type: 'adult' }],
        cabin_class: 'economy',
      },
    });
  });

  it('answers the cheapest offer in integer minor units with the time of the quote', async () => {
    fake.on(
      'POST',
      PATH,
      offersReply(
        { total_amount: '518.10', total_currency: 'USD' },
        { total_amount: '412.30', total_currency: 'USD' },
        { total_amount: '1204.00', total_currency: 'USD' },
      ),
    );
    expect(await fares.quote(request)).toEqual({
      total: { amount: 41230, currency: 'USD' },
      quotedAt: '2026-09-01T14:05:00.000Z',
      source: 'Duffel',
      offerCount: 3,
    });
  });

  it('reads a yen total, which has no minor unit, as whole yen', async () => {
    fake.on('POST', PATH, offersReply({ total_amount: '61200', total_currency: 'JPY' }));
    const quote = await fares.quote({ ...request, originIata: 'HND', destinationIata: 'CTS' });
    expect(quote?.total).toEqual({ amount: 61200, currency: 'JPY' });
  });

  it('compares offers in different currencies by their value, and skips unsupported ones', async () => {
    fake.on(
      'POST',
      PATH,
      offersReply(
        { total_amount: '400.00', total_currency: 'GBP' },
        { total_amount: '10.00', total_currency: 'XXX' },
        { total_amount: '412.30', total_currency: 'USD' },
      ),
    );
    const quote = await fares.quote(request);
    expect(quote?.total).toEqual({ amount: 41230, currency: 'USD' });
    expect(quote?.offerCount).toBe(3);
  });

  it('answers null when there are no offers', async () => {
    fake.on('POST', PATH, offersReply());
    expect(await fares.quote(request)).toBeNull();
  });

  it('answers a second identical request from the cache, keeping the first quote time', async () => {
    fake.on('POST', PATH, offersReply({ total_amount: '412.30', total_currency: 'USD' }));
    await fares.quote(request);
    clock += 20 * 60 * 1000;
    const again = await build().quote(request);
    expect(again?.quotedAt).toBe('2026-09-01T14:05:00.000Z');
    expect(fake.requests).toHaveLength(1);
    await fares.quote({ ...request, adults: 1 });
    expect(fake.requests).toHaveLength(2);
  });

  it.each([
    ['an empty answer', { status: 201, json: {} }],
    ['a rejected token (401)', { status: 401, json: { errors: [{ code: 'invalid_token' }] } }],
    ['a server error (500)', { status: 500, body: 'oops' }],
    ['malformed JSON', { body: '{"data": {', headers: { 'content-type': 'application/json' } }],
    [
      'an amount that is not a decimal',
      offersReply({ total_amount: '4.1e2', total_currency: 'USD' }),
    ],
  ])('answers null and logs, without the token, for %s', async (_, reply) => {
    fake.on('POST', PATH, reply);
    expect(await fares.quote(request)).toBeNull();
    expect(fake.requests).toHaveLength(1);
    expect(logged.length).toBeGreaterThan(0);
    expect(JSON.stringify(logged)).not.toContain(TOKEN);
  });

  it('never retries a POST that reached Duffel, even on a 503', async () => {
    fake.on('POST', PATH, { status: 503, body: 'busy' });
    expect(await fares.quote(request)).toBeNull();
    expect(fake.requests).toHaveLength(1);
  });

  it('answers null on a 429 and asks no more until Retry-After has passed', async () => {
    fake.on('POST', PATH, [
      {
        status: 429,
        json: { errors: [{ code: 'rate_limit_exceeded' }] },
        headers: { 'retry-after': '30' },
      },
      offersReply({ total_amount: '412.30', total_currency: 'USD' }),
    ]);
    expect(await fares.quote(request)).toBeNull();
    clock += 20 * 1000;
    expect(await fares.quote(request)).toBeNull();
    expect(fake.requests).toHaveLength(1);
    clock += 11 * 1000;
    expect((await fares.quote(request))?.total.amount).toBe(41230);
    expect(fake.requests).toHaveLength(2);
  });

  it('answers null fast on a timeout and does not send the POST again', async () => {
    fares = build({ timeoutMs: 100 });
    fake.on('POST', PATH, {
      ...offersReply({ total_amount: '412.30', total_currency: 'USD' }),
      delayMs: 2000,
    });
    const started = Date.now();
    expect(await fares.quote(request)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(fake.requests).toHaveLength(1);
  });

  it('answers null when nothing listens at the address', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await build({ baseUrl: `http://127.0.0.1:${port}` }).quote(request)).toBeNull();
    expect(JSON.stringify(logged)).not.toContain(TOKEN);
  });

  it('answers null without asking Duffel for a request it cannot price', async () => {
    expect(await fares.quote({ ...request, originIata: 'Denver' })).toBeNull();
    expect(await fares.quote({ ...request, returnDate: '2026-10-01' })).toBeNull();
    expect(await fares.quote({ ...request, adults: 0 })).toBeNull();
    expect(await fares.quote({ ...request, departDate: '2026-02-30' })).toBeNull();
    expect(fake.requests).toHaveLength(0);
  });
});

describe('moneyFromDecimalText', () => {
  it('turns decimal text into integer minor units by the currency exponent', () => {
    expect(moneyFromDecimalText('412.30', 'USD')).toEqual({ amount: 41230, currency: 'USD' });
    expect(moneyFromDecimalText('412.3', 'USD')).toEqual({ amount: 41230, currency: 'USD' });
    expect(moneyFromDecimalText('0.29', 'EUR')).toEqual({ amount: 29, currency: 'EUR' });
    expect(moneyFromDecimalText('61200', 'JPY')).toEqual({ amount: 61200, currency: 'JPY' });
    expect(moneyFromDecimalText('1.005', 'USD')).toEqual({ amount: 101, currency: 'USD' });
    expect(moneyFromDecimalText('-1.00', 'USD')).toBeUndefined();
    expect(moneyFromDecimalText('4.1e2', 'USD')).toBeUndefined();
    expect(moneyFromDecimalText('99999999999999', 'USD')).toBeUndefined();
  });
});

describe('estimated fares (the default)', () => {
  it('answers null, so the caller uses the estimator', async () => {
    expect(await createEstimatedFares().quote(request)).toBeNull();
  });
});
