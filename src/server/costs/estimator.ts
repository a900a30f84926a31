import { OWN_FIGURE_DATASET, phrase } from '#shared/contracts/estimate-phrases';
import { roundToWholeUnits, type CurrencyCode } from '#shared/domain/money';
import { distanceKm } from '../providers/places/gazetteer';
import { holidayCalendar, type HolidayCalendar } from '../holidays/holidays';
import { costData } from './cost-data';
import type { CostData, MonthIndex, RouteData } from './cost-data-types';
import { EU_MEMBERS } from './cost-areas';
import {
  addNote,
  DRIVING_THRESHOLD_KM,
  TRANSFER_DRIVE_KM,
  type EstimateInput,
  type EstimateLine,
  type EstimateNotes,
  type SourceLine,
  type TripEstimate,
  type TripEstimator,
} from './estimate-types';
import { convert, latestRates, type ExchangeRates } from './exchange-rates';
import { createItineraryFinder, createRouteIndex, type Itinerary } from './fare-model';
import { createAirportFinder, type NearestAirport } from './nearest-airport';
import { DOD_STATES, findPerDiem, indexAreas } from './per-diem';
import { foodLine, lodgingLine } from './per-diem-lines';
import { routeData as shippedRouteData } from './route-data';
import {
  airfareLine,
  carRentalLine,
  drivingLine,
  fareSeason,
  holidayNearTrip,
} from './travel-lines';
import { checkInput, hasPoint, readPlace, type ReadPlace } from './trip-input';

export type {
  CostPlace,
  EstimateCategory,
  EstimatedTravel,
  EstimateInput,
  EstimateKind,
  EstimateLine,
  TripEstimate,
  TripEstimator,
} from './estimate-types';
export {
  DEFAULT_DRIVING_COST_PER_KM,
  DRIVING_THRESHOLD_KM,
  RANGE_RULES,
  TRANSFER_DRIVE_KM,
} from './estimate-types';

/**
 * Trip cost estimates from shipped official data: per diem rates for lodging and food, a fare
 * model calibrated on BTS averages for airfare. Pure: the data is indexed once when the estimator
 * is made, and an estimate does no I/O. The rules and their error are in docs/ESTIMATES.md;
 * every figure says it is an estimate (docs/PRODUCT-RULES.md#estimates).
 */

