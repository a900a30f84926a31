// The app every authorization matrix test file calls (tests/server/authorization-*.test.ts), and
// how a matrix entry becomes a request.
import { afterAll } from 'vitest';
import { buildPath } from '#shared/contracts/route';
import { routeTable } from '#shared/contracts/route-table';
import { startFakeUpstream } from '../../setup/fake-upstream';
import { useTestApp, type UsedTestApp } from '../../setup/test-app';

/** The test app, its weather calls going to a stand-in for Open-Meteo, never the network. */
export async function useAuthorizationApp(): Promise<UsedTestApp> {
  const weatherUpstream = await startFakeUpstream();
  weatherUpstream.on('GET', '/v1/forecast', {
    json: { current: { temperature_2m: 17.25, weather_code: 2 } },
  });
  afterAll(() => weatherUpstream.close());
  return useTestApp({ env: { OPEN_METEO_BASE_URL: weatherUpstream.url } });
}

export interface Call {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

export const routeKey = (route: { method: string; path: string }) =>
  `${route.method} ${route.path}`;
export const userRoutes = routeTable.filter((route) => route.auth === 'user');

export async function send(
  testApp: UsedTestApp,
  key: string,
  call: Call,
  headers: Record<string, string>,
): Promise<{ statusCode: number; body: string }> {
  const route = userRoutes.find((candidate) => routeKey(candidate) === key);
  if (!route) throw new Error(`${key} is not an auth 'user' route`);
  const query = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
  return testApp.app.inject({
    method: route.method,
    url: `${buildPath(route.path, call.params)}${query}`,
    headers,
    ...(call.body === undefined ? {} : { payload: call.body as object }),
  });
}
