import { describe, expect, it } from 'vitest';
import { getGazetteer } from '#server/providers/places/gazetteer';
import { advisoryFor, advisoryWords } from './travel-advisories';

describe('travel advisories over a place', () => {
  const gazetteer = getGazetteer();
  const advisoryAt = (label: string) => {
    const place = gazetteer.resolveAddress(label);
    if (!place) throw new Error(`${label} does not resolve`);
    return advisoryFor(place);
  };

  it('finds "Do not travel" for a country and for a region the advisory names', () => {
    expect(advisoryAt('Moscow, Russia')?.level).toBe(4);
    expect(advisoryAt('Port-au-Prince, Ouest, Haiti')?.level).toBe(4);
    expect(advisoryAt('Culiacán, Sinaloa, Mexico')).toMatchObject({
      level: 4,
      area: 'Sinaloa, Mexico',
    });
    expect(advisoryAt('Acapulco de Juárez, Guerrero, Mexico')?.level).toBe(4);
  });

  it('keeps a place the advisory excepts from its region at its country level', () => {
    // "Cauca (excluding Popayán)": Popayán is under Colombia's level 3 only.
    expect(advisoryAt('Popayán, Cauca, Colombia')).toMatchObject({ level: 3, area: 'Colombia' });
  });

  it('says "Reconsider travel" with the level and the area at level 3', () => {
    const jalisco = advisoryAt('Guadalajara, Jalisco, Mexico');
    expect(jalisco).toMatchObject({ level: 3, issuer: 'US State Department' });
    expect(advisoryWords(jalisco!)).toBe(
      'Reconsider travel: US State Department Level 3 for Jalisco, Mexico',
    );
  });

  it('has nothing to say of places at levels 1 and 2', () => {
    expect(advisoryAt('Cancún, Quintana Roo, Mexico')).toBeUndefined();
    expect(advisoryAt('Lisbon, Lisboa, Portugal')).toBeUndefined();
    expect(advisoryAt('Denver, CO, United States')).toBeUndefined();
  });
});
