import type {
  DiscoverReason,
  DiscoverResult,
  DiscoverTravel,
  LongWeekend,
} from '#shared/contracts/compare';
import { lineOf, moneyWords } from '#server/compare/compare-helpers';
import { rangesOf, scaleRange } from '#server/compare/ranges';
import type { CostPlace, EstimatedTravel, TripEstimate } from '#server/costs/estimator';
import type { GatewaySight } from '#server/sights/sights';
import { advisoryWords, type TravelAdvisory } from './travel-advisories';

const DRIVING_KMH = 80;

/** The line that takes the travellers there: the flight, else the drive. */
export function travelLineOf(estimate: TripEstimate): { travel?: EstimatedTravel } | undefined {
  return lineOf(estimate, 'airfare') ?? lineOf(estimate, 'driving');
}

/** Travel to a result, as its card tells it: the route flown or the drive, and the hours. */
export function travelOf(estimate: TripEstimate): DiscoverTravel {
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

/** What a result's reason is made from. */
export interface ReasonFacts {
  estimate: TripEstimate;
  travel: DiscoverTravel;
  origin: CostPlace;
  weather: DiscoverResult['weather'];
  nights: number;
  travellers: number;
  longWeekend: LongWeekend | undefined;
  /** A night's lodging at or under this, in cents, is "cheap lodging for the dates". */
  cheapLodgingCents: number;
  gateway: GatewaySight | null;
  advisory: TravelAdvisory | undefined;
}

/**
 * Why a place is here, part by part: the advisory, the gateway, the drive or a short direct
 * flight, cheap lodging for the dates, sun, a long weekend (else what most of the cost is); then,
 * when a connection shapes the fare, that.
 */
export function reasonPartsFor(facts: ReasonFacts): DiscoverReason[] {
  const { estimate, travel, origin, weather, nights, travellers, longWeekend } = facts;
  const { cheapLodgingCents, gateway, advisory } = facts;
  const from = origin.label.split(',')[0]?.trim() ?? origin.label;
  const parts: DiscoverReason[] = [];
  // The government's word comes first: "Reconsider travel: US State Department Level 3 for …".
  if (advisory) parts.push({ code: 'advisory', ...advisory });
  if (gateway) parts.push({ code: 'gateway', sight: gateway.name });
  if (travel.mode === 'drive') parts.push({ code: 'drive', hours: travel.hours, from });
  else if (travel.connections === 0 && travel.hours <= 3)
    parts.push({ code: 'short_flight', hours: travel.hours, from });
  const lodging = lineOf(estimate, 'lodging');
  if (lodging && nights > 0) {
    const perNight = scaleRange(lodging, 1n, BigInt(nights * Math.ceil(travellers / 2))).mid;
    if (perNight.amount <= cheapLodgingCents) parts.push({ code: 'cheap_lodging', perNight });
  }
  if (weather && weather.sunshineScore >= 70) {
    parts.push({ code: 'sunny', dayHighC: weather.dayHighC });
  }
  if (longWeekend) {
    const { name, label, start, end } = longWeekend;
    parts.push({ code: 'long_weekend', name, label, start, end });
  }
  if (parts.length === (advisory ? 1 : 0)) {
    const airfare = lineOf(estimate, 'airfare');
    const total = rangesOf(estimate).total.mid.amount;
    parts.push(
      airfare && airfare.mid.amount * 2 >= total
        ? { code: 'airfare_most', from }
        : { code: 'lodging_food_most' },
    );
  }
  const airfare = lineOf(estimate, 'airfare');
  if (airfare?.travel && travel.connections > 0) {
    parts.push({ code: 'connection', via: airfare.travel.airports.slice(1, -1) });
  }
  return parts;
}

/** A part in English, as it reads at the start of the line. */
function englishPart(part: DiscoverReason): string {
  switch (part.code) {
    case 'advisory':
      return advisoryWords(part);
    case 'gateway':
      return `the gateway to ${part.sight}`;
    case 'drive':
      return `Drive about ${part.hours} h from ${part.from}`;
    case 'short_flight':
      return `Short direct flight: about ${part.hours} h from ${part.from}`;
    case 'cheap_lodging':
      return `cheap lodging for the dates, about ${moneyWords(part.perNight)} a night`;
    case 'sunny':
      return `sunny then, ${part.dayHighC} °C`;
    case 'long_weekend':
      return part.label;
    case 'airfare_most':
      return `Airfare from ${part.from} is most of the cost`;
    case 'lodging_food_most':
      return 'Lodging and food are most of the cost';
    case 'connection':
      return `the fare includes a connection via ${part.via.join(' and ')}`;
  }
}

/** The reason's parts as one English line: "Short direct flight: …; sunny then, 24 °C". */
export function reasonWords(parts: readonly DiscoverReason[]): string {
  // Our own phrases start in capitals for a line of their own; after the advisory they run on.
  const line = parts
    .map(englishPart)
    .map((part, index) =>
      index > 0 && /^(Drive|Short|Lodging|Airfare) /.test(part)
        ? part.charAt(0).toLowerCase() + part.slice(1)
        : part,
    )
    .join('; ');
  return line.charAt(0).toUpperCase() + line.slice(1);
}
