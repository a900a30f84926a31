import type {
  CompareDates,
  ComparePlaces,
  CompareTrips,
  DateWindow,
  FareQuote,
  MoneyRange,
  PlaceComparison,
  TripComparison,
} from '#shared/contracts/compare';
import { addDays, daysBetween } from '#shared/domain/calendar-date';
import type { CurrencyCode } from '#shared/domain/money';
import { phrase } from '#shared/contracts/estimate-phrases';
import type { Access } from '#server/access/access';
import { CLIMATE_CREDIT } from '#server/climate/climate';
import {
  airfareRoute,
  costPlaceFrom,
  createTypicalMonthFinder,
  findNamedPlace,
  lineOf,
  moneyWords,
  postcardUrl,
  sourcesOf,
} from '#server/compare/compare-helpers';
import { cheapestIndices, rangesOf, rankRanges } from '#server/compare/ranges';
import { costPlaceOf } from '#server/costs/cost-place';
import type { CostPlace, TripEstimate, TripEstimator } from '#server/costs/estimator';
import { convert, type ExchangeRates } from '#server/costs/exchange-rates';
import { badRequest, tripNotFound } from '#server/errors';
import type { FaresProvider } from '#server/providers/fares/fares-provider';
import type { HolidayCalendar } from '#server/holidays/holidays';
import type { Gazetteer } from '#server/providers/places/gazetteer';
import type { CompareRepository, CompareTrip } from './compare.repository';
import {
  isFlat,
  lodgingPerRoomNight,
  percentOff,
  inWords,
  travelReason,
  whatVaries,
  type Said,
} from './compare.wording';

export interface CompareServiceDeps {
  compareRepository: CompareRepository;
  access: Access;
  estimateTripCosts: TripEstimator;
  /** The newest exchange rates (the shipped snapshot, or live ones when a provider is on). */
  latestRates: () => Promise<ExchangeRates>;
  gazetteer: Gazetteer;
  fares: FaresProvider;
  /** Today's calendar date on the server, YYYY-MM-DD. */
  today: () => string;
  holidays: HolidayCalendar;
}

/** At most this many start dates in one date comparison (a year of days). */
export const MAX_DATE_WINDOWS = 366;
/** Live fares are asked for only the cheapest few options (docs/decisions/013-comparisons.md). */
export const QUOTED_OPTIONS = 3;
const WEEKS_BY_DEFAULT = 52;

const compareErrors = {
  datesRequired: () =>
    badRequest("Add the trip's start and end dates to compare dates.", 'dates_required'),
  placeDatesRequired: () =>
    badRequest("Add the trip's start and end dates to compare places.", 'dates_required'),
  tooManyWindows: () =>
    badRequest(
      `Compare at most ${MAX_DATE_WINDOWS} start dates at once: narrow from and to, or step by week.`,
      'too_many_windows',
    ),
  placeNotFound: (place: string) => badRequest(`We could not find ${place}.`, 'place_not_found'),
  estimateFailed: (message: string) =>
    badRequest(/[.!?]$/.test(message) ? message : `${message}.`, 'estimate_failed'),
};

/** Runs the estimator, turning its refusals (a too-long trip) into a 400. */
function estimateOrRefuse(estimate: () => TripEstimate): TripEstimate {
  try {
    return estimate();
  } catch (error) {
    if (error instanceof RangeError) throw compareErrors.estimateFailed(error.message);
    throw error;
  }
}

/**
 * A trip priced at other dates and places, and a wishlist's trips side by side, all from the
 * shipped estimator (docs/ESTIMATES.md#comparisons). Places are resolved once per request; the
 * estimator is pure, so a year of windows costs no query.
 */
