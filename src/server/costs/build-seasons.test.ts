import { describe, expect, it } from 'vitest';
import {
  buildBlsFareSeasons,
  buildFareRegions,
  changesFromLevels,
  buildLodgingSeasons,
  monthIndexFromChanges,
  monthIndexFromLevels,
} from './build-seasons';

const names = { label: 'Test prices by month', source: 'Test series' };
const year = (value: number, levels: number[]) =>
  levels.map((level, month) => ({ year: value, month: month + 1, level }));

describe('monthIndexFromLevels', () => {
  it('takes each month over its year’s mean, averages the years, and keeps each month’s extremes', () => {
    // 2019 is flat; 2022 quadruples in July and August (mean 1800 / 12 = 150).
    const flat = Array.from({ length: 12 }, () => 100);
    const summer = flat.map((level, month) => (month === 6 || month === 7 ? 400 : level));
    const index = monthIndexFromLevels([...year(2019, flat), ...year(2022, summer)], names)!;
    // January: (1 + 100 / 150) / 2 = 0.833; July: (1 + 400 / 150) / 2 = 1.833.
    expect(index.perMille[0]).toBe(833);
    expect(index.perMille[6]).toBe(1833);
    expect(index.spreadPerMille?.[0]).toEqual([667, 1000]);
    expect(index.spreadPerMille?.[6]).toEqual([1000, 2667]);
    expect(index.changeRangePerMille).toBeUndefined();
    expect(index.years).toBe('2019, 2022');
  });

  it('leaves out a year missing a month, and has no index without a whole year', () => {
    const whole = year(2018, [90, 90, 90, 100, 100, 100, 120, 120, 120, 100, 100, 70]);
    const partial = year(2019, [500, 500, 500]);
    const index = monthIndexFromLevels([...whole, ...partial], names)!;
    expect(index.years).toBe('2018');
    expect(index.perMille[6]).toBe(1200);
    expect(monthIndexFromLevels(partial, names)).toBeUndefined();
  });
});

describe('monthIndexFromChanges', () => {
  it('chains the published month-to-month changes from January and scales them to a mean of 1000', () => {
    // +25% into June, −20% back in September: the year closes, so no gap to spread.
    const changes = [
      { year: 2008, month: 6, percent: 25 },
      { year: 2008, month: 9, percent: -20 },
      ...[1, 2, 3, 4, 5, 7, 8, 10, 11, 12].map((month) => ({ year: 2009, month, percent: 0 })),
    ];
    const index = monthIndexFromChanges(changes, names);
    // Levels 1 (×9 months) and 1.25 (June to August): mean 1.0625.
    expect(index.perMille[0]).toBe(941);
    expect(index.perMille[6]).toBe(1176);
    expect(index.perMille[9]).toBe(941);
    expect(index.years).toBe('2008-2009');
  });

  it('spreads a year that does not close evenly over its months, and records each month’s extremes', () => {
    // Every month +1% (a steady trend, no season): the year's 12.7% gap is spread away, flat.
    const trend = Array.from({ length: 12 }, (_, month) => ({
      year: 2011,
      month: month + 1,
      percent: 1,
    }));
    expect(monthIndexFromChanges(trend, names).perMille).toEqual(Array(12).fill(1000));
    // A second year's July change widens July's spread.
    const index = monthIndexFromChanges([...trend, { year: 2012, month: 7, percent: 3 }], names);
    expect(index.changeRangePerMille?.[6]).toEqual([1010, 1030]);
    expect(index.changeRangePerMille?.[5]).toEqual([1010, 1010]);
    expect(index.spreadPerMille).toBeUndefined();
  });

  it('refuses a month with no published change', () => {
    expect(() => monthIndexFromChanges([{ year: 2011, month: 1, percent: 1 }], names)).toThrow(
      /no change into month 2/,
    );
  });
});

