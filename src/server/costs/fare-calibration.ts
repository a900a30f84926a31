import { distanceKm } from '../providers/places/gazetteer';
import type {
  AirportPoint,
  FareErrorBySize,
  FareModel,
  FareParams,
  RouteData,
} from './cost-data-types';
import {
  baseFareCents,
  createItineraryFinder,
  createRouteIndex,
  fareTerms,
  type Itinerary,
} from './fare-model';

/**
 * Fits the route-aware fare model (`fare-model.ts`) to the BTS average fare of each US airport,
 * and measures it honestly: each airport's error is the model's with that airport left out of the
 * fit (docs/ESTIMATES.md#airfare). Runs at build time (`npm run build:cost-data`).
 *
 * BTS averages every itinerary that starts at an airport, whatever its destination, so an
 * airport's modelled average is the mean fare of its routes to the 50 busiest airports: a stand-in
 * for where its travellers go. The fare is linear in the level and the connection premium, which
 * are fitted; the feeder share and the competition exponent are chosen from a few values by the
 * leave-one-out error.
 */

/** The busiest airports by BTS passenger rank: where "a typical trip" from an airport goes. */
const HUB_COUNT = 50;
/** Assumed, not fitted: the data cannot tell how fares grow with distance (see the docs). */
const DISTANCE_EXPONENT_PER_MILLE = 400;
/** Chosen by the leave-one-out error: the data cannot fit them jointly with the level. */
const COMPETITION_EXPONENTS_TRIED = [0, 100, 200, 300];
const FEEDER_SHARES_TRIED = [0, 250, 500];
/** An origin airport's own factor is kept within these bounds (per mille). */
const ORIGIN_FACTOR_BOUNDS = [500, 2000] as const;
/** Within two days of a public holiday, a fare carries the premium: a rule of thumb. */
const HOLIDAY_WINDOW_DAYS = 2;
const HOLIDAY_PREMIUM_PER_MILLE = 200;

export interface BtsSample {
  airport: AirportPoint;
  fareCents: number;
  rank: number;
}

/** An airport's mean fare terms over its routes to the hubs, before the level and premium. */
interface Basis {
  sample: BtsSample;
  journey: number;
  connections: number;
}

export function calibrateFareModel(
  samples: readonly BtsSample[],
  airports: readonly AirportPoint[],
  routeData: RouteData,
  nationalAverageCents: number,
): FareModel {
  const routes = createRouteIndex(routeData.routes);
  const findItinerary = createItineraryFinder(airports, routes);
  const hubs = [...samples]
    .sort((a, b) => a.rank - b.rank)
    .slice(0, HUB_COUNT)
    .map((sample) => sample.airport);
  const meanHubKm = (airport: AirportPoint) => {
    const others = hubs.filter((hub) => hub.iata !== airport.iata);
    return others.reduce((total, hub) => total + distanceKm(airport, hub), 0) / others.length;
  };
  const typicalKm = Math.round(median(samples.map((sample) => meanHubKm(sample.airport))));
  // Routes are chosen without fares, so each airport's itineraries are found once.
  const itineraries = new Map<string, Itinerary[]>(
    samples.map((sample) => [
      sample.airport.iata,
      hubs
        .filter((hub) => hub.iata !== sample.airport.iata)
        .map((hub) => findItinerary(sample.airport, hub)),
    ]),
  );

  let best: { params: FareParams; errors: number[] } | undefined;
  for (const competition of COMPETITION_EXPONENTS_TRIED) {
    for (const feederShare of FEEDER_SHARES_TRIED) {
      const shape: FareParams = {
        levelCents: 1,
        typicalKm,
        exponentPerMille: DISTANCE_EXPONENT_PER_MILLE,
        feederSharePerMille: feederShare,
        connectionPremiumCents: 0,
        competitionExponentPerMille: competition,
      };
      const bases: Basis[] = samples.map((sample) => {
        const terms = (itineraries.get(sample.airport.iata) ?? []).map((itinerary) =>
          fareTerms(itinerary, shape),
        );
        const mean = (pick: (term: (typeof terms)[number]) => number) =>
          terms.reduce((total, term) => total + pick(term), 0) / Math.max(1, terms.length);
        return {
          sample,
          journey: mean((term) => term.trunk + (term.feeders * feederShare) / 1000),
          connections: mean((term) => term.connections),
        };
      });
      const errors = bases.map((basis, index) => {
        const fit = fitTerms(bases.filter((_, other) => other !== index));
        return Math.abs(predict(fit, basis) - basis.sample.fareCents) / basis.sample.fareCents;
      });
      if (!best || median(errors) < median(best.errors)) {
        const fit = fitTerms(bases);
        best = {
          params: {
            ...shape,
            levelCents: Math.round(fit.level),
            connectionPremiumCents: Math.round(fit.premium),
          },
          errors,
        };
      }
    }
  }
  if (!best) throw new Error('No fare model fitted');
  const { params, errors } = best;

  // Each BTS airport's own level over the full fit's: what the data knows of that airport.
  const originFactorsPerMille: Record<string, number> = {};
  const [minFactor, maxFactor] = ORIGIN_FACTOR_BOUNDS;
  for (const sample of samples) {
    const routesFrom = itineraries.get(sample.airport.iata) ?? [];
    const modelled =
      routesFrom.reduce((total, itinerary) => total + baseFareCents(itinerary, params), 0) /
      Math.max(1, routesFrom.length);
    const factor = Math.round((sample.fareCents / modelled) * 1000);
    originFactorsPerMille[sample.airport.iata] = Math.min(maxFactor, Math.max(minFactor, factor));
  }

  // The curve the estimator used before routes: the national average scaled by distance alone.
  const distanceOnlyErrors = samples.map((sample) => {
    const curve =
      nationalAverageCents *
      (meanHubKm(sample.airport) / typicalKm) ** (DISTANCE_EXPONENT_PER_MILLE / 1000);
    return Math.abs(curve - sample.fareCents) / sample.fareCents;
  });

  return {
    params,
    originFactorsPerMille,
    holidayWindowDays: HOLIDAY_WINDOW_DAYS,
    holidayPremiumPerMille: HOLIDAY_PREMIUM_PER_MILLE,
    calibration: {
      leaveOneOut: (['large', 'medium', 'all'] as const).map((size) =>
        errorsBySize(samples, errors, size),
      ),
      distanceOnly: errorsBySize(samples, distanceOnlyErrors, 'all'),
    },
  };
}

