import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteContract } from '#shared/contracts/route';
import { routeTable } from '#shared/contracts/route-table';
import {
  costLines,
  planItems,
  tripMembers,
  trips,
  users,
  wishlistTrips,
  wishlists,
} from '#server/db/schema';
import { startFakeUpstream, type FakeUpstream } from '../setup/fake-upstream';
import { createTestApp, type TestApp } from '../setup/test-app';
import { buildCostLine } from '../factories/costs';
import { buildPlanItem } from '../factories/plan';
import { buildTrip, buildWishlist } from '../factories/trips';
import { authHeader, buildUser } from '../factories/users';

/**
 * Property-based fuzzing of every route in the contract with a valid token: whatever the params,
 * query, body or cookie, the server never answers 5xx, every 4xx is JSON {msg, code}, and a
 * refused request leaves every table as it was. FUZZ_SEED replays a run; FUZZ_RUNS raises its size.
 */
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 25);

// Tables a refused request may change by design: rate_limits counts refused logins (401) and
// every register attempt (a 409 too), so that guessing cannot go on forever.
const TABLES_CHANGED_BY_REFUSALS = new Set(['rate_limits']);

const routeKey = (route: RouteContract) => `${route.method} ${route.path}`;

// The fixtures the fuzzer aims real ids at, recreated with the same ids when a call deletes them.
const FIXTURE_IDS = {
  owner: crypto.randomUUID(),
  other: crypto.randomUUID(),
  /** An editor on `trip`, so the members calls have a companion to aim at. */
  companion: crypto.randomUUID(),
  trip: crypto.randomUUID(),
  otherTrip: crypto.randomUUID(),
  wishlist: crypto.randomUUID(),
  otherWishlist: crypto.randomUUID(),
  cost: crypto.randomUUID(),
  planItem: crypto.randomUUID(),
};
type FixtureName = keyof typeof FIXTURE_IDS;
const FIXTURE_NAMES = Object.keys(FIXTURE_IDS) as FixtureName[];

/** A real id, resolved when the request is built. */
class RealId {
  constructor(readonly name: FixtureName) {}
}

// ---- Hostile building blocks ----------------------------------------------------------------

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const controlChar = fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c));

const specialStrings = fc.constantFrom(
  '',
  ' ',
  '../',
  '../../etc/passwd',
  '..%2f..%2f',
  '%2e%2e/',
  '%00',
  '%',
  '%zz',
  '%ED%A0%80',
  '\u0000',
  '\ud800',
  'a\udc00b',
  '\u202e',
  '\ufeff',
  'ＬＩＳＢＯＮ',
  '𝕷𝖎𝖘𝖇𝖔𝖓',
  'Zoë 北京 🧳',
  "' OR 1=1 --",
  '"; DROP TABLE trips; --',
  '${7*7}',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '1e999',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '2026-02-30',
  '9999-99-99',
  '0000-00-00',
  '2026-06-01',
  'Lisbon',
  'EUR',
  'javascript:alert(1)',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
);

const longString = fc
  .tuple(fc.constantFrom('a', 'é', '🧳', '\u0000', '/', '%'), fc.integer({ min: 100, max: 20_000 }))
  .map(([unit, times]) => unit.repeat(times));

const mixedString = fc
  .array(
    fc.oneof(
      specialStrings,
      loneSurrogate,
      controlChar,
      fc.string({ maxLength: 8 }),
      fc.string({ unit: 'grapheme', maxLength: 8 }),
    ),
    { maxLength: 5 },
  )
  .map((parts) => parts.join(''));

const hostileString: fc.Arbitrary<string> = fc.oneof(
  specialStrings,
  mixedString,
  fc.string({ unit: 'binary', maxLength: 40 }),
  longString,
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, -0.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, 2 ** 64, 5e-324),
  fc.integer(),
  // NaN and ±Infinity serialise as null: the JSON way of sending them.
  fc.double(),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.oneof(specialStrings, fc.string({ maxLength: 6 })), hostileString, {
    maxKeys: 3,
  }),
);

