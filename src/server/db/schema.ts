import type { Locale } from '#shared/i18n/locales';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BookingKind, BookingLeg, BookingPlace } from '#shared/contracts/bookings';
import type { CostCategory } from '#shared/contracts/costs';
import type { EstimatePhrase } from '#shared/contracts/estimate-phrases';
import type { NotificationKind } from '#shared/contracts/notifications';
import type { CurrencyCode } from '#shared/domain/money';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Stored lower-case, so the unique index is case-insensitive. */
    email: text().notNull(),
    passwordHash: text().notNull(),
    fname: text().notNull(),
    lname: text().notNull(),
    birthday: date({ mode: 'string' }).notNull(),
    city: text().notNull(),
    state: text().notNull(),
    zip: text().notNull(),
    /** 1 means admin. */
    role: integer().notNull().default(0),
    /** ISO 4217 code; each new trip's currency (docs/PRODUCT-RULES.md#money). */
    homeCurrency: text().$type<CurrencyCode>().notNull().default('USD'),
    /** The language the traveller chose for the app, e-mails and notices; null: the browser's. */
    locale: text().$type<Locale>(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (table) => [uniqueIndex('users_email_key').on(table.email)],
);

/**
 * One row per refresh token. Tokens of one login share a family; a rotated token that is
 * presented again revokes its whole family (reuse detection).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid().notNull(),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    rotatedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_family_id_idx').on(table.familyId),
    index('sessions_user_id_idx').on(table.userId),
  ],
);

export const trips = pgTable(
  'trips',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationAddress: text().notNull(),
    imageUrl: text().notNull(),
    tripLocation: text().notNull().default(''),
    tripStart: date({ mode: 'string' }),
    tripEnd: date({ mode: 'string' }),
    withinTrips: jsonb().$type<string[]>().notNull().default([]),
    travellers: integer().notNull().default(1),
    /** Where the travellers start, a place label; null means the owner's home city. */
    origin: text(),
    /** Minor units of `currency` (docs/PRODUCT-RULES.md#money); null means no budget. */
    budgetAmount: bigint({ mode: 'number' }),
    notes: text().notNull().default(''),
    /** The currency of the budget and of every cost line's amounts. */
    currency: text().$type<CurrencyCode>().notNull().default('USD'),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (table) => [
    index('trips_user_id_trip_end_idx').on(table.userId, table.tripEnd),
    check(
      'trips_dates_ordered',
      sql`${table.tripStart} IS NULL OR ${table.tripEnd} IS NULL OR ${table.tripEnd} >= ${table.tripStart}`,
    ),
    check('trips_travellers_range', sql`${table.travellers} BETWEEN 1 AND 20`),
    check('trips_budget_amount_nonnegative', sql`${table.budgetAmount} >= 0`),
  ],
);

/** What a cost estimate carries besides its middle figure (docs/PRODUCT-RULES.md#estimates). */
export interface StoredEstimate {
  /** Minor units of the trip's currency. */
  low: number;
  high: number;
  basis: string;
  /** The basis and label without a language; absent on lines estimated before they were kept. */
  basisPhrases?: EstimatePhrase[];
  labelPhrase?: EstimatePhrase;
  dataset: string;
  asOf: string;
}

/** A traveller in a split: a member of the trip by account, or a named one without. */
export type StoredTraveller = { userId: string } | { name: string };

/** How a cost line is split; shares are weights, amounts are minor units adding up to the line. */
export interface StoredSplit {
  mode: 'equal' | 'shares' | 'amounts';
  among: Array<StoredTraveller & { shares?: number; amount?: number }>;
}

/**
 * One line of a trip's cost plan. Amounts are minor units of the trip's currency; a line typed in
 * another currency keeps what was typed and the exact rate that converted it, so a total never
 * drifts (docs/decisions/010-cost-lines-and-estimates.md).
 */
