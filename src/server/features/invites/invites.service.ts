import {
  INVITE_LIMITS,
  INVITE_PAGE_PREFIX,
  type CreateInviteBody,
  type Invite,
  type InvitePreview,
  type NewInvite,
} from '#shared/contracts/invites';
import type { Trip } from '#shared/contracts/trips';
import type { Access } from '#server/access/access';
import { hashOpaqueToken, newOpaqueToken } from '#server/auth/tokens';
import type { RunInTransaction } from '#server/db/transactions';
import { conflict, gone, notFound, tripNotFound, type AppError } from '#server/errors';
import { toTrip } from '#server/trip-rows/trip.presenter';
import type { InviteRecord, InvitesRepository } from './invites.repository';
import { silentNotifier, type Notifier } from '#server/notifications/notifier';

export interface InvitesScope {
  invitesRepository: InvitesRepository;
  access: Access;
}

export interface InvitesServiceDeps extends InvitesScope {
  /** Hears each committed change to a trip (src/server/notifications). */
  notifier?: Notifier;
  inTransaction: RunInTransaction<InvitesScope>;
  now?: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A token as we make them: 43 base64url characters. Anything else is unknown without a lookup. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Unknown, malformed and revoked invites answer this, alike. */
export const inviteNotFound = () =>
  notFound(
    'This invite link does not exist or was revoked. Ask the trip’s owner for a new one.',
    'invite_not_found',
  );
export const inviteExpired = () =>
  gone('This invite link has expired. Ask the trip’s owner for a new one.', 'invite_expired');
export const inviteUsedUp = () =>
  gone(
    'This invite link has been used as many times as it allows. Ask the trip’s owner for a new one.',
    'invite_used_up',
  );
export const tooManyInvites = () =>
  conflict(
    `A trip can have at most ${INVITE_LIMITS.livePerTrip} working invite links. Revoke one first.`,
    'too_many_invites',
  );

/** The API shape of an invite, never its token. */
export function toInvite(row: InviteRecord): Invite {
  return {
    _id: row.id,
    role: row.role,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    uses: row.uses,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Why an invite no longer works at `now`, as the error its acceptance answers; null if it works. */
function refusalOf(invite: InviteRecord, now: Date): AppError | null {
  if (invite.revokedAt !== null) return inviteNotFound();
  if (invite.expiresAt !== null && invite.expiresAt.getTime() <= now.getTime()) {
    return inviteExpired();
  }
  if (invite.maxUses !== null && invite.uses >= invite.maxUses) return inviteUsedUp();
  return null;
}

/**
 * Invite links (docs/PRODUCT-RULES.md#travel-together): the owner makes, lists and revokes them;
 * a logged-in traveller who holds one joins the trip with its role. Only the token's SHA-256 is
 * kept, and the link is shown once.
 */
export function createInvitesService(deps: InvitesServiceDeps) {
  const { invitesRepository, access, inTransaction } = deps;
  const notifier = deps.notifier ?? silentNotifier;
  const now = deps.now ?? (() => new Date());

  /** The trip as the caller's GET answers it: their role, their own favourite state. */
  async function tripAnswer(scope: InvitesScope, userId: string, tripId: string): Promise<Trip> {
    const row = await scope.invitesRepository.findTripRow(tripId, userId);
    if (!row) throw tripNotFound();
    return toTrip(row);
  }

  return {
    /** Owner only; `origin` is where the app is reached, e.g. `https://host`. */
    async createInvite(
      userId: string,
      tripId: string,
      body: CreateInviteBody,
      origin: string,
    ): Promise<NewInvite> {
      const token = newOpaqueToken();
      const at = now();
      const days = body.expiresInDays ?? INVITE_LIMITS.expiresInDays.default;
      const invite = await inTransaction(async (scope) => {
        // The trip's row is held until commit, so a concurrent delete cannot orphan the invite.
        await scope.access.requireTrips(userId, [tripId], { lock: true });
        const live = await scope.invitesRepository.countLiveInvites(tripId, at);
        if (live >= INVITE_LIMITS.livePerTrip) throw tooManyInvites();
        return scope.invitesRepository.insertInvite({
          tripId,
          tokenHash: hashOpaqueToken(token),
          role: body.role,
          maxUses: body.maxUses ?? null,
          expiresAt: new Date(at.getTime() + days * DAY_MS),
        });
      });
      return {
        _id: invite.id,
        role: invite.role,
        expiresAt: invite.expiresAt?.toISOString() ?? null,
        maxUses: invite.maxUses,
        token,
        url: `${origin}${INVITE_PAGE_PREFIX}${token}`,
      };
    },

    async listInvites(userId: string, tripId: string): Promise<Invite[]> {
      await access.requireTrips(userId, [tripId]);
      return (await invitesRepository.listInvites(tripId)).map(toInvite);
    },

    /** Safe to repeat: a revoked invite stays revoked, since the first time. */
    async revokeInvite(userId: string, tripId: string, inviteId: string): Promise<Invite> {
      await access.requireTrips(userId, [tripId]);
      const row = await invitesRepository.revokeInvite(tripId, inviteId, now());
      if (!row) throw notFound('Invite not found', 'invite_not_found');
      return toInvite(row);
    },

    /** What the invite offers, with the same refusals as accepting it. */
    async previewInvite(userId: string, token: string): Promise<InvitePreview> {
      if (!TOKEN_PATTERN.test(token)) throw inviteNotFound();
      const invite = await invitesRepository.findInviteByHash(hashOpaqueToken(token));
      if (!invite) throw inviteNotFound();
      const refusal = refusalOf(invite, now());
      if (refusal) throw refusal;
      const trip = await invitesRepository.findInvitedTrip(invite.tripId, userId);
      if (!trip) throw inviteNotFound();
      return {
        location_address: trip.locationAddress,
        trip_location: trip.tripLocation,
        role: invite.role,
        isMember: trip.isMember,
      };
    },

    /**
     * Joins the trip by an invite (docs/PRODUCT-RULES.md#travel-together). Unknown or revoked:
     * 404; expired or used up: 410. The owner, and a companion already on the trip, are answered
     * the trip as it is: no use counted, their role unchanged (never a silent up- or downgrade).
     * All or nothing: a use is counted only with the membership it gave.
     */
    async acceptInvite(userId: string, token: string): Promise<Trip> {
      if (!TOKEN_PATTERN.test(token)) throw inviteNotFound();
      const tokenHash = hashOpaqueToken(token);
      const at = now();
      let joinedTrip: string | undefined;
      const trip = await inTransaction(async (scope) => {
        joinedTrip = undefined;
        const invite = await scope.invitesRepository.findInviteByHash(tokenHash);
        if (!invite) throw inviteNotFound();
        const refusal = refusalOf(invite, at);
        if (refusal) throw refusal;
        const ownerId = await scope.invitesRepository.findTripOwner(invite.tripId);
        if (ownerId === undefined) throw inviteNotFound();
        if (ownerId !== userId) {
          const joined = await scope.invitesRepository.insertMember(
            invite.tripId,
            userId,
            invite.role,
          );
          // The use is counted in one statement that re-checks the invite: of two acceptances
          // racing for its last use, the second finds it used up and its membership is undone.
          if (joined && !(await scope.invitesRepository.takeInviteUse(invite.id, at))) {
            const now = await scope.invitesRepository.findInviteByHash(tokenHash);
            throw (now && refusalOf(now, at)) ?? inviteUsedUp();
          }
          if (joined) joinedTrip = invite.tripId;
        }
        return tripAnswer(scope, userId, invite.tripId);
      });
      if (joinedTrip) {
        notifier.tripChanged({
          tripId: joinedTrip,
          actorId: userId,
          part: 'members',
          what: 'joined the trip',
        });
      }
      return trip;
    },
  };
}

export type InvitesService = ReturnType<typeof createInvitesService>;