/** The fixtures an id named `name` on `path` most likely means; others are tried too. */
function fixturesFor(name: string, path: string): FixtureName[] {
  if (name === 'costId' || name === 'costLineId') return ['cost'];
  if (name === 'itemId') return ['planItem'];
  // A cost line's payer or traveller in a split, or a companion: a member of the trip, or not.
  if (name === 'userId') return ['companion', 'owner', 'other'];
  if (name === 'wishlistId' || (name === 'id' && path.includes('wishlist')))
    return ['wishlist', 'otherWishlist'];
  if (name === 'id' && path.startsWith('/api/user/')) return ['owner', 'other'];
  return ['trip', 'otherTrip'];
}

const realId = (names: FixtureName[]) => fc.constantFrom(...names).map((n) => new RealId(n));

function idLike(name: string, path: string): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: realId(fixturesFor(name, path)) },
    { weight: 1, arbitrary: realId(FIXTURE_NAMES) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: hostileString },
  );
}

// ---- Values shaped like the contract, each part sometimes replaced by a hostile one ------------

interface ZodDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

const plausibleStrings = fc.constantFrom(
  'Lisbon',
  'Lisbon, Lisbon, Portugal',
  'Ada',
  'traveller@example.com',
  '2026-06-01',
  '2026-06-08',
  'EUR',
  'USD',
  '/api/places-photo/geonames:2267057',
  'https://example.com/a.jpg',
  'geonames:2267057',
  'correct-horse-battery',
  'metric',
  'week',
);

/** Names whose values are ids: aim them at real rows often. */
const ID_NAMES = /(^|_)id$|Id$/;

/** Values a real client would send, by field name, so some requests get past validation. */
const PLAUSIBLE_BY_NAME: [RegExp, string[]][] = [
  [/email/, ['traveller@example.com', 'Ada.Lovelace@Example.com']],
  [/birthday/, ['1990-04-12']],
  [/^startTime$/, ['09:30', '23:59']],
  [/^expectedVersion$/, ['2026-06-01T09:30:00.123456Z']],
  [/^sourceUrl$/, ['https://www.wikidata.org/wiki/Q193123']],
  [/start|end|from|^to$|^day$/, ['2026-06-01', '2026-06-08', '2026-09-15']],
  [/image_url/, ['/api/places-photo/geonames:2267057', 'https://example.com/a.jpg']],
  [/^placeid$/, ['geonames:2267057', 'geonames:2735943']],
  [/^photoreference$/, ['geonames-2267057', 'geonames-2735943', 'geonames-1']],
  [/location|origin|place|city/, ['Lisbon', 'Lisbon, Lisbon, Portugal', 'Porto', 'Paris']],
  [/^[fl]name$/, ['Ada', 'Grace']],
  [/password/, ['correct-horse-battery']],
  [/state/, ['TX', 'Lisbon']],
  [/country/, ['Portugal', 'US']],
  [/zip/, ['73301']],
  [/input/, ['Lis', 'Por']],
  [/sessiontoken/, ['abc-123']],
];

function plausibleString(name: string): fc.Arbitrary<string> {
  const pool = PLAUSIBLE_BY_NAME.find(([pattern]) => pattern.test(name))?.[1];
  return pool ? fc.constantFrom(...pool) : plausibleStrings;
}

/**
 * Values shaped like `schema`. Strict: every field present and plausible, to reach past
 * validation; otherwise fields may be missing, extra, or replaced by hostile values at any depth.
 */
