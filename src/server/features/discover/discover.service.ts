import type { Discover, DiscoverResult, MoneyRange } from '#shared/contracts/compare';
import { addDays, daysBetween } from '#shared/domain/calendar-date';
import {
  CLIMATE_CREDIT,
  destinationsIn,
  nearestDestination,
  type ClimateDestination,
  type DiscoverRegion,
} from '#server/climate/climate';
import {
  costPlaceFrom,
  createTypicalMonthFinder,
  findNamedPlace,
  lineOf,
  moneyWords,
  postcardUrl,
  sourcesOf,
} from '#server/compare/compare-helpers';
import { rangesOf, scaleRange } from '#server/compare/ranges';
import type { CostPlace, TripEstimate, TripEstimator } from '#server/costs/estimator';
import type { ExchangeRates } from '#server/costs/exchange-rates';
import { badRequest } from '#server/errors';
import { distanceKm, type Gazetteer } from '#server/providers/places/gazetteer';

export interface DiscoverServiceDeps {
  estimateTripCosts: TripEstimator;
  /** The newest exchange rates (the shipped snapshot, or live ones when a provider is on). */
  latestRates: () => Promise<ExchangeRates>;
  gazetteer: Gazetteer;
  /** Today's calendar date on the server, YYYY-MM-DD. */
  today: () => string;
}

export interface DiscoverQuery {
  region: DiscoverRegion;
  tier: '$' | '$$' | '$$$';
  start?: string | undefined;
  end?: string | undefined;
  origin: string;
  travellers: number;
  minDayHighC?: number | undefined;
}

/** "Anywhere" weighs the most populous destinations only, so a search stays well under a second. */
export const ANYWHERE_CANDIDATES = 300;
/** Anytime prices a getaway of this many nights. */
export const ANYTIME_NIGHTS = 4;
/** How many results a tier shows. */
export const DISCOVER_RESULTS = 12;
const TIERS = ['$', '$$', '$$$'] as const;
/** A climate destination and its gazetteer place must be this close to be the same place. */
const SAME_PLACE_KM = 60;
/** Anytime looks this far ahead, in days (52 weeks). */
const ANYTIME_SPAN_DAYS = 364;

const discoverErrors = {
  originNotFound: () => badRequest('We could not find your starting city.', 'origin_not_found'),
  estimateFailed: (message: string) =>
    badRequest(/[.!?]$/.test(message) ? message : `${message}.`, 'estimate_failed'),
};

