import { localCalendarDate } from '#shared/domain/calendar-date';
import { createAccess, type AccountEmails } from '#server/access/access';
import { createAccessRepository } from '#server/access/access.repository';
import type { AccessTokens } from '#server/auth/tokens';
import { findNamedPlace, postcardUrl } from '#server/compare/compare-helpers';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { costPlaceOf } from '#server/costs/cost-place';
import { estimateTripCosts } from '#server/costs/estimator';
import { transactional } from '#server/db/transactions';
import { createCalendarRepository } from '#server/features/calendar/calendar.repository';
import {
  createCalendarService,
  type CalendarScope,
} from '#server/features/calendar/calendar.service';
import { createInvitesRepository } from '#server/features/invites/invites.repository';
import { createInvitesService, type InvitesScope } from '#server/features/invites/invites.service';
import { createSharesService } from '#server/features/invites/shares.service';
import { createClimateRepository } from '#server/features/climate/climate.repository';
import { createClimateService } from '#server/features/climate/climate.service';
import { createCompareRepository } from '#server/features/compare/compare.repository';
import { createCompareService } from '#server/features/compare/compare.service';
import { createDiscoverService } from '#server/features/discover/discover.service';
import { holidayCalendar } from '#server/holidays/holidays';
import { createBookingsRepository } from '#server/features/bookings/bookings.repository';
import {
  createBookingsService,
  type BookingsScope,
  type ReadBookings,
} from '#server/features/bookings/bookings.service';
import { createCostsRepository } from '#server/features/costs/costs.repository';
import { createCostsService, type CostsScope } from '#server/features/costs/costs.service';
import { createPlanRepository } from '#server/features/plan/plan.repository';
import { createPlanService, type PlanScope } from '#server/features/plan/plan.service';
import { createPlacesService } from '#server/features/places/places.service';
import { createSuggestionsService } from '#server/features/suggestions/suggestions.service';
import { createPlanDaysRepository } from '#server/plan-days/plan-days.repository';
import { createTripsRepository } from '#server/features/trips/trips.repository';
import { createTripsService, type TripsScope } from '#server/features/trips/trips.service';
import { createHealthRepository } from '#server/features/health/health.repository';
import { createHealthService } from '#server/features/health/health.service';
import { createSessionsRepository } from '#server/features/users/sessions.repository';
import { createUsersRepository } from '#server/features/users/users.repository';
import { createUsersService } from '#server/features/users/users.service';
import { createThingsToDoRepository } from '#server/features/things-to-do/things-to-do.repository';
import { createThingsToDoService } from '#server/features/things-to-do/things-to-do.service';
import { createWeatherService } from '#server/features/weather/weather.service';
import { createWishlistsRepository } from '#server/features/wishlists/wishlists.repository';
import {
  createWishlistsService,
  type WishlistsScope,
} from '#server/features/wishlists/wishlists.service';
import { createMembersRepository } from '#server/features/members/members.repository';
import { createMembersService, type MembersScope } from '#server/features/members/members.service';
import { createWatchesRepository } from '#server/features/watches/watches.repository';
import { createWatchesService } from '#server/features/watches/watches.service';
import { createWatchPricing } from '#server/features/watches/watches.pricing';
import { createWatchJob } from '#server/features/watches/watches.job';
import type { Providers } from '#server/providers/index';
import type { AnswerCache } from '#server/db/answer-cache';
import type { NotificationSystem } from '#server/notifications/index';
import { createNotificationsRepository } from '#server/features/notifications/notifications.repository';
import { createNotificationsService } from '#server/features/notifications/notifications.service';

/**
 * The readers of e-mails, PDFs, calendars and passes (mailparser, htmlparser2, ical.js...) are
 * loaded with the first import of a booking, not at every start (~150 ms); the server's build
 * puts them in a chunk of their own (scripts/build-server.mjs).
 */
const readBookingsOnFirstUse: ReadBookings = async (input) =>
  (await import('#server/bookings-import/index')).readBookings(input);

