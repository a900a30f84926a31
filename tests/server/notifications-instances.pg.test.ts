import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Notification } from '#shared/contracts/notifications';
import { buildApp } from '#server/app';
import { openPostgres, type DatabaseHandle } from '#server/db/client';
import { createNoticesRepository } from '#server/notifications/notices.repository';
import { buildMember } from '../factories/members';
import { buildTrip } from '../factories/trips';
import { authHeader, buildUser } from '../factories/users';
import { dropDatabase } from '../setup/drop-database';
import { openStream, type OpenStream } from '../setup/notice-channels';
import { TEST_JWT_SECRET, testConfig } from '../setup/test-app';

/**
 * Two instances on one PostgreSQL database, as behind a load balancer: a traveller's open page
 * is connected to one, the change that concerns them lands on the other. Each instance LISTENs
 * on its own connection (DATABASE_URL), so the stream hears it.
 */
// Runs in the PostgreSQL pass only (*.pg.test.ts), where TEST_DATABASE_URL names the server.
const serverUrl = process.env.TEST_DATABASE_URL;

interface Instance {
  app: FastifyInstance;
  database: DatabaseHandle;
  databaseUrl: string;
  url: string;
}

async function startInstance(databaseUrl: string): Promise<Instance> {
  const database = await openPostgres({ url: databaseUrl, poolSize: 2 });
  const app = await buildApp({
    config: testConfig({ DATABASE_URL: databaseUrl }),
    db: database.db,
    notifications: database,
    jwtSecret: TEST_JWT_SECRET,
    clientDir: '/nonexistent',
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    database,
    databaseUrl,
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
  };
}

describe('live updates across two instances on one PostgreSQL database', () => {
  const name = `test_live_${randomUUID().replaceAll('-', '')}`;
  let admin: pg.Client;
  let one: Instance | undefined;
  let two: Instance | undefined;
  const streams: OpenStream[] = [];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplate')}"`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    one = await startInstance(url.toString());
    two = await startInstance(url.toString());
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    for (const instance of [one, two]) {
      await instance?.app.close();
      await instance?.database.close();
    }
    await dropDatabase(admin, name);
    await admin.end();
  });

  it("a companion's change made through one instance reaches a page open on the other", async () => {
    const db = one!.database.db;
    const ada = await buildUser(db, { fname: 'Ada' });
    const grace = await buildUser(db, { fname: 'Grace' });
    const trip = await buildTrip(db, ada.id, { locationAddress: 'Lisbon, Portugal' });
    await buildMember(db, trip.id, grace.id, 'editor');
    const adaPage = await openStream(
      two!.url,
      '/api/notifications/stream',
      await authHeader(two!.app, ada),
    );
    streams.push(adaPage);

    const added = await one!.app.inject({
      method: 'POST',
      url: `/api/trips/getaway/${trip.id}/costs`,
      headers: await authHeader(one!.app, grace),
      payload: { category: 'food', label: 'Dinner', planned: { amount: 4000, currency: 'EUR' } },
    });
    expect(added.statusCode).toBe(201);

    expect(await adaPage.next('trip_changed')).toEqual({ tripId: trip.id, parts: ['costs'] });
    expect(await adaPage.next('notification')).toMatchObject({
      kind: 'trip_activity',
      title: 'Changes to Lisbon, Portugal',
      body: 'Grace added a cost line.',
      link: `/trips/${trip.id}`,
    } satisfies Partial<Notification>);
  });

  it('keeps listening after its listening connection is cut, and hears what follows', async () => {
    const db = one!.database.db;
    const ada = await buildUser(db, { fname: 'Ada' });
    const grace = await buildUser(db, { fname: 'Grace' });
    const trip = await buildTrip(db, ada.id);
    await buildMember(db, trip.id, grace.id, 'editor');
    const adaPage = await openStream(
      two!.url,
      '/api/notifications/stream',
      await authHeader(two!.app, ada),
    );
    streams.push(adaPage);
    // Every LISTEN connection of the test database ends, as a server restart or a proxy would.
    const cut = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = $1 AND query ILIKE 'LISTEN%'`,
      [name],
    );
    expect(cut.rowCount).toBe(2);

    const headers = await authHeader(one!.app, grace);
    const change = () =>
      one!.app.inject({
        method: 'POST',
        url: `/api/trips/getaway/${trip.id}/plan/items`,
        headers,
        payload: { name: 'Tram 28' },
      });
    // Changes keep coming until one is heard: the listener is back within its retry pause.
    const until = Date.now() + 15_000;
    while (!adaPage.events.some((event) => event.event === 'trip_changed')) {
      if (Date.now() > until) throw new Error('the stream never heard a change again');
      expect((await change()).statusCode).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await adaPage.next('trip_changed')).toEqual({ tripId: trip.id, parts: ['plan'] });
  });

  it("reads a trip's travellers and announces its change in one statement, unless they are too many for one payload", async () => {
    const db = one!.database.db;
    const ada = await buildUser(db, { fname: 'Ada' });
    const grace = await buildUser(db, { fname: 'Grace' });
    const trip = await buildTrip(db, ada.id, { locationAddress: 'Porto, Portugal' });
    await buildMember(db, trip.id, grace.id, 'viewer');
    const channel = 'test_trip_changes';
    const listener = new pg.Client({ connectionString: one!.databaseUrl });
    const heard: string[] = [];
    listener.on('notification', (message) => heard.push(message.payload ?? ''));
    await listener.connect();
    try {
      await listener.query(`LISTEN ${channel}`);
      const repository = createNoticesRepository(db);
      const travellers = { name: 'Porto, Portugal', userIds: [ada.id, grace.id] };

      // Two travellers, at most one a payload: read, not announced (the bus sends chunks).
      expect(await repository.announceTripChange(trip.id, ['costs'], channel, 1)).toEqual({
        ...travellers,
        announced: false,
      });
      expect(await repository.announceTripChange(trip.id, ['plan'], channel, 2)).toEqual({
        ...travellers,
        announced: true,
      });
      expect(await repository.announceTripChange(randomUUID(), ['plan'], channel, 2)).toBe(
        undefined,
      );
      const until = Date.now() + 5000;
      while (heard.length === 0 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(heard.map((payload) => JSON.parse(payload) as unknown)).toEqual([
        { type: 'trip', tripId: trip.id, parts: ['plan'], userIds: [ada.id, grace.id] },
      ]);
    } finally {
      await listener.end();
    }
  });
});
