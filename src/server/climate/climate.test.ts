import { describe, expect, it } from 'vitest';
import { DISCOVER_REGIONS } from '#shared/contracts/compare';
import { distanceKm } from '../providers/places/gazetteer';
import {
  CARIBBEAN_COUNTRY_CODES,
  CLIMATE_SOURCE,
  bestMonths,
  destinationMonths,
  destinationsIn,
  listDestinations,
  monthsBetween,
  nearestDestination,
  typicalForDates,
  typicalWeather,
} from './climate';

const LISBON = { lat: 38.7167, lng: -9.1333 };
const DENVER = { lat: 39.7392, lng: -104.9903 };

describe('nearestDestination', () => {
  it('finds the airport place serving a city', () => {
    expect(nearestDestination(LISBON.lat, LISBON.lng)).toMatchObject({
      iata: 'LIS',
      city: 'Lisbon',
      countryCode: 'PT',
      country: 'Portugal',
      continent: 'Europe',
      climate: 'Mediterranean',
      distanceKm: expect.closeTo(7, 0),
    });
  });

  it('answers undefined in the middle of the ocean', () => {
    expect(nearestDestination(-40, -120)).toBeUndefined();
  });

  it('finds across the date line, both ways', () => {
    // Matei (TVU) is at 179.877°W, Moala (MFJ) at 179.951°E.
    expect(nearestDestination(-16.69, 179.95)?.iata).toBe('TVU');
    expect(nearestDestination(-18.56, -179.8)?.iata).toBe('MFJ');
  });

  it('agrees with a scan of every destination', () => {
    const all = listDestinations();
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 300; i++) {
      const point = { lat: random() * 160 - 80, lng: random() * 360 - 180 };
      let best: string | undefined;
      let bestKm = 300;
      for (const destination of all) {
        const km = distanceKm(point, destination);
        if (km < bestKm) [best, bestKm] = [destination.iata, km];
      }
      expect(nearestDestination(point.lat, point.lng, 300)?.iata).toBe(best);
    }
  });
});

describe('typicalWeather', () => {
  it("gives Lisbon's July as its airport's normals, with the source", () => {
    expect(typicalWeather(LISBON.lat, LISBON.lng, undefined, 7)).toEqual({
      month: 7,
      sunshineScore: 96,
      dayHighC: 23,
      nightLowC: 16,
      rainMm: 4,
      destination: { iata: 'LIS', city: 'Lisbon', country: 'Portugal' },
      distanceKm: 7,
      source: CLIMATE_SOURCE,
    });
  });

  it('cools a place 1000 m above its airport by 6.5 °C, leaving rain and sunshine alone', () => {
    // LIS is at 108 m.
    const level = typicalWeather(LISBON.lat, LISBON.lng, 108, 7)!;
    const high = typicalWeather(LISBON.lat, LISBON.lng, 1108, 7)!;
    expect(level.dayHighC).toBe(23);
    expect(high.dayHighC).toBe(Math.round(23 - 6.5));
    expect(high.nightLowC).toBe(Math.round(16 - 6.5));
    expect(high.rainMm).toBe(level.rainMm);
    expect(high.sunshineScore).toBe(level.sunshineScore);
  });

  it('answers undefined when no destination is within 150 km', () => {
    expect(typicalWeather(-40, -120, undefined, 1)).toBeUndefined();
  });

  it('refuses a month outside 1-12', () => {
    expect(() => typicalWeather(LISBON.lat, LISBON.lng, undefined, 13)).toThrow(RangeError);
  });
});

describe('typicalForDates', () => {
  it('lists each month a trip touches, across the new year', () => {
    const months = typicalForDates(DENVER.lat, DENVER.lng, 1609, '2026-11-28', '2027-01-03');
    expect(months.map((month) => month.month)).toEqual([11, 12, 1]);
    expect(months[0]?.destination.iata).toBe('DEN');
  });

  it('is empty far from any destination', () => {
    expect(typicalForDates(-40, -120, undefined, '2026-01-01', '2026-02-01')).toEqual([]);
  });

  it('counts at most the 12 months of a year', () => {
    expect(monthsBetween('2026-03-10', '2026-03-12')).toEqual([3]);
    expect(monthsBetween('2026-03-10', '2028-01-01')).toEqual([
      3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2,
    ]);
  });
});

describe('bestMonths', () => {
  it("ranks Lisbon's dry summer first, with reasons in words and figures", () => {
    const months = bestMonths(LISBON.lat, LISBON.lng, undefined);
    expect(months).toHaveLength(12);
    expect(months.slice(0, 3).map((month) => month.month)).toEqual([7, 8, 6]);
    expect(months[0]?.reason).toBe('warm and dry: 23 °C, 4 mm rain');
    expect(months.at(-1)?.reason).toMatch(/^cool with some rain: 14 °C/);
  });

  it('is empty far from any destination', () => {
    expect(bestMonths(-40, -120, undefined)).toEqual([]);
  });
});

describe('destinationsIn', () => {
  it('maps every region to real destinations', () => {
    for (const region of DISCOVER_REGIONS)
      expect(destinationsIn(region).length).toBeGreaterThan(30);
    expect(destinationsIn('anywhere')).toHaveLength(listDestinations().length);
  });

  it('keeps each country region to its country', () => {
    expect(destinationsIn('italy').every((d) => d.countryCode === 'IT')).toBe(true);
    expect(destinationsIn('united-states').some((d) => d.iata === 'DEN')).toBe(true);
    expect(destinationsIn('mexico').some((d) => d.iata === 'CUN')).toBe(true);
  });

  it('counts the Canaries and Cyprus in Europe', () => {
    const europe = destinationsIn('europe').map((d) => d.iata);
    expect(europe).toEqual(expect.arrayContaining(['LIS', 'TFS', 'LCA']));
  });

  it('holds the Caribbean islands, Puerto Rico and the Virgin Islands included', () => {
    const caribbean = destinationsIn('caribbean');
    expect(caribbean.map((d) => d.iata)).toEqual(expect.arrayContaining(['SJU', 'STT', 'MBJ']));
    expect(new Set(caribbean.map((d) => d.countryCode))).toEqual(new Set(CARIBBEAN_COUNTRY_CODES));
  });
});

describe('destinationMonths', () => {
  it("gives a destination's 12 months, January first", () => {
    const lisbon = nearestDestination(LISBON.lat, LISBON.lng)!;
    const months = destinationMonths(lisbon);
    expect(months.map((month) => month.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(months[0]).toEqual({
      month: 1,
      sunshineScore: 42,
      dayHighC: 14,
      nightLowC: 9,
      rainMm: 73,
    });
  });
});
