import {
  MAX_WATCHES,
  WATCH_HISTORY_LIMIT,
  WATCH_MAX_MONTHS_AHEAD,
  type CreateWatchBody,
  type Watch,
  type WatchesList,
  type WatchHistory,
  type WatchPrice,
} from '#shared/contracts/watches';
import type { Message } from '#shared/contracts/errors';
import { daysBetween } from '#shared/domain/calendar-date';
import { money } from '#shared/domain/money';
import type { Access } from '#server/access/access';
import { findNamedPlace } from '#server/compare/compare-helpers';
import { AppError, badRequest, conflict, tripNotFound, watchNotFound } from '#server/errors';
import { formatsOf, translatorFor } from '#server/i18n';
import type { Notifier } from '#server/notifications/notifier';
import type { Gazetteer } from '#server/providers/places/gazetteer';
import { noticeBody, noticeKind, noticeTitle, NOTICE_EVERY_HOURS } from './watches.notices';
import { WatchPricingError, type Getaway, type WatchPricing } from './watches.pricing';
import type { WatchedTrip, WatchesRepository, WatchRecord } from './watches.repository';

export interface WatchesServiceDeps {
  watchesRepository: WatchesRepository;
  access: Access;
  pricing: WatchPricing;
  gazetteer: Gazetteer;
  notifier: Notifier;
  /** Today's calendar date on the server, YYYY-MM-DD. */
  today: () => string;
  /** WATCH_CHECK_INTERVAL_HOURS: how long after a check the next one is due. */
  checkIntervalHours: number;
  log?: { warn(data: object, message: string): void };
}

const watchErrors = {
  tooMany: () =>
    conflict(
      `You can keep at most ${MAX_WATCHES} watches: stop watching one first.`,
      'too_many_watches',
    ),
  alreadyWatching: () => conflict('You already watch this trip.', 'already_watching'),
  datesRequired: () =>
    badRequest("Add the trip's start and end dates to watch its price.", 'dates_required'),
  datesOutOfRange: (today: string, last: string) =>
    badRequest(
      `from must be today (${today}) or later and to at most ${WATCH_MAX_MONTHS_AHEAD} months ahead (${last}).`,
      'watch_dates_out_of_range',
    ),
  placeNotFound: (place: string) => badRequest(`We could not find ${place}.`, 'place_not_found'),
  originNotFound: () => badRequest('We could not find your starting city.', 'origin_not_found'),
};

/** `date` plus `months` calendar months, kept to the month's last day ("2027-01-31" + 1 → "2027-02-28"). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay)))
    .toISOString()
    .slice(0, 10);
}

const homeLabel = (trip: WatchedTrip) => `${trip.ownerCity}, ${trip.ownerState}, United States`;

/**
 * Price watches (docs/PRODUCT-RULES.md#price-watches): a traveller's own trips or flexible
 * getaways, priced at creation, then by the job, and on demand; each check kept for the history,
 * and news told through the notifier. A watch is its traveller's alone: anyone else gets 404.
 */
