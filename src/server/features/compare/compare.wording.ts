import type { MoneyRange } from '#shared/contracts/compare';
import { phrase, type EstimatePhrase } from '#shared/contracts/estimate-phrases';
import { roundToWholeUnits, scaleMoney, type Money } from '#shared/domain/money';
import { lineOf, moneyWords } from '#server/compare/compare-helpers';
import { costData } from '#server/costs/cost-data';
import type { TripEstimate } from '#server/costs/estimator';

/** The words of a comparison: each option's reasons and what moves the cost by date. */

/** A sentence in English and without a language (the client words the phrase). */
export interface Said {
  text: string;
  phrase: EstimatePhrase;
}

/** Sentences as the API sends them: the English, and the phrases in the same order. */
export function inWords(said: readonly Said[]): { text: string[]; phrases: EstimatePhrase[] } {
  return { text: said.map((one) => one.text), phrases: said.map((one) => one.phrase) };
}

export const percentOff = (value: number, average: number) =>
  average === 0 ? 0 : Math.round(((value - average) * 100) / average);

/** Lodging of one room for one night of an estimate, or undefined when it has no lodging. */
export function lodgingPerRoomNight(
  estimate: TripEstimate,
  nights: number,
  rooms: number,
): Money | undefined {
  const lodging = lineOf(estimate, 'lodging');
  if (!lodging || nights === 0) return undefined;
  // An estimate's share of a night reads in whole units, as every estimated figure does.
  return roundToWholeUnits(scaleMoney(lodging.mid, 1n, BigInt(nights * rooms)));
}

/** The words that travel adds to an option: the estimated fare (and its route) or the drive. */
export function travelReason(estimate: TripEstimate, travellers: number): Said[] {
  const airfare = lineOf(estimate, 'airfare');
  if (airfare) {
    const fare = roundToWholeUnits(scaleMoney(airfare.mid, 1n, BigInt(travellers)));
    const each = moneyWords(fare);
    const route = airfare.travel?.airports.join('–');
    const holiday = airfare.travel?.holiday;
    return [
      {
        text: `Airfare${route ? ` ${route}` : ''} about ${each} a traveller${holiday ? `, with the holiday premium (${holiday})` : ''}`,
        phrase: phrase('reason_airfare', {
          route: route || null,
          each: fare,
          holiday: holiday ?? null,
          holidayNames: airfare.travel?.holidayNames ?? null,
        }),
      },
    ];
  }
  const driving = lineOf(estimate, 'driving');
  if (driving)
    return [
      {
        text: `Close enough to drive: ${moneyWords(driving.mid)} of fuel and wear`,
        phrase: phrase('reason_drive', { cost: driving.mid }),
      },
    ];
  return [];
}

/** The lowest and highest of some amounts, as a phrase's `low` and `high`. */
function span(amounts: readonly Money[]): { low: Money; high: Money } | undefined {
  const sorted = [...amounts].sort((a, b) => a.amount - b.amount);
  const [low, high] = [sorted[0], sorted[sorted.length - 1]];
  return low && high ? { low, high } : undefined;
}

/** The lowest and highest of some amounts in one currency, in words: "$120 to $180". */
function spanWords(amounts: readonly Money[]): string {
  const sorted = [...amounts].sort((a, b) => a.amount - b.amount);
  const [low, high] = [sorted[0], sorted[sorted.length - 1]];
  if (!low || !high) return '';
  return low.amount === high.amount
    ? `about ${moneyWords(low)}`
    : `${moneyWords(low)} to ${moneyWords(high)}`;
}

/** Windows whose middle figures are within this share of each other cost "about the same". */
const FLAT_WITHIN_PER_MILLE = 10;

/**
 * True when no data moves the cost by date: every window's middle figure, leaving out those
 * next to a holiday (the premium is a rule of thumb, not a season), is within 1% of the others.
 * Such a comparison names no cheapest week (docs/ESTIMATES.md#comparisons).
 */
export function isFlat(windows: readonly { total: MoneyRange; estimate: TripEstimate }[]): boolean {
  const mids = windows
    .filter((window) => !lineOf(window.estimate, 'airfare')?.travel?.holiday)
    .map((window) => window.total.mid.amount);
  if (mids.length < 2) return false;
  const [low, high] = [Math.min(...mids), Math.max(...mids)];
  return (high - low) * 1000 <= low * FLAT_WITHIN_PER_MILLE;
}

/**
 * What moves a trip's cost from one date to another, said once for the whole comparison: which
 * source moves lodging and airfare by month (or that none does), and the holiday premium.
 */
export function whatVaries(
  options: readonly { estimate: TripEstimate }[],
  perNights: readonly (Money | undefined)[],
  city: string,
  travellers: number,
  flat: boolean,
): Said[] {
  const sentences: Said[] = [];
  const lodging = perNights.filter((perNight): perNight is Money => perNight !== undefined);
  const lodgingSeasons = options
    .map((option) => lineOf(option.estimate, 'lodging')?.season)
    .find((season) => season?.label !== undefined);
  const lodgingSeason = lodgingSeasons?.label;
  const airfares = options
    .map((option) => lineOf(option.estimate, 'airfare'))
    .filter((line) => line !== undefined);
  const fares = airfares.map((line) =>
    roundToWholeUnits(scaleMoney(line.mid, 1n, BigInt(travellers))),
  );
  const fareSeason = airfares.find((line) => line.season)?.season?.label;
  if (lodging.length > 0) {
    const range = span(lodging)!;
    sentences.push(
      lodgingSeason
        ? {
            text: `Lodging in ${city} follows ${lodgingSeason}: ${spanWords(lodging)} a night.`,
            phrase: phrase('varies_lodging_season', {
              city,
              season: lodgingSeason,
              perDiemArea: lodgingSeasons?.perDiemArea ?? null,
              ...range,
            }),
          }
        : {
            text: `Lodging in ${city} is ${spanWords(lodging)} a night on every date: its per diem rate has no seasons and no monthly hotel data reaches it.`,
            phrase: phrase('varies_lodging_flat', { city, ...range }),
          },
    );
  }
  if (fares.length > 0) {
    const range = span(fares)!;
    sentences.push(
      fareSeason
        ? {
            text: `Airfare follows ${fareSeason}: ${spanWords(fares)} a traveller.`,
            phrase: phrase('varies_airfare_season', { season: fareSeason, ...range }),
          }
        : {
            text: `Airfare is ${spanWords(fares)} a traveller: no monthly fare data covers this route, so the fare does not change by season.`,
            phrase: phrase('varies_airfare_flat', range),
          },
    );
  }
  if (airfares.some((line) => line.travel?.holiday)) {
    const percent = costData.fareModel.holidayPremiumPerMille / 10;
    sentences.push({
      text: `Dates next to a public holiday of your home country carry a ${percent}% fare premium and a wider range: a rule of thumb, not from the fare data.`,
      phrase: phrase('varies_holiday', { percent }),
    });
  }
  if (flat) {
    // Seasons may exist yet not differ between the dates asked (a few days in one month).
    sentences.push(
      lodgingSeason || fareSeason
        ? {
            text: 'Every date compared here costs about the same, so none is named the cheapest.',
            phrase: phrase('varies_flat_seasons'),
          }
        : {
            text: 'Every date costs about the same here: no data moves this trip by season, so no week is named the cheapest.',
            phrase: phrase('varies_flat_none'),
          },
    );
  }
  return sentences;
}
