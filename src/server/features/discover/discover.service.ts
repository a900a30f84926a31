import type {
  Discover,
  DiscoverKind,
  DiscoverResult,
  DiscoverTravel,
  LongWeekend,
} from '#shared/contracts/compare';
import { addDays, daysBetween } from '#shared/domain/calendar-date';
import {
  CLIMATE_CREDIT,
  destinationsIn,
  listDestinations,
  monthsBetween,
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
import { costData } from '#server/costs/cost-data';
import type {
  CostPlace,
  EstimatedTravel,
  TripEstimate,
  TripEstimator,
} from '#server/costs/estimator';
import { directRoutesFrom } from '#server/costs/route-data';
import type { HolidayCalendar } from '#server/holidays/holidays';
import type { ExchangeRates } from '#server/costs/exchange-rates';
import { badRequest } from '#server/errors';
import { distanceKm, type Gazetteer } from '#server/providers/places/gazetteer';
import { roadKm as kmOfRoad } from '#server/costs/road';
import type { GatewaySight } from '#server/sights/sights';
import {
  beachMonths,
  gatewayOf,
  getawayKinds,
  isRecognisedGetaway,
  needsOwnLodgingRate,
  offeredKinds,
} from './getaway-kinds';
import {
  ADVISORIES_CREDIT,
  advisoryFor,
  advisoryWords,
  type TravelAdvisory,
} from './travel-advisories';

export interface DiscoverServiceDeps {
  estimateTripCosts: TripEstimator;
  /** The newest exchange rates (the shipped snapshot, or live ones when a provider is on). */
  latestRates: () => Promise<ExchangeRates>;
  gazetteer: Gazetteer;
  /** Today's calendar date on the server, YYYY-MM-DD. */
  today: () => string;
  holidays: HolidayCalendar;
}

export interface DiscoverQuery {
  region: DiscoverRegion;
  tier: '$' | '$$' | '$$$';
  start?: string | undefined;
  end?: string | undefined;
  origin: string;
  travellers: number;
  minDayHighC?: number | undefined;
  kind?: DiscoverKind | undefined;
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
/**
 * Anytime offers no trip that starts sooner than this, in days: a traveller needs time to book
 * and take the days off, and with no season to choose by, the first window would be today.
 */
export const ANYTIME_LEAD_DAYS = 14;
/** How many of the traveller's next long weekends Anytime offers. */
const LONG_WEEKENDS_OFFERED = 4;
/** A day's drive, one way, in km of road: about 8 hours at 80 km/h. */
const DAY_DRIVE_KM = 640;
/** Any night will do to ask which per diem area a place falls in: areas do not change by date. */
const RATE_PROBE_DATES = { start: '2026-01-05', end: '2026-01-06' };

const DRIVING_KMH = 80;
/** A getaway has at most this many changes of plane each way; two is a journey. */
const MAX_CONNECTIONS = 1;
/** Airports with scheduled passenger service (OurAirports). */
/** A city break this close to a bigger one is its suburb (Mesa by Phoenix), not a trip of its own. */
const SUBURB_KM = 40;

/** Every destination, most populous first, for "Anywhere". */
const byPopulation = [...listDestinations()].sort(
  (a, b) => b.population - a.population || a.iata.localeCompare(b.iata),
);

/** City breaks, biggest first, to find each one's bigger neighbour. */
const cityBreaks = listDestinations()
  .filter((destination) => getawayKinds(destination)[0] === 'city')
  .sort((a, b) => b.population - a.population);

function isSuburb(destination: ClimateDestination): boolean {
  if (getawayKinds(destination)[0] !== 'city') return false;
  return cityBreaks.some(
    (bigger) =>
      bigger.population > destination.population &&
      bigger.iata !== destination.iata &&
      distanceKm(bigger, destination) <= SUBURB_KM,
  );
}

const scheduledAirports = new Set(costData.airports.map((airport) => airport.iata));

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
  kinds: readonly DiscoverKind[];
  /** The sight a small town is the gateway to; null for a getaway in its own right. */
  gateway: GatewaySight | null;
  /** Its own airport has scheduled flights; otherwise it is only a drive. */
  hasAirport: boolean;
  costPlace: CostPlace;
  label: string;
  imageUrl: string;
  gazetteerId: number;
  location: { lat: number; lng: number };
  /** A level 3 advisory over the place ("Reconsider travel"); level 4 places are no candidates. */
  advisory: TravelAdvisory | undefined;
  /** The months with beach weather there (a typical day high of 20 °C or more). */
  beachMonths: ReadonlySet<number>;
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
    const kinds = place ? offeredKinds(destination, place) : [];
    const advisory = place ? advisoryFor(place) : undefined;
    const costPlace = place ? costPlaceFrom(gazetteer, place) : undefined;
    const recognised =
      costPlace !== undefined &&
      kinds.length > 0 &&
      // Never a place under "Do not travel" (US level 4, or the UK's "all travel").
      advisory?.level !== 4 &&
      !isSuburb(destination) &&
      isRecognisedGetaway(
        destination,
        directRoutesFrom(destination.iata),
        needsOwnLodgingRate(destination) && hasOwnLodgingRate(costPlace),
      );
    const candidate: Candidate | null =
      place && costPlace && recognised
        ? {
            destination,
            kinds,
            gateway: gatewayOf(destination),
            hasAirport: scheduledAirports.has(destination.iata),
            costPlace,
            label: gazetteer.label(place),
            imageUrl: postcardUrl(place),
            gazetteerId: place.id,
            location: { lat: place.lat, lng: place.lng },
            advisory,
            beachMonths: beachMonths(destination),
          }
        : null;
    candidates.set(destination.iata, candidate);
    return candidate;
  }

  /** Whether the place has a per diem lodging rate of its own, not its region's catch-all. */
  function hasOwnLodgingRate(costPlace: CostPlace): boolean {
    const { lodgingArea } = deps.estimateTripCosts({
      destination: costPlace,
      startDate: RATE_PROBE_DATES.start,
      endDate: RATE_PROBE_DATES.end,
      travellers: 1,
      currency: 'USD',
    });
    return lodgingArea !== null && !lodgingArea.isCatchAll;
  }

  const candidatePool = new Map<string, readonly ClimateDestination[]>();
  /** The most populous first, matched one by one until ANYWHERE_CANDIDATES are offered. */
  function anywherePool(kind: DiscoverKind | undefined): ClimateDestination[] {
    const pool: ClimateDestination[] = [];
    for (const destination of byPopulation) {
      if (kind && !getawayKinds(destination).includes(kind)) continue;
      const candidate = candidateOf(destination);
      if (candidate && (!kind || candidate.kinds.includes(kind))) pool.push(destination);
      if (pool.length === ANYWHERE_CANDIDATES) break;
    }
    return pool;
  }
  /**
   * The destinations a search weighs: the region's; for "Anywhere" the ANYWHERE_CANDIDATES most
   * populous of those Discover offers for the kind asked (any kind without one), so a beach
   * search weighs resorts rather than big cities with no beach to go for.
   */
  function poolOf(
    region: DiscoverRegion,
    kind: DiscoverKind | undefined,
  ): readonly ClimateDestination[] {
    const key = region === 'anywhere' ? `${region}|${kind ?? ''}` : region;
    let pool = candidatePool.get(key);
    if (!pool) {
      pool = region === 'anywhere' ? anywherePool(kind) : destinationsIn(region);
      candidatePool.set(key, pool);
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
  function cheapestStart(
    candidate: Candidate,
    nights: number,
    travellers: number,
    from: string,
    months?: ReadonlySet<number>,
  ): string | undefined {
    const priced = (offset: number) =>
      deps.estimateTripCosts({
        destination: candidate.costPlace,
        startDate: addDays(from, offset),
        endDate: addDays(from, offset + nights),
        travellers,
        currency: 'USD',
      });
    const first = priced(ANYTIME_LEAD_DAYS);
    const area = first.lines.map((line) => perDiemAreaOf(line.basis)).join('|');
    // Beach weather is the destination's own, so a window kept to warm months is kept by place.
    const place = months ? `${candidate.destination.iata}:${[...months].join(',')}` : '';
    const key = `${area || candidate.destination.iata}|${place}|${nights}|${travellers}|${from}`;
    const known = cheapestStarts.get(key);
    if (known !== undefined) return known || undefined;
    // A window counts when every month it touches is allowed (all months without `months`).
    const allowed = (offset: number) =>
      !months ||
      monthsBetween(addDays(from, offset), addDays(from, offset + nights)).every((month) =>
        months.has(month),
      );
    let best = -1;
    let bestPrice = Infinity;
    const consider = (offset: number) => {
      if (offset < ANYTIME_LEAD_DAYS || offset > ANYTIME_SPAN_DAYS || !allowed(offset)) return;
      const price =
        offset === ANYTIME_LEAD_DAYS
          ? rangesOf(first).total.mid.amount
          : rangesOf(priced(offset)).total.mid.amount;
      if (price < bestPrice) [best, bestPrice] = [offset, price];
    };
    for (let offset = ANYTIME_LEAD_DAYS; offset <= ANYTIME_SPAN_DAYS; offset += 28)
      consider(offset);
    // A short warm season can fall between the four-weekly starts: then try every week.
    if (best === -1 && months)
      for (let offset = ANYTIME_LEAD_DAYS + 7; offset <= ANYTIME_SPAN_DAYS; offset += 7)
        consider(offset);
    if (best !== -1) {
      const coarse = best;
      for (const weeks of [-3, -2, -1, 1, 2, 3]) consider(coarse + weeks * 7);
    }
    const start = best === -1 ? '' : addDays(from, best);
    if (cheapestStarts.size > 50_000) cheapestStarts.clear();
    cheapestStarts.set(key, start);
    return start || undefined;
  }

  /** Travel to a result, as its card tells it: the route flown or the drive, and the hours. */
  function travelOf(estimate: TripEstimate): DiscoverTravel {
    const travel = travelLineOf(estimate)?.travel;
    if (!travel || travel.mode === 'drive') {
      const km = travel?.km ?? 0;
      return {
        mode: 'drive',
        route: null,
        connections: 0,
        hours: Math.max(1, Math.round(km / DRIVING_KMH)),
      };
    }
    // Cruising at about 800 km/h, half an hour a leg for taking off and landing, and an hour and
    // a half for each change of plane.
    const legs = travel.connections + 1;
    const hours = travel.km / 800 + legs * 0.5 + travel.connections * 1.5;
    return {
      mode: 'fly',
      route: travel.airports.join('–'),
      connections: travel.connections,
      hours: Math.max(1, Math.round(hours)),
    };
  }

  /**
   * One line on why a place is here: the drive, a short direct flight, cheap lodging for the
   * dates, sun, a long weekend; then, when a connection shapes the fare, that.
   */
  function reasonFor(
    estimate: TripEstimate,
    travel: DiscoverTravel,
    origin: CostPlace,
    weather: DiscoverResult['weather'],
    nights: number,
    travellers: number,
    longWeekend: LongWeekend | undefined,
    cheapLodgingCents: number,
    gateway: GatewaySight | null,
    advisory: TravelAdvisory | undefined,
  ): string {
    const originCity = origin.label.split(',')[0]?.trim() ?? origin.label;
    const parts: string[] = [];
    // The government's word comes first: "Reconsider travel: US State Department Level 3 for …".
    if (advisory) parts.push(advisoryWords(advisory));
    if (gateway) parts.push(`the gateway to ${gateway.name}`);
    if (travel.mode === 'drive') parts.push(`Drive about ${travel.hours} h from ${originCity}`);
    else if (travel.connections === 0 && travel.hours <= 3)
      parts.push(`Short direct flight: about ${travel.hours} h from ${originCity}`);
    const lodging = lineOf(estimate, 'lodging');
    if (lodging && nights > 0) {
      const perNight = scaleRange(lodging, 1n, BigInt(nights * Math.ceil(travellers / 2))).mid;
      if (perNight.amount <= cheapLodgingCents)
        parts.push(`cheap lodging for the dates, about ${moneyWords(perNight)} a night`);
    }
    if (weather && weather.sunshineScore >= 70) parts.push(`sunny then, ${weather.dayHighC} °C`);
    if (longWeekend) parts.push(longWeekend.label);
    if (parts.length === (advisory ? 1 : 0)) {
      const airfare = lineOf(estimate, 'airfare');
      const total = rangesOf(estimate).total.mid.amount;
      parts.push(
        airfare && airfare.mid.amount * 2 >= total
          ? `Airfare from ${originCity} is most of the cost`
          : 'Lodging and food are most of the cost',
      );
    }
    const airfare = lineOf(estimate, 'airfare');
    if (airfare?.travel && travel.connections > 0) {
      const via = airfare.travel.airports.slice(1, -1).join(' and ');
      parts.push(`the fare includes a connection via ${via}`);
    }
    // Our own phrases start in capitals for a line of their own; after the advisory they run on.
    const line = parts
      .map((part, index) =>
        index > 0 && /^(Drive|Short|Lodging|Airfare) /.test(part)
          ? part.charAt(0).toLowerCase() + part.slice(1)
          : part,
      )
      .join('; ');
    return line.charAt(0).toUpperCase() + line.slice(1);
  }

  /** The traveller's long weekends in the next 52 weeks, in the origin's country and state. */
  function longWeekendsFrom(origin: CostPlace, from: string): LongWeekend[] {
    if (!origin.countryCode) return [];
    return deps.holidays
      .longWeekends(
        origin.countryCode,
        origin.admin1,
        addDays(from, 1),
        addDays(from, ANYTIME_SPAN_DAYS),
      )
      .slice(0, LONG_WEEKENDS_OFFERED);
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
      const isAnytime = !(query.start && query.end);
      const nights =
        query.start && query.end ? daysBetween(query.start, query.end) : ANYTIME_NIGHTS;
      const longWeekends = isAnytime ? longWeekendsFrom(origin, from) : [];
      const nextLongWeekend = longWeekends[0];
      const estimateFor = (
        candidate: Candidate,
        start: string,
        end: string,
        travelMode: 'auto' | 'drive',
      ) => {
        try {
          return deps.estimateTripCosts({
            destination: candidate.costPlace,
            origin,
            startDate: start,
            endDate: end,
            travellers: query.travellers,
            currency: 'USD',
            rates,
            travelMode,
          });
        } catch (error) {
          if (error instanceof RangeError) throw discoverErrors.estimateFailed(error.message);
          throw error;
        }
      };

      const priced: (Omit<DiscoverResult, 'reason'> & {
        estimate: TripEstimate;
        candidate: Candidate;
      })[] = [];
      const seen = new Set<number>();
      for (const destination of poolOf(query.region, query.kind)) {
        if (destination.iata === home?.iata) continue;
        const candidate = candidateOf(destination);
        if (!candidate || candidate.gazetteerId === originPlace.id) continue;
        if (query.kind && !candidate.kinds.includes(query.kind)) continue;
        const kind = query.kind ?? candidate.kinds[0] ?? 'city';
        // A beach pick needs beach weather for every month of its dates; Anytime looks among those.
        const warmMonths = kind === 'beach' ? candidate.beachMonths : undefined;
        if (
          warmMonths &&
          query.start &&
          query.end &&
          !monthsBetween(query.start, query.end).every((month) => warmMonths.has(month))
        )
          continue;
        // One result per city: a second airport of the same place adds nothing.
        if (seen.has(candidate.gazetteerId)) continue;
        const roadKm = kmOfRoad(distanceKm(origin, destination));
        const isDayDrive = roadKm <= DAY_DRIVE_KM;
        if (!candidate.hasAirport && !isDayDrive) continue;
        const start =
          query.start ?? cheapestStart(candidate, nights, query.travellers, from, warmMonths);
        if (start === undefined) continue;
        const end = query.end ?? addDays(start, nights);
        let travelMode: 'auto' | 'drive' = candidate.hasAirport ? 'auto' : 'drive';
        let estimate = estimateFor(candidate, start, end, travelMode);
        const connections = travelLineOf(estimate)?.travel?.connections ?? 0;
        if (connections > MAX_CONNECTIONS) {
          // Two changes of plane is a journey, not a getaway; unless it is a day's drive.
          if (!isDayDrive) continue;
          travelMode = 'drive';
          estimate = estimateFor(candidate, start, end, travelMode);
        }
        seen.add(candidate.gazetteerId);
        const { total } = rangesOf(estimate);
        let longWeekend: DiscoverResult['longWeekend'] = null;
        if (nextLongWeekend) {
          const weekend = rangesOf(
            estimateFor(candidate, nextLongWeekend.start, nextLongWeekend.end, travelMode),
          ).total;
          longWeekend = {
            label: nextLongWeekend.label,
            start: nextLongWeekend.start,
            end: nextLongWeekend.end,
            total: weekend,
            perPerson: scaleRange(weekend, 1n, BigInt(query.travellers)),
          };
        }
        priced.push({
          place: candidate.label,
          kind,
          start,
          end,
          total,
          perPerson: scaleRange(total, 1n, BigInt(query.travellers)),
          travel: travelOf(estimate),
          weather: typicalMonth(destination, start),
          image_url: candidate.imageUrl,
          location: candidate.location,
          longWeekend,
          estimate,
          candidate,
        });
      }

      priced.sort(
        (a, b) => a.perPerson.mid.amount - b.perPerson.mid.amount || a.place.localeCompare(b.place),
      );
      // "Cheap lodging" means among the cheapest third of the search's nightly rates.
      const nightly = priced
        .map((result) => lineOf(result.estimate, 'lodging')?.mid.amount)
        .filter((amount): amount is number => amount !== undefined)
        .sort((a, b) => a - b);
      const cheapLodging =
        nights > 0 && nightly.length > 0
          ? (nightly[Math.floor(nightly.length / 3)] ?? 0) /
            (nights * Math.ceil(query.travellers / 2))
          : 0;
      const inTier = priced.filter((_, rank) => tierOfRank(rank, priced.length) === query.tier);
      const { minDayHighC } = query;
      const warmEnough =
        minDayHighC === undefined
          ? inTier
          : inTier.filter((result) => result.weather && result.weather.dayHighC >= minDayHighC);
      const shown = warmEnough.slice(0, DISCOVER_RESULTS);
      // The long weekends the results' dates may touch: the next ones, or those around the dates.
      const nearWeekends =
        query.start && query.end && origin.countryCode
          ? deps.holidays.longWeekends(
              origin.countryCode,
              origin.admin1,
              addDays(query.start, -4),
              query.end,
            )
          : longWeekends;
      const weekendOf = (start: string, end: string) =>
        nearWeekends.find((weekend) => weekend.start <= end && weekend.end >= start);
      return {
        currency: 'USD',
        results: shown.map(({ estimate, candidate, ...result }) => ({
          ...result,
          reason: reasonFor(
            estimate,
            result.travel,
            origin,
            result.weather,
            nights,
            query.travellers,
            weekendOf(result.start, result.end),
            cheapLodging,
            candidate.gateway,
            candidate.advisory,
          ),
        })),
        longWeekends,
        sources: [
          ...sourcesOf(
            shown.map((result) => result.estimate),
            CLIMATE_CREDIT,
          ),
          ADVISORIES_CREDIT,
          ...new Set(shown.flatMap(({ candidate }) => candidate.gateway?.credit ?? [])),
        ],
      };
    },
  };
}

/** The line that takes the travellers there: the flight, else the drive. */
function travelLineOf(estimate: TripEstimate): { travel?: EstimatedTravel } | undefined {
  return lineOf(estimate, 'airfare') ?? lineOf(estimate, 'driving');
}

export type DiscoverService = ReturnType<typeof createDiscoverService>;
