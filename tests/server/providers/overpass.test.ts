import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client';
import { getGazetteer, type GazetteerPlace } from '#server/providers/places/gazetteer';
import { createProviderCache } from '#server/providers/provider-cache';
import { createProviderCacheRepository } from '#server/providers/provider-cache.repository';
import type { AttractionsProvider } from '#server/providers/suggestions/attractions';
import { createEmbeddedSuggestions } from '#server/providers/suggestions/embedded-suggestions';
import { createOverpassAttractions } from '#server/providers/suggestions/overpass';
import { startFakeUpstream, type FakeUpstream } from '../../setup/fake-upstream';
import { openTestDatabase } from '../../setup/test-db';

const PATH = '/api/interpreter';

let fake: FakeUpstream;
let database: DatabaseHandle;
let attractions: AttractionsProvider;

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
function freshPlace(): GazetteerPlace {
  const place = getGazetteer().resolve({ city: cities.shift() ?? 'Dublin' });
  if (!place) throw new Error('test place missing from the gazetteer');
  return place;
}

function build(timeoutMs = 1000): AttractionsProvider {
  return createOverpassAttractions({
    baseUrl: fake.url,
    timeoutMs,
    retryDelayMs: 1,
    cache: createProviderCache(createProviderCacheRepository(database.db)),
  });
}

const okReply = (place: GazetteerPlace) => ({
  json: {
    version: 0.6,
    elements: [
      {
        type: 'node',
        id: 1,
        lat: place.lat + 0.01,
        lon: place.lng,
        tags: { name: 'Torre de Belém', 'name:en': 'Belém Tower', tourism: 'attraction' },
      },
      {
        type: 'way',
        id: 2,
        center: { lat: place.lat + 0.001, lon: place.lng },
        tags: { name: 'Museu Nacional', tourism: 'museum' },
      },
      { type: 'node', id: 3, lat: place.lat, lon: place.lng, tags: { tourism: 'viewpoint' } },
      {
        type: 'node',
        id: 4,
        lat: place.lat + 0.2,
        lon: place.lng,
        tags: { name: 'Old Fort', historic: 'fort' },
      },
    ],
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
  attractions = build();
});

describe('Overpass attractions adapter', () => {
  it('asks for named attractions around the coordinates and maps them nearest first', async () => {
    const place = freshPlace();
    fake.on('GET', PATH, okReply(place));
    const found = await attractions.near(place);
    expect(found.map(({ name, kind }) => ({ name, kind }))).toEqual([
      { name: 'Museu Nacional', kind: 'museum' },
      { name: 'Belém Tower', kind: 'attraction' },
      { name: 'Old Fort', kind: 'fort' },
    ]);
    const query = fake.requests[0]?.query.get('data') ?? '';
    expect(query).toContain('[out:json]');
    expect(query).toContain(`around:15000,${place.lat.toFixed(5)},${place.lng.toFixed(5)}`);
    expect(query).toContain('["name"]');
  });

  it.each([
    ['a refusal (401)', { status: 401, body: 'no' }],
    ['a missing endpoint (404)', { status: 404, body: 'no' }],
    ['a rate limit (429)', { status: 429, body: 'slow down' }],
    ['a server error (500)', { status: 500, body: 'oops' }],
    ['malformed JSON', { body: '{"elements": [', headers: { 'content-type': 'application/json' } }],
    ['an answer of the wrong shape', { json: { elements: 'none' } }],
  ])('answers 502 for %s', async (_, reply) => {
    fake.on('GET', PATH, reply);
    await expect(attractions.near(freshPlace())).rejects.toMatchObject({ status: 502 });
  });

  it('answers 502 fast when Overpass is slower than the timeout', async () => {
    attractions = build(100);
    const place = freshPlace();
    fake.on('GET', PATH, { ...okReply(place), delayMs: 2000 });
    const started = Date.now();
    await expect(attractions.near(place)).rejects.toMatchObject({ status: 502 });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('adds attractions to the offline fun places, credited to OpenStreetMap', async () => {
    const gazetteer = getGazetteer();
    const lisbon = gazetteer.resolveAddress('Lisbon, Lisboa, Portugal');
    if (!lisbon) throw new Error('Lisbon missing');
    fake.on('GET', PATH, okReply(lisbon));
    const answer = await createEmbeddedSuggestions(gazetteer, attractions).funPlaces(
      'Lisbon, Lisboa, Portugal',
    );
    expect(answer.lines).toContainEqual(
      expect.stringMatching(/^See: Museu Nacional \(museum\), \d+ m away$/),
    );
    expect(answer.lines.some((line) => line.startsWith('Day trip: '))).toBe(true);
    expect(answer.source).toContain('© OpenStreetMap contributors');
  });

  it('still answers the offline fun places when Overpass fails', async () => {
    fake.on('GET', PATH, { status: 500, body: 'oops' });
    const answer = await createEmbeddedSuggestions(getGazetteer(), attractions).funPlaces(
      'Madrid, Spain',
    );
    expect(answer.lines.some((line) => line.startsWith('Day trip: '))).toBe(true);
    expect(answer.lines.some((line) => line.includes('Museu Nacional'))).toBe(false);
    expect(answer.source).not.toContain('OpenStreetMap');
  });
});
