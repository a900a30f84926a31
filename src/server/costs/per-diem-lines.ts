import { phrase } from '#shared/contracts/estimate-phrases';
import { divideRounded } from '#shared/domain/money';
import { monthName } from '#shared/domain/calendar-date';
import type { DatasetInfo, MonthIndex, PerDiemArea } from './cost-data-types';
import { RANGE_RULES, type SourceLine } from './estimate-types';
import { dollars, percentOf, percentWords, plural, usd, withRange } from './line-parts';
import { hasLodgingSeasons, monthDayOf, seasonAt } from './per-diem';
import { monthOf, tripDay, type Trip } from './trip-input';

/** The lines per diem rates price: lodging, and food and incidentals. */

/**
 * Lodging: each night at its per diem season's rate; where the rate has no seasons and a month
 * index covers the place, × that night's month index (docs/ESTIMATES.md#lodging-seasons), summed
 * in thousandths of a cent and rounded once.
 */
export function lodgingLine(
  trip: Trip,
  area: PerDiemArea,
  dataset: DatasetInfo,
  monthIndex: MonthIndex | undefined,
): SourceLine {
  const seasonal = hasLodgingSeasons(area);
  const index = seasonal ? undefined : monthIndex;
  let milliCents = 0;
  const nightly = new Set<number>();
  const months = new Set<number>();
  for (let night = 0; night < trip.nights; night++) {
    const date = tripDay(trip, night);
    const rate = seasonAt(area, monthDayOf(date))[2];
    nightly.add(rate);
    months.add(monthOf(date));
    milliCents += rate * (index?.perMille[monthOf(date)] ?? 1000);
  }
  const cents = Number(divideRounded(BigInt(milliCents), 1000n));
  const rates = [...nightly].map(dollars).join(' to ');
  const rateList = [...nightly].map(usd);
  const phrases = [
    phrase('lodging_rate', {
      nights: trip.nights,
      rooms: trip.rooms,
      area: area.name,
      rates: rateList,
    }),
  ];
  const sentences = [
    `${plural(trip.nights, 'night')} × ${plural(trip.rooms, 'room')} at the US government per diem lodging rate for ${area.name} (${rates} a night, before tax), a mid-range benchmark, not a quote.`,
  ];
  if (index) {
    const perMille = [...months].map((month) => index.perMille[month] ?? 1000);
    const mean = perMille.reduce((total, value) => total + value, 0) / perMille.length;
    phrases.push(
      phrase('lodging_by_month', {
        months: [...months].map((month) => month + 1),
        percent: percentOf(mean / 1000),
        source: index.source,
        years: index.years,
      }),
    );
    sentences.push(
      `The rate is one figure all year, so it is moved by month: ${[...months].map((month) => monthName(month + 1)).join(' and ')} nights run ${percentWords(mean / 1000)} the year's average (${index.source}, ${index.years}).`,
    );
  } else if (!seasonal && trip.nights > 0) {
    phrases.push(phrase('lodging_flat'));
    sentences.push(
      'The rate is one figure all year and no monthly hotel data reaches this place, so lodging is the same on every date.',
    );
  }
  return {
    kind: 'lodging',
    category: 'lodging',
    label: `Lodging, ${plural(trip.nights, 'night')}, ${plural(trip.rooms, 'room')}`,
    labelPhrase: phrase('label_lodging', { nights: trip.nights, rooms: trip.rooms }),
    ...withRange(usd(cents * trip.rooms), RANGE_RULES.lodging),
    basis: sentences.join(' '),
    basisPhrases: phrases,
    dataset: dataset.name,
    asOf: dataset.asOf,
    season: seasonal
      ? { label: `the per diem seasons for ${area.name}`, source: null, perDiemArea: area.name }
      : { label: index?.label ?? null, source: index ? `${index.source}, ${index.years}` : null },
  };
}

export function foodLine(trip: Trip, area: PerDiemArea, dataset: DatasetInfo): SourceLine {
  const days = trip.nights + 1;
  // In quarters of a cent: the first and last day count 75% (3 quarters), the others 4.
  let quarterCents = 0;
  const daily = new Set<number>();
  for (let day = 0; day < days; day++) {
    const rate = seasonAt(area, monthDayOf(tripDay(trip, day)))[3];
    daily.add(rate);
    quarterCents += rate * (day === 0 || day === days - 1 ? 3 : 4);
  }
  const mid = usd(divideRounded(BigInt(quarterCents) * BigInt(trip.travellers), 4n));
  const rates = [...daily].map(dollars).join(' to ');
  return {
    kind: 'food',
    category: 'food',
    label: `Food and incidentals, ${plural(days, 'day')}, ${plural(trip.travellers, 'traveller')}`,
    labelPhrase: phrase('label_food', { days, travellers: trip.travellers }),
    ...withRange(mid, RANGE_RULES.food),
    basis: `${plural(days, 'day')} × ${plural(trip.travellers, 'traveller')} at the US government per diem meals and incidentals rate for ${area.name} (${rates} a day, first and last day at 75%).`,
    basisPhrases: [
      phrase('food_rate', {
        days,
        travellers: trip.travellers,
        area: area.name,
        rates: [...daily].map(usd),
      }),
    ],
    dataset: dataset.name,
    asOf: dataset.asOf,
  };
}
