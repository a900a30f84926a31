import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client';
import { createEmbeddedPlaces } from '#server/providers/places/embedded-places';
import { getGazetteer } from '#server/providers/places/gazetteer';
import {
  AUTOCOMPLETE_PRIMARY_TYPES,
  DETAILS_FIELD_MASK,
  createGooglePlaces,
} from '#server/providers/places/google-places';
import { createPlacePhotoStore, type PlacePhotoStore } from '#server/providers/places/place-photos';
import { createPlacePhotosRepository } from '#server/providers/places/place-photos.repository';
import type { PlacesProvider } from '#server/providers/places/places-provider';
import { createProviderCache } from '#server/providers/provider-cache';
import { createProviderCacheRepository } from '#server/providers/provider-cache.repository';
import { startFakeUpstream, type FakeUpstream } from '../../setup/fake-upstream';
import { openTestDatabase } from '../../setup/test-db';

const API_KEY = 'test-google-key';
const PLACE_ID = 'ChIJO_PkYRozGQ0R0DaQ5L3rAAQ';
const PHOTO_NAME = `places/${PLACE_ID}/photos/AUc7tXabcdefghijklmnop`;
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);

let fake: FakeUpstream;
let database: DatabaseHandle;
let photoStore: PlacePhotoStore;
let places: PlacesProvider;

function build(timeoutMs = 1000): PlacesProvider {
  const gazetteer = getGazetteer();
  return createGooglePlaces({
    apiKey: API_KEY,
    baseUrl: fake.url,
    timeoutMs,
    retryDelayMs: 1,
    cache: createProviderCache(createProviderCacheRepository(database.db)),
    photoStore,
    embedded: createEmbeddedPlaces(gazetteer),
  });
}

const detailsReply = {
  id: PLACE_ID,
  displayName: { text: 'Lisbon', languageCode: 'en' },
  formattedAddress: 'Lisbon, Portugal',
  location: { latitude: 38.7222524, longitude: -9.1393366 },
  photos: [
    {
      name: PHOTO_NAME,
      widthPx: 4000,
      heightPx: 3000,
      authorAttributions: [
        {
          displayName: 'Ana Silva',
          uri: 'https://maps.google.com/maps/contrib/1',
          photoUri: '//x',
        },
      ],
    },
  ],
};

beforeAll(async () => {
  fake = await startFakeUpstream();
  database = await openTestDatabase();
  photoStore = createPlacePhotoStore(createPlacePhotosRepository(database.db), getGazetteer());
});
afterAll(async () => {
  await fake.close();
  await database.close();
});
beforeEach(() => {
  fake.reset();
  // A new adapter (and cache namespace use) per test; cached answers from earlier tests are
  // avoided by giving each test its own input.
  places = build();
});

