import type { PerDiemArea, PerDiemSeason } from './cost-data-types';
import { foldPlaceName } from './fold-place-name';
import { phrase } from '#shared/contracts/estimate-phrases';
import { addNote, type EstimateNotes } from './estimate-types';
import type { ReadPlace } from './trip-input';

/** Per diem lookup: which GSA, DoD or State Department area's rates apply to a place. */

export interface AreaIndex {
  /** `${region}|${folded name}` → area. */
  byName: Map<string, PerDiemArea>;
  /** `${state}|${folded county}` → GSA area. */
  byCounty: Map<string, PerDiemArea>;
  /** Region → its catch-all (`[Other]`, the standard CONUS rate under `US`). */
  catchAll: Map<string, PerDiemArea>;
}

export function indexAreas(perDiemAreas: readonly PerDiemArea[]): AreaIndex {
  const index: AreaIndex = { byName: new Map(), byCounty: new Map(), catchAll: new Map() };
  const setOnce = (map: Map<string, PerDiemArea>, key: string, area: PerDiemArea) => {
    if (!map.has(key)) map.set(key, area);
  };
  for (const area of perDiemAreas) {
    if (area.isCatchAll) setOnce(index.catchAll, area.region, area);
    for (const key of area.keys) setOnce(index.byName, `${area.region}|${key}`, area);
    for (const county of area.counties) setOnce(index.byCounty, `${area.region}|${county}`, area);
  }
  return index;
}

/** US states DoD covers rather than GSA. */
export const DOD_STATES = new Set(['AK', 'HI']);

export interface PerDiemChoice {
  /** The area whose lodging rates apply; undefined when no rate is published. */
  lodging: PerDiemArea | undefined;
  /** The area whose M&IE rates apply. */
  meals: PerDiemArea;
}

export function findPerDiem(
  index: AreaIndex,
  place: ReadPlace,
  notes: EstimateNotes,
): PerDiemChoice | undefined {
  const { countryCode, usState, folded, city } = place;
  const byName = (region: string) =>
    index.byName.get(`${region}|${folded}`) ??
    place.otherParts.map((part) => index.byName.get(`${region}|${part}`)).find(Boolean);

  if (countryCode === 'US' && usState && !DOD_STATES.has(usState)) {
    const listed = byName(usState);
    if (listed) return { lodging: listed, meals: listed };
    const county = place.county
      ? index.byCounty.get(`${usState}|${foldPlaceName(place.county)}`)
      : undefined;
    if (county) {
      addNote(
        notes,
        `${city} is not listed in the GSA rates; we used ${county.name}, which covers ${place.county} County.`,
        phrase('note_county', { city, area: county.name, county: place.county ?? '' }),
      );
      return { lodging: county, meals: county };
    }
    const standard = index.catchAll.get('US');
    if (!standard) return undefined;
    if (place.county)
      addNote(
        notes,
        `${city} and ${place.county} County are not listed in the GSA rates, so the standard CONUS rate applies.`,
        phrase('note_conus_county', { city, county: place.county }),
      );
    else
      addNote(
        notes,
        `${city} is not listed in the GSA rates and we do not know its county, so the standard CONUS rate applies.`,
        phrase('note_conus', { city }),
      );
    return { lodging: standard, meals: standard };
  }

  // Alaska and Hawaii are DoD regions `US-AK` and `US-HI`; territories (PR, GU, VI, AS, UM) are
  // DoD regions under their own ISO codes, and other countries State regions under theirs.
  const region = countryCode === 'US' && usState ? `US-${usState}` : countryCode;
  if (!region || region === 'US') {
    addNote(
      notes,
      `We could not tell which country or state ${city} is in, so lodging and food are not estimated.`,
      phrase('note_no_country', { city }),
    );
    return undefined;
  }
  const listed = byName(region);
  const catchAll = index.catchAll.get(region);
  const worldwide = index.catchAll.get('*');
  const meals = listed ?? catchAll ?? worldwide;
  if (!meals) return undefined;
  if (!listed) {
    if (catchAll)
      addNote(
        notes,
        `${city} is not listed in the per diem rates; we used ${catchAll.name}.`,
        phrase('note_catch_all', { city, area: catchAll.name }),
      );
    else
      addNote(
        notes,
        `There are no per diem rates for ${city}'s country; we used the rate for other foreign localities.`,
        phrase('note_foreign_other', { city }),
      );
  }
  // A lodging rate of 0 means none is published (government quarters), not free.
  let lodging: PerDiemArea | undefined = meals;
  if (!hasLodgingRate(meals)) {
    // Not the worldwide row: a country whose rates are all 0 houses travellers in quarters.
    lodging = [catchAll].find((area) => area && area !== meals && hasLodgingRate(area));
    if (lodging)
      addNote(
        notes,
        `No lodging rate is published for ${meals.name}; we used ${lodging.name}.`,
        phrase('note_lodging_other', { meals: meals.name, lodging: lodging.name }),
      );
    else
      addNote(
        notes,
        `No lodging rate is published for ${meals.name}, so lodging is not estimated.`,
        phrase('note_no_lodging', { meals: meals.name }),
      );
  }
  return { lodging, meals };
}

function hasLodgingRate(area: PerDiemArea): boolean {
  return area.seasons.every((season) => season[2] > 0);
}

/** The season holding a month-day; February 29 takes February 28's season when none lists it. */
export function seasonAt(area: PerDiemArea, monthDay: number): PerDiemSeason {
  for (const season of area.seasons) {
    const [from, to] = season;
    if (from <= to ? monthDay >= from && monthDay <= to : monthDay >= from || monthDay <= to) {
      return season;
    }
  }
  if (monthDay === 229) return seasonAt(area, 228);
  // The datasets cover every day of the year; a gap would be a data error, so use the first row.
  return area.seasons[0] ?? [101, 1231, 0, 0];
}

/** The month and day of a YYYY-MM-DD date as `month * 100 + day` (the season rows' form). */
export function monthDayOf(date: string): number {
  return Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10));
}

/** True when a per diem area's lodging rate changes with the season (the area's own seasons). */
export function hasLodgingSeasons(area: PerDiemArea): boolean {
  return new Set(area.seasons.map((season) => season[2])).size > 1;
}
