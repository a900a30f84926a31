import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sightListJson } from './build-sight-data';
import { buildThingsData, THINGS_DATA_FILES } from './build-things-data';
import { discoverDestinations, mostPopulousCities } from './offered-places';
import { thingsNear } from './things';

const dataDir = fileURLToPath(new URL('./data/', import.meta.url));

describe('things to do data', () => {
  it('is exactly what the build makes from the raw files (run npm run build:sight-data)', () => {
    const built = buildThingsData(`${dataDir}raw`, [
      ...discoverDestinations(),
      ...mostPopulousCities(),
    ]);
    for (const part of Object.keys(THINGS_DATA_FILES) as (keyof typeof THINGS_DATA_FILES)[]) {
      const committed = readFileSync(`${dataDir}${THINGS_DATA_FILES[part]}`, 'utf8');
      expect(sightListJson(built[part]), part).toBe(committed);
    }
  });
});

describe('thingsNear', () => {
  const lisbon = thingsNear({ lat: 38.71667, lng: -9.13333 });

  it('lists at least ten real sights around Lisbon, each with its source and licence', () => {
    expect(lisbon.length).toBeGreaterThanOrEqual(10);
    const names = lisbon.map((thing) => thing.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Castle of Saint George',
        'Monastery of the Hieronymites and Tower of Belém in Lisbon',
        'National Museum of Ancient Art',
        'Pena Palace',
        'Praia do Guincho',
      ]),
    );
    for (const thing of lisbon) {
      expect(thing.credit.source).not.toBe('');
      expect(thing.credit.licence).toMatch(/^CC/);
      expect(thing.distanceKm).toBeLessThanOrEqual(30);
      expect(thing.description ?? thing.url).toBeTruthy();
    }
  });

  it('puts the nearest notable sights first', () => {
    expect(lisbon[0]).toMatchObject({ name: 'Castle of Saint George', kind: 'castle' });
    const jeronimos = lisbon.find((thing) => thing.id === 'whc:263');
    expect(jeronimos).toMatchObject({
      kind: 'historic',
      url: 'https://whc.unesco.org/en/list/263',
      credit: { source: 'UNESCO World Heritage Centre', licence: 'CC BY-SA 3.0 IGO' },
    });
  });

  it('finds nothing in the middle of the ocean', () => {
    expect(thingsNear({ lat: -40, lng: -120 })).toEqual([]);
  });
});