describe('Google Places adapter', () => {
  it('sends autocomplete as Places API (New) expects and maps the predictions', async () => {
    fake.on('POST', '/v1/places:autocomplete', {
      json: {
        suggestions: [
          { placePrediction: { placeId: PLACE_ID, text: { text: 'Lisbon, Portugal' } } },
          { queryPrediction: { text: { text: 'lisbon hotels' } } },
        ],
      },
    });
    const suggestions = await places.autocomplete('Lisb', 'session-1');
    expect(suggestions).toEqual([{ placeId: PLACE_ID, label: 'Lisbon, Portugal' }]);
    const [request] = fake.requests;
    expect(request?.headers['x-goog-api-key']).toBe(API_KEY);
    expect(request?.headers['x-goog-fieldmask']).toContain('suggestions.placePrediction.placeId');
    expect(request?.json).toEqual({
      input: 'Lisb',
      includedPrimaryTypes: AUTOCOMPLETE_PRIMARY_TYPES,
      languageCode: 'en',
      sessionToken: 'session-1',
    });
  });

  it('asks details with a field mask and an encoded id, and maps the answer', async () => {
    fake.on('GET', `/v1/places/${PLACE_ID}`, { json: detailsReply });
    const place = await places.details(PLACE_ID, 'session-1');
    expect(place).toEqual({
      placeId: PLACE_ID,
      formattedAddress: 'Lisbon, Portugal',
      displayName: 'Lisbon',
      location: { lat: 38.7222524, lng: -9.1393366 },
      photos: [
        {
          name: PHOTO_NAME,
          authorAttributions: [
            { displayName: 'Ana Silva', uri: 'https://maps.google.com/maps/contrib/1' },
          ],
        },
      ],
    });
    const [request] = fake.requests;
    expect(request?.headers['x-goog-fieldmask']).toBe(DETAILS_FIELD_MASK);
    expect(request?.headers['x-goog-api-key']).toBe(API_KEY);
    expect(request?.query.get('sessionToken')).toBe('session-1');
  });

  it('refuses place ids and photo names that are not Google tokens, without calling Google', async () => {
    await expect(places.details('../../v1/secret?x=1')).rejects.toMatchObject({ status: 400 });
    await expect(places.photo('places/x/../../admin')).rejects.toMatchObject({ status: 400 });
    expect(fake.requests).toHaveLength(0);
  });

  it('answers geonames ids from the embedded gazetteer, without calling Google', async () => {
    const place = await places.details('geonames:2267057');
    expect(place.formattedAddress).toBe('Lisbon, Lisboa, Portugal');
    expect(fake.requests).toHaveLength(0);
  });

  it('fetches a photo once with skipHttpRedirect and answers a stable path of ours', async () => {
    fake.on('GET', `/v1/places/${PLACE_ID}`, { json: detailsReply });
    fake.on('GET', `/v1/${PHOTO_NAME}/media`, {
      json: { name: `${PHOTO_NAME}/media`, photoUri: `${fake.url}/bytes/photo-1.jpg` },
    });
    fake.on('GET', '/bytes/photo-1.jpg', { body: JPEG, headers: { 'content-type': 'image/jpeg' } });
    await places.details(PLACE_ID);

    const first = await places.photo(PHOTO_NAME);
    const second = await places.photo(PHOTO_NAME);

    expect(first.path).toMatch(/^\/api\/places-photo\/google-[A-Za-z0-9_-]{43}$/);
    expect(second).toEqual(first);
    expect(first.authorAttributions).toEqual([
      { displayName: 'Ana Silva', uri: 'https://maps.google.com/maps/contrib/1' },
    ]);
    const media = fake.requests.filter((request) => request.path.endsWith('/media'));
    expect(media).toHaveLength(1);
    expect(media[0]?.query.get('skipHttpRedirect')).toBe('true');
    expect(media[0]?.query.get('maxWidthPx')).toBe('1200');
    const stored = await photoStore.read(first.path.split('/').pop() ?? '');
    expect(stored).toEqual({ contentType: 'image/jpeg', body: JPEG });
  });

  it('answers 404 for a place Google does not know', async () => {
    fake.on('GET', '/v1/places/ChIJunknown0000000', {
      status: 404,
      json: { error: { code: 404, status: 'NOT_FOUND' } },
    });
    await expect(places.details('ChIJunknown0000000')).rejects.toMatchObject({ status: 404 });
  });

  it.each([
    ['a rejected key (401)', { status: 401, json: { error: { code: 401 } } }],
    ['a rejected key (403)', { status: 403, json: { error: { code: 403 } } }],
    ['a quota limit (429)', { status: 429, json: { error: { code: 429 } } }],
    ['a server error (500)', { status: 500, json: { error: { code: 500 } } }],
    [
      'malformed JSON',
      { body: '{"suggestions": [', headers: { 'content-type': 'application/json' } },
    ],
    ['an answer of the wrong shape', { json: { suggestions: 'lots' } }],
  ])('answers 502 for %s', async (_, reply) => {
    fake.on('POST', '/v1/places:autocomplete', reply);
    await expect(places.autocomplete(`fail ${JSON.stringify(reply)}`)).rejects.toMatchObject({
      status: 502,
      code: 'provider_unavailable',
    });
  });

  it('answers 502 fast when Google is slower than the timeout', async () => {
    places = build(100);
    fake.on('POST', '/v1/places:autocomplete', { delayMs: 2000, json: { suggestions: [] } });
    const started = Date.now();
    await expect(places.autocomplete('slow')).rejects.toMatchObject({ status: 502 });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(fake.requests).toHaveLength(1);
  });

  it('answers autocomplete from the cache the second time', async () => {
    fake.on('POST', '/v1/places:autocomplete', {
      json: {
        suggestions: [
          { placePrediction: { placeId: PLACE_ID, text: { text: 'Porto, Portugal' } } },
        ],
      },
    });
    await places.autocomplete('Porto');
    const again = await build().autocomplete('porto');
    expect(again).toEqual([{ placeId: PLACE_ID, label: 'Porto, Portugal' }]);
    expect(fake.requests).toHaveLength(1);
  });
});