export const costLines = pgTable(
  'cost_lines',
  {
    id: uuid().primaryKey().defaultRandom(),
    tripId: uuid()
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    category: text().$type<CostCategory>().notNull(),
    label: text().notNull(),
    plannedAmount: bigint({ mode: 'number' }),
    actualAmount: bigint({ mode: 'number' }),
    /** The currency the traveller typed, when it is not the trip's; null otherwise. */
    enteredCurrency: text().$type<CurrencyCode>(),
    plannedEntered: bigint({ mode: 'number' }),
    actualEntered: bigint({ mode: 'number' }),
    /** Units of the trip's currency per unit of the entered one = numerator / denominator. */
    rateNumerator: text(),
    rateDenominator: text(),
    rateDate: date({ mode: 'string' }),
    rateSource: text(),
    notes: text().notNull().default(''),
    source: text().$type<'traveller' | 'estimate'>().notNull(),
    estimate: jsonb().$type<StoredEstimate>(),
    /** Who paid: a member of the trip, or a named traveller without an account; null: not said. */
    paidByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    paidByName: text(),
    /** How the line is split among the travellers (docs/PRODUCT-RULES.md#splitting-costs). */
    split: jsonb().$type<StoredSplit>(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (table) => [
    index('cost_lines_trip_id_created_at_idx').on(table.tripId, table.createdAt),
    index('cost_lines_paid_by_user_id_idx').on(table.paidByUserId),
    check(
      'cost_lines_category_known',
      sql`${table.category} IN ('airfare', 'lodging', 'car_rental', 'food', 'activities', 'other')`,
    ),
    check('cost_lines_source_known', sql`${table.source} IN ('traveller', 'estimate')`),
    check(
      'cost_lines_amounts_nonnegative',
      sql`(${table.plannedAmount} IS NULL OR ${table.plannedAmount} >= 0) AND (${table.actualAmount} IS NULL OR ${table.actualAmount} >= 0)`,
    ),
  ],
);

/**
 * One thing to do on a trip: on one of its days (`day`), or among its ideas (`day` null), in the
 * traveller's order (`position`, dense from 0 within a day or the ideas). A day outside the trip's
 * dates never stays: changing the dates sends its items back to the ideas
 * (docs/PRODUCT-RULES.md#plan).
 */
export const planItems = pgTable(
  'plan_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    tripId: uuid()
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }),
    position: integer().notNull(),
    name: text().notNull(),
    /** A thing to do's kind (museum, park, ...); null for the traveller's own. */
    kind: text(),
    /** Where it is, a label; coordinates when known, for the map. */
    place: text().notNull().default(''),
    lat: doublePrecision(),
    lng: doublePrecision(),
    /** Minutes after midnight, local to the destination. */
    startMinutes: integer(),
    durationMinutes: integer(),
    note: text().notNull().default(''),
    /** The cost line it is paid by; unlinked if that line is deleted. */
    costLineId: uuid().references(() => costLines.id, { onDelete: 'set null' }),
    /** Where a listed thing to do came from (a dataset's name) and its page. */
    source: text(),
    sourceUrl: text(),
    /** The day it was on when the trip's dates changed and that day went; cleared when placed. */
    movedFromDay: date({ mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (table) => [
    index('plan_items_trip_id_day_position_idx').on(table.tripId, table.day, table.position),
    index('plan_items_cost_line_id_idx').on(table.costLineId),
    check(
      'plan_items_start_minutes_range',
      sql`${table.startMinutes} IS NULL OR ${table.startMinutes} BETWEEN 0 AND 1439`,
    ),
    check(
      'plan_items_duration_range',
      sql`${table.durationMinutes} IS NULL OR ${table.durationMinutes} BETWEEN 1 AND 1440`,
    ),
    check('plan_items_position_nonnegative', sql`${table.position} >= 0`),
  ],
);

/**
 * A trip's booking (a flight, a stay, a ticket): local times as the place writes them, each with
 * its IANA zone, never converted to the server's. With a price it is the actual
 * of its cost line; deleting that line unlinks the booking and keeps its price.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid().primaryKey().defaultRandom(),
    tripId: uuid()
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    kind: text().$type<BookingKind>().notNull(),
    title: text().notNull(),
    provider: text().notNull().default(''),
    confirmationCode: text().notNull().default(''),
    startDate: date({ mode: 'string' }).notNull(),
    /** "HH:MM" local to `startZone`; null when only the day is known. */
    startTime: text(),
    startZone: text().notNull(),
    /** The end, all three null together when the booking has none. */
    endDate: date({ mode: 'string' }),
    endTime: text(),
    endZone: text(),
    fromPlace: jsonb().$type<BookingPlace>(),
    toPlace: jsonb().$type<BookingPlace>(),
    legs: jsonb().$type<BookingLeg[]>().notNull().default([]),
    travellers: jsonb().$type<string[]>().notNull().default([]),
    /** Minor units of `priceCurrency`; both null when no price is known. */
    priceAmount: bigint({ mode: 'number' }),
    priceCurrency: text().$type<CurrencyCode>(),
    notes: text().notNull().default(''),
    /** The cost line whose actual is this booking's price; unlinked if that line is deleted. */
    costLineId: uuid().references(() => costLines.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (table) => [
    index('bookings_trip_id_start_idx').on(table.tripId, table.startDate, table.startTime),
    index('bookings_cost_line_id_idx').on(table.costLineId),
    check(
      'bookings_kind_known',
      sql`${table.kind} IN ('flight', 'train', 'bus', 'ferry', 'car_rental', 'stay', 'event', 'restaurant', 'other')`,
    ),
    check(
      'bookings_price_whole',
      sql`(${table.priceAmount} IS NULL) = (${table.priceCurrency} IS NULL) AND (${table.priceAmount} IS NULL OR ${table.priceAmount} >= 0)`,
    ),
    check(
      'bookings_end_whole',
      sql`(${table.endDate} IS NULL) = (${table.endZone} IS NULL) AND (${table.endDate} IS NOT NULL OR ${table.endTime} IS NULL)`,
    ),
  ],
);

/**
 * A ticket or voucher attached to a booking, its bytes kept in the database so a backup holds
 * them. `trip_id` is the booking's, so a trip's total is one indexed sum.
 */
export const bookingFiles = pgTable(
  'booking_files',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    tripId: uuid()
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** Detected from the content, never taken from the upload's name or header. */
    type: text().notNull(),
    bytes: integer().notNull(),
    content: bytea().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('booking_files_booking_id_idx').on(table.bookingId, table.createdAt),
    index('booking_files_trip_id_idx').on(table.tripId),
    check('booking_files_bytes_nonnegative', sql`${table.bytes} >= 0`),
  ],
);

/**
 * A trip's private calendar link. Only the token's SHA-256 is kept: the link is shown once, when
 * it is made, and renewing it replaces the row, so the old link answers 404 at once.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    tripId: uuid()
      .primaryKey()
      .references(() => trips.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('calendar_feeds_token_hash_key').on(table.tokenHash)],
);

/**
 * A companion on a trip and their role; the owner is `trips.user_id` and never a row here
 * (docs/SECURITY.md#roles).
 */
export const tripMembers = pgTable(
  'trip_members',
  {
    tripId: uuid()
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text().$type<'editor' | 'viewer'>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tripId, table.userId] }),
    index('trip_members_user_id_idx').on(table.userId),
    check('trip_members_role_known', sql`${table.role} IN ('editor', 'viewer')`),
  ],
);

