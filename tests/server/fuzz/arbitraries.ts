// The fuzzer's requests: real fixture ids, hostile building blocks and, for each route, values
// shaped by its contract with one thing wrong (tests/server/fuzz-routes.test.ts).
import fc from 'fast-check';
import type { z } from 'zod';
import type { RouteContract } from '#shared/contracts/route';

// The fixtures the fuzzer aims real ids at, recreated with the same ids when a call deletes them.
export const FIXTURE_IDS = {
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
  booking: crypto.randomUUID(),
  /** The owner's price watch of `trip`, and another traveller's of `otherTrip`. */
  watch: crypto.randomUUID(),
  otherWatch: crypto.randomUUID(),
};
export type FixtureName = keyof typeof FIXTURE_IDS;
export const FIXTURE_NAMES = Object.keys(FIXTURE_IDS) as FixtureName[];

/** A real id, resolved when the request is built. */
export class RealId {
  constructor(readonly name: FixtureName) {}
}

// ---- Hostile building blocks ----------------------------------------------------------------

export const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((c) => String.fromCharCode(c));
export const controlChar = fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c));

export const specialStrings = fc.constantFrom(
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

export const longString = fc
  .tuple(fc.constantFrom('a', 'é', '🧳', '\u0000', '/', '%'), fc.integer({ min: 100, max: 20_000 }))
  .map(([unit, times]) => unit.repeat(times));

export const mixedString = fc
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

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  specialStrings,
  mixedString,
  fc.string({ unit: 'binary', maxLength: 40 }),
  longString,
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, -0.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, 2 ** 64, 5e-324),
  fc.integer(),
  // NaN and ±Infinity serialise as null: the JSON way of sending them.
  fc.double(),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
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
export function fixturesFor(name: string, path: string): FixtureName[] {
  if (name === 'costId' || name === 'costLineId') return ['cost'];
  if (name === 'itemId') return ['planItem'];
  if (name === 'bookingId') return ['booking'];
  if (name === 'watchId') return ['watch', 'otherWatch'];
  // A cost line's payer or traveller in a split, or a companion: a member of the trip, or not.
  if (name === 'userId') return ['companion', 'owner', 'other'];
  if (name === 'wishlistId' || (name === 'id' && path.includes('wishlist')))
    return ['wishlist', 'otherWishlist'];
  if (name === 'id' && path.startsWith('/api/user/')) return ['owner', 'other'];
  return ['trip', 'otherTrip'];
}

export const realId = (names: FixtureName[]) => fc.constantFrom(...names).map((n) => new RealId(n));

export function idLike(name: string, path: string): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: realId(fixturesFor(name, path)) },
    { weight: 1, arbitrary: realId(FIXTURE_NAMES) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: hostileString },
  );
}

// ---- Values shaped like the contract, each part sometimes replaced by a hostile one ------------

export interface ZodDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
}
export const defOf = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

export const plausibleStrings = fc.constantFrom(
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
export const ID_NAMES = /(^|_)id$|Id$/;

/** Values a real client would send, by field name, so some requests get past validation. */
export const PLAUSIBLE_BY_NAME: [RegExp, string[]][] = [
  [/email/, ['traveller@example.com', 'Ada.Lovelace@Example.com']],
  [/birthday/, ['1990-04-12']],
  [/^startTime$/, ['09:30', '23:59']],
  [/^time$/, ['10:05', '23:59']],
  [/^timeZone$/, ['Europe/Lisbon', 'America/New_York', 'UTC']],
  [/^date$/, ['2026-06-02']],
  [/^code$/, ['LIS', 'CDG']],
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
  [/^before$/, ['2026-06-01T09:30:00.000Z', '2030-01-01T00:00:00+01:00']],
  [/^endpoint$/, ['https://push.example/send/abc', 'https://fcm.googleapis.com/fcm/send/x']],
  [/^p256dh$/, [`B${'A'.repeat(86)}`]],
  [/^auth$/, ['AAAAAAAAAAAAAAAAAAAAAA']],
];

export function plausibleString(name: string): fc.Arbitrary<string> {
  const pool = PLAUSIBLE_BY_NAME.find(([pattern]) => pattern.test(name))?.[1];
  return pool ? fc.constantFrom(...pool) : plausibleStrings;
}

/**
 * Values shaped like `schema`. Strict: every field present and plausible, to reach past
 * validation; otherwise fields may be missing, extra, or replaced by hostile values at any depth.
 */
export function plausibleOf(
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
export function oneFieldWrong(schema: z.ZodType, path: string): fc.Arbitrary<unknown> {
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
export function shapedValue(schema: z.ZodType, path: string): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 2, arbitrary: plausibleOf(schema, '', 0, true, path) },
    { weight: 3, arbitrary: oneFieldWrong(schema, path) },
    { weight: 3, arbitrary: plausibleOf(schema, '', 0, false, path) },
  );
}

// ---- Requests --------------------------------------------------------------------------------

export interface FuzzRequest {
  params: Record<string, { value: unknown; raw: boolean }>;
  query: { kind: 'fields'; fields: Record<string, unknown> } | { kind: 'raw'; text: string };
  body:
    | { kind: 'none' }
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; text: string | Uint8Array; contentType: string | undefined };
  cookie: string | undefined;
}

export const rawBodies: fc.Arbitrary<string | Uint8Array> = fc.oneof(
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

export const contentTypes = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  undefined,
);

export function requestArbitrary(route: RouteContract): fc.Arbitrary<FuzzRequest> {
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
