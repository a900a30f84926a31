import { describe, expect, it } from 'vitest';
import type { Discover } from '#shared/contracts/compare';
import { imageUrlSchema } from '#shared/contracts/trips';
import { useTestApp } from '#tests/setup/test-app';
import { tierOfRank } from './discover.service';

const discover = (app: ReturnType<typeof useTestApp>, query: string) =>
  app.app.inject({ method: 'GET', url: `/api/discover?${query}` });

describe('GET /api/discover', () => {
  const testApp = useTestApp({ freshUsers: false });
  const fromDenver = 'origin=Denver%2C%20CO&travellers=2';

  it('finds real places in the cheapest third of the United States, Anytime, for a visitor', async () => {
    const response = await discover(testApp, `region=united-states&tier=%24&${fromDenver}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<Discover>();
    expect(body.currency).toBe('USD');
    expect(body.results).toHaveLength(12);
    const mids = body.results.map((result) => result.perPerson.mid.amount);
    expect(mids).toEqual([...mids].sort((a, b) => a - b));
    for (const result of body.results) {
      expect(result.place).toMatch(/, [A-Z]{2}, United States$/);
      expect(result.place).not.toMatch(/^Denver,/);
      expect(Date.parse(result.end) - Date.parse(result.start)).toBe(4 * 86_400_000);
      expect(result.perPerson.mid.amount).toBe(Math.round(result.total.mid.amount / 2));
      expect(result.reason).not.toBe('');
      expect(result.weather).toMatchObject({ dayHighC: expect.any(Number) });
      expect(imageUrlSchema.safeParse(result.image_url).success).toBe(true);
    }
    // Every $ place is cheaper per person than every $$ place.
    const middle = (
      await discover(testApp, `region=united-states&tier=%24%24&${fromDenver}`)
    ).json<Discover>();
    const cheapestMiddle = Math.min(...middle.results.map((r) => r.perPerson.mid.amount));
    expect(Math.max(...mids)).toBeLessThanOrEqual(cheapestMiddle);
    expect(body.sources).toContain('GSA per diem rates, FY2026 (CONUS)');
  });

  it('prices the dates asked for and keeps only places warm enough', async () => {
    const response = await discover(
      testApp,
      `region=europe&tier=%24%24&${fromDenver}&start=2027-07-01&end=2027-07-08&minDayHighC=25`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<Discover>();
    expect(body.results.length).toBeGreaterThan(0);
    for (const result of body.results) {
      expect(result).toMatchObject({ start: '2027-07-01', end: '2027-07-08' });
      expect(result.weather!.dayHighC).toBeGreaterThanOrEqual(25);
      expect(result.weather!.month).toBe(7);
    }
  });

  it('says when the starting city is unknown', async () => {
    const response = await discover(testApp, 'region=europe&tier=%24&origin=Qzxqzx');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      msg: 'We could not find your starting city.',
      code: 'origin_not_found',
    });
  });

  it('answers 400 for a missing or unknown region or tier, no origin, or half the dates', async () => {
    for (const query of [
      `tier=%24&${fromDenver}`,
      `region=atlantis&tier=%24&${fromDenver}`,
      `region=europe&${fromDenver}`,
      `region=europe&tier=%24%24%24%24&${fromDenver}`,
      'region=europe&tier=%24',
      `region=europe&tier=%24&${fromDenver}&start=2027-07-01`,
      `region=europe&tier=%24&${fromDenver}&start=2027-07-08&end=2027-07-01`,
      `region=europe&tier=%24&origin=Denver&travellers=0`,
    ]) {
      const response = await discover(testApp, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({
        msg: expect.any(String),
        code: 'validation_failed',
      });
    }
  });
});

describe('GET /api/discover rate limit', () => {
  const limited = useTestApp({ env: { DISCOVER_RATE_LIMIT_PER_MINUTE: '2' }, freshUsers: false });

  it('answers 429 with Retry-After past the limit per address', async () => {
    const query = 'region=italy&tier=%24&origin=Denver';
    expect((await discover(limited, query)).statusCode).toBe(200);
    expect((await discover(limited, query)).statusCode).toBe(200);
    const refused = await discover(limited, query);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ code: expect.any(String), msg: expect.any(String) });
  });
});

describe('tierOfRank', () => {
  it('splits options sorted cheapest first into thirds', () => {
    expect(Array.from({ length: 9 }, (_, rank) => tierOfRank(rank, 9))).toEqual([
      '$', '$', '$', '$$', '$$', '$$', '$$$', '$$$', '$$$',
    ]); // prettier-ignore
    expect(Array.from({ length: 4 }, (_, rank) => tierOfRank(rank, 4))).toEqual([
      '$',
      '$',
      '$$',
      '$$$',
    ]);
    expect(tierOfRank(0, 1)).toBe('$');
  });
});
