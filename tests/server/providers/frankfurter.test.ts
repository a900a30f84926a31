import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { convert, latestRates } from '#server/costs/exchange-rates';
import type { DatabaseHandle } from '#server/db/client';
import { providerCache } from '#server/db/schema';
import { createProviderCache } from '#server/providers/provider-cache';
import { createProviderCacheRepository } from '#server/providers/provider-cache.repository';
import { createFrankfurterRates, rateToDecimal } from '#server/providers/rates/frankfurter';
import {
  createEcbSnapshotRates,
  type ExchangeRatesProvider,
} from '#server/providers/rates/rates-provider';
import { money, SUPPORTED_CURRENCIES } from '#shared/domain/money';
import { startFakeUpstream, type FakeUpstream } from '#tests/setup/fake-upstream';
import { openTestDatabase } from '#tests/setup/test-db';

const PATH = '/v1/latest';
const FETCHED_AT = Date.parse('2026-04-13T16:05:00Z');

let fake: FakeUpstream;
let database: DatabaseHandle;
let logged: unknown[][];
let clock: number;
let rates: ExchangeRatesProvider;

const logger = {
  warn: (...args: unknown[]) => logged.push(args),
  error: (...args: unknown[]) => logged.push(args),
} as unknown as FastifyBaseLogger;

function build(timeoutMs = 1000): ExchangeRatesProvider {
  return createFrankfurterRates({
    baseUrl: fake.url,
    timeoutMs,
    retryDelayMs: 1,
    log: logger,
    cache: createProviderCache(createProviderCacheRepository(database.db)),
    now: () => clock,
  });
}

/** Frankfurter's documented answer: every ECB currency (not the base) as a JSON number. */
function liveAnswer(overrides: Record<string, unknown> = {}) {
  const rates: Record<string, unknown> = {};
  for (const [currency, rate] of Object.entries(latestRates().rates)) {
    if (currency !== 'EUR') rates[currency] = Number(rate);
  }
  return { amount: 1.0, base: 'EUR', date: '2026-04-14', rates: { ...rates, ...overrides } };
}

const shipped = latestRates();
const fallback = {
  date: shipped.date,
  rates: shipped.rates,
  isFallback: true,
  source: `ECB reference rates: the shipped snapshot of ${shipped.date}, because the live rates could not be fetched`,
};

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
  clock = FETCHED_AT;
  await database.db.delete(providerCache);
  rates = build();
});

describe('Frankfurter exchange rates adapter', () => {
  it('asks for the latest rates against EUR and answers them as exact decimal strings', async () => {
    fake.on('GET', PATH, { json: liveAnswer({ USD: 1.1702, JPY: 187.1 }) });
    const answer = await rates.latest();
    expect(answer).toMatchObject({
      date: '2026-04-14',
      source: 'ECB reference rates via Frankfurter',
      isFallback: false,
      fetchedAt: '2026-04-13T16:05:00.000Z',
    });
    expect(answer.rates.EUR).toBe('1');
    expect(answer.rates.USD).toBe('1.1702');
    expect(answer.rates.JPY).toBe('187.1');
    expect(answer.rates.IDR).toBe('20082.05');
    expect(Object.keys(answer.rates).sort()).toEqual([...SUPPORTED_CURRENCIES].sort());
    expect(convert(money(11702, 'USD'), 'EUR', answer).money).toEqual(money(10000, 'EUR'));
    const [request] = fake.requests;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe(PATH);
    expect(request?.query.get('base')).toBe('EUR');
    expect(request?.headers.accept).toBe('application/json');
  });

  it('keeps only the currencies we support', async () => {
    fake.on('GET', PATH, { json: liveAnswer({ XAU: 0.0005, RUB: 99.5 }) });
    const answer = await rates.latest();
    expect(answer.isFallback).toBe(false);
    expect(answer.rates).not.toHaveProperty('XAU');
    expect(answer.rates).not.toHaveProperty('RUB');
  });

  it('answers the second call from the cache, with the time of the first fetch', async () => {
    fake.on('GET', PATH, { json: liveAnswer() });
    await rates.latest();
    clock += 6 * 60 * 60 * 1000;
    const again = await build().latest();
    expect(again.fetchedAt).toBe('2026-04-13T16:05:00.000Z');
    expect(fake.requests).toHaveLength(1);
  });

  it.each([
    ['an empty answer', { json: {} }],
    ['an empty body', { body: '', headers: { 'content-type': 'application/json' } }],
    ['no rates at all', { json: { amount: 1, base: 'EUR', date: '2026-04-14', rates: {} } }],
    ['a rejected request (401)', { status: 401, json: { message: 'unauthorized' } }],
    ['a server error (500)', { status: 500, body: 'oops' }],
    ['malformed JSON', { body: '{"rates": {', headers: { 'content-type': 'application/json' } }],
    ['another base currency', { json: { ...liveAnswer(), base: 'USD' } }],
    ['a negative rate', { json: liveAnswer({ USD: -1.1 }) }],
    ['a rate that is not a number', { json: liveAnswer({ USD: '1.1684' }) }],
    ['a rate written with an exponent', { json: liveAnswer({ USD: 1e-7 }) }],
  ])('answers the shipped snapshot, labelled, for %s', async (_, reply) => {
    fake.on('GET', PATH, reply);
    const answer = await rates.latest();
    expect(answer).toEqual(fallback);
    expect(logged.length).toBeGreaterThan(0);
  });

  it('answers the snapshot on a 429 and asks no more until Retry-After has passed', async () => {
    fake.on('GET', PATH, [
      { status: 429, json: { message: 'slow down' }, headers: { 'retry-after': '120' } },
      { json: liveAnswer() },
    ]);
    expect(await rates.latest()).toEqual(fallback);
    clock += 90 * 1000;
    expect(await rates.latest()).toEqual(fallback);
    expect(fake.requests).toHaveLength(1);
    clock += 31 * 1000;
    expect((await rates.latest()).isFallback).toBe(false);
    expect(fake.requests).toHaveLength(2);
  });

  it('answers the snapshot fast when Frankfurter is slower than the timeout, without a retry', async () => {
    rates = build(100);
    fake.on('GET', PATH, { json: liveAnswer(), delayMs: 2000 });
    const started = Date.now();
    expect(await rates.latest()).toEqual(fallback);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(fake.requests).toHaveLength(1);
  });

  it('does not cache a failure: the next call after the pause asks again', async () => {
    fake.on('GET', PATH, [{ status: 500, body: 'oops' }, { json: liveAnswer() }]);
    expect((await rates.latest()).isFallback).toBe(true);
    clock += 61 * 1000;
    expect((await rates.latest()).source).toBe('ECB reference rates via Frankfurter');
    expect(fake.requests).toHaveLength(2);
  });
});

describe('rateToDecimal', () => {
  it('writes short decimals exactly and refuses what is not a positive plain decimal', () => {
    expect(rateToDecimal(1.1684)).toBe('1.1684');
    expect(rateToDecimal(0.87058)).toBe('0.87058');
    expect(rateToDecimal(20082.05)).toBe('20082.05');
    expect(rateToDecimal(143)).toBe('143');
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, 1e-7, 1e21, '1.2', null]) {
      expect(rateToDecimal(bad)).toBeUndefined();
    }
  });
});

describe('ECB snapshot exchange rates (the default)', () => {
  it('answers the shipped snapshot, not labelled as a fallback', async () => {
    const answer = await createEcbSnapshotRates().latest();
    expect(answer).toEqual({ ...shipped, isFallback: false });
    expect(answer.source).toBe('ECB reference rates');
  });
});