/**
 * An invitation to join a trip with a role, by link. Only the token's SHA-256 is kept; a link
 * may expire, be used up (`max_uses`) or be revoked.
 */
export const tripInvites = pgTable(
  'trip_invites',
  {
    id: uuid().primaryKey().defaultRandom(),
    tripId: uuid()
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    role: text().$type<'editor' | 'viewer'>().notNull(),
    /** Null: no limit. */
    maxUses: integer(),
    uses: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('trip_invites_token_hash_key').on(table.tokenHash),
    index('trip_invites_trip_id_idx').on(table.tripId),
    check('trip_invites_role_known', sql`${table.role} IN ('editor', 'viewer')`),
    check(
      'trip_invites_uses_in_range',
      sql`${table.uses} >= 0 AND (${table.maxUses} IS NULL OR ${table.maxUses} >= 1)`,
    ),
  ],
);

/** A trip's read-only page for anyone with the link; deleting the row revokes it at once. */
export const tripShares = pgTable(
  'trip_shares',
  {
    tripId: uuid()
      .primaryKey()
      .references(() => trips.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    /** Whether the page shows the costs (the owner's choice). */
    showsCosts: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('trip_shares_token_hash_key').on(table.tokenHash)],
);

export const wishlists = pgTable(
  'wishlists',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listName: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('wishlists_user_id_list_name_key').on(table.userId, sql`lower(${table.listName})`),
    // The target of wishlist_trips' key to its list and that list's owner.
    unique('wishlists_id_user_id_key').on(table.id, table.userId),
  ],
);

