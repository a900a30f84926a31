// `npm run bench:compare`: how long the comparisons take through their services: a 52-week date
// comparison and a 7-place comparison of a 4-night New York City trip for 2 from Denver (target:
// under 50 ms each), and Discover for the United States, Anytime. Timings only, not a test: shared
// machines are too noisy to fail a build on them. The trip comes from an in-memory repository, so
// the figures are the service's own work (the one trip query per request is not in them).
import { performance } from 'node:perf_hooks';
import type { Access } from '#server/access/access';
import { estimateTripCosts } from '#server/costs/estimator';
import { latestRates } from '#server/costs/exchange-rates';
import type { CompareRepository, CompareTrip } from '#server/features/compare/compare.repository';
import { createCompareService } from '#server/features/compare/compare.service';
import { createDiscoverService } from '#server/features/discover/discover.service';
import { createEstimatedFares } from '#server/providers/fares/fares-provider';
import { getGazetteer } from '#server/providers/places/gazetteer';
import { holidayCalendar } from '#server/holidays/holidays';

const TRIP: CompareTrip = {
  id: '00000000-0000-4000-8000-000000000001',
  locationAddress: 'New York, NY, United States',
  imageUrl: '/api/places-photo/geonames-5128581',
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

const loadStart = performance.now();
const gazetteer = getGazetteer();
const today = () => '2026-11-23';
const compare = createCompareService({
  compareRepository: repository,
  access,
  estimateTripCosts,
  latestRates: async () => latestRates(),
  gazetteer,
  fares: createEstimatedFares(),
  today,
  holidays: holidayCalendar,
});
const discover = createDiscoverService({
  estimateTripCosts,
  latestRates: async () => latestRates(),
  gazetteer,
  today,
  holidays: holidayCalendar,
});
const loadMs = performance.now() - loadStart;

const PLACES = ['Chicago', 'Boston', 'Miami', 'Seattle', 'Lisbon', 'Austin, TX'];

async function time(label: string, runs: number, task: () => Promise<unknown>) {
  const first = performance.now();
  await task();
  const firstMs = performance.now() - first;
  for (let i = 0; i < 5; i++) await task();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await task();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)] ?? NaN;
  const p95 = samples[Math.min(samples.length - 1, Math.ceil(samples.length * 0.95) - 1)] ?? NaN;
  console.log(
    `${label.padEnd(48)} first ${firstMs.toFixed(1).padStart(6)} ms   median ${median.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms`,
  );
}

console.log(`Gazetteer and services ready in ${loadMs.toFixed(0)} ms\n`);
await time('52-week date comparison (53 windows)', 50, () =>
  compare.compareDates('bench', TRIP.id, { step: 'week' }),
);
await time('7-place comparison (the trip + 6)', 50, () =>
  compare.comparePlaces('bench', TRIP.id, PLACES),
);
await time('Discover united-states, Anytime, $, from Denver', 20, () =>
  discover.discover({ region: 'united-states', tier: '$', origin: 'Denver, CO', travellers: 2 }),
);
await time('Discover united-states, Anytime, from Boston', 20, () =>
  discover.discover({ region: 'united-states', tier: '$$', origin: 'Boston, MA', travellers: 2 }),
);
await time('Discover anywhere, Anytime, $$$, from Denver', 20, () =>
  discover.discover({ region: 'anywhere', tier: '$$$', origin: 'Denver, CO', travellers: 2 }),
);
await time('Discover europe, custom dates, $', 20, () =>
  discover.discover({
    region: 'europe',
    tier: '$',
    origin: 'Denver, CO',
    travellers: 2,
    start: '2027-05-01',
    end: '2027-05-06',
  }),
);
