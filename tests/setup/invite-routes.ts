import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { NewInvite, ShareLink } from '#shared/contracts/invites';
import { tripInvites, tripMembers } from '#server/db/schema';
import { buildTrip } from '#tests/factories/trips';
import { authHeader, buildTwoTravellers, buildUser } from '#tests/factories/users';
import { useTestApp } from './test-app';

export const invitesUrl = (tripId: string) => `/api/trips/getaway/${tripId}/invites`;
export const acceptUrl = (token: string) => `/api/invites/${token}/accept`;
export const shareUrl = (tripId: string) => `/api/trips/getaway/${tripId}/share`;
export const sha256 = (token: string) => createHash('sha256').update(token).digest('base64url');

export type Headers = Record<string, string>;

/**
 * The bootstrap of an invite or share-link route test file (src/server/features/invites/*.test.ts):
 * its app, calls of the routes and reads of what the database holds.
 */
export function useInviteRoutesApp() {
  const testApp = useTestApp();
  const db = () => testApp.db;

  function call(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) {
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

  /** Reads a shared trip the way a visitor's browser does: no login, only the link. */
  const readShared = (url: string) =>
    testApp.app.inject({ method: 'GET', url: `/api${new URL(url).pathname}` });

  async function createShare(tripId: string, headers: Headers, body: object = {}) {
    const response = await call('POST', shareUrl(tripId), headers, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ShareLink>();
  }

  return {
    testApp,
    db,
    call,
    ownerWithTrip,
    createInvite,
    newCompanion,
    memberRole,
    usesOf,
    readShared,
    createShare,
  };
}
