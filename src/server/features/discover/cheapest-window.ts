import { addDays } from '#shared/domain/calendar-date';
import { monthsBetween } from '#server/climate/climate';
import { rangesOf } from '#server/compare/ranges';
import type { TripEstimator } from '#server/costs/estimator';
import type { Candidate } from './discover-candidates';

/** Anytime looks this far ahead, in days (52 weeks). */
export const ANYTIME_SPAN_DAYS = 364;
/**
 * Anytime offers no trip that starts sooner than this, in days: a traveller needs time to book
 * and take the days off, and with no season to choose by, the first window would be today.
 */
export const ANYTIME_LEAD_DAYS = 14;

/** The per diem area a lodging or food line's basis names ("… rate for New York City ($342 …"). */
function perDiemAreaOf(basis: string): string {
  return /per diem .*? rate for (.+?) \(/.exec(basis)?.[1] ?? '';
}

/** Anytime's choice of dates: each place's cheapest window, remembered for the day. */
export function createCheapestStartFinder(estimateTripCosts: TripEstimator) {
  const cheapestStarts = new Map<string, string>();

  /**
   * The start of a place's cheapest `nights`-night window among the weekly starts of the next 52
   * weeks. Travel costs the same whatever the date, so it is left out; what varies is the per
   * diem area's seasons, so the answer is kept for the day by area (the many places on the
   * standard rate share one). Every fourth week is priced first, then the weeks around the
   * cheapest of them: per diem seasons last a month or more, so a cheaper week cannot hide between.
   */
  return function cheapestStart(
    candidate: Candidate,
    nights: number,
    travellers: number,
    from: string,
    months?: ReadonlySet<number>,
  ): string | undefined {
    const priced = (offset: number) =>
      estimateTripCosts({
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
  };
}
