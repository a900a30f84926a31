import type { Watch, WatchPrice } from '#shared/contracts/watches';

/** Watches as the API answers them, for client tests: a flexible watch of Lisbon for 2. */
export const usd = (amount: number) => ({ amount, currency: 'USD' as const });

export function priceFixture(overrides: Partial<WatchPrice> = {}): WatchPrice {
  return {
    start: '2027-05-29',
    end: '2027-06-01',
    total: { low: usd(110000), mid: usd(122400), high: usd(135000) },
    perPerson: usd(61200),
    quotes: [],
    estimated: true,
    longWeekend: null,
    sources: ['GSA per diem rates FY2026', 'BTS airfares 2025 Q4'],
    ...overrides,
  };
}

export function watchFixture(overrides: Partial<Watch> = {}): Watch {
  return {
    _id: '22222222-2222-4222-8222-222222222222',
    kind: 'flexible',
    tripId: null,
    place: 'Lisbon, Portugal',
    nights: 3,
    travellers: 2,
    origin: 'Denver, CO, United States',
    from: '2027-05-01',
    to: '2027-08-01',
    longWeekendsOnly: true,
    maxPerPerson: usd(70000),
    currency: 'USD',
    createdAt: '2026-11-20T10:00:00.000Z',
    lastCheckedAt: '2026-11-27T10:00:00.000Z',
    nextCheckAt: '2026-11-28T10:00:00.000Z',
    latest: priceFixture(),
    lastError: null,
    ...overrides,
  };
}