describe('BLS fare indexes from changes and levels', () => {
  const changeRow = (year: number, month: number, percent: number) => ({
    route: 'us-europe',
    year: String(year),
    month: String(month),
    percent_change_from_previous_month: String(percent),
  });
  const levelRow = (year: number, month: number, index: number) => ({
    route: 'us-europe',
    year: String(year),
    month: String(month),
    index: String(index),
  });

  it('adds the change two published levels give where no change is published, and checks those that are', () => {
    const levels = [
      { year: 2025, month: 5, level: 160 },
      { year: 2025, month: 6, level: 200 },
      { year: 2025, month: 7, level: 190 },
    ];
    const added = changesFromLevels(levels, [{ year: 2025, month: 6, percent: 25 }]);
    expect(added).toHaveLength(1);
    expect(added[0]!.month).toBe(7);
    expect(added[0]!.percent).toBeCloseTo(-5, 6);
    expect(() => changesFromLevels(levels, [{ year: 2025, month: 6, percent: 2.5 }])).toThrow(
      /disagree for 2025-6/,
    );
  });

  it('chains the changes when no calendar year of levels is whole', () => {
    const changes = [1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12].map((month) => changeRow(2012, month, 0));
    // June's change is only in the levels: 100 in May, 120 in June.
    const seasons = buildBlsFareSeasons(changes, [levelRow(2013, 5, 100), levelRow(2013, 6, 120)]);
    const europe = seasons['us-europe']!;
    expect(europe.perMille[5]! / europe.perMille[4]!).toBeCloseTo(1.2 * Math.pow(1.2, -1 / 12), 2);
    expect(europe.changeRangePerMille?.[5]).toEqual([1200, 1200]);
    expect(europe.years).toBe('2012-2013');
  });

  it('reads the months from whole years of levels when there are any', () => {
    const levels = Array.from({ length: 12 }, (_, month) =>
      levelRow(2014, month + 1, month === 6 ? 130 : 100),
    );
    const europe = buildBlsFareSeasons([changeRow(2012, 6, 25)], levels)['us-europe']!;
    // July 130 over a mean of 102.5.
    expect(europe.perMille[6]).toBe(1268);
    expect(europe.spreadPerMille?.[6]).toEqual([1268, 1268]);
    expect(europe.years).toBe('2014');
  });
});

describe('buildFareRegions', () => {
  it('sorts countries by the continent most of their airports are in, leaving the US, Canada and Africa out', () => {
    const regions = buildFareRegions([
      { iso_country: 'PT', continent: 'EU' },
      { iso_country: 'MX', continent: 'NA' },
      { iso_country: 'AR', continent: 'SA' },
      { iso_country: 'JP', continent: 'AS' },
      { iso_country: 'AU', continent: 'OC' },
      { iso_country: 'RU', continent: 'EU' },
      { iso_country: 'RU', continent: 'AS' },
      { iso_country: 'RU', continent: 'AS' },
      { iso_country: 'KE', continent: 'AF' },
      { iso_country: 'CA', continent: 'NA' },
      { iso_country: 'US', continent: 'NA' },
      { iso_country: 'PR', continent: 'NA' },
    ]);
    expect(regions).toEqual({
      AR: 'latin-america',
      AU: 'asia-pacific',
      JP: 'asia-pacific',
      MX: 'latin-america',
      PT: 'europe',
      RU: 'asia-pacific',
    });
  });
});

describe('buildLodgingSeasons', () => {
  it('keys a country’s index by its ISO code and a city’s by country and folded name, skipping excluded rows', () => {
    const rows = [2019, 2020].flatMap((value) =>
      Array.from({ length: 12 }, (_, month) => ({
        country: 'PT',
        city: '',
        year: String(value),
        month: String(month + 1),
        index: String(value === 2020 ? 999 : month === 7 ? 130 : 100),
        excluded: value === 2020 ? 'pandemic year' : '',
        label: 'Portugal hotels by month',
        source_name: 'Test HICP, Portugal',
        source: 'Test table',
      })),
    );
    const city = rows
      .filter((row) => row.year === '2019')
      .map((row) => ({ ...row, country: 'pt', city: 'Lisboa' }));
    const seasons = buildLodgingSeasons([...rows, ...city]);
    expect(Object.keys(seasons)).toEqual(['PT', 'PT|lisboa']);
    expect(seasons['PT']?.years).toBe('2019');
    expect(seasons['PT']?.label).toBe('Portugal hotels by month');
    expect(seasons['PT']?.source).toBe('Test HICP, Portugal');
    // August 130 against a mean of 102.5.
    expect(seasons['PT']?.perMille[7]).toBe(1268);
  });
});
