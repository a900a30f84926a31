import { gunzipSync } from 'node:zlib';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { routeTable } from '#shared/contracts/route-table';
import { useTestApp } from '../setup/test-app';

const testApp = useTestApp({ freshUsers: false });

describe('platform', () => {
  it('answers health once migrated', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with a 404 JSON message', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ msg: 'Not found.', code: 'not_found' });
  });

  it('sends the same security headers on every kind of answer, success or error', async () => {
    const requests: InjectOptions[] = [
      { method: 'GET', url: '/api/health' },
      { method: 'GET', url: '/api/nope' },
      { method: 'GET', url: '/api/trips/getaway-trip' },
      { method: 'POST', url: '/api/user/login', payload: { email: 'not-an-email' } },
    ];
    const answers = await Promise.all(requests.map((request) => testApp.app.inject(request)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 401, 400]);
    for (const { headers } of answers) {
      expect(headers).toMatchObject({
        'content-security-policy': expect.stringContaining("script-src 'self';"),
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'SAMEORIGIN',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'cross-origin-opener-policy': 'same-origin',
      });
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-powered-by']).toBeUndefined();
    }
  });

  it('serves an OpenAPI document generated from the contract', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).toContain('/api/health');
  });

  it('compresses JSON answers with gzip for a browser, and sends them plain to a client that only takes Brotli', async () => {
    const url = '/api/openapi.json';
    const plain = await testApp.app.inject({ method: 'GET', url });
    const browser = await testApp.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(browser.statusCode).toBe(200);
    expect(browser.headers['content-encoding']).toBe('gzip');
    expect(browser.headers['vary']).toMatch(/accept-encoding/i);
    expect(gunzipSync(browser.rawPayload).toString()).toBe(plain.body);
    expect(browser.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const brotliOnly = await testApp.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotliOnly.statusCode).toBe(200);
    expect(brotliOnly.headers['content-encoding']).toBeUndefined();
    expect(brotliOnly.body).toBe(plain.body);
  });

  it('answers a path too long for the router with the JSON error shape, echoing nothing', async () => {
    const long = 'a'.repeat(5000);
    const response = await testApp.app.inject({ method: 'GET', url: `/api/user/profile/${long}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ msg: expect.any(String), code: 'uri_too_long' });
    expect(response.body).not.toContain(long);
  });

  it('registers every route of the contract', () => {
    const missing = routeTable.filter(
      (route) => !testApp.app.hasRoute({ method: route.method, url: route.path }),
    );
    expect(missing.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });
});