/** The shipped picture for a place the gazetteer does not know. */
const FALLBACK_TRIP_IMAGE = '/images/nature-water.svg';

const tripsScope =
  (accountEmails: AccountEmails) =>
  (db: Database): TripsScope => ({
    tripsRepository: createTripsRepository(db),
    planDaysRepository: createPlanDaysRepository(db),
    access: createAccess(createAccessRepository(db), accountEmails),
  });

const costsScope =
  (accountEmails: AccountEmails) =>
  (db: Database): CostsScope => ({
    costsRepository: createCostsRepository(db),
    access: createAccess(createAccessRepository(db), accountEmails),
  });

const bookingsScope =
  (accountEmails: AccountEmails) =>
  (db: Database): BookingsScope => ({
    bookingsRepository: createBookingsRepository(db),
    access: createAccess(createAccessRepository(db), accountEmails),
  });

const planScope =
  (accountEmails: AccountEmails) =>
  (db: Database): PlanScope => ({
    planRepository: createPlanRepository(db),
    access: createAccess(createAccessRepository(db), accountEmails),
  });

const calendarScope =
  (accountEmails: AccountEmails) =>
  (db: Database): CalendarScope => ({
    calendarRepository: createCalendarRepository(db),
    access: createAccess(createAccessRepository(db), accountEmails),
  });

const invitesScope =
  (accountEmails: AccountEmails) =>
  (db: Database): InvitesScope => ({
    invitesRepository: createInvitesRepository(db),
    access: createAccess(createAccessRepository(db), accountEmails),
  });

const membersScope =
  (accountEmails: AccountEmails) =>
  (db: Database): MembersScope => ({
    membersRepository: createMembersRepository(db),
    access: createAccess(createAccessRepository(db), accountEmails),
  });

const wishlistsScope =
  (accountEmails: AccountEmails) =>
  (db: Database): WishlistsScope => ({
    wishlistsRepository: createWishlistsRepository(db),
    access: createAccess(createAccessRepository(db), accountEmails),
  });

/**
 * The one place that wires repositories and providers into services. Routes receive services
 * only, so they can neither run SQL nor skip a service's rules.
 */