export function createWatchesService(deps: WatchesServiceDeps) {
  const { watchesRepository: repository, access, gazetteer, notifier } = deps;

  function toWatch(record: WatchRecord): Watch {
    const { trip } = record;
    const latest = (record.latest as WatchPrice | null) ?? null;
    const createdDay = record.createdAt.toISOString().slice(0, 10);
    const tripDay = trip?.tripStart ?? latest?.start ?? createdDay;
    return {
      _id: record.id,
      kind: record.tripId ? 'trip' : 'flexible',
      tripId: record.tripId,
      place: trip?.locationAddress ?? record.place ?? '',
      nights: trip
        ? trip.tripStart && trip.tripEnd
          ? Math.max(0, daysBetween(trip.tripStart, trip.tripEnd))
          : 0
        : (record.nights ?? 0),
      travellers: trip?.travellers ?? record.travellers ?? 1,
      origin: trip ? (trip.origin ?? homeLabel(trip)) : (record.origin ?? ''),
      from: trip ? tripDay : (record.fromDate ?? createdDay),
      to: trip ? tripDay : (record.toDate ?? createdDay),
      longWeekendsOnly: record.longWeekendsOnly,
      maxPerPerson:
        record.maxPerPersonAmount === null
          ? null
          : money(record.maxPerPersonAmount, record.currency),
      currency: record.currency,
      createdAt: record.createdAt.toISOString(),
      lastCheckedAt: record.lastCheckedAt?.toISOString() ?? null,
      nextCheckAt: record.nextCheckAt.toISOString(),
      latest,
      lastError: record.lastError,
    };
  }

  async function requireOwn(userId: string, watchId: string): Promise<WatchRecord> {
    const record = await repository.findOwn(userId, watchId);
    if (!record) throw watchNotFound();
    return record;
  }

  /** What a check prices; a trip watch reads its trip as it now is. */
  function getawayOf(record: WatchRecord): Getaway {
    const { trip } = record;
    if (!trip) {
      return {
        place: record.place ?? '',
        origin: record.origin ?? '',
        travellers: record.travellers ?? 1,
        nights: record.nights ?? 1,
        currency: record.currency,
        from: record.fromDate ?? deps.today(),
        to: record.toDate ?? deps.today(),
        longWeekendsOnly: record.longWeekendsOnly,
      };
    }
    if (!trip.tripStart || !trip.tripEnd)
      throw new WatchPricingError('The trip has no dates: add them to price it.');
    return {
      place: trip.locationAddress,
      origin: trip.origin ?? homeLabel(trip),
      travellers: trip.travellers,
      nights: daysBetween(trip.tripStart, trip.tripEnd),
      currency: record.currency,
      from: trip.tripStart,
      to: trip.tripStart,
      longWeekendsOnly: false,
    };
  }

  /** A check's outcome: the price, or why there is none in words (an unexpected failure logged). */
  async function priceOrError(
    getaway: () => Getaway,
    watchId: string | null,
  ): Promise<{ price: WatchPrice | null; error: string | null }> {
    try {
      return { price: await deps.pricing.price(getaway(), deps.today()), error: null };
    } catch (failure) {
      if (failure instanceof WatchPricingError) return { price: null, error: failure.message };
      deps.log?.warn({ err: failure, watchId }, 'watch check failed');
      return {
        price: null,
        error: 'We could not price this getaway just now; the next check tries again.',
      };
    }
  }

  /** True while the traveller may still read the watched trip; a lost trip ends its watch. */
  async function stillWatchable(record: WatchRecord): Promise<boolean> {
    if (!record.tripId) return true;
    try {
      await access.requireTrip(record.userId, record.tripId, 'read');
      return record.trip !== null;
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return false;
      throw error;
    }
  }

  /**
   * One check after the first, the same for the job and "Check now": price the getaway, keep
   * the check, and notify when the price is news. Answers false when
   * the watch is gone: its traveller lost the trip, so the watch was deleted.
   */
  async function check(record: WatchRecord): Promise<boolean> {
    if (!(await stillWatchable(record))) {
      await repository.deleteById(record.id);
      return false;
    }
    const { price, error } = await priceOrError(() => getawayOf(record), record.id);
    await repository.recordCheck(record.id, { price, error }, WATCH_HISTORY_LIMIT);
    if (!price) return true;

    const kind = noticeKind(
      {
        cap: record.maxPerPersonAmount,
        lastNotifiedPerPerson: record.lastNotifiedPerPerson,
        lastNotifiedAt: record.lastNotifiedAt,
        firstPerPerson: await repository.firstPerPerson(record.id),
      },
      price.perPerson.amount,
      new Date(),
    );
    if (!kind) return true;
    if (!(await repository.takeNotice(record.id, price.perPerson.amount, NOTICE_EVERY_HOURS)))
      return true;
    const view = toWatch(record);
    // In the owner's language (users.locale), kept as sent.
    const locale = (await notifier.localeOf?.(record.userId)) ?? null;
    const language = { t: translatorFor(locale), f: formatsOf(locale) };
    try {
      await notifier.notify({
        userId: record.userId,
        kind,
        title: noticeTitle(view.place, price, language),
        body: noticeBody(price, view.travellers, view.maxPerPerson, language),
        link: '/watches',
        tripId: record.tripId,
        watchId: record.id,
      });
    } catch (failure) {
      deps.log?.warn({ err: failure, watchId: record.id }, 'watch notice not delivered');
    }
    return true;
  }

  async function createRecord(userId: string, body: CreateWatchBody): Promise<string> {
    const cap = body.maxPerPerson ?? null;
    const next = new Date(Date.now() + deps.checkIntervalHours * 3_600_000);
    if ('tripId' in body) {
      await access.requireTrip(userId, body.tripId, 'read');
      const trip = await repository.findTrip(body.tripId);
      if (!trip) throw tripNotFound();
      if (!trip.tripStart || !trip.tripEnd) throw watchErrors.datesRequired();
      if (await repository.watchesTrip(userId, body.tripId)) throw watchErrors.alreadyWatching();
      const currency = cap?.currency ?? trip.currency;
      const check = await priceOrError(
        () => ({
          place: trip.locationAddress,
          origin: trip.origin ?? homeLabel(trip),
          travellers: trip.travellers,
          nights: daysBetween(trip.tripStart!, trip.tripEnd!),
          currency,
          from: trip.tripStart!,
          to: trip.tripStart!,
          longWeekendsOnly: false,
        }),
        null,
      );
      try {
        return await repository.insert(
          {
            userId,
            tripId: body.tripId,
            maxPerPersonAmount: cap?.amount ?? null,
            currency,
            nextCheckAt: next,
          },
          check,
        );
      } catch (error) {
        if (repository.isAlreadyWatching(error)) throw watchErrors.alreadyWatching();
        throw error;
      }
    }
    const today = deps.today();
    const last = addMonths(today, WATCH_MAX_MONTHS_AHEAD);
    if (body.from < today || body.to > last) throw watchErrors.datesOutOfRange(today, last);
    const place = findNamedPlace(gazetteer, body.place);
    if (!place) throw watchErrors.placeNotFound(body.place);
    const origin = findNamedPlace(gazetteer, body.origin);
    if (!origin) throw watchErrors.originNotFound();
    const watch = {
      place: gazetteer.label(place),
      nights: body.nights,
      travellers: body.travellers,
      origin: gazetteer.label(origin),
      currency: cap?.currency ?? (await repository.homeCurrency(userId)) ?? 'USD',
      from: body.from,
      to: body.to,
      longWeekendsOnly: body.longWeekendsOnly ?? false,
    };
    const check = await priceOrError(() => watch, null);
    return repository.insert(
      {
        userId,
        place: watch.place,
        nights: watch.nights,
        travellers: watch.travellers,
        origin: watch.origin,
        fromDate: watch.from,
        toDate: watch.to,
        longWeekendsOnly: watch.longWeekendsOnly,
        maxPerPersonAmount: cap?.amount ?? null,
        currency: watch.currency,
        nextCheckAt: next,
      },
      check,
    );
  }

  return {
    async list(userId: string): Promise<WatchesList> {
      return { watches: (await repository.list(userId)).map(toWatch) };
    },

    /**
     * Prices the getaway, then stores the watch with that first check in one transaction; the
     * first check is shown, not announced.
     */
    async create(userId: string, body: CreateWatchBody): Promise<Watch> {
      if ((await repository.countOwn(userId)) >= MAX_WATCHES) throw watchErrors.tooMany();
      return toWatch(await requireOwn(userId, await createRecord(userId, body)));
    },

    async remove(userId: string, watchId: string): Promise<Message> {
      if (!(await repository.deleteOwn(userId, watchId))) throw watchNotFound();
      return { msg: 'Watch deleted.' };
    },

    /** "Check now": the job's check, notices included. */
    async checkNow(userId: string, watchId: string): Promise<Watch> {
      if (!(await check(await requireOwn(userId, watchId)))) throw watchNotFound();
      return toWatch(await requireOwn(userId, watchId));
    },

    async history(userId: string, watchId: string): Promise<WatchHistory> {
      const record = await requireOwn(userId, watchId);
      const checks = await repository.history(watchId);
      return {
        currency: record.currency,
        checks: checks.map((row) => ({
          checkedAt: row.checkedAt.toISOString(),
          price: (row.price as WatchPrice | null) ?? null,
          error: row.error,
        })),
      };
    },

    /** The job's check of a watch it claimed; false when the watch is gone. */
    async checkClaimed(watchId: string): Promise<boolean> {
      const record = await repository.findById(watchId);
      return record ? check(record) : false;
    },
  };
}

export type WatchesService = ReturnType<typeof createWatchesService>;
