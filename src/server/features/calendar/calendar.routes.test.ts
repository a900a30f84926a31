import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarLink, CalendarLinkStatus } from '#shared/contracts/calendar';
import { calendarFeeds, planItems, trips } from '#server/db/schema';
import { buildTrip } from '#tests/factories/trips';
import { authHeader, buildTwoTravellers, buildUser } from '#tests/factories/users';
import { createTestApp, useTestApp, type TestApp } from '#tests/setup/test-app';

const testApp = useTestApp();
const db = () => testApp.db;

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const calendarUrl = (tripId: string) => `/api/trips/getaway/${tripId}/calendar`;

/** Inserts a plan item straight into the table (the plan API is not this feature's). */
async function buildPlanItem(
  tripId: string,
  overrides: Partial<Omit<typeof planItems.$inferInsert, 'tripId'>> = {},
) {
  const [row] = await db()
    .insert(planItems)
    .values({ tripId, position: 0, name: 'Thing to do', ...overrides })
    .returning();
  if (!row) throw new Error('insert into plan_items returned no row');
  return row;
}

async function ownerWithTrip(tripOverrides: Parameters<typeof buildTrip>[2] = {}) {
  const travellers = await buildTwoTravellers(testApp.app, db());
  const trip = await buildTrip(db(), travellers.owner.id, {
    tripLocation: 'Lisbon',
    locationAddress: 'Lisbon, Lisbon, Portugal',
    ...tripOverrides,
  });
  return { ...travellers, trip };
}

function call(method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>) {
  return testApp.app.inject({ method, url, headers });
}

async function createLink(tripId: string, headers: Record<string, string>) {
  const response = await call('POST', calendarUrl(tripId), headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CalendarLink>();
}

/** Fetches a feed the way a calendar app does: no login, only the link. */
const fetchFeed = (url: string) =>
  testApp.app.inject({ method: 'GET', url: new URL(url).pathname });

function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { calendar, events };
}

describe('GET /api/trips/getaway/:id/calendar', () => {
  it('answers that a trip has no link until one is made', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const response = await call('GET', calendarUrl(trip.id), ownerHeaders);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ active: false, createdAt: null });
  });

  it('answers that the link works, and since when, once made', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const link = await createLink(trip.id, ownerHeaders);
    const response = await call('GET', calendarUrl(trip.id), ownerHeaders);
    expect(response.json<CalendarLinkStatus>()).toEqual({
      active: true,
      createdAt: link.createdAt,
    });
    // The status never carries the token or the link.
    expect(response.body).not.toContain(link.token);
  });

  it("answers 404 for another traveller's trip and for a trip that does not exist", async () => {
    const { ownerHeaders, otherHeaders, trip } = await ownerWithTrip();
    await createLink(trip.id, ownerHeaders);
    for (const [id, headers] of [
      [trip.id, otherHeaders],
      [MISSING_ID, ownerHeaders],
    ] as const) {
      const response = await call('GET', calendarUrl(id), headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ msg: 'Trip not found', code: 'trip_not_found' });
    }
  });

  it('answers 401 without a login and 400 for an id that is not one', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    expect((await call('GET', calendarUrl(trip.id), {})).statusCode).toBe(401);
    const bad = await call('GET', calendarUrl('not-an-id'), ownerHeaders);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe('POST /api/trips/getaway/:id/calendar', () => {
  it('makes an absolute link holding a 256-bit token, and keeps only its SHA-256', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const link = await createLink(trip.id, ownerHeaders);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(link.token, 'base64url')).toHaveLength(32);
    expect(link.url).toBe(`http://localhost:80/api/calendar/${link.token}.ics`);
    expect(new Date(link.createdAt).toISOString()).toBe(link.createdAt);

    const rows = await db().select().from(calendarFeeds).where(eq(calendarFeeds.tripId, trip.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(link.token).digest('base64url'));
    expect(JSON.stringify(rows)).not.toContain(link.token);
  });

  it('builds the link from the address the app was reached at', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const response = await testApp.app.inject({
      method: 'POST',
      url: calendarUrl(trip.id),
      headers: { ...ownerHeaders, host: 'trips.example.org:8443' },
    });
    expect(response.json<CalendarLink>().url).toMatch(
      /^http:\/\/trips\.example\.org:8443\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/,
    );
  });

  it('renews the link: the old one answers 404 at once and the new one works', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const first = await createLink(trip.id, ownerHeaders);
    expect((await fetchFeed(first.url)).statusCode).toBe(200);

    const second = await createLink(trip.id, ownerHeaders);
    expect(second.token).not.toBe(first.token);
    const old = await fetchFeed(first.url);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({ code: 'calendar_link_not_found' });
    expect((await fetchFeed(second.url)).statusCode).toBe(200);
    expect(await db().select().from(calendarFeeds)).toHaveLength(1);
  });

  it("answers 404 for another traveller's trip and leaves its link working", async () => {
    const { ownerHeaders, otherHeaders, trip } = await ownerWithTrip();
    const link = await createLink(trip.id, ownerHeaders);
    const response = await call('POST', calendarUrl(trip.id), otherHeaders);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ msg: 'Trip not found', code: 'trip_not_found' });
    expect((await fetchFeed(link.url)).statusCode).toBe(200);
  });
});

