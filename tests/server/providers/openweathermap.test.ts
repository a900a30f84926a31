import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client';
import { getGazetteer } from '#server/providers/places/gazetteer';
import { createProviderCache } from '#server/providers/provider-cache';
import { createProviderCacheRepository } from '#server/providers/provider-cache.repository';
import { createOpenWeatherMap, openWeatherQuery } from '#server/providers/weather/openweathermap';
import type { WeatherProvider } from '#server/providers/weather/weather-provider';
import { startFakeUpstream, type FakeUpstream } from '../../setup/fake-upstream';
import { openTestDatabase } from '../../setup/test-db';

const API_KEY = 'owm-secret-key';
const PATH = '/data/2.5/weather';

let fake: FakeUpstream;
let database: DatabaseHandle;
let logged: unknown[][];
let weather: WeatherProvider;
let place = 0;

const logger = {
  warn: (...args: unknown[]) => logged.push(args),
} as unknown as FastifyBaseLogger;

function build(timeoutMs = 1000): WeatherProvider {
  return createOpenWeatherMap({
    apiKey: API_KEY,
    baseUrl: fake.url,
    timeoutMs,
    retryDelayMs: 1,
    log: logger,
    gazetteer: getGazetteer(),
    cache: createProviderCache(createProviderCacheRepository(database.db)),
  });
}

/** A city no earlier test has cached. */
function freshCity(): string {
  place += 1;
  return `Testville${place}`;
}

const okReply = {
  json: {
    coord: { lon: -97.74, lat: 30.27 },
    weather: [{ id: 800, main: 'Clear', description: 'clear sky', icon: '01d' }],
    main: { temp: 21.5, feels_like: 21, humidity: 40 },
    name: 'Austin',
    cod: 200,
  },
};

beforeAll(async () => {
  fake = await startFakeUpstream();
  database = await openTestDatabase();
});
afterAll(async () => {
  await fake.close();
  await database.close();
});
beforeEach(() => {
  fake.reset();
  logged = [];
  weather = build();
});

describe('OpenWeatherMap adapter', () => {
  it('asks for City,ST,US in metric units with the key, and maps the documented answer', async () => {
    fake.on('GET', PATH, okReply);
    const reading = await weather.current({
      city: 'Austin',
      state: 'TX',
      country: 'United States',
    });
    expect(reading).toEqual({
      description: 'clear sky',
      temperatureC: 21.5,
      placeName: 'Austin',
      attribution: 'Weather data by OpenWeather',
    });
    const [request] = fake.requests;
    expect(request?.query.get('q')).toBe('Austin,TX,US');
    expect(request?.query.get('units')).toBe('metric');
    expect(request?.query.get('appid')).toBe(API_KEY);
  });

  it('writes City,CC outside the US and City alone when the country is unknown', () => {
    const gazetteer = getGazetteer();
    expect(
      openWeatherQuery({ city: 'Lisbon', state: 'Lisboa', country: 'Portugal' }, gazetteer),
    ).toBe('Lisbon,PT');
    expect(
      openWeatherQuery({ city: 'Austin', state: 'Texas', country: 'United States' }, gazetteer),
    ).toBe('Austin,TX,US');
    expect(openWeatherQuery({ city: 'Atlantis', country: 'Nowhere' }, gazetteer)).toBe('Atlantis');
  });

  it('answers 404 when OpenWeatherMap does not know the city', async () => {
    fake.on('GET', PATH, { status: 404, json: { cod: '404', message: 'city not found' } });
    await expect(weather.current({ city: freshCity() })).rejects.toMatchObject({ status: 404 });
  });

  it.each([
    ['a rejected key (401)', { status: 401, json: { cod: 401, message: 'Invalid API key' } }],
    ['a rate limit (429)', { status: 429, json: { cod: 429 } }],
    ['a server error (500)', { status: 500, body: 'oops' }],
    ['malformed JSON', { body: '{"weather": [', headers: { 'content-type': 'application/json' } }],
    ['an answer of the wrong shape', { json: { weather: [], main: {} } }],
  ])('answers 502 for %s', async (_, reply) => {
    fake.on('GET', PATH, reply);
    await expect(weather.current({ city: freshCity() })).rejects.toMatchObject({
      status: 502,
      code: 'provider_unavailable',
    });
  });

  it('answers 502 fast when the upstream is slower than the timeout', async () => {
    weather = build(100);
    fake.on('GET', PATH, { ...okReply, delayMs: 2000 });
    const started = Date.now();
    await expect(weather.current({ city: freshCity() })).rejects.toMatchObject({ status: 502 });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(fake.requests).toHaveLength(1);
  });

  it('retries once after a 503 and answers the second reply', async () => {
    fake.on('GET', PATH, [{ status: 503, body: 'busy' }, okReply]);
    const reading = await weather.current({ city: freshCity() });
    expect(reading.temperatureC).toBe(21.5);
    expect(fake.requests).toHaveLength(2);
  });

  it('retries a 503 only once', async () => {
    fake.on('GET', PATH, { status: 503, body: 'busy' });
    await expect(weather.current({ city: freshCity() })).rejects.toMatchObject({ status: 502 });
    expect(fake.requests).toHaveLength(2);
  });

  it.each([400, 401])('never retries a %i', async (status) => {
    fake.on('GET', PATH, { status, json: { cod: status } });
    await expect(weather.current({ city: freshCity() })).rejects.toMatchObject({ status: 502 });
    expect(fake.requests).toHaveLength(1);
  });

  it('answers the second identical call from the cache', async () => {
    fake.on('GET', PATH, okReply);
    const city = freshCity();
    await weather.current({ city });
    await build().current({ city });
    expect(fake.requests).toHaveLength(1);
  });

  it('makes one upstream call for two identical calls in flight', async () => {
    fake.on('GET', PATH, { ...okReply, delayMs: 100 });
    const city = freshCity();
    const [first, second] = await Promise.all([
      weather.current({ city }),
      weather.current({ city }),
    ]);
    expect(first).toEqual(second);
    expect(fake.requests).toHaveLength(1);
  });

  it('logs failures without the key', async () => {
    fake.on('GET', PATH, { status: 500, body: 'oops' });
    await expect(weather.current({ city: freshCity() })).rejects.toMatchObject({ status: 502 });
    expect(logged.length).toBeGreaterThan(0);
    const text = JSON.stringify(logged);
    expect(text).not.toContain(API_KEY);
    expect(text).not.toContain('appid');
  });
});
