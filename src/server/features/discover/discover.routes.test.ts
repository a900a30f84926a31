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
      // In the contiguous United States, for the results' map.
      expect(result.location?.lat).toBeGreaterThan(24);
      expect(result.location?.lng).toBeLessThan(-66);
    }
    // Every $ place is cheaper per person than every $$ place.
    const middle = (
      await discover(testApp, `region=united-states&tier=%24%24&${fromDenver}`)
    ).json<Discover>();
    const cheapestMiddle = Math.min(...middle.results.map((r) => r.perPerson.mid.amount));
    expect(Math.max(...mids)).toBeLessThanOrEqual(cheapestMiddle);
    expect(body.sources).toContain('GSA per diem rates, FY2026 (CONUS)');
  });

  // The named non-getaways, then high-plains towns the atlas types as mountain towns by
  // their elevation, then a suburb of a bigger city.
  const NOT_GETAWAYS =
    /^(Castletown|Saint Peter Port|St\.? Peter Port|Corvo|Santa Cruz das Flores|Bishop|Ironwood|Decatur|Cape Girardeau|Merced|Cheyenne|Alliance|Casper|Riverton|Laramie|Pocatello|Elko|Mesa),/;
  const allTiers = async (query: string) => {
    const tiers = await Promise.all(
      ['%24', '%24%24', '%24%24%24'].map(async (tier) => {
        const response = await discover(testApp, `${query}&tier=${tier}`);
        expect(response.statusCode, query).toBe(200);
        return response.json<Discover>().results;
      }),
    );
    return tiers.flat();
  };

  it('offers getaways a traveller recognises, each reachable and with its reason, from several origins', async () => {
    for (const query of [
      `region=united-states&${fromDenver}`,
      `region=europe&${fromDenver}`,
      'region=united-states&origin=Chicago%2C%20IL',
      'region=europe&origin=Lisbon%2C%20Portugal',
      'region=Caribbean&origin=Miami%2C%20FL',
    ]) {
      const results = await allTiers(query);
      expect(results.length, query).toBeGreaterThan(10);
      expect(new Set(results.map((result) => result.place)).size, query).toBe(results.length);
      for (const result of results) {
        expect(result.place, query).not.toMatch(NOT_GETAWAYS);
        expect(['city', 'beach', 'mountains']).toContain(result.kind);
        expect(result.reason, query).toMatch(/^[A-Z]/);
        if (result.travel.mode === 'drive') {
          expect(result.travel.route).toBeNull();
          expect(result.travel.hours).toBeLessThanOrEqual(9);
          expect(result.reason).toMatch(/^Drive about \d+ h from /);
        } else {
          expect(result.travel.connections).toBeLessThanOrEqual(1);
          expect(result.travel.route).toMatch(/^[A-Z0-9]{3}(–[A-Z0-9]{3}){1,2}$/);
          if (result.travel.connections > 0)
            expect(result.reason).toContain('the fare includes a connection via');
        }
      }
    }
  });

  it('prices Europe from Denver as gateway flights and says so', async () => {
    const results = await allTiers(`region=europe&${fromDenver}`);
    const viaGateway = results.filter((result) => result.travel.connections === 1);
    expect(viaGateway.length).toBeGreaterThan(results.length / 2);
    for (const result of viaGateway) expect(result.reason).toMatch(/connection via /);
    // Europe's best-known cities stay among the places offered, whatever month is cheapest.
    expect(
      results.some((result) =>
        /^(Lisbon|Madrid|Barcelona|Rome|Paris|London|Dublin|Amsterdam|Athens|Prague|Vienna|Berlin), /.test(
          result.place,
        ),
      ),
    ).toBe(true);
  });

  it('offers a small town only as the gateway to a sight, and credits the sight list', async () => {
    const answers = await Promise.all(
      ['%24', '%24%24', '%24%24%24'].map(async (tier) =>
        (
          await discover(
            testApp,
            `region=united-states&kind=mountains&origin=Los%20Angeles%2C%20CA&tier=${tier}`,
          )
        ).json<Discover>(),
      ),
    );
    const gateways = answers.flatMap((answer) =>
      answer.results
        .filter((result) => /^The gateway to /.test(result.reason))
        .map((result) => ({ result, sources: answer.sources })),
    );
    expect(gateways.map(({ result }) => result.reason)).toContainEqual(
      expect.stringMatching(/^The gateway to Carlsbad Caverns National Park/),
    );
    for (const { result, sources } of gateways) {
      expect(result.kind).toBe('mountains');
      expect(sources).toContain('© UNESCO World Heritage Centre, CC BY-SA 3.0 IGO');
    }
  });

  it('filters by kind and takes a region by its label', async () => {
    const response = await discover(
      testApp,
      `region=United%20States&tier=%24%24&kind=mountains&${fromDenver}`,
    );
    expect(response.statusCode).toBe(200);
    const { results } = response.json<Discover>();
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) {
      expect(result.kind).toBe('mountains');
      expect(result.place).toMatch(/, United States$/);
    }
    // Mountain towns in the mountains: each has a lodging rate of its own, as resorts do.
    const all = await allTiers(`region=united-states&kind=mountains&${fromDenver}`);
    expect(all.map((result) => result.place)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^(Aspen|Telluride|Taos|Jackson Hole|Mammoth Lakes),/),
      ]),
    );
    expect(all.map((result) => result.place).join('; ')).not.toMatch(
      /\b(Cheyenne|Alliance|Casper|Riverton|Laramie|Sheridan|Idaho Falls),/,
    );
    const bad = await discover(testApp, `region=europe&tier=%24&kind=desert&${fromDenver}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      msg: expect.stringContaining('kind must be city, beach or mountains'),
    });
  });

  it('offers the next long weekends with Anytime, and prices each place over the next one', async () => {
    const body = (
      await discover(testApp, `region=united-states&tier=%24%24&${fromDenver}`)
    ).json<Discover>();
    expect(body.longWeekends.length).toBeGreaterThan(0);
    const [next] = body.longWeekends;
    expect(next!.label).toMatch(/ weekend, [A-Z][a-z]{2} \d+-/);
    expect(next!.days).toBeGreaterThanOrEqual(3);
    for (const result of body.results) {
      expect(result.longWeekend).toMatchObject({
        label: next!.label,
        start: next!.start,
        end: next!.end,
      });
    }
    const dated = (
      await discover(
        testApp,
        `region=united-states&tier=%24%24&${fromDenver}&start=${next!.start}&end=${next!.end}`,
      )
    ).json<Discover>();
    expect(dated.longWeekends).toEqual([]);
    expect(dated.results.every((result) => result.longWeekend === null)).toBe(true);
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
