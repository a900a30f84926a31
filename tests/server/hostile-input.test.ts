import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#shared/contracts/errors';
import { bookingFiles, bookings } from '#server/db/schema';
import { buildBooking } from '../factories/bookings';
import { buildTrip } from '../factories/trips';
import { buildPath } from '#shared/contracts/route';
import { routeTable } from '#shared/contracts/route-table';
import { useTestApp } from '../setup/test-app';
import { authHeader, buildUser } from '../factories/users';

const testApp = useTestApp({ freshUsers: false });
let headers: Record<string, string>;
/** The caller's own trip and booking, for the upload routes. */
let tripId: string;
let bookingId: string;
beforeAll(async () => {
  const user = await buildUser(testApp.db);
  headers = await authHeader(testApp.app, user);
  tripId = (await buildTrip(testApp.db, user.id)).id;
  bookingId = (await buildBooking(testApp.db, tripId)).id;
});

/** Values that have broken servers before: wrong types, huge, control characters, injection. */
const hostileValues: unknown[] = [
  null,
  true,
  -1,
  1e308,
  [],
  {},
  [{ _id: 'x' }],
  'a'.repeat(20_000),
  '\u0000',
  'Lisbon\u0000',
  '\ud800',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '9999-99-99',
  'javascript:alert(1)',
  { __proto__: { isAdmin: true } },
  { constructor: { prototype: { polluted: true } } },
];

const pathValues = [
  'x',
  '0',
  '%00',
  '..%2f..%2fetc',
  'a'.repeat(300),
  "1' OR '1'='1",
  '00000000-0000-0000-0000-000000000000',
];

/** A lone surrogate cannot be encoded: send it as the invalid UTF-8 bytes a hostile client would. */
function encodeQueryValue(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function bodyFieldsOf(route: (typeof routeTable)[number]): string[] {
  const shape = (route.body as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : ['location', '_id', 'list_name'];
}

describe('hostile input with a valid token', () => {
  for (const route of routeTable) {
    const hasBody = route.method === 'POST' || route.method === 'PUT';
    it(`${route.method} ${route.path} never answers 5xx and always answers JSON {msg, code} on failure`, async () => {
      const names = [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] as string);
      const attempts: { url: string; payload?: unknown }[] = [];
      for (const pathValue of pathValues) {
        const params = Object.fromEntries(names.map((name) => [name, pathValue]));
        const url = names.length
          ? buildPath(route.path, params).replaceAll('%25', '%')
          : route.path;
        attempts.push({ url });
      }
      const base = buildPath(
        route.path,
        Object.fromEntries(names.map((name) => [name, '00000000-0000-4000-8000-000000000000'])),
      );
      for (const value of hostileValues) {
        if (hasBody) {
          for (const field of bodyFieldsOf(route))
            attempts.push({ url: base, payload: { [field]: value } });
          attempts.push({ url: base, payload: value });
        } else {
          const query = ['input', 'placeid', 'photoreference', 'city', 'email', 'units'];
          const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
          attempts.push({
            url: `${base}?${query.map((key) => `${key}=${encodeQueryValue(text)}`).join('&')}`,
          });
        }
      }
      for (const attempt of attempts) {
        const response = await testApp.app.inject({
          method: route.method,
          url: attempt.url,
          headers,
          ...(hasBody
            ? {
                payload: JSON.stringify(attempt.payload ?? null),
                headers: { ...headers, 'content-type': 'application/json' },
              }
            : {}),
        });
        const where = `${route.method} ${attempt.url.slice(0, 120)} ${JSON.stringify(attempt.payload)?.slice(0, 80)}`;
        expect(response.statusCode, where).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(response.json(), where).toMatchObject({
            msg: expect.any(String),
            code: expect.toBeOneOf([...ERROR_CODES]),
          });
          expect(response.body, where).not.toMatch(/at .*\.ts:\d+|node_modules|SELECT |INSERT /);
        }
      }
    }, 60_000);
  }
});