/**
 * Which of a traveller's wishlists holds which trip. `(trip_id, user_id)` is the key: a trip is in
 * at most one of each traveller's wishlists, and it is that traveller's favourite exactly when it
 * has their row here (docs/PRODUCT-RULES.md#favourites). `user_id` is the list's owner, held by
 * the foreign key to `(wishlists.id, wishlists.user_id)`.
 */
export const wishlistTrips = pgTable(
  'wishlist_trips',
  {
    tripId: uuid()
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    wishlistId: uuid().notNull(),
    userId: uuid().notNull(),
    addedAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tripId, table.userId] }),
    foreignKey({
      name: 'wishlist_trips_wishlist_owner_fk',
      columns: [table.wishlistId, table.userId],
      foreignColumns: [wishlists.id, wishlists.userId],
    }).onDelete('cascade'),
    index('wishlist_trips_wishlist_id_idx').on(table.wishlistId, table.addedAt),
  ],
);

/** Provider answers shared by every server instance, each with its own lifetime. */
export const providerCache = pgTable(
  'provider_cache',
  {
    key: text().primaryKey(),
    value: jsonb().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('provider_cache_expires_at_idx').on(table.expiresAt)],
);

/** Image bytes fetched once from an upstream whose URLs expire (Google photos). */
export const placePhotos = pgTable('place_photos', {
  key: text().primaryKey(),
  contentType: text().notNull(),
  data: bytea().notNull(),
  createdAt: createdAt(),
});

/** Fixed-window counters, so limits hold across server instances. */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  windowStartedAt: timestamp({ withTimezone: true }).notNull(),
  count: integer().notNull(),
});

/**
 * One row counting committed changes to what remembered answers are read from, bumped at commit
 * by triggers (migration 0007): an answer read at one count is still right while the count is
 * the same (docs/decisions/018-answers-checked-against-a-change-count.md).
 */
export const answersVersion = pgTable(
  'answers_version',
  {
    id: boolean().primaryKey().default(true),
    version: bigint({ mode: 'number' }).notNull().default(0),
  },
  (table) => [check('answers_version_one_row', sql`${table.id}`)],
);

/**
 * The committed count at which each scope of answers last changed: a traveller ("u:<id>"), a
 * trip ("t:<id>"), or everyone ("*"), written at commit by the same triggers as the count
 * (migration 0008). A remembered answer is given again only while none of its scopes changed
 * after it was read (docs/decisions/023-answers-checked-per-traveller-and-trip.md).
 */
export const answerScopes = pgTable('answer_scopes', {
  scope: text().primaryKey(),
  version: bigint({ mode: 'number' }).notNull(),
});

