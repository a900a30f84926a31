import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#shared/contracts/errors';
import { buildPath } from '#shared/contracts/route';
import { routeTable } from '#shared/contracts/route-table';
import { useTestApp } from '../setup/test-app';
import { authHeader, buildUser } from '../factories/users';

const testApp = useTestApp({ freshUsers: false });
let headers: Record<string, string>;
beforeAll(async () => {
  headers = await authHeader(testApp.app, await buildUser(testApp.db));
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
