import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Invite } from '#shared/contracts/invites';
import type { Trip } from '#shared/contracts/trips';
import { tripInvites, tripMembers } from '#server/db/schema';
import { buildTrip } from '#tests/factories/trips';
import { MISSING_ID } from '#tests/factories/ids';
import { acceptUrl, invitesUrl, sha256, useInviteRoutesApp } from '#tests/setup/invite-routes';

const { db, call, ownerWithTrip, createInvite, newCompanion, memberRole, usesOf } =
  useInviteRoutesApp();

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
