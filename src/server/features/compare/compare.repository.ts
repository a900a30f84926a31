import { asc, eq, sql } from 'drizzle-orm';
import type { CurrencyCode } from '#shared/domain/money';
import type { Database } from '#server/db/client';
import { costLines, trips, users, wishlistTrips } from '#server/db/schema';

/** What comparing a trip needs of it: where, when, who, from where, and its owner's home. */
export interface CompareTrip {
  id: string;
  locationAddress: string;
  imageUrl: string;
  tripStart: string | null;
  tripEnd: string | null;
  travellers: number;
  /** Null means the owner's home city. */
  origin: string | null;
  currency: CurrencyCode;
  ownerCity: string;
  ownerState: string;
  ownerHomeCurrency: CurrencyCode;
  /** Minor units of `currency`; null when no cost line has a planned amount. */
  plannedTotal: number | null;
}

/** Reads trips for comparisons. Calls by id do not check the owner: the service asks the access module. */
export interface CompareRepository {
  findTrip(tripId: string): Promise<CompareTrip | undefined>;
  /** The user's home currency, which a wishlist's comparison is made in. */
  findHomeCurrency(userId: string): Promise<CurrencyCode | undefined>;
  /** The trips of a wishlist, oldest first. */
  listWishlistTrips(wishlistId: string): Promise<CompareTrip[]>;
}

export function createCompareRepository(db: Database): CompareRepository {
  const selectTrips = () =>
    db
      .select({
        id: trips.id,
        locationAddress: trips.locationAddress,
        imageUrl: trips.imageUrl,
        tripStart: trips.tripStart,
        tripEnd: trips.tripEnd,
        travellers: trips.travellers,
        origin: trips.origin,
        currency: trips.currency,
        ownerCity: users.city,
        ownerState: users.state,
        ownerHomeCurrency: users.homeCurrency,
        plannedTotal: sql<
          number | null
        >`(select sum(${costLines.plannedAmount}) from ${costLines} where ${costLines.tripId} = ${trips.id})`.mapWith(
          Number,
        ),
      })
      .from(trips)
      .innerJoin(users, eq(users.id, trips.userId));

  return {
    async findTrip(tripId) {
      const [row] = await selectTrips().where(eq(trips.id, tripId)).limit(1);
      return row;
    },

    async findHomeCurrency(userId) {
      const [row] = await db
        .select({ homeCurrency: users.homeCurrency })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row?.homeCurrency;
    },

    listWishlistTrips(wishlistId) {
      return selectTrips()
        .innerJoin(wishlistTrips, eq(wishlistTrips.tripId, trips.id))
        .where(eq(wishlistTrips.wishlistId, wishlistId))
        .orderBy(asc(trips.createdAt), asc(trips.id));
    },
  };
}