export function createCompareService(deps: CompareServiceDeps) {
  const { compareRepository, access, gazetteer } = deps;
  const typicalMonth = createTypicalMonthFinder();

  async function requireTrip(userId: string, tripId: string): Promise<CompareTrip> {
    await access.requireTrip(userId, tripId, 'read');
    const trip = await compareRepository.findTrip(tripId);
    if (!trip) throw tripNotFound();
    return trip;
  }

  const originLabelOf = (trip: CompareTrip) =>
    trip.origin ?? `${trip.ownerCity}, ${trip.ownerState}, United States`;

  /** Live fares for the cheapest few options, when a fares provider is on; null elsewhere. */
  async function quotesFor(
    options: readonly { estimate: TripEstimate; start: string; end: string; total: MoneyRange }[],
    travellers: number,
  ): Promise<(FareQuote | null)[]> {
    const quotes: (FareQuote | null)[] = options.map(() => null);
    if (deps.fares.adapter === 'estimator' || travellers > 9) return quotes;
    const best = cheapestIndices(
      options.map((option) => option.total),
      QUOTED_OPTIONS,
    );
    await Promise.all(
      best.map(async (index) => {
        const option = options[index];
        const airfare = option && lineOf(option.estimate, 'airfare');
        const route = airfare && airfareRoute(airfare);
        if (!option || !route) return;
        const quote = await deps.fares.quote({
          originIata: route.from,
          destinationIata: route.to,
          departDate: option.start,
          returnDate: option.end,
          adults: travellers,
        });
        if (quote)
          quotes[index] = { total: quote.total, quotedAt: quote.quotedAt, source: quote.source };
      }),
    );
    return quotes;
  }

  return {
    /** The same getaway for each start date from `from` to `to`, every week or every day. */
    async compareDates(
      userId: string,
      tripId: string,
      query: { from?: string | undefined; to?: string | undefined; step: 'week' | 'day' },
    ): Promise<CompareDates> {
      const trip = await requireTrip(userId, tripId);
      if (!trip.tripStart || !trip.tripEnd) throw compareErrors.datesRequired();
      const from = query.from ?? deps.today();
      const to = query.to ?? addDays(from, WEEKS_BY_DEFAULT * 7);
      const stepDays = query.step === 'day' ? 1 : 7;
      const span = daysBetween(from, to);
      if (span < 0) throw badRequest('to cannot be before from.');
      const count = Math.floor(span / stepDays) + 1;
      if (count > MAX_DATE_WINDOWS) throw compareErrors.tooManyWindows();

      const nights = daysBetween(trip.tripStart, trip.tripEnd);
      const rooms = Math.ceil(trip.travellers / 2);
      const destination = costPlaceOf(gazetteer, trip.locationAddress);
      const origin = costPlaceOf(gazetteer, originLabelOf(trip));
      const rates = await deps.latestRates();
      const estimate = (start: string, end: string, travellers = trip.travellers) =>
        estimateOrRefuse(() =>
          deps.estimateTripCosts({
            destination,
            origin,
            startDate: start,
            endDate: end,
            travellers,
            currency: trip.currency,
            rates,
          }),
        );

      // One room for a whole year from `from`: the year's average lodging a night.
      const year = estimate(from, addDays(from, 365), 1);
      const yearAverage = lodgingPerRoomNight(year, 365, 1);

      const options = Array.from({ length: count }, (_, index) => {
        const start = addDays(from, index * stepDays);
        const end = addDays(start, nights);
        const result = estimate(start, end);
        return { start, end, estimate: result, ...rangesOf(result) };
      });
      const flat = isFlat(options);
      // A flat line has no cheapest week: the one rankRanges picks is only about the same.
      const ranks = rankRanges(options.map((option) => option.total)).map((rank) =>
        flat && rank === 'cheapest' ? 'about_the_same' : rank,
      );
      const quotes = await quotesFor(options, trip.travellers);
      const city = trip.locationAddress.split(',')[0]?.trim() ?? trip.locationAddress;

      const perNights = options.map((option) =>
        lodgingPerRoomNight(option.estimate, nights, rooms),
      );
      const lodgingVaries = new Set(perNights.map((perNight) => perNight?.amount)).size > 1;
      const longWeekends = origin.countryCode
        ? deps.holidays.longWeekends(
            origin.countryCode,
            origin.admin1,
            addDays(from, -4),
            addDays(to, nights),
          )
        : [];

      const windows: DateWindow[] = options.map((option, index) => {
        const reasons: Said[] = [];
        const perNight = perNights[index];
        if (perNight && yearAverage && lodgingVaries) {
          const off = percentOff(perNight.amount, yearAverage.amount);
          const average = `the year's average (${moneyWords(yearAverage)})`;
          const values = { city, perNight, average: yearAverage };
          reasons.push(
            Math.abs(off) < 5
              ? {
                  text: `Lodging in ${city} about ${moneyWords(perNight)} a night, near ${average}`,
                  phrase: phrase('reason_lodging_near', values),
                }
              : {
                  text: `Lodging in ${city} about ${moneyWords(perNight)} a night, ${Math.abs(off)}% ${off < 0 ? 'below' : 'above'} ${average}`,
                  phrase: phrase('reason_lodging_off', { ...values, percent: off }),
                },
          );
        }
        reasons.push(...travelReason(option.estimate, trip.travellers));
        const longWeekend = longWeekends.find(
          (weekend) => weekend.start <= option.end && weekend.end >= option.start,
        );
        const words = inWords(reasons);
        return {
          start: option.start,
          end: option.end,
          total: option.total,
          byCategory: option.byCategory,
          reasons: words.text,
          reasonPhrases: words.phrases,
          rank: ranks[index] ?? 'dearer',
          weather: typicalMonth(destination, option.start),
          quote: quotes[index] ?? null,
          holiday: lineOf(option.estimate, 'airfare')?.travel?.holiday ?? null,
          holidayNames: lineOf(option.estimate, 'airfare')?.travel?.holidayNames ?? null,
          longWeekend: longWeekend?.label ?? null,
        };
      });
      const varies = inWords(whatVaries(options, perNights, city, trip.travellers, flat));
      return {
        currency: trip.currency,
        nights,
        windows,
        varies: varies.text,
        variesPhrases: varies.phrases,
        longWeekends: longWeekends.filter(
          (weekend) => weekend.end >= from && weekend.start <= addDays(to, nights),
        ),
        sources: sourcesOf(
          options.slice(0, 1).map((option) => option.estimate),
          CLIMATE_CREDIT,
        ),
      };
    },

    /** The trip's dates, travellers and origin priced at its own place, then at each asked. */
    async comparePlaces(
      userId: string,
      tripId: string,
      places: readonly string[],
    ): Promise<ComparePlaces> {
      const trip = await requireTrip(userId, tripId);
      if (!trip.tripStart || !trip.tripEnd) throw compareErrors.placeDatesRequired();
      const { tripStart, tripEnd } = trip;
      const asked = places.map((text) => {
        const place = findNamedPlace(gazetteer, text);
        if (!place) throw compareErrors.placeNotFound(text);
        return { costPlace: costPlaceFrom(gazetteer, place), imageUrl: postcardUrl(place) };
      });
      const origin = costPlaceOf(gazetteer, originLabelOf(trip));
      const rates = await deps.latestRates();
      const rooms = Math.ceil(trip.travellers / 2);
      const nights = daysBetween(tripStart, tripEnd);
      const candidates: { costPlace: CostPlace; imageUrl: string; isTripPlace: boolean }[] = [
        {
          costPlace: costPlaceOf(gazetteer, trip.locationAddress),
          imageUrl: trip.imageUrl,
          isTripPlace: true,
        },
        ...asked.map((place) => ({ ...place, isTripPlace: false })),
      ];
      const options = candidates.map((candidate) => {
        const estimate = estimateOrRefuse(() =>
          deps.estimateTripCosts({
            destination: candidate.costPlace,
            origin,
            startDate: tripStart,
            endDate: tripEnd,
            travellers: trip.travellers,
            currency: trip.currency,
            rates,
          }),
        );
        return { ...candidate, estimate, start: tripStart, end: tripEnd, ...rangesOf(estimate) };
      });
      const ranks = rankRanges(options.map((option) => option.total));
      const quotes = await quotesFor(options, trip.travellers);
      const result: PlaceComparison[] = options.map((option, index) => {
        const reasons: Said[] = [];
        const perNight = lodgingPerRoomNight(option.estimate, nights, rooms);
        if (perNight)
          reasons.push({
            text: `Lodging about ${moneyWords(perNight)} a night`,
            phrase: phrase('reason_lodging', { perNight }),
          });
        reasons.push(...travelReason(option.estimate, trip.travellers));
        const { notes, notePhrases } = option.estimate;
        notes.forEach((note, at) => {
          const said = notePhrases[at];
          if (!/travel/i.test(note) && said) reasons.push({ text: note, phrase: said });
        });
        const words = inWords(reasons);
        return {
          place: option.isTripPlace ? trip.locationAddress : option.costPlace.label,
          isTripPlace: option.isTripPlace,
          total: option.total,
          byCategory: option.byCategory,
          reasons: words.text,
          reasonPhrases: words.phrases,
          rank: ranks[index] ?? 'dearer',
          weather: typicalMonth(option.costPlace, tripStart),
          quote: quotes[index] ?? null,
          image_url: option.imageUrl,
        };
      });
      return {
        currency: trip.currency,
        places: result,
        sources: sourcesOf(
          options.map((option) => option.estimate),
          CLIMATE_CREDIT,
        ),
      };
    },

    /** A wishlist's trips by planned total or estimate, in the owner's home currency, cheapest first. */
    async compareTrips(userId: string, wishlistId: string): Promise<CompareTrips> {
      await access.requireWishlist(userId, wishlistId);
      const trips = await compareRepository.listWishlistTrips(wishlistId);
      const rates = await deps.latestRates();
      const currency: CurrencyCode =
        (await compareRepository.findHomeCurrency(userId)) ?? trips[0]?.ownerHomeCurrency ?? 'USD';
      const compared: TripComparison[] = trips.map((trip) => {
        const planned =
          trip.plannedTotal === null
            ? null
            : trip.currency === currency
              ? { amount: trip.plannedTotal, currency }
              : convert({ amount: trip.plannedTotal, currency: trip.currency }, currency, rates)
                  .money;
        let total: MoneyRange | null = null;
        if (trip.tripStart && trip.tripEnd) {
          try {
            total = rangesOf(
              deps.estimateTripCosts({
                destination: costPlaceOf(gazetteer, trip.locationAddress),
                origin: costPlaceOf(gazetteer, originLabelOf(trip)),
                startDate: trip.tripStart,
                endDate: trip.tripEnd,
                travellers: trip.travellers,
                currency,
                rates,
              }),
            ).total;
          } catch (error) {
            if (!(error instanceof RangeError)) throw error;
          }
        }
        return {
          _id: trip.id,
          location_address: trip.locationAddress,
          trip_start: trip.tripStart,
          trip_end: trip.tripEnd,
          total,
          planned,
          basis: planned ? 'planned' : total ? 'estimate' : 'none',
        };
      });
      // Trips with nothing to compare go last, in their list order (the sort is stable).
      const sortKey = (trip: TripComparison) => trip.planned?.amount ?? trip.total?.mid.amount;
      compared.sort((a, b) => {
        const [x, y] = [sortKey(a), sortKey(b)];
        if (x === undefined || y === undefined)
          return (x === undefined ? 1 : 0) - (y === undefined ? 1 : 0);
        return x - y;
      });
      return { currency, trips: compared };
    },
  };
}

export type CompareService = ReturnType<typeof createCompareService>;
