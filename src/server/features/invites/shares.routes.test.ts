// The read-only share link, and how share and invite links are kept out of the log and limited.
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingBody } from '#shared/contracts/bookings';
import type { NewInvite, ShareLink, SharedTrip } from '#shared/contracts/invites';
import { bookingFiles, bookings, tripMembers, tripShares } from '#server/db/schema';
import { buildBookingFromBody, place } from '#tests/factories/booking-bodies';
import { buildCostLine } from '#tests/factories/costs';
import { buildPlanItem } from '#tests/factories/plan';
import { buildTrip } from '#tests/factories/trips';
import { authHeader, buildUser } from '#tests/factories/users';
import { createTestApp, useTestApp, type TestApp } from '#tests/setup/test-app';
import {
  acceptUrl,
  invitesUrl,
  sha256,
  shareUrl,
  useInviteRoutesApp,
} from '#tests/setup/invite-routes';

const { testApp, db, call, ownerWithTrip, newCompanion, readShared, createShare } =
  useInviteRoutesApp();

describe('the read-only share link', () => {
  async function sharedWorld() {
    const world = await ownerWithTrip();
    const companion = await newCompanion();
    await db()
      .insert(tripMembers)
      .values({ tripId: world.trip.id, userId: companion.user.id, role: 'editor' });
    const hotel = await buildCostLine(db(), world.trip.id, {
      label: 'Flat in Alfama',
      plannedAmount: 30_000,
      actualAmount: 28_000,
      paidByUserId: companion.user.id,
    });
    const fuel = await buildCostLine(db(), world.trip.id, {
      category: 'car_rental',
      label: 'Fuel',
      plannedAmount: 5_000,
      paidByName: 'Uncle Tom',
    });
    const item = await buildPlanItem(db(), world.trip.id, {
      day: '2026-06-02',
      name: 'Belém Tower',
      place: 'Belém',
      startMinutes: 600,
      note: 'Go early',
    });
    const idea = await buildPlanItem(db(), world.trip.id, { day: null, name: 'Fado night' });
    const flight = await buildBookingFromBody(db(), world.trip.id, FLIGHT);
    const [ticket] = await db()
      .insert(bookingFiles)
      .values({
        bookingId: flight.id,
        tripId: world.trip.id,
        name: 'boarding-pass-quillfeather.pdf',
        type: 'application/pdf',
        bytes: 4,
        content: Buffer.from('%PDF'),
      })
      .returning();
    await db().update(bookings).set({ costLineId: fuel.id }).where(eq(bookings.id, flight.id));
    return {
      ...world,
      companion,
      ids: [hotel.id, fuel.id, item.id, idea.id, flight.id, ticket!.id],
    };
  }

  /** A flight with what the page must never show: its code, its travellers, its ticket. */
  const FLIGHT = {
    kind: 'flight',
    title: 'Flight to Lisbon',
    provider: 'TAP Air Portugal',
    confirmationCode: 'X7K2PQ',
    start: { date: '2026-06-01', time: '10:05', timeZone: 'Europe/London' },
    end: { date: '2026-06-01', time: '12:45', timeZone: 'Europe/Lisbon' },
    from: place('LHR', 'Heathrow', 51.47, -0.4543),
    to: place('LIS', 'Lisbon Airport', 38.7742, -9.1342),
    travellers: ['Zelda Quillfeather', 'Ada Lovelace'],
    price: { amount: 31_900, currency: 'EUR' },
    notes: 'Seats 12A and 12B',
  } satisfies BookingBody;
  const sharedFlight = (price: { amount: number; currency: string } | null) => ({
    kind: 'flight',
    title: 'Flight to Lisbon',
    provider: 'TAP Air Portugal',
    confirmationCode: '',
    start: FLIGHT.start,
    end: FLIGHT.end,
    from: FLIGHT.from,
    to: FLIGHT.to,
    legs: [],
    travellers: [],
    price,
    notes: 'Seats 12A and 12B',
    files: [],
  });

  it('starts inactive, then makes a link to the shared page keeping only its SHA-256', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const before = await call('GET', shareUrl(trip.id), ownerHeaders);
    expect(before.json()).toEqual({ active: false, showsCosts: false, createdAt: null });
    const link = await createShare(trip.id, ownerHeaders, { showsCosts: true });
    expect(link).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      url: `http://localhost:80/shared/${link.token}`,
      showsCosts: true,
      createdAt: expect.any(String),
    });
    const status = await call('GET', shareUrl(trip.id), ownerHeaders);
    expect(status.json()).toEqual({ active: true, showsCosts: true, createdAt: link.createdAt });
    expect(status.body).not.toContain(link.token);
    const rows = await db().select().from(tripShares).where(eq(tripShares.tripId, trip.id));
    expect(rows[0]!.tokenHash).toBe(sha256(link.token));
    expect(JSON.stringify(rows)).not.toContain(link.token);
  });

  it('shows place, dates, travellers and the plan without a login, and no e-mail or id', async () => {
    const { ownerHeaders, owner, trip, companion, ids } = await sharedWorld();
    const link = await createShare(trip.id, ownerHeaders);
    const response = await readShared(link.url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json<SharedTrip>()).toEqual({
      location_address: 'Lisbon, Lisbon, Portugal',
      trip_location: 'Lisbon',
      image_url: trip.imageUrl,
      trip_start: '2026-06-01',
      trip_end: '2026-06-03',
      travellers: trip.travellers,
      currency: trip.currency,
      plan: {
        days: [
          { day: '2026-06-01', items: [] },
          {
            day: '2026-06-02',
            items: [
              {
                name: 'Belém Tower',
                startMinutes: 600,
                durationMinutes: null,
                place: 'Belém',
                note: 'Go early',
              },
            ],
          },
          { day: '2026-06-03', items: [] },
        ],
        ideas: [
          { name: 'Fado night', startMinutes: null, durationMinutes: null, place: '', note: '' },
        ],
      },
      // Without its code, travellers or files, and without its price while costs are hidden.
      bookings: [sharedFlight(null)],
      costs: null,
    });
    const raw = response.body.toLowerCase();
    for (const secret of [
      owner.id,
      owner.email,
      trip.id,
      companion.user.id,
      companion.user.email,
      ...ids,
    ]) {
      expect(raw).not.toContain(secret.toLowerCase());
    }
    expect(raw).not.toContain('@');
    expect(raw).not.toContain('flat in alfama');
    for (const secret of ['x7k2pq', 'quillfeather', 'lovelace', 'boarding-pass', '31900'])
      expect(raw).not.toContain(secret);
  });

  it('shows the cost lines and totals when the owner chose, payers by first name only', async () => {
    const { ownerHeaders, owner, trip, companion, ids } = await sharedWorld();
    const link = await createShare(trip.id, ownerHeaders, { showsCosts: true });
    const response = await readShared(link.url);
    const shared = response.json<SharedTrip>();
    const currency = trip.currency;
    expect(shared.costs).toEqual({
      lines: [
        {
          category: 'lodging',
          label: 'Flat in Alfama',
          planned: { amount: 30_000, currency },
          actual: { amount: 28_000, currency },
          paidBy: 'Zelda',
        },
        {
          category: 'car_rental',
          label: 'Fuel',
          planned: { amount: 5_000, currency },
          actual: null,
          paidBy: 'Uncle Tom',
        },
      ],
      plannedTotal: { amount: 35_000, currency },
      actualTotal: { amount: 28_000, currency },
    });
    // With the costs, a booking shows what was paid; still no code, names or files.
    expect(shared.bookings).toEqual([sharedFlight({ amount: 31_900, currency: 'EUR' })]);
    const raw = response.body.toLowerCase();
    for (const secret of [
      owner.id,
      owner.email,
      trip.id,
      companion.user.id,
      companion.user.email,
      'quillfeather',
      'x7k2pq',
      'boarding-pass',
      ...ids,
    ]) {
      expect(raw).not.toContain(secret.toLowerCase());
    }
  });

  it("lists the cost lines in the cost panel's order: by category, then oldest first", async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    await buildCostLine(db(), trip.id, { category: 'other', label: 'Tips' });
    await buildCostLine(db(), trip.id, { category: 'lodging', label: 'Hotel' });
    await buildCostLine(db(), trip.id, { category: 'airfare', label: 'Flight' });
    await buildCostLine(db(), trip.id, { category: 'lodging', label: 'Hostel' });
    const link = await createShare(trip.id, ownerHeaders, { showsCosts: true });
    const shared = (await readShared(link.url)).json<SharedTrip>();
    expect(shared.costs?.lines.map((line) => line.label)).toEqual([
      'Flight',
      'Hotel',
      'Hostel',
      'Tips',
    ]);
  });

  it('answers 404 at once for a stopped link, a replaced one and unknown or malformed tokens', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const first = await createShare(trip.id, ownerHeaders);
    const second = await createShare(trip.id, ownerHeaders);
    expect((await readShared(first.url)).statusCode).toBe(404);
    expect((await readShared(second.url)).statusCode).toBe(200);
    const stopped = await call('DELETE', shareUrl(trip.id), ownerHeaders);
    expect(stopped.json()).toEqual({ msg: 'The share link no longer works.' });
    const gone = await readShared(second.url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({
      msg: 'This shared trip does not exist or is no longer shared.',
      code: 'share_not_found',
    });
    expect((await call('DELETE', shareUrl(trip.id), ownerHeaders)).statusCode).toBe(200);
    for (const token of ['B'.repeat(43), 'nope', '..%2F..']) {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/shared/${token}` });
      expect(response.statusCode, token).toBe(404);
      expect(response.json()).toMatchObject({ code: 'share_not_found' });
    }
  });

  it("answers 404 to another traveller on the owner's calls, and 401 without a login", async () => {
    const { ownerHeaders, otherHeaders, trip } = await ownerWithTrip();
    const link = await createShare(trip.id, ownerHeaders);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await call(
        method,
        shareUrl(trip.id),
        otherHeaders,
        method === 'POST' ? {} : undefined,
      );
      expect(response.statusCode, method).toBe(404);
      expect(response.json()).toMatchObject({ code: 'trip_not_found' });
      expect((await call(method, shareUrl(trip.id), {})).statusCode).toBe(401);
    }
    expect((await readShared(link.url)).statusCode).toBe(200);
  });
});

describe('share and invite links in the request log', () => {
  let logged: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n')));
    logged = await createTestApp({ env: { LOG_LEVEL: 'info' }, deps: { logger: { stream } } });
  });
  afterAll(() => logged.close());

  it('never records a token, only redacted paths', async () => {
    const owner = await buildUser(logged.database.db);
    const companion = await buildUser(logged.database.db);
    const trip = await buildTrip(logged.database.db, owner.id);
    const headers = await authHeader(logged.app, owner);
    const share = (
      await logged.app.inject({ method: 'POST', url: shareUrl(trip.id), headers, payload: {} })
    ).json<ShareLink>();
    const invite = (
      await logged.app.inject({
        method: 'POST',
        url: invitesUrl(trip.id),
        headers,
        payload: { role: 'viewer' },
      })
    ).json<NewInvite>();
    await logged.app.inject({ method: 'GET', url: `/api/shared/${share.token}` });
    await logged.app.inject({ method: 'GET', url: `/shared/${share.token}` });
    await logged.app.inject({ method: 'GET', url: `/invite/${invite.token}` });
    await logged.app.inject({ method: 'GET', url: `/login?next=%2Finvite%2F${invite.token}` });
    await logged.app.inject({
      method: 'POST',
      url: acceptUrl(invite.token),
      headers: await authHeader(logged.app, companion),
    });

    const log = lines.join('\n');
    expect(log).toContain('"url":"/api/shared/[redacted]"');
    expect(log).toContain('"url":"/shared/[redacted]"');
    expect(log).toContain('"url":"/invite/[redacted]"');
    expect(log).toContain('"url":"/api/invites/[redacted]/accept"');
    expect(log).not.toContain(share.token);
    expect(log).not.toContain(invite.token);
  });
});

describe('the private link limit', () => {
  const limited = useTestApp({ env: { CALENDAR_RATE_LIMIT_PER_MINUTE: '2' }, freshUsers: false });

  it('answers 429 with Retry-After past the share-page reads allowed per address per minute', async () => {
    const url = `/api/shared/${'C'.repeat(43)}`;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await limited.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const refused = await limited.app.inject({ method: 'GET', url });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
  });
});
