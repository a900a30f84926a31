import { definedFields } from '#shared/domain/defined-fields';
import type { Message } from '#shared/contracts/errors';
import type { CreateTripBody, Trip, UpdateTripBody } from '#shared/contracts/trips';
import { areTripDatesOrdered } from '#shared/domain/trip-dates';
import type { Access, Caller } from '#server/access/access';
import { type AnswerCache, travellerScope, tripScope } from '#server/db/answer-cache';
import type { PlanDaysRepository } from '#server/plan-days/plan-days.repository';
import type { RunInTransaction } from '#server/db/transactions';
import { invalidField, tripNotFound, tripNotInWishlist } from '#server/errors';
import { toTrip } from '#server/trip-rows/trip.presenter';
import type { TripChanges, TripsRepository } from './trips.repository';
import { silentNotifier, type Notifier } from '#server/notifications/notifier';

export interface TripsScope {
  tripsRepository: TripsRepository;
  /** What a change of dates does to the trip's plan. */
  planDaysRepository: PlanDaysRepository;
  access: Access;
}

export interface TripsServiceDeps extends TripsScope {
  /** Hears each committed change to a trip (src/server/notifications). */
  notifier?: Notifier;
  inTransaction: RunInTransaction<TripsScope>;
  /** Read answers remembered until anything they are read from changes. */
  answers: AnswerCache;
  /**
   * The image for a place label, for a trip whose place changes without a new image: the old
   * place's photo would show the wrong place.
   */
  imageForPlace(label: string): string;
}

const budgetInAnotherCurrency = (currency: string) =>
  invalidField(
    'budget',
    `The budget must be in the trip's currency, ${currency}.`,
    'budget_currency_mismatch',
  );

/** The contract's field names mapped to the columns; absent fields are left out. */
function tripChangesOf(body: UpdateTripBody): TripChanges {
  return definedFields({
    locationAddress: body.location_address,
    tripLocation: body.trip_location,
    imageUrl: body.image_url,
    tripStart: body.trip_start,
    tripEnd: body.trip_end,
    travellers: body.travellers,
    origin: body.origin === undefined ? undefined : body.origin === '' ? null : body.origin,
    budgetAmount: body.budget === undefined ? undefined : (body.budget?.amount ?? null),
    notes: body.notes,
  });
}