/**
 * A traveller's price watch: a trip (its dates, travellers and origin read at each check) or a
 * flexible getaway (place, nights, travellers, origin, a range of start dates). The job claims
 * due rows by `next_check_at` with FOR UPDATE SKIP LOCKED, so each check runs on one instance
 * (docs/PRODUCT-RULES.md#price-watches).
 */
export const watches = pgTable(
  'watches',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A trip watch's trip; null for a flexible watch. */
    tripId: uuid().references(() => trips.id, { onDelete: 'cascade' }),
    /** A flexible watch's getaway; all null for a trip watch. */
    place: text(),
    nights: integer(),
    travellers: integer(),
    origin: text(),
    fromDate: date({ mode: 'string' }),
    toDate: date({ mode: 'string' }),
    longWeekendsOnly: boolean().notNull().default(false),
    /** Minor units of `currency`; null when the traveller set no cap. */
    maxPerPersonAmount: bigint({ mode: 'number' }),
    /** Every price of the watch is in this currency. */
    currency: text().$type<CurrencyCode>().notNull(),
    nextCheckAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastCheckedAt: timestamp({ withTimezone: true }),
    /** The last check's price (a WatchPrice), and its failure in words when it found none. */
    latest: jsonb(),
    lastError: text(),
    /** The last notice: when, and the price a person it named (minor units of `currency`). */
    lastNotifiedAt: timestamp({ withTimezone: true }),
    lastNotifiedPerPerson: bigint({ mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('watches_user_id_created_idx').on(table.userId, table.createdAt),
    index('watches_next_check_at_idx').on(table.nextCheckAt),
    index('watches_trip_id_idx').on(table.tripId),
    uniqueIndex('watches_user_trip_key')
      .on(table.userId, table.tripId)
      .where(sql`${table.tripId} IS NOT NULL`),
    check(
      'watches_kind_whole',
      sql`(${table.tripId} IS NOT NULL) OR (${table.place} IS NOT NULL AND ${table.nights} IS NOT NULL AND ${table.travellers} IS NOT NULL AND ${table.origin} IS NOT NULL AND ${table.fromDate} IS NOT NULL AND ${table.toDate} IS NOT NULL)`,
    ),
    check('watches_cap_nonnegative', sql`${table.maxPerPersonAmount} >= 0`),
  ],
);

/** Each check of a watch, for its history (the oldest pruned past WATCH_HISTORY_LIMIT). */
export const watchChecks = pgTable(
  'watch_checks',
  {
    id: uuid().primaryKey().defaultRandom(),
    watchId: uuid()
      .notNull()
      .references(() => watches.id, { onDelete: 'cascade' }),
    checkedAt: createdAt(),
    /** A WatchPrice, or null when the check failed (see `error`). */
    price: jsonb(),
    error: text(),
  },
  (table) => [index('watch_checks_watch_id_checked_idx').on(table.watchId, table.checkedAt)],
);

/** A kept notice for one traveller, shown in the bell. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<NotificationKind>().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    link: text().notNull(),
    tripId: uuid().references(() => trips.id, { onDelete: 'set null' }),
    watchId: uuid().references(() => watches.id, { onDelete: 'set null' }),
    /** Notices with one key within a few minutes are one notice (a trip's changes). */
    groupKey: text(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
    readAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('notifications_user_id_created_idx').on(table.userId, table.createdAt),
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} IS NULL`),
    index('notifications_user_group_idx').on(table.userId, table.groupKey, table.updatedAt),
    index('notifications_trip_id_idx').on(table.tripId),
    index('notifications_watch_id_idx').on(table.watchId),
  ],
);

/** Which channels a traveller hears on besides the bell; no row means the defaults. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: boolean().notNull().default(true),
  push: boolean().notNull().default(true),
  updatedAt: createdAt(),
});

/** A browser's Web Push subscription; an endpoint the push service says is gone is deleted. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(table.endpoint),
    index('push_subscriptions_user_id_idx').on(table.userId),
  ],
);
