import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client';
import { getGazetteer } from '#server/providers/places/gazetteer';
import { createProviderCache } from '#server/providers/provider-cache';
import { createProviderCacheRepository } from '#server/providers/provider-cache.repository';
import { createOpenMeteoWeather } from '#server/providers/weather/open-meteo';
import type { WeatherProvider } from '#server/providers/weather/weather-provider';
import { describeWmoCode } from '#server/providers/weather/wmo-codes';
import { startFakeUpstream, type FakeUpstream } from '../../setup/fake-upstream';
import { openTestDatabase } from '../../setup/test-db';

const PATH = '/v1/forecast';

let fake: FakeUpstream;
let database: DatabaseHandle;
let weather: WeatherProvider;

/** Real places, one per test, so no answer comes from an earlier test's cache. */
const cities = [
  'Porto',
  'Madrid',
  'Berlin',
  'Oslo',
  'Cairo',
  'Lima',
  'Quito',
  'Perth',
  'Denver',
  'Boston',
];
const freshCity = () => cities.shift() ?? 'Dublin';

function build(timeoutMs = 1000): WeatherProvider {
  return createOpenMeteoWeather({
    baseUrl: fake.url,
    timeoutMs,
    retryDelayMs: 1,
    gazetteer: getGazetteer(),
    cache: createProviderCache(createProviderCacheRepository(database.db)),
  });
}

const okReply = (code: number, temperature: number) => ({
  json: {
    latitude: 38.72,
    longitude: -9.14,
    current_units: { temperature_2m: '°C' },
    current: {
      time: '2026-05-01T12:00',
      interval: 900,
      temperature_2m: temperature,
      weather_code: code,
    },
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
beforeEach(() => {
  fake.reset();
  weather = build();
});

describe('Open-Meteo adapter', () => {
  it('asks the current temperature and weather code at the gazetteer coordinates', async () => {
    fake.on('GET', PATH, okReply(61, 14.2));
    const reading = await weather.current({ city: 'Lisbon', state: 'Lisboa', country: 'Portugal' });
    expect(reading).toEqual({
      description: 'light rain',
      temperatureC: 14.2,
      placeName: 'Lisbon',
      attribution: 'Weather data by Open-Meteo.com, CC BY 4.0',
    });
    const [request] = fake.requests;
    expect(Number(request?.query.get('latitude'))).toBeCloseTo(38.7167, 3);
    expect(Number(request?.query.get('longitude'))).toBeCloseTo(-9.1333, 3);
    expect(request?.query.get('current')).toBe('temperature_2m,weather_code');
  });

  it('describes WMO codes in the words the weather icon rule reads', () => {
    expect(describeWmoCode(0)).toBe('clear sky');
    expect(describeWmoCode(3)).toBe('overcast clouds');
    expect(describeWmoCode(45)).toBe('fog');
    expect(describeWmoCode(73)).toContain('snow');
    expect(describeWmoCode(95)).toContain('thunderstorm');
    expect(describeWmoCode(1234)).toBe('overcast clouds');
  });

  it('answers 404 for a place the gazetteer does not know, without calling out', async () => {
    await expect(
      weather.current({ city: 'Nowhereville', country: 'Atlantis' }),
    ).rejects.toMatchObject({
      status: 404,
    });
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    ['an unauthorised answer (401)', { status: 401, json: { error: true } }],
    ['a missing endpoint (404)', { status: 404, json: { error: true } }],
    ['a rate limit (429)', { status: 429, json: { error: true, reason: 'Too many requests' } }],
    ['a server error (500)', { status: 500, body: 'oops' }],
    ['malformed JSON', { body: '{"current": ', headers: { 'content-type': 'application/json' } }],
    ['an answer of the wrong shape', { json: { current: { temperature_2m: 'warm' } } }],
  ])('answers 502 for %s', async (_, reply) => {
    fake.on('GET', PATH, reply);
    await expect(weather.current({ city: freshCity() })).rejects.toMatchObject({ status: 502 });
  });

  it('answers 502 fast when the upstream is slower than the timeout', async () => {
    weather = build(100);
    fake.on('GET', PATH, { ...okReply(0, 20), delayMs: 2000 });
    const started = Date.now();
    await expect(weather.current({ city: freshCity() })).rejects.toMatchObject({ status: 502 });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('answers the second identical call from the cache', async () => {
    fake.on('GET', PATH, okReply(0, 20));
    const city = freshCity();
    await weather.current({ city });
    const again = await build().current({ city });
    expect(again.temperatureC).toBe(20);
    expect(fake.requests).toHaveLength(1);
  });
});
