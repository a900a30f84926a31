import { describe, expect, it } from 'vitest';
import { money } from '#shared/domain/money';
import { distanceKm } from '../providers/places/gazetteer';
import { costData } from './cost-data';
import { estimateTripCosts, type CostPlace, type EstimateInput } from './estimator';
import type { ExchangeRates } from './exchange-rates';

const NEW_YORK: CostPlace = {
  label: 'New York, NY, United States',
  lat: 40.71427,
  lng: -74.00597,
  countryCode: 'US',
  admin1: 'NY',
};
const DENVER: CostPlace = { label: 'Denver, CO, United States', lat: 39.73915, lng: -104.9847 };
const PHILADELPHIA: CostPlace = {
  label: 'Philadelphia, PA, United States',
  lat: 39.95233,
  lng: -75.16379,
};
const LISBON: CostPlace = { label: 'Lisbon, Lisbon, Portugal', lat: 38.71667, lng: -9.13333 };

const frozenRates: ExchangeRates = {
  date: '2026-04-13',
  source: 'ECB reference rates',
  rates: { EUR: '1', USD: '1.1684', JPY: '186.75', GBP: '0.87058' },
};

function estimate(overrides: Partial<EstimateInput>) {
  return estimateTripCosts({
    destination: NEW_YORK,
    startDate: '2026-10-10',
    endDate: '2026-10-11',
    travellers: 1,
    currency: 'USD',
    rates: frozenRates,
    ...overrides,
  });
}

function line(result: ReturnType<typeof estimateTripCosts>, kind: string) {
  const found = result.lines.find((candidate) => candidate.kind === kind);
  if (!found) throw new Error(`no ${kind} line in ${JSON.stringify(result)}`);
  return found;
}

/** Estimates are given in whole units: cents rounded half away from zero. */
const wholeDollars = (cents: number) => Math.round(cents / 100) * 100;

