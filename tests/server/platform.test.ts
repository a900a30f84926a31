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

  it('sends security headers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('serves an OpenAPI document generated from the contract', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).toContain('/api/health');
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
