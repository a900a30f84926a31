import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { WatchPrice } from '#shared/contracts/watches';
import type { CurrencyCode } from '#shared/domain/money';
import type { Database } from '#server/db/client';
import { trips, users, watchChecks, watches } from '#server/db/schema';

const WATCH_USER_TRIP_KEY = 'watches_user_trip_key';

/** A watch as stored, with its trip as it now is (a trip watch), for the answer and a check. */
export interface WatchRecord {
  id: string;
  userId: string;
  tripId: string | null;
  place: string | null;
  nights: number | null;
  travellers: number | null;
  origin: string | null;
  fromDate: string | null;
  toDate: string | null;
  longWeekendsOnly: boolean;
  maxPerPersonAmount: number | null;
  currency: CurrencyCode;
  nextCheckAt: Date;
  lastCheckedAt: Date | null;
  latest: unknown;
  lastError: string | null;
  lastNotifiedAt: Date | null;
  lastNotifiedPerPerson: number | null;
  createdAt: Date;
  /** The watched trip's place, dates, travellers and origin; null for a flexible watch. */
  trip: WatchedTrip | null;
}

export interface WatchedTrip {
  locationAddress: string;
  tripStart: string | null;
  tripEnd: string | null;
  travellers: number;
  /** Null means the trip owner's home city. */
  origin: string | null;
  currency: CurrencyCode;
  ownerCity: string;
  ownerState: string;
}

export type NewWatch = Omit<
  typeof watches.$inferInsert,
  'id' | 'createdAt' | 'lastCheckedAt' | 'latest' | 'lastError'
>;

export interface CheckRow {
  checkedAt: Date;
  price: unknown;
  error: string | null;
}

export interface WatchesRepository {
  list(userId: string): Promise<WatchRecord[]>;
  /** The watch when it is `userId`'s; any id of someone else's answers undefined. */
  findOwn(userId: string, watchId: string): Promise<WatchRecord | undefined>;
  findById(watchId: string): Promise<WatchRecord | undefined>;
  countOwn(userId: string): Promise<number>;
  /**
   * The new watch's id, stored with its first check in one transaction; a second watch of one
   * trip by one traveller throws (see isAlreadyWatching).
   */
  insert(
    watch: NewWatch,
    check: { price: WatchPrice | null; error: string | null },
  ): Promise<string>;
  isAlreadyWatching(error: unknown): boolean;
  /** Whether `userId` already watches the trip (asked before pricing; the unique index decides). */
  watchesTrip(userId: string, tripId: string): Promise<boolean>;
  /** True when a watch of `userId` was deleted. */
  deleteOwn(userId: string, watchId: string): Promise<boolean>;
  deleteById(watchId: string): Promise<void>;
  /**
   * Claims up to `limit` due watches in one statement (FOR UPDATE SKIP LOCKED), moving each one's
   * next check `intervalHours` on, so another instance never claims the same watch.
   */
  claimDue(limit: number, intervalHours: number): Promise<string[]>;
  /** Records a check on the watch and in its history, keeping the newest `historyLimit` checks. */
  recordCheck(
    watchId: string,
    check: { price: WatchPrice | null; error: string | null },
    historyLimit: number,
  ): Promise<void>;
  /**
   * Takes the day's notice for the watch: true (and the notice recorded) unless one was sent in
   * the last `withinHours` hours. One statement, so two checks at once send one notice.
   */
  takeNotice(watchId: string, perPerson: number, withinHours: number): Promise<boolean>;
  /** The per-person price of the watch's first check that found one. */
  firstPerPerson(watchId: string): Promise<number | undefined>;
  /** Oldest first. */
  history(watchId: string): Promise<CheckRow[]>;
  homeCurrency(userId: string): Promise<CurrencyCode | undefined>;
  findTrip(tripId: string): Promise<WatchedTrip | undefined>;
}

