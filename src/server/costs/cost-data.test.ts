import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_CURRENCIES } from '#shared/domain/money';
import { buildCostAndRouteData } from './build-cost-data';
import { routeDataJson } from './build-route-data';
import { costDataJson } from './cost-data-json';

const dataDir = fileURLToPath(new URL('./data/', import.meta.url));
// One build for the whole file: fitting the fare model takes a few seconds.
const built = buildCostAndRouteData(`${dataDir}raw`, `${dataDir}routes/openflights-routes.dat`);

describe('cost data', () => {
  it('is exactly what the build makes from the raw files (run npm run build:cost-data)', () => {
    const committed = readFileSync(`${dataDir}cost-data.json`, 'utf8');
    expect(costDataJson(built.costData)).toBe(committed);
  });

  it('ships the direct routes exactly as built from the OpenFlights file', () => {
    const committed = readFileSync(`${dataDir}routes/direct-routes.json`, 'utf8');
    expect(routeDataJson(built.routeData)).toBe(committed);
  });

  it('has a rate for every supported currency and no other', () => {
    expect(Object.keys(built.costData.exchangeRates.perEuro).sort()).toEqual(
      [...SUPPORTED_CURRENCIES].sort(),
    );
  });

  it('knows which airports fly direct and how many airlines fly each pair', () => {
    const airlines = (a: string, b: string) =>
      built.routeData.routes.find(([x, y]) => (x === a && y === b) || (x === b && y === a))?.[2];
    expect(airlines('DEN', 'LAX')).toBeGreaterThanOrEqual(4);
    expect(airlines('HOR', 'PDL')).toBe(1);
    expect(airlines('DEN', 'LIS')).toBeUndefined();
  });

  it('fits the fare model and reports its leave-one-out error by airport size', () => {
    const { fareModel } = built.costData;
    expect(fareModel.params.levelCents).toBeGreaterThan(20_000);
    expect(fareModel.params.connectionPremiumCents).toBeGreaterThanOrEqual(0);
    const sizes = fareModel.calibration.leaveOneOut.map((error) => error.size);
    expect(sizes).toEqual(['large', 'medium', 'all']);
    for (const error of fareModel.calibration.leaveOneOut) {
      expect(error.airports).toBeGreaterThan(50);
      expect(error.medianAbsErrorPerMille).toBeLessThan(error.p90AbsErrorPerMille);
    }
  });

  it('has twelve months a year for each airfare and lodging index, averaging the year', () => {
    const { fareSeasons, lodgingSeasons } = built.costData;
    expect(Object.keys(fareSeasons).sort()).toEqual([
      'us',
      'us-asia-pacific',
      'us-europe',
      'us-latin-america',
    ]);
    expect(Object.keys(lodgingSeasons)).toEqual(expect.arrayContaining(['PT', 'FR', 'IT', 'US']));
    for (const index of [...Object.values(fareSeasons), ...Object.values(lodgingSeasons)]) {
      expect(index.perMille).toHaveLength(12);
      // One spread, never both: a month's own range across years, or its change's.
      expect([index.spreadPerMille, index.changeRangePerMille].filter(Boolean)).toHaveLength(1);
      expect(index.spreadPerMille ?? index.changeRangePerMille).toHaveLength(12);
      const total = index.perMille.reduce((sum, value) => sum + value, 0);
      expect(total).toBeGreaterThan(11_990);
      expect(total).toBeLessThan(12_010);
      expect(index.years).toMatch(/^\d{4}/);
    }
  });
});
