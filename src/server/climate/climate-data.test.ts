import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildClimateData, climateDataJson } from './build-climate-data';

const dataDir = fileURLToPath(new URL('./data/', import.meta.url));

describe('climate data', () => {
  it('is exactly what the build makes from the raw files (run npm run build:climate-data)', () => {
    const committed = readFileSync(`${dataDir}climate-data.json`, 'utf8');
    expect(climateDataJson(buildClimateData(`${dataDir}raw`))).toBe(committed);
  });

  it('keeps one row per place, each with 12 months of four numbers', () => {
    const data = buildClimateData(`${dataDir}raw`);
    // 3,833 airports, nine of them a metro's second airport.
    expect(data.destinations).toHaveLength(3824);
    expect(new Set(data.destinations.map((row) => row[0])).size).toBe(3824);
    expect(data.destinations.every((row) => row[10].length === 48)).toBe(true);
  });
});
