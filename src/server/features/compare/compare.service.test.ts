import { describe, expect, it } from 'vitest';
import type { Access } from '#server/access/access';
import { estimateTripCosts } from '#server/costs/estimator';
import { latestRates } from '#server/costs/exchange-rates';
import type { FareQuote, FareRequest, FaresProvider } from '#server/providers/fares/fares-provider';
import { getGazetteer } from '#server/providers/places/gazetteer';
import type { CompareRepository, CompareTrip } from './compare.repository';
import { createCompareService, QUOTED_OPTIONS } from './compare.service';
import { holidayCalendar } from '#server/holidays/holidays';

const TRIP: CompareTrip = {
  id: 'trip',
  locationAddress: 'New York, NY, United States',
  imageUrl: '/images/new-york.jpg',
  tripStart: '2026-10-12',
  tripEnd: '2026-10-16',
  travellers: 2,
  origin: null,
  currency: 'USD',
  ownerCity: 'Denver',
  ownerState: 'CO',
  ownerHomeCurrency: 'USD',
  plannedTotal: null,
};

const repository: CompareRepository = {
  findTrip: () => Promise.resolve(TRIP),
  findHomeCurrency: () => Promise.resolve('USD'),
  listWishlistTrips: () => Promise.resolve([TRIP]),
};
const access: Access = {
  requireOwnEmail: () => Promise.resolve(''),
  requireTrips: () => Promise.resolve(),
  requireTrip: () => Promise.resolve('owner'),
  checkTripRole: () => 'owner',
  requireAccountUnlessFound: () => Promise.resolve(),
  requireWishlist: () => Promise.reject(new Error('not used')),
};

function serviceWith(fares: FaresProvider) {
  return createCompareService({
    compareRepository: repository,
    access,
    estimateTripCosts,
    latestRates: async () => latestRates(),
    gazetteer: getGazetteer(),
    fares,
    today: () => '2026-11-23',
    holidays: holidayCalendar,
  });
}

describe('live fares in a date comparison', () => {
  it('quotes only the cheapest few windows, with their dates and airports', async () => {
    const asked: FareRequest[] = [];
    const fares: FaresProvider = {
      adapter: 'fake',
      quote(request) {
        asked.push(request);
        const quote: FareQuote = {
          total: { amount: 51_234, currency: 'USD' },
          quotedAt: '2026-11-23T14:05:00Z',
          source: 'Duffel',
          offerCount: 3,
        };
        return Promise.resolve(quote);
      },
    };
    const result = await serviceWith(fares).compareDates('owner', 'trip', {
      from: '2026-09-07',
      to: '2027-03-01',
      step: 'week',
    });
    const quoted = result.windows.filter((window) => window.quote !== null);
    expect(asked).toHaveLength(QUOTED_OPTIONS);
    expect(quoted).toHaveLength(QUOTED_OPTIONS);
    const cheapestMids = result.windows
      .map((window) => window.total.mid.amount)
      .sort((a, b) => a - b)
      .slice(0, QUOTED_OPTIONS);
    for (const window of quoted) {
      expect(cheapestMids).toContain(window.total.mid.amount);
      expect(window.quote).toEqual({
        total: { amount: 51_234, currency: 'USD' },
        quotedAt: '2026-11-23T14:05:00Z',
        source: 'Duffel',
      });
      expect(asked).toContainEqual({
        originIata: 'DEN',
        destinationIata: expect.stringMatching(/^[A-Z]{3}$/),
        departDate: window.start,
        returnDate: window.end,
        adults: 2,
      });
    }
  });

  it('keeps every estimate, with no quote, when the provider has none', async () => {
    const fares: FaresProvider = { adapter: 'fake', quote: () => Promise.resolve(null) };
    const result = await serviceWith(fares).comparePlaces('owner', 'trip', ['Chicago']);
    expect(result.places.map((place) => place.quote)).toEqual([null, null]);
  });
});
