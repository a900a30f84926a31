import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema';
import { MAX_STREAMS_PER_TRAVELLER } from '#server/notifications/streams';
import { buildMember } from '#tests/factories/members';
import { buildTrip } from '#tests/factories/trips';
import { authHeader, buildUser } from '#tests/factories/users';
import { eventually, openStream, type OpenStream } from '#tests/setup/notice-channels';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '#tests/setup/test-app';

/** The live stream on a listening server: what a browser's EventSource meets. */
let testApp: TestApp;
let baseUrl: string;
const opened: OpenStream[] = [];

async function listening(app: TestApp) {
  await app.app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  testApp = await createTestApp();
  baseUrl = await listening(testApp);
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  await testApp.close();
});
beforeEach(async () => {
  for (const stream of opened.splice(0)) stream.close();
  await testApp.database.db.delete(users);
});

const db = () => testApp.database.db;

async function stream(headers: Record<string, string>, url = baseUrl) {
  const open = await openStream(url, '/api/notifications/stream', headers);
  opened.push(open);
  return open;
}

async function ownerAndCompanion() {
  const ada = await buildUser(db(), { fname: 'Ada' });
  const grace = await buildUser(db(), { fname: 'Grace' });
  const trip = await buildTrip(db(), ada.id);
  await buildMember(db(), trip.id, grace.id, 'editor');
  return {
    trip,
    ada: { ...ada, headers: await authHeader(testApp.app, ada) },
    grace: { ...grace, headers: await authHeader(testApp.app, grace) },
  };
}

const addCostLine = (tripId: string, headers: Record<string, string>) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/trips/getaway/${tripId}/costs`,
    headers,
    payload: { category: 'food', label: 'Dinner', planned: { amount: 3000, currency: 'USD' } },
  });

describe('GET /api/notifications/stream', () => {
  it('answers 401 without a valid access token, as JSON', async () => {
    const anonymous = await testApp.app.inject({
      method: 'GET',
      url: '/api/notifications/stream',
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'unauthenticated' });
    const forged = await testApp.app.inject({
      method: 'GET',
      url: '/api/notifications/stream',
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('is an uncompressed event stream, even to a client that accepts gzip', async () => {
    const { trip, ada, grace } = await ownerAndCompanion();
    const page = await stream({ ...ada.headers, 'accept-encoding': 'gzip, deflate' });

    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.headers['cache-control']).toBe('no-cache, no-transform');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect((await addCostLine(trip.id, grace.headers)).statusCode).toBe(201);
    // Read as plain text the moment it is sent: nothing held it back to compress.
    expect(await page.next('trip_changed')).toEqual({ tripId: trip.id, parts: ['costs'] });
    expect(page.text()).toContain('event: trip_changed\ndata: {');
  });

  it(`keeps at most ${MAX_STREAMS_PER_TRAVELLER} open per traveller, closing the oldest`, async () => {
    const { ada } = await ownerAndCompanion();
    const pages: OpenStream[] = [];
    for (let index = 0; index <= MAX_STREAMS_PER_TRAVELLER; index += 1) {
      pages.push(await stream(ada.headers));
    }

    await eventually(() => (pages[0]!.ended() ? true : undefined), 'the oldest to close');
    expect(pages.slice(1).map((page) => page.ended())).toEqual(
      Array.from({ length: MAX_STREAMS_PER_TRAVELLER }, () => false),
    );
  });

  it('does not hold up other requests while many streams stay open', async () => {
    const { ada } = await ownerAndCompanion();
    for (let index = 0; index < 40; index += 1) {
      const user = await buildUser(db());
      await stream(await authHeader(testApp.app, user));
    }
    const response = await fetch(`${baseUrl}/api/notifications`, { headers: ada.headers });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ notifications: [], unread: 0 });
  });

  it('closes when its access token expires, so the client reconnects with a fresh one', async () => {
    const ada = await buildUser(db());
    const shortLived = await new SignJWT({ role: ada.role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(ada.id)
      .setIssuer('getaway-planner')
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + 2)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const page = await stream({ authorization: `Bearer ${shortLived}` });
    expect(page.ended()).toBe(false);

    await eventually(() => (page.ended() ? true : undefined), 'the stream to close', 10_000);
  });

  it('ends every open stream when the server closes, so closing does not wait on them', async () => {
    const other = await createTestApp();
    const url = await listening(other);
    const ada = await buildUser(other.database.db);
    const pages = [
      await openStream(url, '/api/notifications/stream', await authHeader(other.app, ada)),
      await openStream(url, '/api/notifications/stream', await authHeader(other.app, ada)),
    ];

    await other.close();

    await eventually(() => (pages.every((page) => page.ended()) ? true : undefined), 'the end');
  });
});