function plausibleOf(
  schema: z.ZodType,
  name: string,
  depth: number,
  strict: boolean,
  path: string,
): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > 4) return hostileValue;
  const inner = (next: z.ZodType, nextName: string, nextDepth: number) =>
    strict
      ? plausibleOf(next, nextName, nextDepth, true, path)
      : fc.oneof(
          { weight: 6, arbitrary: plausibleOf(next, nextName, nextDepth, false, path) },
          { weight: 1, arbitrary: hostileValue },
        );
  switch (def.type) {
    case 'object': {
      const fields = Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, field]) => [key, inner(field, key, depth + 1)]),
      );
      if (strict) return fc.record(fields);
      const extra = fc.dictionary(
        fc.oneof(specialStrings, fc.string({ maxLength: 6 })),
        hostileValue,
        { maxKeys: 2 },
      );
      return fc
        .tuple(fc.record(fields, { requiredKeys: [] }), fc.option(extra, { nil: {} }))
        .map(([known, more]) => ({ ...more, ...known }));
    }
    case 'string':
      if (ID_NAMES.test(name)) {
        return strict ? realId(fixturesFor(name, path)) : idLike(name, path);
      }
      return strict ? plausibleString(name) : fc.oneof(plausibleString(name), hostileString);
    case 'number':
    case 'int':
    case 'bigint':
      return fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: 1, max: 20 }) },
        { weight: 1, arbitrary: fc.integer({ min: 0, max: 500_000 }) },
      );
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'null':
      return fc.constant(null);
    case 'nullable':
      return fc.oneof(fc.constant(null), plausibleOf(def.innerType!, name, depth, strict, path));
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return plausibleOf(def.innerType!, name, depth, strict, path);
    case 'pipe':
      return plausibleOf(def.in!, name, depth, strict, path);
    case 'union':
      return fc.oneof(
        ...(def.options ?? []).map((option) => plausibleOf(option, name, depth, strict, path)),
      );
    case 'array':
      return fc.array(inner(def.element!, name, depth + 1), { maxLength: 3 });
    default:
      return hostileValue;
  }
}

/** A strict value with one top-level field replaced by a hostile value (or removed). */
function oneFieldWrong(schema: z.ZodType, path: string): fc.Arbitrary<unknown> {
  const keys = Object.keys(defOf(schema).shape ?? {});
  if (keys.length === 0) return plausibleOf(schema, '', 0, false, path);
  return fc
    .tuple(
      plausibleOf(schema, '', 0, true, path),
      fc.constantFrom(...keys),
      fc.option(hostileValue, { nil: undefined }),
    )
    .map(([value, key, wrong]) => {
      const copy = { ...(value as Record<string, unknown>) };
      if (wrong === undefined) delete copy[key];
      else copy[key] = wrong;
      return copy;
    });
}

/** Strict, one field wrong, or chaos anywhere in the shape. */
function shapedValue(schema: z.ZodType, path: string): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 2, arbitrary: plausibleOf(schema, '', 0, true, path) },
    { weight: 3, arbitrary: oneFieldWrong(schema, path) },
    { weight: 3, arbitrary: plausibleOf(schema, '', 0, false, path) },
  );
}

// ---- Requests --------------------------------------------------------------------------------

interface FuzzRequest {
  params: Record<string, { value: unknown; raw: boolean }>;
  query: { kind: 'fields'; fields: Record<string, unknown> } | { kind: 'raw'; text: string };
  body:
    | { kind: 'none' }
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; text: string | Uint8Array; contentType: string | undefined };
  cookie: string | undefined;
}

const rawBodies: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    '[1,2',
    'null',
    '{"a":1}{"b":2}',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '1e400',
    '{"amount":1e400,"travellers":-1e400}',
    '\ufeff{}',
    "{'a':1}",
    'NaN',
    'undefined',
    '{"location":"\\ud800"}',
    '{"location":"\\u0000"}',
    '{"\\ud83d":1}',
    '{"list_name":"a","list_name":"b"}',
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.uint8Array({ maxLength: 60 }),
  fc.constant(
    Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0xff, 0x22, 0x7d]),
  ),
);

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  undefined,
);

