import { beforeAll, describe, expect, it } from 'vitest';
import type { DiscoverKind, DiscoverResult } from '#shared/contracts/compare';
import { daysBetween } from '#shared/domain/calendar-date';
import { DISCOVER_REGIONS } from '#shared/contracts/compare';
import { typicalForDates } from '#server/climate/climate';
import { estimateTripCosts } from '#server/costs/estimator';
import { holidayCalendar } from '#server/holidays/holidays';
import { getGazetteer } from '#server/providers/places/gazetteer';
import { createEcbSnapshotRates } from '#server/providers/rates/rates-provider';
import { thingsNear } from '#server/sights/things';
import { bestKnownOf, createDiscoverService } from './discover.service';
import { reasonWords } from './discover-wording';

/**
 * Every region, tier and kind from three origins, Anytime and on fixed dates, at the service
 * level (in process): what a traveller is offered must be somewhere they can go, with the city's
 * sights or the beach's weather the pick promises.
 */

// Typed from the advisories themselves (US State Department, UK FCDO; docs/ESTIMATES.md#discover-tiers):
// ISO country codes, and GeoNames admin-1 codes for the regions they name.
const DO_NOT_TRAVEL_COUNTRIES = new Set(
  'AF BY BF MM CF HT IR IQ LB LY ML NE KP RU SO SS SD SY UA VE YE'.split(' '),
);
// Mexico: Colima, Guerrero, Michoacán, Sinaloa, Tamaulipas, Zacatecas; Colombia: Arauca, Cauca
// (but not Popayán), Norte de Santander.
const DO_NOT_TRAVEL_REGIONS = new Set(
  'MX.08 MX.12 MX.16 MX.25 MX.28 MX.32 CO.03 CO.09 CO.21'.split(' '),
);
const RECONSIDER_TRAVEL_COUNTRIES = new Set(
  'BD BI TD CO CD EG ET GT GW GY HN MO MR MZ NC NI NG PK PG TT UG'.split(' '),
);
// Baja California, Chiapas, Chihuahua, Coahuila, Guanajuato, Jalisco, Morelos, Sonora.
const RECONSIDER_TRAVEL_REGIONS = new Set(
  'MX.02 MX.05 MX.06 MX.07 MX.11 MX.14 MX.17 MX.26'.split(' '),
);

const gazetteer = getGazetteer();
/** The place a result's label names, through the one resolver every feature uses. */
function placeOf(result: DiscoverResult) {
  const place = gazetteer.resolveAddress(result.place);
  if (!place) throw new Error(`${result.place} does not resolve`);
  return place;
}
const isReconsider = (result: DiscoverResult) => {
  const place = placeOf(result);
  return (
    RECONSIDER_TRAVEL_COUNTRIES.has(place.countryCode) ||
    RECONSIDER_TRAVEL_REGIONS.has(`${place.countryCode}.${place.admin1}`)
  );
};

const ORIGINS = ['Denver, CO', 'New York, NY', 'Miami, FL'];
const KINDS: (DiscoverKind | undefined)[] = [undefined, 'city', 'beach', 'mountains'];
const TIERS = ['$', '$$', '$$$'] as const;
const DATES: ({ start: string; end: string } | undefined)[] = [
  undefined,
  { start: '2027-01-14', end: '2027-01-18' },
  { start: '2027-07-15', end: '2027-07-19' },
  // A stay across two months must have beach weather in both.
  { start: '2027-04-28', end: '2027-05-02' },
];

interface Seen {
  query: string;
  result: DiscoverResult;
}

