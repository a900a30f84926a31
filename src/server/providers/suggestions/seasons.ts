import type {
  SuggestionSeason,
  SuggestionSource,
  TripSuggestion,
} from '#shared/contracts/suggestions';
import { monthName } from '#shared/domain/calendar-date';
import { CLIMATE_CREDIT, bestMonths, warmthOf, wetnessOf } from '#server/climate/climate';
import type { GazetteerPlace } from '../places/gazetteer';

/** How many of the best months a place's answer lists. */
const BEST_MONTH_COUNT = 4;

/**
 * When to go, from the typical weather of the place's nearest climate destination (within
 * 150 km): its best months by sunshine score, each with its figures. Undefined when no
 * destination is near enough, so the caller can fall back to `seasonalSuggestions`.
 *
 * The gazetteer knows a place's coordinates but not its elevation, so the temperatures are the
 * destination's own, not corrected for a difference in height.
 */
export function climateSuggestions(
  place: GazetteerPlace,
  where: string,
): { suggestions: TripSuggestion[]; source: string; sourceDetail: SuggestionSource } | undefined {
  const months = bestMonths(place.lat, place.lng, undefined).slice(0, BEST_MONTH_COUNT);
  const first = months[0];
  if (!first) return undefined;
  const { city, iata } = first.destination;
  const near = first.distanceKm < 1 ? '' : `, ${first.distanceKm} km from ${where}`;
  return {
    suggestions: months.map((month) => {
      const name = monthName(month.month);
      return {
        season: name,
        months: name,
        reason: `${month.reason.charAt(0).toUpperCase()}${month.reason.slice(1)}.`,
        description: `Typically ${month.dayHighC} °C by day and ${month.nightLowC} °C at night, with ${month.rainMm} mm of rain in the month; sunshine score ${month.sunshineScore} of 100.`,
        climate: {
          month: month.month,
          dayHighC: month.dayHighC,
          nightLowC: month.nightLowC,
          rainMm: month.rainMm,
          sunshineScore: month.sunshineScore,
          warmth: warmthOf(month.dayHighC),
          wetness: wetnessOf(month.rainMm),
        },
      };
    }),
    source: `Typical weather by month at ${city} (${iata})${near}, from 20 years of NASA POWER data. ${CLIMATE_CREDIT}.`,
    sourceDetail: { kind: 'climate', city, iata, distanceKm: first.distanceKm, near: where },
  };
}

const TROPIC_LATITUDE = 23.44;
const POLAR_LATITUDE = 60;
// First and last month of each span the fallback names.
const NOV_APR = [11, 4] as const;
const MAY_OCT = [5, 10] as const;
const MAR_MAY = [3, 5] as const;
const JUN_AUG = [6, 8] as const;
const SEP_NOV = [9, 11] as const;
const DEC_FEB = [12, 2] as const;

/**
 * When to go, from latitude and hemisphere only, for a place with no climate destination near it: the same rules a guidebook starts from. It knows
 * nothing of monsoons, altitude or local festivals, and says so.
 */
export function seasonalSuggestions(place: GazetteerPlace, where: string): TripSuggestion[] {
  const north = place.lat >= 0;
  const band = Math.abs(place.lat);
  const caveat = 'Based on its latitude only; local climate, altitude and events can shift this.';
  /** The language-free parts of one season, beside its English. */
  const seasonal = (
    kind: SuggestionSeason['kind'],
    [fromMonth, toMonth]: readonly [number, number],
  ): SuggestionSeason => ({ kind, fromMonth, toMonth, place: where, north });

  if (band < TROPIC_LATITUDE) {
    const [dry, wet] = north
      ? ['November to April', 'May to October']
      : ['May to October', 'November to April'];
    const [dryMonths, wetMonths] = north ? [NOV_APR, MAY_OCT] : [MAY_OCT, NOV_APR];
    return [
      {
        season: 'Dry season',
        months: dry,
        reason: 'Warm all year; the drier months are usually the easiest for getting around.',
        description: `${where} lies in the tropics, where the year turns on rain rather than cold. Plan outdoor days and trips out of town for the drier months. ${caveat}`,
        seasonal: seasonal('tropics-dry', dryMonths),
      },
      {
        season: 'Wet season',
        months: wet,
        reason: 'Greener landscapes, fewer visitors and often lower prices.',
        description: `Expect heavy showers, often in the afternoon; keep plans flexible. ${caveat}`,
        seasonal: seasonal('tropics-wet', wetMonths),
      },
    ];
  }

  const months = north
    ? {
        spring: 'March to May',
        summer: 'June to August',
        autumn: 'September to November',
        winter: 'December to February',
      }
    : {
        spring: 'September to November',
        summer: 'December to February',
        autumn: 'March to May',
        winter: 'June to August',
      };
  const spans = north
    ? { spring: MAR_MAY, summer: JUN_AUG, autumn: SEP_NOV, winter: DEC_FEB }
    : { spring: SEP_NOV, summer: DEC_FEB, autumn: MAR_MAY, winter: JUN_AUG };

  if (band >= POLAR_LATITUDE) {
    return [
      {
        season: 'Summer',
        months: months.summer,
        reason: 'Very long days and the mildest weather of the year.',
        description: `${where} is far ${north ? 'north' : 'south'}: summer brings near-endless daylight for walks and trips out. ${caveat}`,
        seasonal: seasonal('polar-summer', spans.summer),
      },
      {
        season: 'Winter',
        months: months.winter,
        reason: 'Snow and, on clear dark nights, a chance of auroras.',
        description: `Days are short and cold; pack for snow. ${caveat}`,
        seasonal: seasonal('polar-winter', spans.winter),
      },
    ];
  }

  return [
    {
      season: 'Spring',
      months: months.spring,
      reason: 'Mild weather and fewer visitors than in summer.',
      description: `A comfortable time to walk ${where} and the towns around it. ${caveat}`,
      seasonal: seasonal('spring', spans.spring),
    },
    {
      season: 'Autumn',
      months: months.autumn,
      reason: 'Still mild, with the summer crowds gone.',
      description: `Good for longer days out and day trips. ${caveat}`,
      seasonal: seasonal('autumn', spans.autumn),
    },
    {
      season: 'Summer',
      months: months.summer,
      reason: 'The warmest, longest days, and the busiest time.',
      description: `Book early; expect more visitors and higher prices. ${caveat}`,
      seasonal: seasonal('summer', spans.summer),
    },
    {
      season: 'Winter',
      months: months.winter,
      reason: 'The quietest and often cheapest time.',
      description: `Shorter, colder days; a good time for a city break indoors. ${caveat}`,
      seasonal: seasonal('winter', spans.winter),
    },
  ];
}