describe('DELETE /api/trips/getaway/:id/calendar', () => {
  it('stops the link: the feed answers 404 and the trip has no link', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const link = await createLink(trip.id, ownerHeaders);
    const response = await call('DELETE', calendarUrl(trip.id), ownerHeaders);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: 'The calendar link no longer works.' });

    const feed = await fetchFeed(link.url);
    expect(feed.statusCode).toBe(404);
    expect(feed.json()).toEqual({
      msg: 'This calendar link does not exist or was stopped.',
      code: 'calendar_link_not_found',
    });
    const status = await call('GET', calendarUrl(trip.id), ownerHeaders);
    expect(status.json()).toEqual({ active: false, createdAt: null });
  });

  it('is safe to repeat: stopping a trip with no link answers 200 too', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const response = await call('DELETE', calendarUrl(trip.id), ownerHeaders);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: 'The calendar link no longer works.' });
  });

  it("answers 404 for another traveller's trip and leaves its link working", async () => {
    const { ownerHeaders, otherHeaders, trip } = await ownerWithTrip();
    const link = await createLink(trip.id, ownerHeaders);
    const response = await call('DELETE', calendarUrl(trip.id), otherHeaders);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'trip_not_found' });
    expect((await fetchFeed(link.url)).statusCode).toBe(200);
  });
});

