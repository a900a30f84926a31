import { describe, expect, it } from 'vitest';
import { costData } from './cost-data';
import { estimateTripCosts, type CostPlace, type EstimateInput } from './estimator';
import { createItineraryFinder, createRouteIndex } from './fare-model';

const DENVER: CostPlace = {
  label: 'Denver, CO, United States',
  lat: 39.73915,
  lng: -104.9847,
  countryCode: 'US',
  admin1: 'CO',
};
const place = (label: string, lat: number, lng: number): CostPlace => ({ label, lat, lng });
const LOS_ANGELES = place('Los Angeles, CA, United States', 34.05223, -118.24368);
const BISHOP = place('Bishop, CA, United States', 37.36354, -118.39511);
const COLORADO_SPRINGS = place('Colorado Springs, CO, United States', 38.83388, -104.82136);
const LISBON = place('Lisbon, Lisbon, Portugal', 38.71667, -9.13333);
const HORTA = place('Horta, Azores, Portugal', 38.53333, -28.63333);

function estimate(destination: CostPlace, overrides: Partial<EstimateInput> = {}) {
  return estimateTripCosts({
    destination,
    origin: DENVER,
    startDate: '2027-03-09',
    endDate: '2027-03-12',
    travellers: 1,
    currency: 'USD',
    ...overrides,
  });
}

const travelMid = (result: ReturnType<typeof estimate>) =>
  result.lines
    .filter((line) => line.kind === 'airfare' || line.kind === 'driving')
    .reduce((total, line) => total + line.mid.amount, 0);
const airfareOf = (result: ReturnType<typeof estimate>) => {
  const airfare = result.lines.find((line) => line.kind === 'airfare');
  if (!airfare) throw new Error(`no airfare in ${JSON.stringify(result.lines)}`);
  return airfare;
};

describe('route-aware airfare from Denver', () => {
  it('flies to Bishop through Fresno and drives on, dearer than Los Angeles', () => {
    const bishop = estimate(BISHOP);
    const losAngeles = estimate(LOS_ANGELES);
    expect(airfareOf(bishop).travel?.airports).toEqual(['DEN', 'FAT']);
    expect(bishop.lines.find((line) => line.kind === 'driving')?.label).toBe(
      'Driving from FAT airport, round trip, 1 car',
    );
    expect(travelMid(bishop)).toBeGreaterThan(travelMid(losAngeles));
  });

  it('prices Horta dearer than Lisbon: a gateway fare plus an island leg, named as flown', () => {
    const horta = airfareOf(estimate(HORTA));
    const lisbon = airfareOf(estimate(LISBON));
    expect(horta.mid.amount).toBeGreaterThan(lisbon.mid.amount);
    expect(horta.travel?.connections).toBe(2);
    expect(horta.travel?.airports.at(-1)).toBe('HOR');
    expect(horta.basis).toMatch(/^DEN–[A-Z]{3}–[A-Z]{3}–HOR, two connections: /);
    expect(lisbon.basis).toMatch(/^DEN–[A-Z]{3}–LIS, one connection: /);
    // Each connection widens the range.
    expect(horta.high.amount / horta.mid.amount).toBeGreaterThan(
      lisbon.high.amount / lisbon.mid.amount,
    );
  });

  it('drives to Colorado Springs rather than flying', () => {
    const springs = estimate(COLORADO_SPRINGS);
    expect(springs.lines.some((line) => line.kind === 'airfare')).toBe(false);
    expect(springs.lines.find((line) => line.kind === 'driving')?.travel?.mode).toBe('drive');
  });

  it('moves a fare to Europe with the US–Europe month index, a month at a time', () => {
    const index = costData.fareSeasons['us-europe']?.perMille ?? [];
    const departing = (start: string, end: string) =>
      airfareOf(estimate(LISBON, { startDate: start, endDate: end }));
    const winter = departing('2027-02-09', '2027-02-12');
    const summer = departing('2027-07-13', '2027-07-16');
    expect(summer.mid.amount / winter.mid.amount).toBeCloseTo(index[6]! / index[1]!, 2);
    expect(summer.basis).toContain('July departures');
    expect(summer.basis).toContain('BLS import air passenger fares, Europe');
    // Within a month the fare does not move.
    expect(departing('2027-02-23', '2027-02-26').mid).toEqual(winter.mid);
  });

  it('adds a stated holiday premium and a wider range next to a public holiday', () => {
    const plain = airfareOf(
      estimate(LOS_ANGELES, { startDate: '2027-05-18', endDate: '2027-05-21' }),
    );
    const memorial = airfareOf(
      estimate(LOS_ANGELES, { startDate: '2027-05-29', endDate: '2027-05-31' }),
    );
    expect(memorial.travel?.holiday).toBe('Memorial Day');
    expect(memorial.basis).toContain('rule of thumb');
    expect(memorial.mid.amount).toBeGreaterThan(plain.mid.amount);
    expect(memorial.high.amount / memorial.mid.amount).toBeGreaterThan(
      plain.high.amount / plain.mid.amount,
    );
  });
});

describe('itineraries', () => {
  const airports = new Map(costData.airports.map((airport) => [airport.iata, airport]));
  const at = (iata: string) => {
    const airport = airports.get(iata);
    if (!airport) throw new Error(`${iata} missing`);
    return airport;
  };

  it('flies direct where the routes say so, else with the fewest connections', () => {
    // Three real airports under made-up codes, so the routes are ours to set.
    const [a, b, c] = ['DEN', 'ORD', 'LIS'].map((iata, index) => ({
      ...at(iata),
      iata: ['AAA', 'BBB', 'CCC'][index]!,
    }));
    const finder = (routes: [string, string, number][]) =>
      createItineraryFinder([a!, b!, c!], createRouteIndex(routes));
    const direct = finder([
      ['AAA', 'BBB', 2],
      ['BBB', 'CCC', 1],
      ['AAA', 'CCC', 1],
    ])(a!, c!);
    expect(direct.path.map((airport) => airport.iata)).toEqual(['AAA', 'CCC']);
    const viaHub = finder([
      ['AAA', 'BBB', 2],
      ['BBB', 'CCC', 1],
    ])(a!, c!);
    expect(viaHub.path.map((airport) => airport.iata)).toEqual(['AAA', 'BBB', 'CCC']);
    expect(viaHub.connections).toBe(1);
    expect(viaHub.trunkAirlines).toBe(1);
    expect(viaHub.isAssumed).toBe(false);
  });
});
