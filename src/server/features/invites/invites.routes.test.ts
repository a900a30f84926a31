import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invite, NewInvite, ShareLink, SharedTrip } from '#shared/contracts/invites';
import type { Trip } from '#shared/contracts/trips';
import { tripInvites, tripMembers, tripShares } from '#server/db/schema';
import { buildCostLine } from '#tests/factories/costs';
import { buildPlanItem } from '#tests/factories/plan';
import { buildTrip } from '#tests/factories/trips';
import { authHeader, buildTwoTravellers, buildUser } from '#tests/factories/users';
import { createTestApp, useTestApp, type TestApp } from '#tests/setup/test-app';

const testApp = useTestApp();
const db = () => testApp.db;

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const invitesUrl = (tripId: string) => `/api/trips/getaway/${tripId}/invites`;
const acceptUrl = (token: string) => `/api/invites/${token}/accept`;
const shareUrl = (tripId: string) => `/api/trips/getaway/${tripId}/share`;
const sha256 = (token: string) => createHash('sha256').update(token).digest('base64url');

type Headers = Record<string, string>;

function call(method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) {
  return testApp.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

async function ownerWithTrip() {
  const travellers = await buildTwoTravellers(testApp.app, db());
  const trip = await buildTrip(db(), travellers.owner.id, {
    tripLocation: 'Lisbon',
    locationAddress: 'Lisbon, Lisbon, Portugal',
    tripStart: '2026-06-01',
    tripEnd: '2026-06-03',
  });
  return { ...travellers, trip };
}

async function createInvite(tripId: string, headers: Headers, body: object = { role: 'viewer' }) {
  const response = await call('POST', invitesUrl(tripId), headers, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<NewInvite>();
}

async function newCompanion() {
  const user = await buildUser(db(), { fname: 'Zelda', lname: 'Quillfeather' });
  return { user, headers: await authHeader(testApp.app, user) };
}

async function memberRole(tripId: string, userId: string) {
  const [row] = await db()
    .select({ role: tripMembers.role })
    .from(tripMembers)
    .where(and(eq(tripMembers.tripId, tripId), eq(tripMembers.userId, userId)));
  return row?.role;
}

async function usesOf(inviteId: string) {
  const [row] = await db()
    .select({ uses: tripInvites.uses })
    .from(tripInvites)
    .where(eq(tripInvites.id, inviteId));
  return row?.uses;
}

describe('POST /api/trips/getaway/:id/invites', () => {
  it('makes a link to the invite page holding a 256-bit token, keeps only its SHA-256, 7 days by default', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const before = Date.now();
    const invite = await createInvite(trip.id, ownerHeaders, { role: 'editor', maxUses: 3 });
    expect(invite).toEqual({
      _id: expect.any(String),
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      url: `http://localhost:80/invite/${invite.token}`,
      role: 'editor',
      expiresAt: expect.any(String),
      maxUses: 3,
    });
    const days = (Date.parse(invite.expiresAt!) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    const rows = await db().select().from(tripInvites).where(eq(tripInvites.tripId, trip.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(invite.token));
    expect(JSON.stringify(rows)).not.toContain(invite.token);
  });

  it('takes an expiry of 1 to 90 days and up to 100 uses, and refuses the rest', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const invite = await createInvite(trip.id, ownerHeaders, { role: 'viewer', expiresInDays: 90 });
    expect(invite.maxUses).toBeNull();
    for (const body of [
      { role: 'owner' },
      { role: 'viewer', maxUses: 0 },
      { role: 'viewer', maxUses: 101 },
      { role: 'viewer', maxUses: 1.5 },
      { role: 'viewer', expiresInDays: 0 },
      { role: 'viewer', expiresInDays: 91 },
      {},
    ]) {
      const response = await call('POST', invitesUrl(trip.id), ownerHeaders, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('refuses a 21st working invite with 409, and makes room once one is revoked', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const made = [];
    for (let index = 0; index < 20; index += 1)
      made.push(await createInvite(trip.id, ownerHeaders));
    const refused = await call('POST', invitesUrl(trip.id), ownerHeaders, { role: 'viewer' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'too_many_invites' });
    await call('DELETE', `${invitesUrl(trip.id)}/${made[0]!._id}`, ownerHeaders);
    await createInvite(trip.id, ownerHeaders);
  });

  it("answers 404 for another traveller's trip, a missing one, and 401 without a login", async () => {
    const { ownerHeaders, otherHeaders, trip } = await ownerWithTrip();
    for (const [id, headers] of [
      [trip.id, otherHeaders],
      [MISSING_ID, ownerHeaders],
    ] as const) {
      const response = await call('POST', invitesUrl(id), headers, { role: 'viewer' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ msg: 'Trip not found', code: 'trip_not_found' });
    }
    expect((await call('POST', invitesUrl(trip.id), {}, { role: 'viewer' })).statusCode).toBe(401);
    expect(await db().select().from(tripInvites).where(eq(tripInvites.tripId, trip.id))).toEqual(
      [],
    );
  });
});

describe('GET and DELETE /api/trips/getaway/:id/invites', () => {
  it('lists working and past invites, newest first, never with their tokens', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const first = await createInvite(trip.id, ownerHeaders, { role: 'viewer', maxUses: 1 });
    const second = await createInvite(trip.id, ownerHeaders, { role: 'editor' });
    const revoked = await call('DELETE', `${invitesUrl(trip.id)}/${first._id}`, ownerHeaders);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<Invite>().revokedAt).toEqual(expect.any(String));

    const response = await call('GET', invitesUrl(trip.id), ownerHeaders);
    expect(response.statusCode).toBe(200);
    const list = response.json<Invite[]>();
    expect(list.map((invite) => invite._id)).toEqual([second._id, first._id]);
    expect(list[1]).toEqual({
      _id: first._id,
      role: 'viewer',
      expiresAt: first.expiresAt,
      maxUses: 1,
      uses: 0,
      revokedAt: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(list[0]).toMatchObject({ role: 'editor', revokedAt: null, uses: 0, maxUses: null });
    expect(response.body).not.toContain(first.token);
    expect(response.body).not.toContain(second.token);
  });

  it('revokes at once and keeps the first revocation time when repeated', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const invite = await createInvite(trip.id, ownerHeaders);
    const first = await call('DELETE', `${invitesUrl(trip.id)}/${invite._id}`, ownerHeaders);
    const again = await call('DELETE', `${invitesUrl(trip.id)}/${invite._id}`, ownerHeaders);
    expect(again.statusCode).toBe(200);
    expect(again.json<Invite>().revokedAt).toBe(first.json<Invite>().revokedAt);
    const { headers } = await newCompanion();
    const accept = await call('POST', acceptUrl(invite.token), headers);
    expect(accept.statusCode).toBe(404);
    expect(accept.json()).toMatchObject({ code: 'invite_not_found' });
  });

  it("answers 404 for another traveller's trip and for an invite of another trip", async () => {
    const { ownerHeaders, otherHeaders, other, trip } = await ownerWithTrip();
    const invite = await createInvite(trip.id, ownerHeaders);
    const theirs = await buildTrip(db(), other.id);
    expect((await call('GET', invitesUrl(trip.id), otherHeaders)).statusCode).toBe(404);
    const denied = await call('DELETE', `${invitesUrl(trip.id)}/${invite._id}`, otherHeaders);
    expect(denied.json()).toEqual({ msg: 'Trip not found', code: 'trip_not_found' });
    const crossed = await call('DELETE', `${invitesUrl(theirs.id)}/${invite._id}`, otherHeaders);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json()).toMatchObject({ code: 'invite_not_found' });
    const [row] = await db().select().from(tripInvites).where(eq(tripInvites.id, invite._id));
    expect(row!.revokedAt).toBeNull();
  });
});

describe('POST /api/invites/:token/accept', () => {
  it('joins the trip with the invite’s role, counts one use, and answers the trip', async () => {
    const { ownerHeaders, owner, trip } = await ownerWithTrip();
    const invite = await createInvite(trip.id, ownerHeaders, { role: 'editor', maxUses: 2 });
    const { user, headers } = await newCompanion();
    const response = await call('POST', acceptUrl(invite.token), headers);
    expect(response.statusCode, response.body).toBe(200);
    const answered = response.json<Trip>();
    expect(answered).toMatchObject({
      _id: trip.id,
      location_address: 'Lisbon, Lisbon, Portugal',
      trip_start: '2026-06-01',
      isFavorite: false,
      wishlist: null,
    });
    // The trip as the companion's own GET answers it: their role, their favourite state.
    const asCompanion = await call('GET', `/api/trips/getaway/${trip.id}`, headers);
    expect(answered).toEqual(asCompanion.json<Trip>());
    expect(answered).toMatchObject({ role: 'editor' });
    expect(await memberRole(trip.id, user.id)).toBe('editor');
    expect(await usesOf(invite._id)).toBe(1);
    expect(owner.id).not.toBe(user.id);
  });

  it('previews the place and role first, with the same refusals, changing nothing', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const invite = await createInvite(trip.id, ownerHeaders, { role: 'editor', maxUses: 1 });
    const { headers } = await newCompanion();
    const preview = await call('GET', `/api/invites/${invite.token}`, headers);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      location_address: 'Lisbon, Lisbon, Portugal',
      trip_location: 'Lisbon',
      role: 'editor',
      isMember: false,
    });
    const asOwner = await call('GET', `/api/invites/${invite.token}`, ownerHeaders);
    expect(asOwner.json()).toMatchObject({ isMember: true });
    expect(await usesOf(invite._id)).toBe(0);
    await call('DELETE', `${invitesUrl(trip.id)}/${invite._id}`, ownerHeaders);
    const revoked = await call('GET', `/api/invites/${invite.token}`, headers);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toMatchObject({ code: 'invite_not_found' });
    expect((await call('GET', `/api/invites/${invite.token}`, {})).statusCode).toBe(401);
  });

  it('answers 404 for an unknown or malformed token, and 401 without a login', async () => {
    const { headers } = await newCompanion();
    for (const token of ['A'.repeat(43), 'short', 'x'.repeat(60)]) {
      const response = await call('POST', acceptUrl(token), headers);
      expect(response.statusCode, token).toBe(404);
      expect(response.json()).toEqual({
        msg: expect.stringContaining('does not exist or was revoked'),
        code: 'invite_not_found',
      });
    }
    // A path that climbs out of the route is not an invite call at all: a plain 404.
    expect((await call('POST', acceptUrl('%2e%2e'), headers)).statusCode).toBe(404);
    expect((await call('POST', acceptUrl('A'.repeat(43)), {})).statusCode).toBe(401);
  });

  it('answers 410 invite_expired for an expired link and joins no one', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const invite = await createInvite(trip.id, ownerHeaders);
    await db()
      .update(tripInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tripInvites.id, invite._id));
    const { user, headers } = await newCompanion();
    const response = await call('POST', acceptUrl(invite.token), headers);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({
      msg: expect.stringContaining('expired'),
      code: 'invite_expired',
    });
    expect(await memberRole(trip.id, user.id)).toBeUndefined();
  });

  it('answers 410 invite_used_up once every use is taken', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const invite = await createInvite(trip.id, ownerHeaders, { role: 'viewer', maxUses: 1 });
    const first = await newCompanion();
    expect((await call('POST', acceptUrl(invite.token), first.headers)).statusCode).toBe(200);
    const second = await newCompanion();
    const response = await call('POST', acceptUrl(invite.token), second.headers);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ code: 'invite_used_up' });
    expect(await memberRole(trip.id, second.user.id)).toBeUndefined();
    expect(await usesOf(invite._id)).toBe(1);
  });

  it('lets exactly one of two companions racing for the last use in; the other gets 410', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const invite = await createInvite(trip.id, ownerHeaders, { role: 'viewer', maxUses: 1 });
    const racers = [await newCompanion(), await newCompanion(), await newCompanion()];
    const answers = await Promise.all(
      racers.map(({ headers }) => call('POST', acceptUrl(invite.token), headers)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410, 410]);
    for (const answer of answers.filter((a) => a.statusCode === 410)) {
      expect(answer.json()).toMatchObject({ code: 'invite_used_up' });
    }
    expect(await usesOf(invite._id)).toBe(1);
    const members = await db().select().from(tripMembers).where(eq(tripMembers.tripId, trip.id));
    expect(members).toHaveLength(1);
  });

  it('answers the owner 200 with the trip and changes nothing (no use, no membership)', async () => {
    const { ownerHeaders, owner, trip } = await ownerWithTrip();
    const invite = await createInvite(trip.id, ownerHeaders, { role: 'viewer', maxUses: 1 });
    const response = await call('POST', acceptUrl(invite.token), ownerHeaders);
    expect(response.statusCode).toBe(200);
    expect(response.json<Trip>()._id).toBe(trip.id);
    expect(await memberRole(trip.id, owner.id)).toBeUndefined();
    expect(await usesOf(invite._id)).toBe(0);
  });

  it('keeps a companion’s role when they accept another invite, counting no use', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const editorInvite = await createInvite(trip.id, ownerHeaders, { role: 'editor' });
    const viewerInvite = await createInvite(trip.id, ownerHeaders, { role: 'viewer', maxUses: 1 });
    const { user, headers } = await newCompanion();
    expect((await call('POST', acceptUrl(editorInvite.token), headers)).statusCode).toBe(200);
    const again = await call('POST', acceptUrl(viewerInvite.token), headers);
    expect(again.statusCode).toBe(200);
    expect(await memberRole(trip.id, user.id)).toBe('editor');
    expect(await usesOf(viewerInvite._id)).toBe(0);
    expect((await call('POST', acceptUrl(editorInvite.token), headers)).statusCode).toBe(200);
    expect(await usesOf(editorInvite._id)).toBe(1);
  });

  it('answers 404 once the trip is deleted', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const invite = await createInvite(trip.id, ownerHeaders);
    await call('DELETE', `/api/trips/getaway/${trip.id}`, ownerHeaders);
    const { headers } = await newCompanion();
    expect((await call('POST', acceptUrl(invite.token), headers)).statusCode).toBe(404);
  });
});

/** Reads a shared trip the way a visitor's browser does: no login, only the link. */
const readShared = (url: string) =>
  testApp.app.inject({ method: 'GET', url: `/api${new URL(url).pathname}` });

async function createShare(tripId: string, headers: Headers, body: object = {}) {
  const response = await call('POST', shareUrl(tripId), headers, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ShareLink>();
}

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
    return { ...world, companion, ids: [hotel.id, fuel.id, item.id, idea.id] };
  }

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
    const raw = response.body.toLowerCase();
    for (const secret of [
      owner.id,
      owner.email,
      trip.id,
      companion.user.id,
      companion.user.email,
      'quillfeather',
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
