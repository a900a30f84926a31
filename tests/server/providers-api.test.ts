import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { imageUrlSchema } from '#shared/contracts/trips';
import { authHeader, buildUser } from '../factories/users';
import { startFakeUpstream, type FakeUpstream } from '../setup/fake-upstream';
import { createTestApp, type TestApp } from '../setup/test-app';

const LISBON = 'geonames:2267057';

let fake: FakeUpstream;
let embedded: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  fake = await startFakeUpstream();
  embedded = await createTestApp({
    env: { OPEN_METEO_BASE_URL: fake.url, PROVIDER_TIMEOUT_MS: '300' },
  });
  auth = await authHeader(embedded.app, await buildUser(embedded.database.db));
});
afterAll(async () => {
  await embedded.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const calls = [
  { method: 'GET', url: '/api/places-autocomplete?input=lis' },
  { method: 'GET', url: `/api/places-details?placeid=${LISBON}` },
  { method: 'GET', url: '/api/places-pics?photoreference=geonames-2267057' },
  { method: 'GET', url: '/api/weather?city=Lisbon&country=Portugal&units=metric' },
  {
    method: 'POST',
    url: '/api/chatgpt/trip-suggestion',
    payload: { location: 'Lisbon, Lisboa, Portugal' },
  },
  {
    method: 'POST',
    url: '/api/chatgpt/fun-places',
    payload: { location: 'Lisbon, Lisboa, Portugal' },
  },
] as const;

describe('provider calls', () => {
  it.each(calls)('answers 401 without a token: $method $url', async (call) => {
    const response = await embedded.app.inject(call);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ msg: expect.any(String) });
  });

  it.each([
    ['a missing placeid', '/api/places-details'],
    ['a placeid we do not know', '/api/places-details?placeid=..%2F..%2Fadmin'],
    ['a photo reference we do not know', '/api/places-pics?photoreference=..%2Fsecret'],
    ['an input too long', `/api/places-autocomplete?input=${'a'.repeat(101)}`],
    ['a missing city', '/api/weather?country=Portugal'],
    ['units other than metric', '/api/weather?city=Lisbon&units=imperial'],
  ])('answers 400 for %s', async (_, url) => {
    const response = await embedded.app.inject({ method: 'GET', url, headers: auth });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ msg: expect.any(String) });
  });

  it('answers 400 for a suggestion without a location', async () => {
    const response = await embedded.app.inject({
      method: 'POST',
      url: '/api/chatgpt/fun-places',
      headers: auth,
      payload: { location: '  ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('location is required.');
  });

  it('answers autocomplete suggestions with place ids, labels and the GeoNames credit', async () => {
    const response = await embedded.app.inject({
      method: 'GET',
      url: '/api/places-autocomplete?input=lisbon',
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.suggestions[0]).toEqual({
      placeId: LISBON,
      description: 'Lisbon, Lisboa, Portugal',
    });
    expect(body.attribution).toBe('Place data © GeoNames, CC BY 4.0');
  });

  it('answers an empty list for empty input', async () => {
    const response = await embedded.app.inject({
      method: 'GET',
      url: '/api/places-autocomplete?input=',
      headers: auth,
    });
    expect(response.json().suggestions).toEqual([]);
  });

  it('answers place details and a photo URI a trip may store', async () => {
    const details = await embedded.app.inject({
      method: 'GET',
      url: `/api/places-details?placeid=${encodeURIComponent(LISBON)}`,
      headers: auth,
    });
    expect(details.statusCode).toBe(200);
    const place = details.json();
    expect(place).toMatchObject({
      formattedAddress: 'Lisbon, Lisboa, Portugal',
      displayName: 'Lisbon',
      photos: [{ name: 'geonames-2267057', authorAttributions: [] }],
    });

    const pics = await embedded.app.inject({
      method: 'GET',
      url: `/api/places-pics?photoreference=${place.photos[0].name}`,
      headers: auth,
    });
    expect(pics.statusCode).toBe(200);
    expect(pics.json().photoUri).toBe('/api/places-photo/geonames-2267057');
    expect(imageUrlSchema.safeParse(pics.json().photoUri).success).toBe(true);
  });

  it('answers 404 for a place id that is well formed but unknown', async () => {
    const response = await embedded.app.inject({
      method: 'GET',
      url: '/api/places-details?placeid=geonames:1',
      headers: auth,
    });
    expect(response.statusCode).toBe(404);
  });

  it('serves the photo publicly as a script-free SVG postcard cached for long', async () => {
    const response = await embedded.app.inject({
      method: 'GET',
      url: '/api/places-photo/geonames-2267057',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toContain('max-age=31536000');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toContain('<svg');
    expect(response.body).toContain('Lisbon');
    expect(response.body).not.toMatch(/<script|on\w+=|href=/i);
    const again = await embedded.app.inject({
      method: 'GET',
      url: '/api/places-photo/geonames-2267057',
    });
    expect(again.body).toBe(response.body);
  });

  it('answers 404 for a photo it does not have and 400 for a name that is not a photo key', async () => {
    const missing = await embedded.app.inject({
      method: 'GET',
      url: '/api/places-photo/geonames-1',
    });
    expect(missing.statusCode).toBe(404);
    const stored = await embedded.app.inject({
      method: 'GET',
      url: `/api/places-photo/google-${'a'.repeat(43)}`,
    });
    expect(stored.statusCode).toBe(404);
    const bad = await embedded.app.inject({ method: 'GET', url: '/api/places-photo/..%2Fetc' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers the weather in the original shape from Open-Meteo', async () => {
    fake.on('GET', '/v1/forecast', {
      json: { current: { temperature_2m: 17.25, weather_code: 2 } },
    });
    const response = await embedded.app.inject({
      method: 'GET',
      url: '/api/weather?city=Lisbon&state=Lisboa&country=Portugal&units=metric',
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      weather: [{ description: 'scattered clouds' }],
      main: { temp: 17.25 },
      name: 'Lisbon',
      attribution: 'Weather data by Open-Meteo.com, CC BY 4.0',
    });
  });

  it('answers 404 for the weather of an unknown place', async () => {
    const response = await embedded.app.inject({
      method: 'GET',
      url: '/api/weather?city=Nowhereville&country=Atlantis',
      headers: auth,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().msg).toBe('We could not find that place.');
  });

  it('answers 502 with a message, fast, when the weather service does not answer', async () => {
    fake.on('GET', '/v1/forecast', { delayMs: 3000, json: {} });
    const started = Date.now();
    const response = await embedded.app.inject({
      method: 'GET',
      url: '/api/weather?city=Madrid&country=Spain',
      headers: auth,
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      msg: 'Weather is unavailable right now.',
      code: 'provider_unavailable',
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers offline trip suggestions and fun places', async () => {
    const trip = await embedded.app.inject({
      method: 'POST',
      url: '/api/chatgpt/trip-suggestion',
      headers: auth,
      payload: { location: 'Lisbon, Lisboa, Portugal' },
    });
    expect(trip.statusCode).toBe(200);
    expect(trip.json().tripSuggestions[0]).toEqual({
      season: 'July',
      months: 'July',
      reason: 'Warm and dry: 23 °C, 4 mm rain.',
      description: expect.stringMatching(/^Typically 23 °C by day/),
      climate: {
        month: 7,
        dayHighC: 23,
        nightLowC: 16,
        rainMm: 4,
        sunshineScore: 96,
        warmth: 'warm',
        wetness: 'dry',
      },
    });
    expect(trip.json().sourceDetail).toEqual({
      kind: 'climate',
      city: 'Lisbon',
      iata: 'LIS',
      distanceKm: 7,
      near: 'Lisbon',
    });
    expect(trip.json().source).toMatch(/^Typical weather by month at Lisbon \(LIS\)/);
    expect(trip.json().source).toContain('Sunshine Atlas (sunshineatlas.com/data), CC BY 4.0');

    const fun = await embedded.app.inject({
      method: 'POST',
      url: '/api/chatgpt/fun-places',
      headers: auth,
      payload: { location: 'Lisbon, Lisboa, Portugal' },
    });
    expect(fun.statusCode).toBe(200);
    expect(fun.json().funPlaces.split('\n').length).toBeGreaterThan(3);
  });
});

describe('provider calls rate limit', () => {
  it('answers 429 past the per-user limit, counting each user apart', async () => {
    const limited = await createTestApp({ env: { PROVIDER_RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const first = await authHeader(limited.app, await buildUser(limited.database.db));
      const second = await authHeader(limited.app, await buildUser(limited.database.db));
      const call = (headers: { authorization: string }) =>
        limited.app.inject({ method: 'GET', url: '/api/places-autocomplete?input=par', headers });
      expect((await call(first)).statusCode).toBe(200);
      expect((await call(first)).statusCode).toBe(200);
      const refused = await call(first);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ msg: expect.any(String), code: 'rate_limited' });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect((await call(second)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('provider calls with keys set', () => {
  let keyed: TestApp;
  let keyedAuth: { authorization: string };
  const PLACE_ID = 'ChIJO_PkYRozGQ0R0DaQ5L3rAAQ';
  const PHOTO_NAME = `places/${PLACE_ID}/photos/AUc7tXabcdefghijklmnop`;

  beforeAll(async () => {
    keyed = await createTestApp({
      env: {
        GOOGLE_PLACES_API_KEY: 'g-key',
        GOOGLE_PLACES_BASE_URL: fake.url,
        OPENWEATHER_API_KEY: 'owm-key',
        OPENWEATHER_BASE_URL: fake.url,
        OPENAI_API_KEY: 'sk-key',
        OPENAI_BASE_URL: fake.url,
        PROVIDER_TIMEOUT_MS: '500',
      },
    });
    keyedAuth = await authHeader(keyed.app, await buildUser(keyed.database.db));
  });
  afterAll(() => keyed.close());

  it('runs search, details and a stored photo through Google', async () => {
    fake.on('POST', '/v1/places:autocomplete', {
      json: {
        suggestions: [
          { placePrediction: { placeId: PLACE_ID, text: { text: 'Lisbon, Portugal' } } },
        ],
      },
    });
    fake.on('GET', `/v1/places/${PLACE_ID}`, {
      json: {
        id: PLACE_ID,
        displayName: { text: 'Lisbon' },
        formattedAddress: 'Lisbon, Portugal',
        location: { latitude: 38.72, longitude: -9.14 },
        photos: [{ name: PHOTO_NAME, authorAttributions: [{ displayName: 'Ana' }] }],
      },
    });
    fake.on('GET', `/v1/${PHOTO_NAME}/media`, { json: { photoUri: `${fake.url}/bytes/1.jpg` } });
    fake.on('GET', '/bytes/1.jpg', {
      body: Buffer.from('jpeg-bytes'),
      headers: { 'content-type': 'image/jpeg' },
    });

    const search = await keyed.app.inject({
      method: 'GET',
      url: '/api/places-autocomplete?input=Lisbon&sessiontoken=abc-123',
      headers: keyedAuth,
    });
    expect(search.json().suggestions).toEqual([
      { placeId: PLACE_ID, description: 'Lisbon, Portugal' },
    ]);

    const details = await keyed.app.inject({
      method: 'GET',
      url: `/api/places-details?placeid=${PLACE_ID}&sessiontoken=abc-123`,
      headers: keyedAuth,
    });
    expect(details.json().photos).toEqual([
      { name: PHOTO_NAME, authorAttributions: [{ displayName: 'Ana' }] },
    ]);

    const pics = await keyed.app.inject({
      method: 'GET',
      url: `/api/places-pics?photoreference=${encodeURIComponent(PHOTO_NAME)}`,
      headers: keyedAuth,
    });
    expect(pics.statusCode).toBe(200);
    expect(pics.json().authorAttributions).toEqual([{ displayName: 'Ana' }]);
    const photo = await keyed.app.inject({ method: 'GET', url: pics.json().photoUri });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.body).toBe('jpeg-bytes');
  });

  it('answers the weather from OpenWeatherMap', async () => {
    fake.on('GET', '/data/2.5/weather', {
      json: { weather: [{ description: 'light rain' }], main: { temp: 11.3 }, name: 'Austin' },
    });
    const response = await keyed.app.inject({
      method: 'GET',
      url: '/api/weather?city=Austin&state=TX&country=United%20States&units=metric',
      headers: keyedAuth,
    });
    expect(response.json()).toMatchObject({
      weather: [{ description: 'light rain' }],
      main: { temp: 11.3 },
    });
    expect(fake.requests[0]?.query.get('q')).toBe('Austin,TX,US');
  });

  it('answers suggestions from the chat API, and 502 when its answer breaks the schema', async () => {
    fake.on('POST', '/v1/chat/completions', [
      {
        json: {
          choices: [
            { message: { content: JSON.stringify({ funPlaces: ['Belém Tower', 'Sintra'] }) } },
          ],
        },
      },
      { json: { choices: [{ message: { content: '{"tripSuggestions": "spring"}' } }] } },
    ]);
    const fun = await keyed.app.inject({
      method: 'POST',
      url: '/api/chatgpt/fun-places',
      headers: keyedAuth,
      payload: { location: 'Lisbon, Portugal' },
    });
    // The model's answer adds to the sights we ship; it never replaces them.
    const { funPlaces, source } = fun.json<{ funPlaces: string; source: string }>();
    const lines = funPlaces.split('\n');
    // Best known first (src/server/sights/data/README.md): Belém before the nearer castle.
    expect(lines[0]).toBe('See: Belém Tower (castle, 7.7 km), Castlemap, from Wikidata');
    expect(lines).toContain(
      'See: Castle of Saint George (castle, 300 m), Castlemap, from Wikidata',
    );
    // Belém Tower is shipped already, so the model's own line for it is not repeated.
    expect(lines.at(-1)).toBe('Sintra');
    expect(lines.filter((line) => line.includes('Belém Tower'))).toEqual([
      'See: Belém Tower (castle, 7.7 km), Castlemap, from Wikidata',
    ]);
    expect(source).toMatch(
      /^Sights: .*Castlemap, from Wikidata \(CC0 1\.0\).* Generated by gpt-4o-mini \(AI\)\. Check details before you travel\.$/,
    );
    const broken = await keyed.app.inject({
      method: 'POST',
      url: '/api/chatgpt/trip-suggestion',
      headers: keyedAuth,
      payload: { location: 'Lisbon, Portugal' },
    });
    expect(broken.statusCode).toBe(502);
    expect(broken.json()).toEqual({
      msg: 'Suggestions are unavailable right now.',
      code: 'provider_unavailable',
    });
  });
});