describe('GET /api/calendar/:token.ics', () => {
  it('serves the trip as iCalendar that a real parser reads: the trip all day, timed items', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip({
      tripStart: '2026-06-01',
      tripEnd: '2026-06-08',
    });
    const museum = await buildPlanItem(trip.id, {
      day: '2026-06-02',
      position: 1,
      name: 'Museu Nacional do Azulejo',
      place: 'Rua da Madre de Deus 4, Lisbon',
      lat: 38.7247,
      lng: -9.1136,
      startMinutes: 9 * 60 + 30,
      durationMinutes: 90,
      note: 'Tiles from five centuries',
    });
    const dinner = await buildPlanItem(trip.id, {
      day: '2026-06-02',
      position: 0,
      name: 'Dinner in Alfama',
      startMinutes: 20 * 60,
    });
    // Neither timed nor on a day: not in a calendar.
    await buildPlanItem(trip.id, { day: '2026-06-03', position: 0, name: 'Some day, Belém' });
    await buildPlanItem(trip.id, { day: null, position: 0, name: 'An idea', startMinutes: 600 });
    const link = await createLink(trip.id, ownerHeaders);

    const response = await fetchFeed(link.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');

    const { calendar, events } = parseFeed(response.body);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Getaway planner//Trip calendar//EN');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Lisbon');
    expect(events.map((event) => event.summary)).toEqual([
      'Trip to Lisbon',
      'Museu Nacional do Azulejo',
      'Dinner in Alfama',
    ]);

    const [tripEvent, museumEvent, dinnerEvent] = events as [ICAL.Event, ICAL.Event, ICAL.Event];
    expect(tripEvent.startDate.isDate).toBe(true);
    expect(tripEvent.startDate.toString()).toBe('2026-06-01');
    // DTEND of an all-day event is the day after the last day.
    expect(tripEvent.endDate.toString()).toBe('2026-06-09');
    expect(tripEvent.location).toBe('Lisbon, Lisbon, Portugal');
    expect(tripEvent.uid).toBe(`trip-${trip.id}@getaway-planner`);

    expect(museumEvent.startDate.isDate).toBe(false);
    expect(museumEvent.startDate.toString()).toBe('2026-06-02T09:30:00');
    expect(museumEvent.startDate.zone?.tzid).toBe('floating');
    expect(museumEvent.endDate.toString()).toBe('2026-06-02T11:00:00');
    expect(museumEvent.location).toBe('Rua da Madre de Deus 4, Lisbon');
    expect(museumEvent.description).toBe('Tiles from five centuries');
    expect(museumEvent.uid).toBe(`plan-item-${museum.id}@getaway-planner`);
    expect(museumEvent.component.getFirstPropertyValue('geo')).toEqual([38.7247, -9.1136]);

    // No duration: one hour.
    expect(dinnerEvent.startDate.toString()).toBe('2026-06-02T20:00:00');
    expect(dinnerEvent.endDate.toString()).toBe('2026-06-02T21:00:00');
    expect(dinnerEvent.uid).toBe(`plan-item-${dinner.id}@getaway-planner`);
    expect(dinnerEvent.component.getFirstPropertyValue('geo')).toBeNull();
    expect(dinnerEvent.location).toBeNull();

    for (const event of events) {
      expect(event.component.getFirstPropertyValue('dtstamp')).not.toBeNull();
      expect(event.component.getFirstPropertyValue('last-modified')).not.toBeNull();
      expect(event.sequence).toBeGreaterThan(0);
    }
  });

  it('escapes and folds long, non-ASCII and punctuated text so it reads back exactly', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip({ tripLocation: 'São Paulo; Brasil, SP' });
    const name = `Pinacoteca: «arte brasileira» 北京 🧳, 1; 2\\3 ${'ã'.repeat(60)}`;
    const note = 'Line one,\nline two; with \\ and ,\r\nline three';
    await buildPlanItem(trip.id, { day: '2026-06-02', name, note, startMinutes: 60 });
    const link = await createLink(trip.id, ownerHeaders);

    const response = await fetchFeed(link.url);
    const raw = response.rawPayload;
    const text = raw.toString('utf8');
    // Every line ends with CRLF, and none is longer than 75 octets.
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text).toContain('\r\n ');

    const { calendar, events } = parseFeed(text);
    expect(events[1]?.summary).toBe(name);
    expect(events[1]?.description).toBe('Line one,\nline two; with \\ and ,\nline three');
    // X-WR-CALNAME is TEXT by convention; ical.js reads unknown properties as written.
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('São Paulo\\; Brasil\\, SP');
  });

  it('shows an undated trip with no events, and a trip with only a start on its first day', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip({ tripStart: null, tripEnd: null });
    const undated = parseFeed(
      (await fetchFeed((await createLink(trip.id, ownerHeaders)).url)).body,
    );
    expect(undated.events).toEqual([]);
    expect(undated.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Lisbon');

    const started = await buildTrip(db(), (await buildUser(db())).id, {
      tripStart: '2026-07-10',
      tripEnd: null,
    });
    const headers = await authHeader(testApp.app, {
      id: started.userId,
      role: 0,
    });
    const { events } = parseFeed(
      (await fetchFeed((await createLink(started.id, headers)).url)).body,
    );
    expect(events[0]?.startDate.toString()).toBe('2026-07-10');
    expect(events[0]?.endDate.toString()).toBe('2026-07-11');
  });

  it('lets a subscribed app see a change: LAST-MODIFIED and SEQUENCE follow updated_at', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const item = await buildPlanItem(trip.id, { day: '2026-06-02', startMinutes: 600 });
    const link = await createLink(trip.id, ownerHeaders);
    const before = parseFeed((await fetchFeed(link.url)).body).events[1]!;

    await db()
      .update(planItems)
      .set({ startMinutes: 660, updatedAt: sql`${planItems.updatedAt} + interval '5 minutes'` })
      .where(eq(planItems.id, item.id));
    const after = parseFeed((await fetchFeed(link.url)).body).events[1]!;
    expect(after.uid).toBe(before.uid);
    expect(after.startDate.toString()).toBe('2026-06-02T11:00:00');
    expect(after.sequence).toBe(before.sequence + 300);
    const modified = (event: ICAL.Event) =>
      (event.component.getFirstPropertyValue('last-modified') as ICAL.Time).toUnixTime();
    expect(modified(after) - modified(before)).toBe(300);
  });

  it('answers 404 JSON for unknown, malformed and deleted-trip tokens, without a login', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const link = await createLink(trip.id, ownerHeaders);
    const unknown = `/api/calendar/${'A'.repeat(43)}.ics`;
    for (const url of [unknown, '/api/calendar/x.ics', '/api/calendar/..%2f..%2fetc.ics']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: expect.any(String), msg: expect.any(String) });
    }
    // The token with no `.ics`, or another extension, is not the feed either.
    const token = link.token;
    for (const url of [`/api/calendar/${token}`, `/api/calendar/${token}.json`]) {
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }

    await db().delete(trips).where(eq(trips.id, trip.id));
    expect((await fetchFeed(link.url)).statusCode).toBe(404);
  });
});