describe('lodging', () => {
  it('prices a night in New York City in October at $342 (GSA)', () => {
    const lodging = line(estimate({}), 'lodging');
    expect(lodging.mid).toEqual(money(34200, 'USD'));
    expect(lodging.dataset).toBe('GSA per diem rates, FY2026 (CONUS)');
    expect(lodging.asOf).toBe('2025-10-01');
    expect(lodging.basis).toContain('New York City');
  });

  it('prices a night in New York City in January at $179, whatever the year', () => {
    const lodging = line(estimate({ startDate: '2031-01-15', endDate: '2031-01-16' }), 'lodging');
    expect(lodging.mid).toEqual(money(17900, 'USD'));
  });

  it('gives 3 October nights in New York City for 2 people, one room, $1,026 from $718 to $1,334, in whole dollars', () => {
    const lodging = line(
      estimate({ startDate: '2026-10-10', endDate: '2026-10-13', travellers: 2 }),
      'lodging',
    );
    expect(lodging).toMatchObject({
      label: 'Lodging, 3 nights, 1 room',
      low: money(71800, 'USD'),
      mid: money(102600, 'USD'),
      high: money(133400, 'USD'),
      conversion: null,
    });
  });

  it('takes each night at its own season across a season boundary, rooms for every two travellers', () => {
    // Nights of Dec 30 and 31 at $342, Jan 1 at $179; 3 travellers need 2 rooms.
    const lodging = line(
      estimate({ startDate: '2026-12-30', endDate: '2027-01-02', travellers: 3 }),
      'lodging',
    );
    expect(lodging.mid).toEqual(money((34200 * 2 + 17900) * 2, 'USD'));
  });

  it('gives February 29 the season of February 28', () => {
    const lodging = line(estimate({ startDate: '2028-02-29', endDate: '2028-03-01' }), 'lodging');
    expect(lodging.mid).toEqual(money(17900, 'USD'));
  });

  it('finds Washington, D.C. as GSA’s District of Columbia ($275 in October)', () => {
    const result = estimate({ destination: { label: 'Washington, D.C., United States' } });
    expect(line(result, 'lodging').mid).toEqual(money(27500, 'USD'));
    expect(result.notes).toEqual([
      'No starting place is set, so travel to the destination is not estimated.',
    ]);
  });

  it('prices an October night in Lisbon at $307: its $280 rate (State Department, no seasons) × Portugal’s October index', () => {
    const lodging = line(estimate({ destination: LISBON }), 'lodging');
    // $280 × 1.096 (Eurostat HICP accommodation, Portugal, October) = $306.88.
    expect(lodging.mid).toEqual(money(30700, 'USD'));
    expect(lodging.basis).toContain('$280 a night');
    expect(lodging.basis).toContain('October nights run about 10% above');
    expect(lodging.season?.label).toBe('Portugal accommodation prices by month (Eurostat HICP)');
    expect(lodging.dataset).toBe('State Department foreign per diem rates, April 2026');
    expect(lodging.asOf).toBe('2026-04-01');
  });

  it('moves a night in Valletta by the EU-wide index, Malta having no index of its own, and says so', () => {
    const lodging = line(estimate({ destination: { label: 'Valletta, Malta' } }), 'lodging');
    expect(lodging.season?.label).toBe('EU-wide accommodation prices by month (Eurostat HICP)');
    expect(lodging.basis).toContain('European Union (27)');
    const winter = line(
      estimate({
        destination: { label: 'Valletta, Malta' },
        startDate: '2027-01-12',
        endDate: '2027-01-13',
      }),
      'lodging',
    );
    expect(winter.mid.amount).toBeLessThan(lodging.mid.amount);
  });

  it('uses seasons that wrap the year end abroad (Cannes: $347 October to April, $493 in summer)', () => {
    const cannes = { label: 'Cannes, Provence-Alpes-Côte d’Azur, France' };
    expect(line(estimate({ destination: cannes }), 'lodging').mid).toEqual(money(34700, 'USD'));
    const summer = estimate({
      destination: cannes,
      startDate: '2026-07-01',
      endDate: '2026-07-02',
    });
    expect(line(summer, 'lodging').mid).toEqual(money(49300, 'USD'));
  });

  it('uses DoD rates for Alaska, with wrapping seasons (Anchorage $239 in winter, $329 in summer)', () => {
    const anchorage = { label: 'Anchorage, AK, United States' };
    expect(line(estimate({ destination: anchorage }), 'lodging')).toMatchObject({
      mid: money(23900, 'USD'),
      dataset: 'DoD non-foreign OCONUS per diem rates, April 2026',
    });
    const summer = estimate({
      destination: anchorage,
      startDate: '2026-06-01',
      endDate: '2026-06-02',
    });
    expect(line(summer, 'lodging').mid).toEqual(money(32900, 'USD'));
  });

  it('uses DoD rates for Hawaii and the territories', () => {
    const honolulu = estimate({ destination: { label: 'Honolulu, HI, United States' } });
    expect(line(honolulu, 'lodging').mid).toEqual(money(20200, 'USD'));
    const stThomas = estimate({
      destination: { label: 'Saint Thomas, U.S. Virgin Islands', countryCode: 'VI' },
      startDate: '2026-12-20',
      endDate: '2026-12-21',
    });
    expect(line(stThomas, 'lodging').mid).toEqual(money(41400, 'USD'));
  });

  it('falls back to the country’s [Other] rate for a city the State Department does not list, and says so', () => {
    const result = estimate({ destination: { label: 'Coimbra, Coimbra, Portugal' } });
    // Its $102 rate × 1.096, Portugal's October index.
    expect(line(result, 'lodging').mid).toEqual(money(11200, 'USD'));
    expect(line(result, 'lodging').basis).toContain('Portugal (other locations)');
    expect(result.notes).toEqual(
      expect.arrayContaining([
        'Coimbra is not listed in the per diem rates; we used Portugal (other locations).',
      ]),
    );
  });

  it('finds a city the State Department lists under another name (Oporto for Porto)', () => {
    const result = estimate({ destination: { label: 'Porto, Porto, Portugal' } });
    // Its $242 rate × 1.096, Portugal's October index.
    expect(line(result, 'lodging').mid).toEqual(money(26500, 'USD'));
  });

  it('falls back to the standard CONUS rate ($110) for a US city GSA does not list, and says so', () => {
    const result = estimate({ destination: { label: 'Brooklyn, NY, United States' } });
    // $110, which has no seasons, × 0.978, the US October index (BLS CPI hotels and motels).
    expect(line(result, 'lodging').mid).toEqual(money(10800, 'USD'));
    expect(result.notes.join(' ')).toContain(
      'Brooklyn is not listed in the GSA rates and we do not know its county, so the standard CONUS rate applies.',
    );
  });

  it('falls back to the listed area covering the county when the county is known', () => {
    const result = estimate({
      destination: { label: 'Brooklyn, NY, United States', county: 'Kings' },
    });
    expect(line(result, 'lodging').mid).toEqual(money(34200, 'USD'));
    expect(result.notes.join(' ')).toContain('we used New York City, which covers Kings County');
  });

  it('leaves lodging out where no rate is published (0.0 means government quarters, not free)', () => {
    const result = estimate({ destination: { label: 'Kabul, Kabul, Afghanistan' } });
    expect(result.lines.map((candidate) => candidate.kind)).not.toContain('lodging');
    expect(line(result, 'food').mid).toEqual(money(Math.round(7800 * 0.75 * 2), 'USD'));
    expect(result.notes.join(' ')).toContain('No lodging rate is published for Kabul');
  });

  it('has no lodging line for a day trip', () => {
    const result = estimate({ endDate: '2026-10-10' });
    expect(result.lines.map((candidate) => candidate.kind)).toEqual(['food']);
  });
});