/** The caller's trips: list, create, read, edit (and unfavourite), delete. */
export function createTripsService({
  tripsRepository,
  access,
  inTransaction,
  answers,
  imageForPlace,
  notifier = silentNotifier,
}: TripsServiceDeps) {
  /** The trip when `userId` may read it, in one round trip; 404 otherwise. */
  async function requireTripRow(
    scope: Pick<TripsScope, 'tripsRepository'>,
    userId: string,
    tripId: string,
  ) {
    const row = await scope.tripsRepository.findTripRow(userId, tripId);
    if (!row) throw tripNotFound();
    return row;
  }

  return {
    async listTrips(caller: Caller, claimedEmail: string | undefined): Promise<Trip[]> {
      if (claimedEmail !== undefined) await access.requireOwnEmail(caller.id, claimedEmail);
      return answers.get(
        `trips ${caller.id}`,
        (trips) => [travellerScope(caller.id), ...trips.map((trip) => tripScope(trip._id))],
        async () => {
          const rows = await tripsRepository.listTripRows(caller.id);
          // Each row joins the caller's account: an empty list may mean the account is gone.
          await access.requireAccountUnlessFound(caller, rows.length > 0);
          return rows.map(toTrip);
        },
      );
    },

    async createTrip(userId: string, body: CreateTripBody): Promise<Trip> {
      await access.requireOwnEmail(userId, body.user_email);
      // body.isFavorite is ignored on purpose: a trip becomes a favourite only by joining a
      // wishlist (docs/PRODUCT-RULES.md#favourites), and a new trip is in none.
      const trip = await tripsRepository.insertTrip({
        userId,
        locationAddress: body.location_address,
        imageUrl: body.image_url,
        tripLocation: body.trip_location ?? '',
        tripStart: body.trip_start ?? null,
        tripEnd: body.trip_end ?? null,
        withinTrips: body.within_trips ?? [],
      });
      return toTrip(await requireTripRow({ tripsRepository }, userId, trip.id));
    },

    async getTrip(caller: Caller, tripId: string): Promise<Trip> {
      return answers.get(
        `trip ${caller.id} ${tripId}`,
        () => [travellerScope(caller.id), tripScope(tripId)],
        async () => {
          const row = await tripsRepository.findTripRow(caller.id, tripId);
          // The row joins the caller's account: none may mean the account is gone (401 before 404).
          await access.requireAccountUnlessFound(caller, row !== undefined);
          if (!row) throw tripNotFound();
          return toTrip(row);
        },
      );
    },

    /**
     * Edits the trip's own fields and applies isFavorite, all or nothing in one transaction.
     * isFavorite is a consequence of wishlist membership (docs/PRODUCT-RULES.md#favourites):
     * false takes the trip out of its wishlist (repeatable), true can only confirm a favourite,
     * since becoming one needs a list. Dates are checked as they will be stored: a new start
     * against the stored end and the other way round (docs/PRODUCT-RULES.md#trip-dates). New
     * dates keep every plan item: those on days the trip no longer has go to its ideas, in the
     * same transaction (docs/PRODUCT-RULES.md#plan). The favourite is the caller's own.
     */
    async updateTrip(userId: string, tripId: string, body: UpdateTripBody): Promise<Trip> {
      // isFavorite alone is the caller's own favourite, which any companion may set; a change
      // to the trip itself needs an editor (docs/PRODUCT-RULES.md#roles).
      const changes = tripChangesOf(body);
      const need = Object.keys(changes).length > 0 ? 'edit' : 'read';
      const changed = await inTransaction(async (scope) => {
        await scope.access.requireTrip(userId, tripId, need);
        const stored = await scope.tripsRepository.lockTrip(tripId);
        if (!stored) throw tripNotFound();
        const row = await scope.tripsRepository.findTripRow(userId, tripId);
        if (!row) throw tripNotFound();

        const start = body.trip_start !== undefined ? body.trip_start : stored.tripStart;
        const end = body.trip_end !== undefined ? body.trip_end : stored.tripEnd;
        if (!areTripDatesOrdered(start, end)) {
          throw invalidField('trip_end', 'The end date cannot be before the start date.');
        }
        if (body.budget && body.budget.currency !== stored.currency) {
          throw budgetInAnotherCurrency(stored.currency);
        }
        if (body.isFavorite === true && row.wishlistId === null) throw tripNotInWishlist();

        const isNewPlace =
          body.location_address !== undefined && body.location_address !== stored.locationAddress;
        if (isNewPlace && body.image_url === undefined) {
          changes.imageUrl = imageForPlace(body.location_address!);
        }
        if (Object.keys(changes).length > 0) {
          await scope.tripsRepository.updateTrip(tripId, changes);
        }
        if (start !== stored.tripStart || end !== stored.tripEnd) {
          await scope.planDaysRepository.sendItemsOffDaysToIdeas(tripId, start, end);
        }
        if (body.isFavorite === false && row.wishlistId !== null) {
          await scope.tripsRepository.removeTripFromItsWishlist(userId, tripId);
        }
        const updated = await scope.tripsRepository.findTripRow(userId, tripId);
        if (!updated) throw tripNotFound();
        return toTrip(updated);
      });
      // Only a change to the trip itself; a traveller's own favourite is theirs alone.
      if (need === 'edit') {
        notifier.tripChanged({
          tripId,
          actorId: userId,
          part: 'trip',
          what: "changed the trip's details",
        });
      }
      return changed;
    },

    async deleteTrip(userId: string, tripId: string): Promise<Message> {
      await access.requireTrip(userId, tripId, 'own');
      if (!(await tripsRepository.deleteTrip(tripId))) throw tripNotFound();
      return { msg: 'Trip deleted' };
    },
  };
}