describe('the calendar feed under hostile paths', () => {
  it('never answers 5xx, and every refusal is JSON {msg, code} that echoes nothing', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const { token } = await createLink(trip.id, ownerHeaders);
    const segment = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.constantFrom('%', '%zz', '%ED%A0%80', '..%2f', '%00.ics', `${token}.ics%00`, '.ics'),
      fc.base64String({ minLength: 40, maxLength: 48 }).map((text) => `${text}.ics`),
      // One character off the real token.
      fc.constant(`${token.slice(0, 42)}${token.endsWith('A') ? 'B' : 'A'}.ics`),
    );
    await fc.assert(
      fc.asyncProperty(segment, async (text) => {
        const encoded = [...text]
          .map((char) => {
            try {
              return /[%./]/.test(char) ? char : encodeURIComponent(char);
            } catch {
              return '%ED%A0%80';
            }
          })
          .join('');
        const response = await testApp.app.inject({
          method: 'GET',
          url: `/api/calendar/${encoded}`,
        });
        const where = `${encoded} → ${response.statusCode} ${response.body.slice(0, 120)}`;
        expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, where).toBeLessThan(500);
        expect(response.json(), where).toMatchObject({
          msg: expect.any(String),
          code: expect.any(String),
        });
        expect(response.body).not.toContain(token);
      }),
      { seed: 20261123, numRuns: 60 },
    );
  }, 60_000);
});

describe('the calendar feed and the request log', () => {
  let logged: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n')));
    logged = await createTestApp({ env: { LOG_LEVEL: 'info' }, deps: { logger: { stream } } });
  });
  afterAll(() => logged.close());

  it('never records the token, only a redacted path', async () => {
    const owner = await buildUser(logged.database.db);
    const trip = await buildTrip(logged.database.db, owner.id);
    const response = await logged.app.inject({
      method: 'POST',
      url: calendarUrl(trip.id),
      headers: await authHeader(logged.app, owner),
    });
    const { token, url } = response.json<CalendarLink>();
    const feedPath = new URL(url).pathname;
    expect((await logged.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(200);
    // A mistyped link is not logged either.
    await logged.app.inject({ method: 'GET', url: `/API//calendar/${token}.ics?x=1` });

    const log = lines.join('\n');
    expect(log).toContain('"url":"/api/calendar/[redacted]"');
    expect(log).toContain('"url":"/API//calendar/[redacted]?x=1"');
    expect(log).not.toContain(token);
  });
});

describe('the calendar feed limit', () => {
  const limited = useTestApp({ env: { CALENDAR_RATE_LIMIT_PER_MINUTE: '2' }, freshUsers: false });

  it('answers 429 with Retry-After past the fetches allowed per address per minute', async () => {
    const url = `/api/calendar/${'B'.repeat(43)}.ics`;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await limited.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const refused = await limited.app.inject({ method: 'GET', url });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
  });
});