describe('food and incidentals', () => {
  it('counts M&IE per traveller per day, first and last day at 75%', () => {
    // New York City M&IE is $92: 4 days = 0.75 + 1 + 1 + 0.75 = 3.5 days × 2 travellers.
    const food = line(
      estimate({ startDate: '2026-10-10', endDate: '2026-10-13', travellers: 2 }),
      'food',
    );
    expect(food).toMatchObject({
      low: money(38600, 'USD'),
      mid: money(64400, 'USD'),
      high: money(77300, 'USD'),
    });
  });

  it('counts a day trip as one day at 75%', () => {
    expect(line(estimate({ endDate: '2026-10-10' }), 'food').mid).toEqual(money(6900, 'USD'));
  });
});

describe('travel', () => {
  it('prices a round trip per traveller along the route as flown, by the fare model', () => {
    const airfare = line(
      estimate({ origin: DENVER, startDate: '2026-10-20', endDate: '2026-10-23', travellers: 2 }),
      'airfare',
    );
    expect(airfare.label).toBe('Airfare DEN–LGA, round trip, 2 travellers');
    expect(airfare.basis).toContain('DEN–LGA, direct');
    expect(airfare.basis).toContain("DEN's own fare level");
    expect(airfare.basis).toContain('October departures');
    expect(airfare.travel).toMatchObject({ mode: 'fly', airports: ['DEN', 'LGA'], connections: 0 });
    // The model's fare × Denver's BTS factor × the October month index within the US.
    const { params, originFactorsPerMille } = costData.fareModel;
    const [den, lga] = ['DEN', 'LGA'].map((iata) => {
      const airport = costData.airports.find((candidate) => candidate.iata === iata);
      if (!airport) throw new Error(`${iata} missing`);
      return airport;
    });
    const km = distanceKm(den!, lga!);
    const factor = (originFactorsPerMille['DEN'] ?? 0) / 1000;
    const season = (costData.fareSeasons.us?.perMille[9] ?? 0) / 1000;
    const curve = (km / params.typicalKm) ** (params.exponentPerMille / 1000);
    const fare = Math.round(params.levelCents * curve * factor * season);
    expect(km).toBeGreaterThan(2550);
    expect(km).toBeLessThan(2650);
    expect(airfare.mid).toEqual(money(wholeDollars(fare * 2), 'USD'));
    expect(airfare.low).toEqual(money(wholeDollars(Math.round(fare * 2 * 0.7)), 'USD'));
    expect(airfare.high).toEqual(money(wholeDollars(Math.round(fare * 2 * 1.4)), 'USD'));
  });

  it('gives an international route a wider range and says why', () => {
    const domestic = line(estimate({ origin: DENVER }), 'airfare');
    const abroad = line(estimate({ origin: NEW_YORK, destination: LISBON }), 'airfare');
    // New York's gateway for Lisbon is JFK or Newark, not LaGuardia (no long-haul flights).
    expect(abroad.label).toMatch(/^Airfare (JFK|EWR)–LIS, round trip, 1 traveller$/);
    expect(abroad.basis).toContain('the international price may differ widely');
    expect(abroad.high.amount / abroad.mid.amount).toBeGreaterThan(
      domestic.high.amount / domestic.mid.amount + 0.4,
    );
  });

  it('drives instead of flying under 300 km, at a guessed cost per km it labels as one', () => {
    const result = estimate({ origin: PHILADELPHIA, travellers: 2 });
    expect(result.lines.map((candidate) => candidate.kind)).not.toContain('airfare');
    const driving = line(result, 'driving');
    // Philadelphia–New York is about 130 km in a straight line: × 2 × 1.3 ≈ 340 km of road.
    const roadKm = Number(/About (\d+) km/.exec(driving.basis)?.[1]);
    expect(roadKm).toBeGreaterThan(320);
    expect(roadKm).toBeLessThan(360);
    expect(driving).toMatchObject({
      category: 'other',
      mid: money(wholeDollars(roadKm * 21), 'USD'),
      dataset: 'Estimate (a guess)',
    });
    expect(driving.basis).toContain('a guessed $0.21/km');
  });

  it('drives at the traveller’s own cost per km when given', () => {
    const driving = line(
      estimate({ origin: PHILADELPHIA, drivingCostPerKm: money(30, 'EUR'), currency: 'EUR' }),
      'driving',
    );
    const roadKm = Number(/About (\d+) km/.exec(driving.basis)?.[1]);
    expect(driving.mid).toEqual(money(roadKm * 30, 'EUR'));
    expect(driving.conversion).toBeNull();
  });

  it('says so when there is no origin or it cannot be located', () => {
    expect(estimate({}).notes).toContain(
      'No starting place is set, so travel to the destination is not estimated.',
    );
    expect(estimate({ origin: { label: 'Denver, CO, United States' } }).notes).toContain(
      'We could not locate both places, so travel to the destination is not estimated.',
    );
  });
});