function requestArbitrary(route: RouteContract): fc.Arbitrary<FuzzRequest> {
  const paramNames = [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] as string);
  const params = fc.record(
    Object.fromEntries(
      paramNames.map((name) => [
        name,
        fc.record({ value: idLike(name, route.path), raw: fc.boolean() }),
      ]),
    ),
  );
  const queryShape = route.querystring
    ? shapedValue(route.querystring, route.path)
    : fc.dictionary(fc.string({ maxLength: 6 }), hostileValue, { maxKeys: 2 });
  const query = fc.oneof(
    {
      weight: 4,
      arbitrary: queryShape.map((fields) => ({
        kind: 'fields' as const,
        fields: fields as Record<string, unknown>,
      })),
    },
    { weight: 1, arbitrary: hostileString.map((text) => ({ kind: 'raw' as const, text })) },
  );
  const hasBody = route.method === 'POST' || route.method === 'PUT';
  const shapedBody = route.body ? shapedValue(route.body, route.path) : hostileValue;
  const rawBody = fc.record({
    kind: fc.constant('raw' as const),
    text: rawBodies,
    contentType: contentTypes,
  });
  const body: fc.Arbitrary<FuzzRequest['body']> = hasBody
    ? fc.oneof(
        { weight: 5, arbitrary: shapedBody.map((value) => ({ kind: 'json' as const, value })) },
        { weight: 2, arbitrary: hostileValue.map((value) => ({ kind: 'json' as const, value })) },
        { weight: 2, arbitrary: rawBody },
      )
    : fc.oneof(
        { weight: 5, arbitrary: fc.constant({ kind: 'none' as const }) },
        { weight: 1, arbitrary: rawBody },
      );
  const cookie =
    route.auth === 'refresh-cookie'
      ? fc.option(fc.oneof(hostileString, fc.base64String({ maxLength: 80 })), { nil: undefined })
      : fc.constant(undefined);
  return fc.record({ params, query, body, cookie });
}

function resolveIds(value: unknown): unknown {
  if (value instanceof RealId) return FIXTURE_IDS[value.name];
  if (Array.isArray(value)) return value.map(resolveIds);
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      Object.defineProperty(copy, key, { value: resolveIds(inner), enumerable: true });
    }
    return copy;
  }
  return value;
}

/** Percent-encodes; a lone surrogate cannot be encoded, so it goes as the invalid UTF-8 a hostile
 * client would send. */
function encode(text: string): string {
  return [...text]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

/** Raw: keeps `/`, `.` and `%` as typed (so `../` and bad escapes reach the router). */
const rawSegment = (text: string) => encode(text).replace(/%2F/gi, '/').replace(/%25/g, '%');

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

function urlOf(route: RouteContract, request: FuzzRequest): string {
  const path = route.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const param = request.params[name]!;
    const text = textOf(resolveIds(param.value));
    return param.raw ? rawSegment(text) : encode(text);
  });
  if (request.query.kind === 'raw') return `${path}?${rawSegment(request.query.text)}`;
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(resolveIds(request.query.fields) as object)) {
    const values = Array.isArray(value) ? value : [value];
    for (const one of values) pairs.push(`${encode(key)}=${encode(textOf(one))}`);
  }
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

// ---- The run ---------------------------------------------------------------------------------

let testApp: TestApp;
let upstream: FakeUpstream;
let ownerHeaders: Record<string, string>;
let fingerprintSql: string;
const requestsPerRoute = new Map<string, number>();
/** Answers by route and status, printed at the end to show the fuzzer reaches past validation. */
const statusesPerRoute = new Map<string, Map<number, number>>();