interface TermFit {
  level: number;
  premium: number;
}

function predict(fit: TermFit, basis: Basis): number {
  return fit.level * basis.journey + fit.premium * basis.connections;
}

/**
 * The level and the connection premium that minimise the absolute relative error (iteratively
 * reweighted least squares): the BTS file mixes one-way tickets into its averages, so airports
 * served mostly by low-cost airlines read far below any route model, and a squared-error fit
 * would chase them. A negative premium would make a connection cheaper, so it is held at zero.
 */
function fitTerms(bases: readonly Basis[]): TermFit {
  let weights = bases.map(() => 1);
  let fit: TermFit = { level: 0, premium: 0 };
  for (let round = 0; round < 30; round++) {
    const rows = bases.map((basis, index) => ({
      x: [basis.journey, basis.connections].map((value) => value / basis.sample.fareCents),
      y: 1,
      weight: weights[index] ?? 1,
    }));
    const [level = 0, premium = 0] = leastSquares(rows, 2);
    fit = premium >= 0 ? { level, premium } : { level: leastSquares(rows, 1)[0] ?? 0, premium: 0 };
    weights = bases.map(
      (basis) => 1 / Math.max(Math.abs(predict(fit, basis) / basis.sample.fareCents - 1), 0.02),
    );
  }
  return fit;
}

/** Solves the normal equations of a small linear least-squares problem by Gaussian elimination. */
function leastSquares(
  rows: readonly { x: number[]; y: number; weight: number }[],
  size: number,
): number[] {
  const matrix = Array.from({ length: size }, () => new Array<number>(size + 1).fill(0));
  for (const { x, y, weight } of rows) {
    for (let i = 0; i < size; i++) {
      for (let j = 0; j < size; j++) matrix[i]![j]! += weight * x[i]! * x[j]!;
      matrix[i]![size]! += weight * x[i]! * y;
    }
  }
  for (let column = 0; column < size; column++) {
    let pivot = column;
    for (let row = column + 1; row < size; row++)
      if (Math.abs(matrix[row]![column]!) > Math.abs(matrix[pivot]![column]!)) pivot = row;
    [matrix[column], matrix[pivot]] = [matrix[pivot]!, matrix[column]!];
    const lead = matrix[column]![column]!;
    if (lead === 0) continue;
    for (let row = 0; row < size; row++) {
      if (row === column) continue;
      const factor = matrix[row]![column]! / lead;
      for (let j = column; j <= size; j++) matrix[row]![j]! -= factor * matrix[column]![j]!;
    }
  }
  return matrix.map((row, index) => (row[index] === 0 ? 0 : row[size]! / row[index]!));
}

function errorsBySize(
  samples: readonly BtsSample[],
  errors: readonly number[],
  size: FareErrorBySize['size'],
): FareErrorBySize {
  const chosen = errors
    .filter((_, index) => {
      const airport = samples[index]?.airport;
      return size === 'all' || (size === 'large') === Boolean(airport?.isLarge);
    })
    .sort((a, b) => a - b);
  return {
    size,
    airports: chosen.length,
    medianAbsErrorPerMille: Math.round(quantile(chosen, 0.5) * 1000),
    p90AbsErrorPerMille: Math.round(quantile(chosen, 0.9) * 1000),
  };
}

function median(values: readonly number[]): number {
  return quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}

export function quantile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const lowValue = sorted[low] ?? 0;
  const highValue = sorted[Math.min(low + 1, sorted.length - 1)] ?? lowValue;
  return lowValue + (highValue - lowValue) * (at - low);
}