describe('car rental and currency', () => {
  it('adds a car rental only when asked, at the traveller’s daily figure', () => {
    expect(estimate({}).lines.map((candidate) => candidate.kind)).not.toContain('car_rental');
    const rental = line(
      estimate({
        startDate: '2026-10-10',
        endDate: '2026-10-13',
        carRentalPerDay: money(5500, 'USD'),
      }),
      'car_rental',
    );
    expect(rental).toMatchObject({ low: money(16500, 'USD'), mid: money(16500, 'USD') });
  });

  it('converts every figure into the trip currency once, and states the rate', () => {
    const lodging = line(
      estimate({ startDate: '2026-10-10', endDate: '2026-10-13', travellers: 2, currency: 'EUR' }),
      'lodging',
    );
    // $1,026 / 1.1684 = €878.12…; $718.20 → €614.69…; $1,333.80 → €1,141.56…, in whole euros.
    expect(lodging.mid).toEqual(money(87800, 'EUR'));
    expect(lodging.low).toEqual(money(61500, 'EUR'));
    expect(lodging.high).toEqual(money(114200, 'EUR'));
    expect(lodging.conversion).toEqual({
      rate: { from: 'USD', to: 'EUR', numerator: '1', denominator: '1.1684', approx: '0.855871' },
      rateDate: '2026-04-13',
      source: 'ECB reference rates',
    });
    expect(lodging.basis).toContain(
      'Converted from USD at 0.855871 (ECB reference rates, 2026-04-13).',
    );
  });

  it('gives whole yen for a trip in JPY', () => {
    const lodging = line(estimate({ currency: 'JPY' }), 'lodging');
    // $342 × 186.75 / 1.1684 = ¥54,662.78…
    expect(lodging.mid).toEqual(money(54663, 'JPY'));
  });

  it('never answers a float amount', () => {
    const result = estimate({ origin: DENVER, currency: 'GBP', travellers: 3 });
    for (const { low, mid, high } of result.lines) {
      for (const amount of [low.amount, mid.amount, high.amount]) {
        expect(Number.isSafeInteger(amount)).toBe(true);
      }
    }
  });
});

describe('input checks', () => {
  it.each([
    ['an end before the start', { startDate: '2026-10-10', endDate: '2026-10-09' }],
    ['an impossible date', { startDate: '2026-02-30' }],
    ['no travellers', { travellers: 0 }],
    ['21 travellers', { travellers: 21 }],
    ['a fraction of a traveller', { travellers: 1.5 }],
  ])('refuses %s', (_, overrides) => {
    expect(() => estimate(overrides)).toThrow(RangeError);
  });
});
