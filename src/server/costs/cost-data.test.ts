import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_CURRENCIES } from '#shared/domain/money';
import { buildCostData } from './build-cost-data';
import { costDataJson } from './cost-data-json';

const dataDir = fileURLToPath(new URL('./data/', import.meta.url));

describe('cost data', () => {
  it('is exactly what the build makes from the raw files (run npm run build:cost-data)', () => {
    const committed = readFileSync(`${dataDir}cost-data.json`, 'utf8');
    expect(costDataJson(buildCostData(`${dataDir}raw`))).toBe(committed);
  });

  it('has a rate for every supported currency and no other', () => {
    const data = buildCostData(`${dataDir}raw`);
    expect(Object.keys(data.exchangeRates.perEuro).sort()).toEqual(
      [...SUPPORTED_CURRENCIES].sort(),
    );
  });
});
