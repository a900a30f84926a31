import type { DiscoverResult, DiscoverTravel, LongWeekend } from '#shared/contracts/compare';
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
 * One line on why a place is here: the drive, a short direct flight, cheap lodging for the
 * dates, sun, a long weekend; then, when a connection shapes the fare, that.
 */
export function reasonFor(facts: ReasonFacts): string {
  const { estimate, travel, origin, weather, nights, travellers, longWeekend } = facts;
  const { cheapLodgingCents, gateway, advisory } = facts;
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
