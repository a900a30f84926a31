import type { Message } from '#shared/contracts/errors';
import type { Member, TransferOwnerBody, UpdateMemberBody } from '#shared/contracts/members';
import type { Access } from '#server/access/access';
import type { RunInTransaction } from '#server/db/transactions';
import { badRequest, notFound, tripNotFound } from '#server/errors';
import type { MembersRepository, TripTravellers } from './members.repository';
import { silentNotifier, type Notifier } from '#server/notifications/notifier';

export interface MembersScope {
  membersRepository: MembersRepository;
  access: Access;
}

export interface MembersServiceDeps extends MembersScope {
  /** Hears each committed change to a trip (src/server/notifications). */
  notifier?: Notifier;
  inTransaction: RunInTransaction<MembersScope>;
}

const memberErrors = {
  notFound: () => notFound('That traveller is not a companion on this trip.', 'member_not_found'),
  ownerCannotLeave: () =>
    badRequest(
      'The owner cannot leave their own trip: make a companion the owner first, or delete the trip.',
      'owner_cannot_leave',
    ),
  ownerRoleFixed: () =>
    badRequest(
      "The owner's role cannot change: make a companion the owner instead.",
      'owner_role_fixed',
    ),
  alreadyOwner: () => badRequest('You already own this trip.', 'already_owner'),
};

/** The owner first, then companions by when they joined; no emails (docs/SECURITY.md#roles). */
function toMembers(travellers: TripTravellers): Member[] {
  return [
    { userId: travellers.owner.userId, fname: travellers.owner.fname, role: 'owner' },
    ...travellers.companions,
  ];
}

/**
 * Who travels on a trip (docs/PRODUCT-RULES.md#roles): any traveller on it sees the others; only
 * the owner changes a role, removes a companion or hands the trip over; a companion may leave.
 * Every change is one transaction that holds the trip's row, so changes take turns.
 */
export function createMembersService(deps: MembersServiceDeps) {
  const { membersRepository, access, inTransaction } = deps;
  const notifier = deps.notifier ?? silentNotifier;

  /** Holds the trip's row, then asks the access module with what is now stored. */
  async function lockForOwner(scope: MembersScope, userId: string, tripId: string) {
    if (!(await scope.membersRepository.lockTrip(tripId))) throw tripNotFound();
    await scope.access.requireTrip(userId, tripId, 'own');
  }

  async function requireTravellers(scope: MembersScope, userId: string, tripId: string) {
    const travellers = await scope.membersRepository.findReadableTravellers(userId, tripId);
    if (!travellers) throw tripNotFound();
    return travellers;
  }

  return {
    /** One statement: the access rule and the travellers together. */
    async listMembers(userId: string, tripId: string): Promise<Member[]> {
      return toMembers(await requireTravellers({ membersRepository, access }, userId, tripId));
    },

    async updateMember(
      userId: string,
      tripId: string,
      memberId: string,
      body: UpdateMemberBody,
    ): Promise<Member> {
      const changed = await inTransaction(async (scope) => {
        await lockForOwner(scope, userId, tripId);
        if (memberId === userId) throw memberErrors.ownerRoleFixed();
        const member = await scope.membersRepository.findCompanion(tripId, memberId);
        if (!member) throw memberErrors.notFound();
        await scope.membersRepository.setCompanionRole(tripId, memberId, body.role);
        return { ...member, role: body.role };
      });
      notifier.tripChanged({
        tripId,
        actorId: userId,
        part: 'members',
        what: "changed a companion's role",
      });
      return changed;
    },

    /** The owner removes a companion, or a companion naming themself leaves. */
    async removeMember(userId: string, tripId: string, memberId: string): Promise<Message> {
      const changed = await inTransaction(async (scope) => {
        if (!(await scope.membersRepository.lockTrip(tripId))) throw tripNotFound();
        const isLeaving = memberId === userId;
        const role = await scope.access.requireTrip(userId, tripId, isLeaving ? 'read' : 'own');
        if (isLeaving && role === 'owner') throw memberErrors.ownerCannotLeave();
        if (!(await scope.membersRepository.removeCompanion(tripId, memberId))) {
          throw memberErrors.notFound();
        }
        return { msg: isLeaving ? 'You left the trip.' : 'Companion removed.' };
      });
      notifier.tripChanged({
        tripId,
        actorId: userId,
        part: 'members',
        what: memberId === userId ? 'left the trip' : 'removed a companion',
      });
      return changed;
    },

    /** The companion becomes the owner; the old owner stays on as an editor. */
    async transferOwner(
      userId: string,
      tripId: string,
      body: TransferOwnerBody,
    ): Promise<Member[]> {
      const changed = await inTransaction(async (scope) => {
        await lockForOwner(scope, userId, tripId);
        if (body.userId === userId) throw memberErrors.alreadyOwner();
        if (!(await scope.membersRepository.removeCompanion(tripId, body.userId))) {
          throw memberErrors.notFound();
        }
        await scope.membersRepository.setOwner(tripId, body.userId);
        await scope.membersRepository.addCompanion(tripId, userId, 'editor');
        return toMembers(await requireTravellers(scope, body.userId, tripId));
      });
      notifier.tripChanged({
        tripId,
        actorId: userId,
        part: 'members',
        what: 'handed the trip to a companion',
      });
      return changed;
    },
  };
}