export function createServices(deps: {
  config: Config;
  db: Database;
  accessTokens: AccessTokens;
  accountEmails: AccountEmails;
  /** Trip answers remembered between changes (see answer-cache.ts). */
  answers: AnswerCache;
  refreshTokenSuccessor: (token: string) => string;
  providers: Providers;
  /** Reads bookings out of an e-mail, calendar file, pass or PDF; tests may pass their own. */
  readBookings?: ReadBookings;
  /** The notifier and its channels (src/server/notifications). */
  notices: NotificationSystem;
  log?: { info(data: object, message: string): void; warn(data: object, message: string): void };
}) {
  const { config, db, accessTokens, accountEmails, answers, refreshTokenSuccessor, providers } =
    deps;
  const { notices } = deps;
  const { notifier } = notices;
  const watches = createWatchesService({
    watchesRepository: createWatchesRepository(db),
    access: createAccess(createAccessRepository(db), accountEmails),
    pricing: createWatchPricing({
      estimateTripCosts,
      latestRates: () => providers.exchangeRates.latest(),
      gazetteer: providers.gazetteer,
      fares: providers.fares,
      stays: providers.stays,
      holidays: holidayCalendar,
    }),
    gazetteer: providers.gazetteer,
    notifier,
    today: () => localCalendarDate(),
    checkIntervalHours: config.WATCH_CHECK_INTERVAL_HOURS,
    ...(deps.log ? { log: deps.log } : {}),
  });
  return {
    notices,
    notifications: createNotificationsService({
      notificationsRepository: createNotificationsRepository(db),
      emailAvailable: notices.emailAvailable,
      pushPublicKey: notices.push.publicKey,
      unsubscribeUserOf: (token) => notices.unsubscribeLinks.userOf(token),
    }),
    health: createHealthService({
      healthRepository: createHealthRepository(db),
      timeoutMs: Math.min(config.DATABASE_CONNECT_TIMEOUT_MS, config.DATABASE_STATEMENT_TIMEOUT_MS),
    }),
    users: createUsersService({
      usersRepository: createUsersRepository(db),
      sessionsRepository: createSessionsRepository(db),
      accessTokens,
      refreshTokenSuccessor,
      config,
    }),
    trips: createTripsService({
      ...tripsScope(accountEmails)(db),
      inTransaction: transactional(db, tripsScope(accountEmails)),
      notifier,
      answers,
      imageForPlace: (label) => {
        const place = findNamedPlace(providers.gazetteer, label);
        return place ? postcardUrl(place) : FALLBACK_TRIP_IMAGE;
      },
    }),
    wishlists: createWishlistsService({
      ...wishlistsScope(accountEmails)(db),
      inTransaction: transactional(db, wishlistsScope(accountEmails)),
      answers,
    }),
    costs: createCostsService({
      ...costsScope(accountEmails)(db),
      inTransaction: transactional(db, costsScope(accountEmails)),
      notifier,
      answers,
      latestRates: () => providers.exchangeRates.latest(),
      estimateTripCosts,
      costPlaceOf: (label) => costPlaceOf(providers.gazetteer, label),
    }),
    bookings: createBookingsService({
      ...bookingsScope(accountEmails)(db),
      inTransaction: transactional(db, bookingsScope(accountEmails)),
      notifier,
      latestRates: () => providers.exchangeRates.latest(),
      readBookings: deps.readBookings ?? readBookingsOnFirstUse,
    }),
    plan: createPlanService({
      ...planScope(accountEmails)(db),
      inTransaction: transactional(db, planScope(accountEmails)),
      notifier,
    }),
    calendar: createCalendarService({
      ...calendarScope(accountEmails)(db),
      inTransaction: transactional(db, calendarScope(accountEmails)),
    }),
    invites: createInvitesService({
      ...invitesScope(accountEmails)(db),
      inTransaction: transactional(db, invitesScope(accountEmails)),
      notifier,
    }),
    shares: createSharesService({
      ...invitesScope(accountEmails)(db),
      inTransaction: transactional(db, invitesScope(accountEmails)),
    }),
    members: createMembersService({
      ...membersScope(accountEmails)(db),
      inTransaction: transactional(db, membersScope(accountEmails)),
      notifier,
    }),
    compare: createCompareService({
      compareRepository: createCompareRepository(db),
      access: createAccess(createAccessRepository(db), accountEmails),
      estimateTripCosts,
      latestRates: () => providers.exchangeRates.latest(),
      gazetteer: providers.gazetteer,
      fares: providers.fares,
      today: () => localCalendarDate(),
      holidays: holidayCalendar,
    }),
    discover: createDiscoverService({
      estimateTripCosts,
      latestRates: () => providers.exchangeRates.latest(),
      gazetteer: providers.gazetteer,
      today: () => localCalendarDate(),
      holidays: holidayCalendar,
    }),
    watches,
    /** Started beside housekeeping by main.ts; tests call `runOnce()`. */
    watchJob: createWatchJob({
      watchesRepository: createWatchesRepository(db),
      checkClaimed: (watchId) => watches.checkClaimed(watchId),
      config,
      log: deps.log ?? { info: () => undefined, warn: () => undefined },
    }),
    thingsToDo: createThingsToDoService({
      thingsToDoRepository: createThingsToDoRepository(db),
      access: createAccess(createAccessRepository(db), accountEmails),
      gazetteer: providers.gazetteer,
      attractions: providers.attractions,
    }),
    places: createPlacesService(providers),
    weather: createWeatherService(providers),
    suggestions: createSuggestionsService(providers),
    climate: createClimateService({
      climateRepository: createClimateRepository(db),
      access: createAccess(createAccessRepository(db), accountEmails),
      gazetteer: providers.gazetteer,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