async function ensureFixtures(): Promise<void> {
  const { db } = testApp.database;
  const ids = Object.values(FIXTURE_IDS);
  const present = new Set<string>();
  for (const table of [users, trips, wishlists, costLines, planItems]) {
    const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
    for (const row of rows) present.add(row.id);
  }
  // The owner has the email the plausible values use, so `email` filters can match.
  if (!present.has(FIXTURE_IDS.owner))
    await buildUser(db, { id: FIXTURE_IDS.owner, email: 'traveller@example.com' });
  if (!present.has(FIXTURE_IDS.other)) await buildUser(db, { id: FIXTURE_IDS.other });
  if (!present.has(FIXTURE_IDS.companion)) await buildUser(db, { id: FIXTURE_IDS.companion });
  if (!present.has(FIXTURE_IDS.trip))
    await buildTrip(db, FIXTURE_IDS.owner, { id: FIXTURE_IDS.trip });
  if (!present.has(FIXTURE_IDS.otherTrip))
    await buildTrip(db, FIXTURE_IDS.other, { id: FIXTURE_IDS.otherTrip });
  if (!present.has(FIXTURE_IDS.wishlist))
    await buildWishlist(db, FIXTURE_IDS.owner, { id: FIXTURE_IDS.wishlist });
  if (!present.has(FIXTURE_IDS.otherWishlist))
    await buildWishlist(db, FIXTURE_IDS.other, {
      id: FIXTURE_IDS.otherWishlist,
      tripIds: [FIXTURE_IDS.otherTrip],
    });
  if (!present.has(FIXTURE_IDS.cost))
    await buildCostLine(db, FIXTURE_IDS.trip, { id: FIXTURE_IDS.cost });
  if (!present.has(FIXTURE_IDS.planItem))
    await buildPlanItem(db, FIXTURE_IDS.trip, {
      id: FIXTURE_IDS.planItem,
      day: '2026-06-01',
      costLineId: FIXTURE_IDS.cost,
    });
  // The trip stays the owner's with its one editor, whatever an accepted call did to them.
  await db.update(trips).set({ userId: FIXTURE_IDS.owner }).where(eq(trips.id, FIXTURE_IDS.trip));
  await db
    .delete(tripMembers)
    .where(
      and(eq(tripMembers.tripId, FIXTURE_IDS.trip), eq(tripMembers.userId, FIXTURE_IDS.owner)),
    );
  await db
    .insert(tripMembers)
    .values({ tripId: FIXTURE_IDS.trip, userId: FIXTURE_IDS.companion, role: 'editor' })
    .onConflictDoUpdate({
      target: [tripMembers.tripId, tripMembers.userId],
      set: { role: 'editor' },
    });
  await db
    .insert(wishlistTrips)
    .values({
      tripId: FIXTURE_IDS.trip,
      wishlistId: FIXTURE_IDS.wishlist,
      userId: FIXTURE_IDS.owner,
    })
    .onConflictDoNothing();
}

/** One row per table: its row count and an md5 of every row, in a stable order. */
async function fingerprint(): Promise<Record<string, string>> {
  const result = (await testApp.database.db.execute(sql.raw(fingerprintSql))) as unknown as {
    rows: { name: string; n: string | number; digest: string | null }[];
  };
  return Object.fromEntries(result.rows.map((row) => [row.name, `${row.n}:${row.digest}`]));
}

beforeAll(async () => {
  // The weather route would call Open-Meteo: a local stand-in answers instead.
  upstream = await startFakeUpstream();
  upstream.on('GET', '/v1/forecast', {
    json: {
      latitude: 38.72,
      longitude: -9.14,
      current_units: { temperature_2m: '°C' },
      current: { time: '2026-05-01T12:00', interval: 900, temperature_2m: 21, weather_code: 0 },
    },
  });
  testApp = await createTestApp({ env: { OPEN_METEO_BASE_URL: upstream.url } });
  await ensureFixtures();
  ownerHeaders = await authHeader(testApp.app, { id: FIXTURE_IDS.owner, role: 0 });
  const tables = (await testApp.database.db.execute(
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )) as unknown as { rows: { name: string }[] };
  const watched = tables.rows
    .map((row) => row.name)
    .filter((name) => !TABLES_CHANGED_BY_REFUSALS.has(name));
  expect(watched).toEqual(expect.arrayContaining(['users', 'sessions', 'trips', 'wishlists']));
  fingerprintSql = watched
    .map(
      (name) =>
        `SELECT '${name}' AS name, count(*) AS n, md5(string_agg(t::text, ',' ORDER BY t::text)) AS digest FROM "${name}" t`,
    )
    .join(' UNION ALL ');
});