export function createWatchesRepository(db: Database): WatchesRepository {
  const owners = alias(users, 'trip_owner');
  const tripColumns = {
    locationAddress: trips.locationAddress,
    tripStart: trips.tripStart,
    tripEnd: trips.tripEnd,
    travellers: trips.travellers,
    origin: trips.origin,
    currency: trips.currency,
    ownerCity: owners.city,
    ownerState: owners.state,
  };
  const selectWatches = () =>
    db
      .select({ watch: watches, trip: tripColumns })
      .from(watches)
      .leftJoin(trips, eq(trips.id, watches.tripId))
      .leftJoin(owners, eq(owners.id, trips.userId));
  const toRecord = (row: {
    watch: typeof watches.$inferSelect;
    trip: WatchedTrip | { [K in keyof WatchedTrip]: WatchedTrip[K] | null } | null;
  }): WatchRecord => ({
    ...row.watch,
    trip: row.trip?.locationAddress ? (row.trip as WatchedTrip) : null,
  });

  return {
    async list(userId) {
      const rows = await selectWatches()
        .where(eq(watches.userId, userId))
        .orderBy(desc(watches.createdAt), desc(watches.id));
      return rows.map(toRecord);
    },

    async findOwn(userId, watchId) {
      const [row] = await selectWatches()
        .where(and(eq(watches.id, watchId), eq(watches.userId, userId)))
        .limit(1);
      return row && toRecord(row);
    },

    async findById(watchId) {
      const [row] = await selectWatches().where(eq(watches.id, watchId)).limit(1);
      return row && toRecord(row);
    },

    async countOwn(userId) {
      const [row] = await db.select({ n: count() }).from(watches).where(eq(watches.userId, userId));
      return row?.n ?? 0;
    },

    insert(watch, check) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(watches)
          .values({
            ...watch,
            latest: check.price,
            lastError: check.error,
            lastCheckedAt: sql`now()`,
          })
          .returning({ id: watches.id });
        if (!row) throw new Error('insert into watches returned no row');
        await tx
          .insert(watchChecks)
          .values({ watchId: row.id, price: check.price, error: check.error });
        return row.id;
      });
    },

    // Drizzle wraps the driver's error in `cause`.
    isAlreadyWatching(error) {
      for (let current = error; current instanceof Error; current = current.cause) {
        const { code, constraint } = current as Error & { code?: unknown; constraint?: unknown };
        if (code === '23505') return constraint === undefined || constraint === WATCH_USER_TRIP_KEY;
      }
      return false;
    },

    async watchesTrip(userId, tripId) {
      const [row] = await db
        .select({ id: watches.id })
        .from(watches)
        .where(and(eq(watches.userId, userId), eq(watches.tripId, tripId)))
        .limit(1);
      return row !== undefined;
    },

    async deleteOwn(userId, watchId) {
      const gone = await db
        .delete(watches)
        .where(and(eq(watches.id, watchId), eq(watches.userId, userId)))
        .returning({ id: watches.id });
      return gone.length > 0;
    },

    async deleteById(watchId) {
      await db.delete(watches).where(eq(watches.id, watchId));
    },

    async claimDue(limit, intervalHours) {
      const claimed = await db.execute<{ id: string }>(sql`
        UPDATE ${watches}
           SET next_check_at = now() + make_interval(hours => ${intervalHours}::int)
         WHERE id IN (
           SELECT id FROM ${watches}
            WHERE next_check_at <= now()
            ORDER BY next_check_at
            LIMIT ${limit}
            FOR UPDATE SKIP LOCKED)
        RETURNING id`);
      return (claimed as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
    },

    async recordCheck(watchId, check, historyLimit) {
      await db.transaction(async (tx) => {
        // A watch deleted while it was priced keeps nothing: no row, no check.
        const [row] = await tx
          .update(watches)
          .set({ latest: check.price, lastError: check.error, lastCheckedAt: sql`now()` })
          .where(eq(watches.id, watchId))
          .returning({ id: watches.id });
        if (!row) return;
        await tx.insert(watchChecks).values({ watchId, price: check.price, error: check.error });
        // The oldest checks past the limit go; the newest `historyLimit` stay.
        await tx.execute(sql`
          DELETE FROM ${watchChecks}
           WHERE watch_id = ${watchId}
             AND id NOT IN (
               SELECT id FROM ${watchChecks}
                WHERE watch_id = ${watchId}
                ORDER BY checked_at DESC, id DESC
                LIMIT ${historyLimit})`);
      });
    },

    async takeNotice(watchId, perPerson, withinHours) {
      const taken = await db
        .update(watches)
        .set({ lastNotifiedAt: sql`now()`, lastNotifiedPerPerson: perPerson })
        .where(
          and(
            eq(watches.id, watchId),
            sql`(${watches.lastNotifiedAt} IS NULL OR ${watches.lastNotifiedAt} <= now() - make_interval(hours => ${withinHours}::int))`,
          ),
        )
        .returning({ id: watches.id });
      return taken.length > 0;
    },

    async firstPerPerson(watchId) {
      const [row] = await db
        .select({ price: watchChecks.price })
        .from(watchChecks)
        .where(and(eq(watchChecks.watchId, watchId), sql`${watchChecks.price} IS NOT NULL`))
        .orderBy(asc(watchChecks.checkedAt), asc(watchChecks.id))
        .limit(1);
      return (row?.price as WatchPrice | undefined)?.perPerson.amount;
    },

    history(watchId) {
      return db
        .select({
          checkedAt: watchChecks.checkedAt,
          price: watchChecks.price,
          error: watchChecks.error,
        })
        .from(watchChecks)
        .where(eq(watchChecks.watchId, watchId))
        .orderBy(asc(watchChecks.checkedAt), asc(watchChecks.id));
    },

    async homeCurrency(userId) {
      const [row] = await db
        .select({ homeCurrency: users.homeCurrency })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row?.homeCurrency;
    },

    async findTrip(tripId) {
      const [row] = await db
        .select(tripColumns)
        .from(trips)
        .innerJoin(owners, eq(owners.id, trips.userId))
        .where(eq(trips.id, tripId))
        .limit(1);
      return row;
    },
  };
}