describe('Discover from Denver, New York and Miami, every region, tier and kind', () => {
  const seen: Seen[] = [];

  beforeAll(async () => {
    const rates = createEcbSnapshotRates();
    const service = createDiscoverService({
      estimateTripCosts,
      latestRates: () => rates.latest(),
      gazetteer: getGazetteer(),
      today: () => '2026-11-27',
      holidays: holidayCalendar,
    });
    for (const origin of ORIGINS)
      for (const region of DISCOVER_REGIONS)
        for (const kind of KINDS)
          for (const tier of TIERS)
            for (const dates of DATES) {
              const answer = await service.discover({
                region,
                tier,
                origin,
                travellers: 2,
                kind,
                ...dates,
              });
              const query = `${region} ${tier} ${kind ?? 'any'} from ${origin} ${dates?.start ?? 'Anytime'}`;
              for (const result of answer.results) seen.push({ query, result });
            }
  }, 120_000);

  it('finds getaways in every region from each origin', () => {
    for (const origin of ORIGINS)
      for (const region of DISCOVER_REGIONS) {
        const found = seen.filter(
          ({ query }) => query.startsWith(`${region} `) && query.includes(origin),
        );
        expect(found.length, `${region} from ${origin}`).toBeGreaterThan(0);
      }
  });

  it('never offers a place under "Do not travel", by country or by region', () => {
    for (const { query, result } of seen) {
      const place = placeOf(result);
      expect(gazetteer.label(place)).toBe(result.place);
      expect(DO_NOT_TRAVEL_COUNTRIES.has(place.countryCode), `${query}: ${result.place}`).toBe(
        false,
      );
      const region = `${place.countryCode}.${place.admin1}`;
      if (place.name !== 'Popayán')
        expect(DO_NOT_TRAVEL_REGIONS.has(region), `${query}: ${result.place}`).toBe(false);
    }
  });

  it('says "Reconsider travel" with the level in the reason of a level 3 place', () => {
    const reconsider = seen.filter(({ result }) => isReconsider(result));
    expect(reconsider.length).toBeGreaterThan(0);
    for (const { query, result } of reconsider) {
      expect(result.reason, `${query}: ${result.place}`).toMatch(
        /^Reconsider travel: US State Department Level 3 for /,
      );
    }
    // And no other place carries the warning.
    for (const { result } of seen.filter(({ result }) => !isReconsider(result)))
      expect(result.reason, result.place).not.toMatch(/Reconsider travel/);
  });

  it('gives each reason as codes too, which word back to the same English line', () => {
    for (const { query, result } of seen) {
      expect(result.reasons?.length, `${query}: ${result.place}`).toBeGreaterThan(0);
      expect(reasonWords(result.reasons ?? []), `${query}: ${result.place}`).toBe(result.reason);
    }
    const reconsider = seen.find(({ result }) => isReconsider(result));
    expect(reconsider?.result.reasons?.[0]).toMatchObject({
      code: 'advisory',
      level: 3,
      issuer: 'US State Department',
    });
  });

  it('offers a city break only with at least 5 things to do within 15 km', () => {
    const cities = seen.filter(({ result }) => result.kind === 'city');
    expect(cities.length).toBeGreaterThan(100);
    for (const { query, result } of cities) {
      expect(result.location, query).not.toBeNull();
      expect(
        thingsNear(result.location!, 15).length,
        `${query}: ${result.place}`,
      ).toBeGreaterThanOrEqual(5);
    }
  });

  it('offers a beach only with a typical day high of at least 20 °C for its dates', () => {
    const beaches = seen.filter(({ result }) => result.kind === 'beach');
    expect(beaches.length).toBeGreaterThan(50);
    for (const { query, result } of beaches) {
      const label = `${query}: ${result.place} ${result.start}`;
      expect(result.weather?.dayHighC, label).toBeGreaterThanOrEqual(20);
      const { lat, lng } = result.location!;
      for (const month of typicalForDates(lat, lng, undefined, result.start, result.end))
        expect(month.dayHighC, `${label} month ${month.month}`).toBeGreaterThanOrEqual(20);
    }
  });

  it('leaves winter beaches out of January and finds European beaches Anytime', () => {
    const january = seen.filter(
      ({ query, result }) => query.includes('2027-01-14') && result.kind === 'beach',
    );
    for (const { result } of january)
      expect(result.place).not.toMatch(/^(Pula|Zadar|Cascais|Aberdeen|Ostend|Vigo),/);
    const europeAnytime = seen.filter(
      ({ query, result }) =>
        query.startsWith('europe ') && query.endsWith('Anytime') && result.kind === 'beach',
    );
    expect(europeAnytime.length).toBeGreaterThan(10);
  });
  it('offers no Anytime trip that starts within two weeks of today, seasons or none', () => {
    const anytime = seen.filter(({ query }) => query.endsWith('Anytime'));
    expect(anytime.length).toBeGreaterThan(100);
    for (const { query, result } of anytime)
      expect(
        daysBetween('2026-11-27', result.start),
        `${query}: ${result.place}`,
      ).toBeGreaterThanOrEqual(14);
  });
});

describe('bestKnownOf', () => {
  const result = (place: string, kind: string, population: number, amount: number) => ({
    place,
    kind,
    perPerson: { mid: { amount } },
    candidate: { destination: { population } },
  });

  it("shows a crowded tier's most populous place of each kind in turn, cheapest first", () => {
    const results = [
      result('Liège', 'city', 200_000, 100),
      result('Lisbon', 'city', 2_900_000, 300),
      result('Madrid', 'city', 6_600_000, 400),
      result('Faro', 'beach', 60_000, 200),
      result('Portimão', 'beach', 45_000, 150),
      result('Chamonix', 'mountains', 9_000, 500),
    ];
    expect(bestKnownOf(results, 4).map((shown) => shown.place)).toEqual([
      'Faro',
      'Lisbon',
      'Madrid',
      'Chamonix',
    ]);
  });

  it('keeps every place, cheapest first as given, when the tier is not crowded', () => {
    const results = [result('Liège', 'city', 200_000, 100), result('Faro', 'beach', 60_000, 200)];
    expect(bestKnownOf(results, 12).map((shown) => shown.place)).toEqual(['Liège', 'Faro']);
  });
});
