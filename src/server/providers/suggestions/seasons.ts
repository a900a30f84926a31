import type { TripSuggestion } from '#shared/contracts/suggestions';
import type { GazetteerPlace } from '../places/gazetteer';

const TROPIC_LATITUDE = 23.44;
const POLAR_LATITUDE = 60;

/**
 * When to go, from latitude and hemisphere only: the same rules a guidebook starts from. It knows
 * nothing of monsoons, altitude or local festivals, and says so.
 */
export function seasonalSuggestions(place: GazetteerPlace, where: string): TripSuggestion[] {
  const north = place.lat >= 0;
  const band = Math.abs(place.lat);
  const caveat = 'Based on its latitude only; local climate, altitude and events can shift this.';

  if (band < TROPIC_LATITUDE) {
    const [dry, wet] = north
      ? ['November to April', 'May to October']
      : ['May to October', 'November to April'];
    return [
      {
        season: 'Dry season',
        months: dry,
        reason: 'Warm all year; the drier months are usually the easiest for getting around.',
        description: `${where} lies in the tropics, where the year turns on rain rather than cold. Plan outdoor days and trips out of town for the drier months. ${caveat}`,
      },
      {
        season: 'Wet season',
        months: wet,
        reason: 'Greener landscapes, fewer visitors and often lower prices.',
        description: `Expect heavy showers, often in the afternoon; keep plans flexible. ${caveat}`,
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

  if (band >= POLAR_LATITUDE) {
    return [
      {
        season: 'Summer',
        months: months.summer,
        reason: 'Very long days and the mildest weather of the year.',
        description: `${where} is far ${north ? 'north' : 'south'}: summer brings near-endless daylight for walks and trips out. ${caveat}`,
      },
      {
        season: 'Winter',
        months: months.winter,
        reason: 'Snow and, on clear dark nights, a chance of auroras.',
        description: `Days are short and cold; pack for snow. ${caveat}`,
      },
    ];
  }

  return [
    {
      season: 'Spring',
      months: months.spring,
      reason: 'Mild weather and fewer visitors than in summer.',
      description: `A comfortable time to walk ${where} and the towns around it. ${caveat}`,
    },
    {
      season: 'Autumn',
      months: months.autumn,
      reason: 'Still mild, with the summer crowds gone.',
      description: `Good for longer days out and day trips. ${caveat}`,
    },
    {
      season: 'Summer',
      months: months.summer,
      reason: 'The warmest, longest days, and the busiest time.',
      description: `Book early; expect more visitors and higher prices. ${caveat}`,
    },
    {
      season: 'Winter',
      months: months.winter,
      reason: 'The quietest and often cheapest time.',
      description: `Shorter, colder days; a good time for a city break indoors. ${caveat}`,
    },
  ];
}
