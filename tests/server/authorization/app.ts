// The app every authorization matrix test file calls (tests/server/authorization-*.test.ts), and
// how a matrix entry becomes a request.
import { afterAll } from 'vitest';
import {
  BOOKING_FILE_PATH,
  BOOKING_FILES_PATH,
  BOOKING_IMPORT_PATH,
} from '#shared/contracts/bookings';
import { buildPath, type HttpMethod } from '#shared/contracts/route';
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
  return useTestApp({
    env: { OPEN_METEO_BASE_URL: weatherUpstream.url },
    // Reading an e-mail is the import module's own business; here any file reads as no drafts.
    deps: { readBookings: async () => [] },
  });
}

export interface Call {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Sent as multipart/form-data in the field `file`, for an upload route. */
  file?: { name: string; content: Buffer };
}

export const routeKey = (route: { method: string; path: string }) =>
  `${route.method} ${route.path}`;
export const userRoutes = routeTable.filter((route) => route.auth === 'user');

/**
 * The signed-in calls outside the JSON contract (the bookings' uploads and downloads): the
 * matrices cover them as they cover the contract's routes.
 */
export const fileRoutes: readonly { method: HttpMethod; path: string; successStatus?: 201 }[] = [
  { method: 'POST', path: BOOKING_IMPORT_PATH },
  { method: 'POST', path: BOOKING_FILES_PATH, successStatus: 201 },
  { method: 'GET', path: BOOKING_FILE_PATH },
  { method: 'DELETE', path: BOOKING_FILE_PATH },
];

/** Every route a signed-in caller may call, in the contract or not. */
export const signedInRoutes = [...userRoutes, ...fileRoutes];

function multipartOf(file: { name: string; content: Buffer }) {
  const boundary = '----authorization-matrix-boundary';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n\r\n`,
      ),
      file.content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

export async function send(
  testApp: UsedTestApp,
  key: string,
  call: Call,
  headers: Record<string, string>,
): Promise<{ statusCode: number; body: string }> {
  const route = signedInRoutes.find((candidate) => routeKey(candidate) === key);
  if (!route) throw new Error(`${key} is not an auth 'user' route`);
  const query = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
  const upload = call.file ? multipartOf(call.file) : undefined;
  return testApp.app.inject({
    method: route.method,
    url: `${buildPath(route.path, call.params)}${query}`,
    headers: { ...headers, ...upload?.headers },
    ...(upload ? { payload: upload.payload } : {}),
    ...(call.body === undefined ? {} : { payload: call.body as object }),
  });
}
