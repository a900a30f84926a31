import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ThingsToDo } from '#shared/contracts/things-to-do';
import { buildTrip } from '#tests/factories/trips';
import { buildTwoTravellers } from '#tests/factories/users';
import { startFakeUpstream, type FakeUpstream } from '#tests/setup/fake-upstream';
import { createTestApp, useTestApp, type TestApp } from '#tests/setup/test-app';

const testApp = useTestApp();
const db = () => testApp.db;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const thingsOf = (
  app: TestApp['app'],
  tripId: string,
  headers: Record<string, string>,
  query = '',
) =>
  app.inject({
    method: 'GET',
    url: `/api/trips/getaway/${tripId}/things-to-do${query}`,
    headers,
  });

describe('GET /api/trips/getaway/:id/things-to-do', () => {
  it('lists at least ten real sights near a Lisbon trip, each with its source and licence', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id, { locationAddress: 'Lisbon, Lisbon, Portugal' });

    const response = await thingsOf(testApp.app, trip.id, ownerHeaders);

    expect(response.statusCode).toBe(200);
    const body = response.json<ThingsToDo>();
    expect(body.place).toMatch(/^Lisbon, /);
    expect(body.things.length).toBeGreaterThanOrEqual(10);
    // Best known first: a World Heritage fortress 8 km out before the castle above the centre.
    expect(body.things[0]).toEqual({
      id: 'wikidata:Q215003',
      name: 'Belém Tower',
      kind: 'castle',
      lat: expect.any(Number),
      lng: expect.any(Number),
      distanceKm: expect.any(Number),
      description: 'Fortress in Portugal, 16th century',
      url: 'https://en.wikipedia.org/wiki/Bel%C3%A9m_Tower',
      source: 'Castlemap, from Wikidata',
      licence: 'CC0 1.0',
    });
    const firstTen = body.things.slice(0, 10).map((thing) => thing.name);
    expect(firstTen).toEqual(
      expect.arrayContaining([
        'Monastery of the Hieronymites and Tower of Belém in Lisbon',
        'Castle of Saint George',
      ]),
    );
    expect(body.things.map((thing) => thing.name)).not.toContain('Ribeira Palace');
    expect(body.things.map((thing) => thing.name)).toEqual(
      expect.arrayContaining([
        'Monastery of the Hieronymites and Tower of Belém in Lisbon',
        'National Museum of Ancient Art',
        'Pena Palace',
      ]),
    );
    expect(body.kinds).toEqual(expect.arrayContaining(['museum', 'castle', 'palace', 'beach']));
    expect(body.credits.map((credit) => credit.licence)).toEqual(
      expect.arrayContaining(['CC0 1.0', 'CC BY-SA 3.0 IGO', 'CC BY 4.0']),
    );
  });

  it('opens a New York trip with the sights people come for, not the nearest galleries', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id, {
      locationAddress: 'New York City, NY, United States',
    });

    const body = (await thingsOf(testApp.app, trip.id, ownerHeaders)).json<ThingsToDo>();

    expect(body.place).toMatch(/^New York/);
    const firstTen = body.things.slice(0, 10).map((thing) => thing.name);
    const famous = [
      'Central Park',
      'Metropolitan Museum of Art',
      'Statue of Liberty',
      'Brooklyn Bridge',
      'Empire State Building',
      'Museum of Modern Art',
      'High Line',
      'Times Square',
    ];
    expect(famous.filter((name) => firstTen.includes(name)).length).toBeGreaterThanOrEqual(4);
    expect(firstTen).not.toContain('Deitch Projects');
  });

  it('filters by kind and still lists every kind present for the chips', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id, { locationAddress: 'Lisbon, Lisbon, Portugal' });

    const body = (
      await thingsOf(testApp.app, trip.id, ownerHeaders, '?kind=museum')
    ).json<ThingsToDo>();

    expect(body.things.length).toBeGreaterThan(3);
    expect(body.things.every((thing) => thing.kind === 'museum')).toBe(true);
    expect(body.kinds).toContain('castle');
  });

  it('answers 400 for a kind it does not know', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id);

    const response = await thingsOf(testApp.app, trip.id, ownerHeaders, '?kind=nightclub');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('lists nothing, with no error, for a place the gazetteer does not know', async () => {
    const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id, { locationAddress: 'Nowhere Special' });

    const body = (await thingsOf(testApp.app, trip.id, ownerHeaders)).json<ThingsToDo>();

    expect(body).toEqual({ place: null, things: [], kinds: [], credits: [] });
  });

  it("answers 404 for another traveller's trip, exactly as for a missing one", async () => {
    const { owner, otherHeaders } = await buildTwoTravellers(testApp.app, db());
    const trip = await buildTrip(db(), owner.id);

    const theirs = await thingsOf(testApp.app, trip.id, otherHeaders);
    const missing = await thingsOf(testApp.app, MISSING_ID, otherHeaders);

    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
  });
});

describe('things to do with live OpenStreetMap attractions', () => {
  let fake: FakeUpstream;
  let live: TestApp;

  beforeAll(async () => {
    fake = await startFakeUpstream();
    live = await createTestApp({
      env: { ATTRACTIONS_PROVIDER: 'overpass', OVERPASS_BASE_URL: fake.url },
    });
  });
  afterAll(async () => {
    await live.close();
    await fake.close();
  });

  it('adds what Overpass answers after the shipped sights, credited to OpenStreetMap', async () => {
    fake.on('GET', '/api/interpreter', {
      json: {
        elements: [
          {
            type: 'node',
            id: 42,
            lat: 38.7139,
            lon: -9.1334,
            tags: { name: 'Miradouro de Santa Luzia', tourism: 'viewpoint' },
          },
          // Already shipped: listed once, from the shipped data.
          {
            type: 'node',
            id: 43,
            lat: 38.7139,
            lon: -9.1334,
            tags: { name: 'Pena Palace', tourism: 'attraction' },
          },
        ],
      },
    });
    const { owner, ownerHeaders } = await buildTwoTravellers(live.app, live.database.db);
    const trip = await buildTrip(live.database.db, owner.id, {
      locationAddress: 'Lisbon, Lisbon, Portugal',
    });

    const body = (await thingsOf(live.app, trip.id, ownerHeaders)).json<ThingsToDo>();

    const added = body.things.filter((thing) => thing.source === 'OpenStreetMap');
    expect(added).toEqual([
      expect.objectContaining({
        id: 'osm:node/42',
        name: 'Miradouro de Santa Luzia',
        kind: 'viewpoint',
        url: 'https://www.openstreetmap.org/node/42',
        licence: 'ODbL 1.0',
      }),
    ]);
    expect(body.things.filter((thing) => thing.name === 'Pena Palace')).toHaveLength(1);
    expect(body.credits).toContainEqual(
      expect.objectContaining({ source: 'OpenStreetMap', licence: 'ODbL 1.0' }),
    );
  });
});
