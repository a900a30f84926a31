import {
  SHARED_PAGE_PREFIX,
  type CreateShareBody,
  type ShareLink,
  type ShareStatus,
  type SharedTrip,
} from '#shared/contracts/invites';
import type { Message } from '#shared/contracts/errors';
import type { RunInTransaction } from '#server/db/transactions';
import { hashOpaqueToken, newOpaqueToken } from '#server/auth/tokens';
import { notFound } from '#server/errors';
import type { InvitesScope } from './invites.service';
import { TOKEN_PATTERN } from './invites.service';
import { toSharedTrip } from './shares.presenter';

export interface SharesServiceDeps extends InvitesScope {
  inTransaction: RunInTransaction<InvitesScope>;
}

/** Unknown, malformed, replaced and stopped links all answer this, alike. */
export const shareNotFound = () =>
  notFound('This shared trip does not exist or is no longer shared.', 'share_not_found');

export const SHARE_STOPPED = 'The share link no longer works.';

/**
 * A trip's read-only share link (docs/PRODUCT-RULES.md#share-link): made, replaced and stopped by
 * the owner, shown once; the page it opens shows the trip without a login and without anything
 * that names or reaches its travellers (docs/SECURITY.md).
 */
export function createSharesService(deps: SharesServiceDeps) {
  const { invitesRepository, access, inTransaction } = deps;

  return {
    async getStatus(userId: string, tripId: string): Promise<ShareStatus> {
      await access.requireTrips(userId, [tripId]);
      const share = await invitesRepository.findShare(tripId);
      return share
        ? { active: true, showsCosts: share.showsCosts, createdAt: share.createdAt.toISOString() }
        : { active: false, showsCosts: false, createdAt: null };
    },

    /** Makes or replaces the link; the old one answers 404 at once. */
    async createLink(
      userId: string,
      tripId: string,
      body: CreateShareBody,
      origin: string,
    ): Promise<ShareLink> {
      const token = newOpaqueToken();
      const share = await inTransaction(async (scope) => {
        await scope.access.requireTrips(userId, [tripId], { lock: true });
        return scope.invitesRepository.replaceShare(
          tripId,
          hashOpaqueToken(token),
          body.showsCosts ?? false,
        );
      });
      return {
        token,
        url: `${origin}${SHARED_PAGE_PREFIX}${token}`,
        showsCosts: share.showsCosts,
        createdAt: share.createdAt.toISOString(),
      };
    },

    /** Safe to repeat. */
    async revokeLink(userId: string, tripId: string): Promise<Message> {
      await access.requireTrips(userId, [tripId]);
      await invitesRepository.deleteShare(tripId);
      return { msg: SHARE_STOPPED };
    },

    /** The read-only trip, read from one snapshot. */
    async readShared(token: string): Promise<SharedTrip> {
      if (!TOKEN_PATTERN.test(token)) throw shareNotFound();
      const tokenHash = hashOpaqueToken(token);
      return inTransaction(
        async (scope) => {
          const shared = await scope.invitesRepository.findSharedTrip(tokenHash);
          if (!shared) throw shareNotFound();
          const items = await scope.invitesRepository.listSharedItems(shared.tripId);
          const lines = shared.showsCosts
            ? await scope.invitesRepository.listSharedLines(shared.tripId)
            : null;
          const bookings = await scope.invitesRepository.listSharedBookings(shared.tripId);
          return toSharedTrip(shared.trip, items, lines, bookings);
        },
        { readOnlySnapshot: true },
      );
    },
  };
}

export type SharesService = ReturnType<typeof createSharesService>;