/** An estimator over `data` (the shipped data by default); indexes it once. */
export function createEstimator(
  data: CostData = costData,
  routes: RouteData = shippedRouteData,
  holidays: HolidayCalendar = holidayCalendar,
): TripEstimator {
  const areas = indexAreas(data.perDiemAreas);
  const { nearestAirport, majorAirportsNear } = createAirportFinder(data.airports);
  const findItinerary = createItineraryFinder(data.airports, createRouteIndex(routes.routes));
  const { datasets, fareModel } = data;
  const fareSources = { bts: datasets.bts, routes };
  const fareSeasonOf = (itinerary: Itinerary) => fareSeason(data, itinerary);
  // A city's own month index first, else its country's, else (in the EU) the EU's; the US index
  // (mainland hotels) is not for Alaska and Hawaii, whose DoD rates carry their own seasons.
  const lodgingSeasonOf = ({ countryCode, folded, usState }: ReadPlace): MonthIndex | undefined => {
    if (!countryCode || (usState && DOD_STATES.has(usState))) return undefined;
    return (
      data.lodgingSeasons[`${countryCode}|${folded}`] ??
      data.lodgingSeasons[countryCode] ??
      (EU_MEMBERS.has(countryCode) ? data.lodgingSeasons['EU'] : undefined)
    );
  };

  /**
   * The nearest airports fly unless another major airport within reach has fewer connections:
   * New York flies to Lisbon from JFK, not via Boston from LaGuardia.
   */
  function bestItinerary(froms: NearestAirport[], tos: NearestAirport[]): Itinerary {
    let best: Itinerary | undefined;
    for (const from of froms)
      for (const to of tos) {
        if (from.airport.iata === to.airport.iata) continue;
        const itinerary = findItinerary(from.airport, to.airport);
        if (!best || itinerary.connections < best.connections) best = itinerary;
      }
    return best ?? findItinerary(froms[0]!.airport, tos[0]!.airport);
  }

  return function estimateTripCosts(input: EstimateInput): TripEstimate {
    const trip = checkInput(input);
    const rates = input.rates ?? latestRates();
    const notes: EstimateNotes = { text: [], phrases: [] };
    const lines: SourceLine[] = [];
    const destination = readPlace(input.destination);
    const perDiem = findPerDiem(areas, destination, notes);

    if (perDiem) {
      const dataset = datasets[perDiem.meals.dataset];
      const lodging = perDiem.lodging;
      if (lodging && trip.nights > 0)
        lines.push(
          lodgingLine(trip, lodging, datasets[lodging.dataset], lodgingSeasonOf(destination)),
        );
      lines.push(foodLine(trip, perDiem.meals, dataset));
    }

    const origin = input.origin ? readPlace(input.origin) : undefined;
    if (!origin) {
      addNote(
        notes,
        'No starting place is set, so travel to the destination is not estimated.',
        phrase('note_no_origin'),
      );
    } else if (!hasPoint(origin) || !hasPoint(destination)) {
      addNote(
        notes,
        'We could not locate both places, so travel to the destination is not estimated.',
        phrase('note_not_located'),
      );
    } else {
      const km = distanceKm(origin, destination);
      const from = nearestAirport(origin);
      const to = nearestAirport(destination);
      if (
        input.travelMode === 'drive' ||
        km < DRIVING_THRESHOLD_KM ||
        !from ||
        !to ||
        from.airport.iata === to.airport.iata
      ) {
        lines.push(drivingLine(trip, km, input.drivingCostPerKm));
      } else {
        const itinerary = bestItinerary(
          [from, ...majorAirportsNear(origin)],
          [to, ...majorAirportsNear(destination)],
        );
        const holiday = holidayNearTrip(holidays, origin, trip, fareModel.holidayWindowDays);
        lines.push(
          airfareLine(trip, itinerary, fareModel, fareSources, fareSeasonOf(itinerary), holiday),
        );
        // An airport far from the place: the rest of the way is a drive there and back.
        const landing = itinerary.path[itinerary.path.length - 1]!;
        const transferKm = distanceKm(landing, destination);
        if (transferKm > TRANSFER_DRIVE_KM) {
          lines.push(drivingLine(trip, transferKm, input.drivingCostPerKm, landing.iata));
        }
      }
    }

    if (input.carRentalPerDay) lines.push(carRentalLine(trip, input.carRentalPerDay));

    const lodgingArea = perDiem?.lodging;
    return {
      currency: input.currency,
      lines: lines.map((line) => asEstimate(inCurrency(line, input.currency, rates))),
      notes: notes.text,
      notePhrases: notes.phrases,
      lodgingArea: lodgingArea
        ? { name: lodgingArea.name, isCatchAll: lodgingArea.isCatchAll }
        : null,
    };
  };
}

/** The estimator over the shipped data. */
export const estimateTripCosts: TripEstimator = createEstimator();

/**
 * Estimated figures in whole units of the currency (docs/ESTIMATES.md): the cents of a model's
 * output are noise. A figure the traveller gave (a car's daily rate) is kept exact.
 */
function asEstimate(line: EstimateLine): EstimateLine {
  if (line.dataset === OWN_FIGURE_DATASET) return line;
  return {
    ...line,
    low: roundToWholeUnits(line.low),
    mid: roundToWholeUnits(line.mid),
    high: roundToWholeUnits(line.high),
  };
}

/**
 * The line in the trip's currency. Lines are built in the currency of their data (USD, or the
 * traveller's own figure), and each of low, mid and high is converted once, rounding at the end.
 */
function inCurrency(line: SourceLine, currency: CurrencyCode, rates: ExchangeRates): EstimateLine {
  if (line.mid.currency === currency) return { ...line, conversion: null };
  const mid = convert(line.mid, currency, rates);
  return {
    ...line,
    low: convert(line.low, currency, rates).money,
    mid: mid.money,
    high: convert(line.high, currency, rates).money,
    basis: `${line.basis} Converted from ${line.mid.currency} at ${mid.rate.approx} (${mid.source}, ${mid.rateDate}).`,
    basisPhrases: [
      ...line.basisPhrases,
      phrase('converted', {
        currency: line.mid.currency,
        rate: mid.rate.approx,
        source: mid.source,
        date: mid.rateDate,
      }),
    ],
    conversion: { rate: mid.rate, rateDate: mid.rateDate, source: mid.source },
  };
}