afterAll(async () => {
  await testApp?.close();
  await upstream?.close();
  const total = [...requestsPerRoute.values()].reduce((sum, n) => sum + n, 0);
  const lines = [...statusesPerRoute].map(
    ([key, statuses]) =>
      `  ${key}: ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}×${n}`)
        .join(' ')}`,
  );
  console.info(
    `fuzz-routes: ${total} requests over ${requestsPerRoute.size} routes (seed ${FUZZ_SEED}, ${FUZZ_RUNS} runs per route)\n${lines.join('\n')}`,
  );
});

/** A stable per-route seed, so one route's runs do not depend on the others'. */
function seedOf(key: string): number {
  let hash = FUZZ_SEED | 0;
  for (const char of key) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

describe('fuzzing every route with a valid token', () => {
  const fuzzed = routeTable.map(routeKey);

  it('fuzzes exactly the routes of the contract', () => {
    expect(new Set(fuzzed)).toEqual(new Set(routeTable.map(routeKey)));
    expect(fuzzed.length).toBe(new Set(fuzzed).size);
  });

  for (const route of routeTable) {
    const key = routeKey(route);
    it(`${key}: never 5xx, every 4xx is JSON {msg, code} and changes no table`, async () => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route), async (request) => {
          const url = urlOf(route, request);
          const headers: Record<string, string> = { ...ownerHeaders };
          let payload: string | Buffer | undefined;
          if (request.body.kind === 'json') {
            headers['content-type'] = 'application/json';
            payload = JSON.stringify(resolveIds(request.body.value)) ?? 'null';
          } else if (request.body.kind === 'raw') {
            if (request.body.contentType) headers['content-type'] = request.body.contentType;
            payload =
              typeof request.body.text === 'string'
                ? request.body.text
                : Buffer.from(request.body.text);
          }
          if (request.cookie !== undefined)
            headers.cookie = `refreshtoken=${encode(request.cookie)}`;

          const before = await fingerprint();
          const response = await testApp.app.inject({
            method: route.method,
            url,
            headers,
            ...(payload === undefined ? {} : { payload }),
          });
          requestsPerRoute.set(key, (requestsPerRoute.get(key) ?? 0) + 1);
          const statuses = statusesPerRoute.get(key) ?? new Map<number, number>();
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          statusesPerRoute.set(key, statuses);
          const where = `${route.method} ${url.slice(0, 200)} ${String(payload ?? '').slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 200)}`;

          expect(response.statusCode, where).toBeLessThan(500);
          if (response.statusCode >= 400) {
            let body: unknown;
            expect(() => (body = response.json()), where).not.toThrow();
            expect(body, where).toMatchObject({
              msg: expect.any(String),
              code: expect.any(String),
            });
            expect(response.body, where).not.toMatch(/at .*\.ts:\d+|node_modules|SELECT |INSERT /);
            expect(await fingerprint(), `a refused request changed a table: ${where}`).toEqual(
              before,
            );
          } else {
            // Only an accepted call can delete or move a fixture: put it back for the next run.
            await ensureFixtures();
          }
        }),
        { seed: seedOf(key), numRuns: FUZZ_RUNS },
      );
    }, 120_000);
  }

  it('sent FUZZ_RUNS requests to every route of the contract', () => {
    expect(new Set(requestsPerRoute.keys())).toEqual(new Set(fuzzed));
    for (const [key, count] of requestsPerRoute)
      expect(count, key).toBeGreaterThanOrEqual(FUZZ_RUNS);
  });
});