const BOUNDARY = '----hostile-boundary';
const part = (disposition: string, content: string | Buffer) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n`),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from('\r\n'),
  ]);
const end = Buffer.from(`--${BOUNDARY}--\r\n`);
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;

/** Uploads that have broken upload handlers before: malformed, mislabelled, oversized. */
const hostileUploads: { name: string; headers: Record<string, string>; payload: Buffer }[] = [
  {
    name: 'a body cut off before its closing boundary',
    headers: { 'content-type': multipartType },
    payload: Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4`,
    ),
  },
  {
    name: 'a part without headers',
    headers: { 'content-type': multipartType },
    payload: Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n\r\nhello\r\n`), end]),
  },
  {
    name: 'garbage under a multipart type',
    headers: { 'content-type': multipartType },
    payload: Buffer.from('\u0000\u0001 not multipart at all'),
  },
  {
    name: 'a multipart type with no boundary',
    headers: { 'content-type': 'multipart/form-data' },
    payload: Buffer.concat([part('form-data; name="file"; filename="a.pdf"', '%PDF-1.4'), end]),
  },
  {
    name: 'a __proto__ field',
    headers: { 'content-type': multipartType },
    payload: Buffer.concat([part('form-data; name="__proto__"', '{"isAdmin":true}'), end]),
  },
  {
    name: 'a script named like a PDF, with a path in its name',
    headers: { 'content-type': multipartType },
    payload: Buffer.concat([
      part('form-data; name="file"; filename="../../etc/passwd.pdf"', '<script>alert(1)</script>'),
      end,
    ]),
  },
  {
    name: 'an empty file',
    headers: { 'content-type': multipartType },
    payload: Buffer.concat([part('form-data; name="file"; filename="empty.pdf"', ''), end]),
  },
  {
    name: 'a length that claims 50 MB',
    headers: { 'content-type': multipartType, 'content-length': String(50 * 1024 * 1024) },
    payload: Buffer.concat([part('form-data; name="file"; filename="a.pdf"', '%PDF-1.4'), end]),
  },
  {
    name: 'a file type the route does not take',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: Buffer.from('file=%25PDF-1.4'),
  },
];

async function storedCounts() {
  const [booked] = await testApp.db.select({ n: count() }).from(bookings);
  const [files] = await testApp.db.select({ n: count() }).from(bookingFiles);
  return { bookings: booked?.n, files: files?.n };
}

describe('hostile uploads with a valid token', () => {
  for (const [route, urlOf] of [
    [
      'POST /api/trips/getaway/:id/bookings/import',
      () => `/api/trips/getaway/${tripId}/bookings/import`,
    ],
    [
      'POST /api/trips/getaway/:id/bookings/:bookingId/files',
      () => `/api/trips/getaway/${tripId}/bookings/${bookingId}/files`,
    ],
  ] as const) {
    it(`${route} refuses each with JSON {msg, code}, never 5xx, storing nothing`, async () => {
      const before = await storedCounts();
      for (const upload of hostileUploads) {
        const response = await testApp.app.inject({
          method: 'POST',
          url: urlOf(),
          headers: { ...headers, ...upload.headers },
          payload: upload.payload,
        });
        const where = `${route}: ${upload.name} → ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, where).toBeLessThan(500);
        expect(response.json(), where).toMatchObject({
          msg: expect.any(String),
          code: expect.toBeOneOf([...ERROR_CODES]),
        });
        expect(response.body, where).not.toMatch(/at .*\.ts:\d+|node_modules|SELECT |INSERT /);
      }
      expect(await storedCounts()).toEqual(before);
    }, 60_000);
  }

  it('POST /api/trips/getaway/:id/bookings/import answers hostile pasted text without 5xx, storing nothing', async () => {
    const before = await storedCounts();
    for (const value of hostileValues) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/trips/getaway/${tripId}/bookings/import`,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ text: value }),
      });
      const where = `${JSON.stringify(value)?.slice(0, 80)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
      expect(response.statusCode, where).toBeLessThan(500);
      if (response.statusCode >= 400)
        expect(response.json(), where).toMatchObject({
          msg: expect.any(String),
          code: expect.toBeOneOf([...ERROR_CODES]),
        });
    }
    expect(await storedCounts()).toEqual(before);
  }, 60_000);
});