/** The per diem area a lodging or food line's basis names ("… rate for New York City ($342 …"). */
function perDiemAreaOf(basis: string): string {
  return /per diem .*? rate for (.+?) \(/.exec(basis)?.[1] ?? '';
}

interface Candidate {
  destination: ClimateDestination;
  costPlace: CostPlace;
  label: string;
  imageUrl: string;
  gazetteerId: number;
}

/**
 * The tier of each of `count` options sorted cheapest first: the cheapest third `$`, the middle
 * third `$$`, the dearest third `$$$` (docs/ESTIMATES.md#discover-tiers).
 */
export function tierOfRank(rank: number, count: number): (typeof TIERS)[number] {
  return TIERS[Math.min(2, Math.floor((rank * 3) / Math.max(1, count)))] ?? '$$$';
}

/**
 * Discover: real destinations of a region for a budget tier, ranked by estimated cost per person
 * (docs/ESTIMATES.md#discover-tiers). Candidates are the Sunshine Atlas destinations; each is
 * matched to the gazetteer once and kept, and an Anytime search remembers each place's cheapest
 * window for the day, so only the travel line is estimated afresh for each origin.
 */
export function createDiscoverService(deps: DiscoverServiceDeps) {
  const { gazetteer } = deps;
  const typicalMonth = createTypicalMonthFinder();
  const candidates = new Map<string, Candidate | null>();
  const cheapestStarts = new Map<string, string>();

  function candidateOf(destination: ClimateDestination): Candidate | null {
    const known = candidates.get(destination.iata);
    if (known !== undefined) return known;
    const near = (place: { lat: number; lng: number } | undefined) =>
      place !== undefined && distanceKm(place, destination) <= SAME_PLACE_KM;
    const resolved = gazetteer.resolve({
      city: destination.city,
      country: destination.countryCode,
    });
    const place = near(resolved)
      ? resolved
      : gazetteer
          .search(destination.city, 5)
          .find((found) => found.countryCode === destination.countryCode && near(found));
    const candidate: Candidate | null = place
      ? {
          destination,
          costPlace: costPlaceFrom(gazetteer, place),
          label: gazetteer.label(place),
          imageUrl: postcardUrl(place),
          gazetteerId: place.id,
        }
      : null;
    candidates.set(destination.iata, candidate);
    return candidate;
  }

  const candidatePool = new Map<DiscoverRegion, readonly ClimateDestination[]>();
  function poolOf(region: DiscoverRegion): readonly ClimateDestination[] {
    let pool = candidatePool.get(region);
    if (!pool) {
      pool =
        region === 'anywhere'
          ? [...destinationsIn(region)]
              .sort((a, b) => b.population - a.population || a.iata.localeCompare(b.iata))
              .slice(0, ANYWHERE_CANDIDATES)
          : destinationsIn(region);
      candidatePool.set(region, pool);
    }
    return pool;
  }

  /**
   * The start of a place's cheapest `nights`-night window among the weekly starts of the next 52
   * weeks. Travel costs the same whatever the date, so it is left out; what varies is the per
   * diem area's seasons, so the answer is kept for the day by area (the many places on the
   * standard rate share one). Every fourth week is priced first, then the weeks around the
   * cheapest of them: per diem seasons last a month or more, so a cheaper week cannot hide between.
   */
  function cheapestStart(candidate: Candidate, nights: number, travellers: number, from: string) {
    const priced = (offset: number) =>
      deps.estimateTripCosts({
        destination: candidate.costPlace,
        startDate: addDays(from, offset),
        endDate: addDays(from, offset + nights),
        travellers,
        currency: 'USD',
      });
    const first = priced(0);
    const area = first.lines.map((line) => perDiemAreaOf(line.basis)).join('|');
    const key = `${area || candidate.destination.iata}|${nights}|${travellers}|${from}`;
    const known = cheapestStarts.get(key);
    if (known) return known;
    const priceAt = (offset: number) => rangesOf(priced(offset)).total.mid.amount;
    let best = 0;
    let bestPrice = rangesOf(first).total.mid.amount;
    const consider = (offset: number) => {
      if (offset <= 0 || offset > ANYTIME_SPAN_DAYS) return;
      const price = priceAt(offset);
      if (price < bestPrice) [best, bestPrice] = [offset, price];
    };
    for (let offset = 28; offset <= ANYTIME_SPAN_DAYS; offset += 28) consider(offset);
    const coarse = best;
    for (const weeks of [-3, -2, -1, 1, 2, 3]) consider(coarse + weeks * 7);
    const start = addDays(from, best);
    if (cheapestStarts.size > 50_000) cheapestStarts.clear();
    cheapestStarts.set(key, start);
    return start;
  }

  function reasonFor(
    estimate: TripEstimate,
    total: MoneyRange,
    origin: CostPlace & { lat: number; lng: number },
    destination: ClimateDestination,
    nights: number,
    travellers: number,
  ): string {
    const originCity = origin.label.split(',')[0]?.trim() ?? origin.label;
    const driving = lineOf(estimate, 'driving');
    if (driving) {
      const km = /About (\d+) km/.exec(driving.basis)?.[1];
      return km
        ? `Close enough to drive: about ${km} km of road there and back from ${originCity}`
        : `Close enough to drive from ${originCity}`;
    }
    const airfare = lineOf(estimate, 'airfare');
    const km = distanceKm(origin, destination);
    if (airfare && airfare.mid.amount * 2 >= total.mid.amount) {
      return km > 4_000
        ? 'Long-haul airfare is most of the cost'
        : `Airfare from ${originCity} is most of the cost`;
    }
    if (airfare && km < 1_200) {
      // Cruising at about 800 km/h, plus half an hour for taking off and landing.
      const hours = Math.max(1, Math.round(km / 800 + 0.5));
      return `Short flight: about ${hours} h from ${originCity}`;
    }
    const lodging = lineOf(estimate, 'lodging');
    if (lodging && nights > 0) {
      const rooms = Math.ceil(travellers / 2);
      const perNight = moneyWords(scaleRange(lodging, 1n, BigInt(nights * rooms)).mid);
      return estimate.notes.some((note) => note.includes('standard CONUS rate'))
        ? `Lodging ${perNight} a night, the standard US rate`
        : `Lodging about ${perNight} a night`;
    }
    return 'Food and incidentals are most of the cost';
  }

  return {
    async discover(query: DiscoverQuery): Promise<Discover> {
      const originPlace = findNamedPlace(gazetteer, query.origin);
      if (!originPlace) throw discoverErrors.originNotFound();
      const origin = {
        ...costPlaceFrom(gazetteer, originPlace),
        lat: originPlace.lat,
        lng: originPlace.lng,
      };
      const home = nearestDestination(originPlace.lat, originPlace.lng, SAME_PLACE_KM);
      const rates = await deps.latestRates();
      const from = deps.today();
      const nights =
        query.start && query.end ? daysBetween(query.start, query.end) : ANYTIME_NIGHTS;

      const priced: (DiscoverResult & { estimate: TripEstimate })[] = [];
      for (const destination of poolOf(query.region)) {
        if (destination.iata === home?.iata) continue;
        const candidate = candidateOf(destination);
        if (!candidate || candidate.gazetteerId === originPlace.id) continue;
        const start = query.start ?? cheapestStart(candidate, nights, query.travellers, from);
        const end = query.end ?? addDays(start, nights);
        let estimate: TripEstimate;
        try {
          estimate = deps.estimateTripCosts({
            destination: candidate.costPlace,
            origin,
            startDate: start,
            endDate: end,
            travellers: query.travellers,
            currency: 'USD',
            rates,
          });
        } catch (error) {
          if (error instanceof RangeError) throw discoverErrors.estimateFailed(error.message);
          throw error;
        }
        const { total } = rangesOf(estimate);
        priced.push({
          place: candidate.label,
          start,
          end,
          total,
          perPerson: scaleRange(total, 1n, BigInt(query.travellers)),
          reason: reasonFor(estimate, total, origin, destination, nights, query.travellers),
          weather: typicalMonth(destination, start),
          image_url: candidate.imageUrl,
          estimate,
        });
      }

      priced.sort(
        (a, b) => a.perPerson.mid.amount - b.perPerson.mid.amount || a.place.localeCompare(b.place),
      );
      const inTier = priced.filter((_, rank) => tierOfRank(rank, priced.length) === query.tier);
      const { minDayHighC } = query;
      const warmEnough =
        minDayHighC === undefined
          ? inTier
          : inTier.filter((result) => result.weather && result.weather.dayHighC >= minDayHighC);
      const shown = warmEnough.slice(0, DISCOVER_RESULTS);
      return {
        currency: 'USD',
        results: shown.map(({ estimate: _estimate, ...result }) => result),
        sources: sourcesOf(
          shown.map((result) => result.estimate),
          CLIMATE_CREDIT,
        ),
      };
    },
  };
}

export type DiscoverService = ReturnType<typeof createDiscoverService>;
