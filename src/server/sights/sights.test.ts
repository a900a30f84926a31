import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildSightData, SIGHT_DATA_FILES, sightListJson } from './build-sight-data';
import { gatewaySightNear } from './sights';

const dataDir = fileURLToPath(new URL('./data/', import.meta.url));

describe('sight data', () => {
  const built = buildSightData(`${dataDir}raw`);

  it('is exactly what the build makes from the raw files (run npm run build:sight-data)', () => {
    for (const part of ['naturalWorldHeritage', 'beaches'] as const) {
      const committed = readFileSync(`${dataDir}${SIGHT_DATA_FILES[part]}`, 'utf8');
      expect(sightListJson(built[part]), part).toBe(committed);
    }
  });

  it('reads names whatever the line encoding, and keeps only natural sites and listed beaches', () => {
    const names = built.naturalWorldHeritage.map((site) => site.name);
    expect(names).toContain('Göreme National Park and the Rock Sites of Cappadocia');
    expect(names).toContain('Iguaçu National Park');
    expect(names).toContain('Škocjan Caves');
    expect(names).toContain('Białowieża Forest');
    expect(names).not.toContain(
      'Historic Centre of Rome, the Properties of the Holy See in that City Enjoying Extraterritorial Rights and San Paolo Fuori le Mura',
    );
    expect(names.join('|')).not.toMatch(/[\u0080-\u009f\ufffd?]|<\/?\w/);
    expect(built.beaches.map((beach) => beach.name)).toContain('Mamaia Beach');
  });
});

describe('gatewaySightNear', () => {
  it('finds the natural site or listed beach a town is the gateway to', () => {
    expect(gatewaySightNear({ lat: 35.97, lng: -112.13 })).toMatchObject({
      name: 'Grand Canyon National Park',
      kind: 'mountains',
      credit: '© UNESCO World Heritage Centre, CC BY-SA 3.0 IGO',
    });
    expect(gatewaySightNear({ lat: 44.17, lng: 28.64 })).toMatchObject({
      name: 'Mamaia Beach',
      kind: 'beach',
    });
  });

  it('finds nothing for a town far from any', () => {
    // Decatur, Illinois.
    expect(gatewaySightNear({ lat: 39.84, lng: -88.95 })).toBeNull();
  });
});
