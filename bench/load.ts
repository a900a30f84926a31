// The requests the bench fires, each at 50 connections through autocannon used as a library.
import autocannon, { type Options } from 'autocannon';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cpuMicrosOf, root } from './server';
import { tripBody, type Traveller } from './seed';

export interface Scenario {
  name: string;
  /** Which server answers: the bare baseline or the app. */
  target: 'baseline' | 'app';
  options: (origin: string) => Options;
}

export interface Figure {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** The server's CPU time per request, user and system (null where /proc is not there). */
  serverMicrosPerRequest: number | null;
  /** requestsPerSecond over the baseline's, same run (for the asset: bare node:http, same bytes). */
  ofBaseline: number | null;
}

/** What travellers type into the search box, one to six letters of real places. */
export const PREFIXES = [
  'Par',
  'Lis',
  'Tok',
  'New Y',
  'Rom',
  'Barc',
  'Kra',
  'Syd',
  'Mun',
  'Seat',
  'Edin',
  'Ista',
  'Ban',
  'Han',
  'Cus',
  'Queen',
  'Vanc',
  'Hono',
  'Reyk',
  'Zür',
  'São',
  'Dubr',
  'Marr',
  'Aus',
].map(encodeURIComponent);

/** The first hashed script index.html loads. */
export function firstScript(): string {
  const html = readFileSync(path.join(root, 'dist/client/index.html'), 'utf8');
  const match = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html);
  if (!match?.[1]) throw new Error('no hashed script in dist/client/index.html');
  return match[1];
}

/**
 * What Chromium sends with every request: the server compresses what it answers for it, and that
 * is part of what a traveller's request costs (docs/PERFORMANCE.md, "Seventh stop").
 */
export const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export function scenarios(me: Traveller): Scenario[] {
  const auth = { ...BROWSER_ENCODINGS, authorization: `Bearer ${me.token}` };
  const [firstTrip = '', costedTrip = firstTrip] = me.tripIds;
  const get = (name: string, pathname: string): Scenario => ({
    name,
    target: 'app',
    options: (origin) => ({ url: origin + pathname, headers: auth }),
  });
  let prefix = 0;
  return [
    { name: 'baseline node:http', target: 'baseline', options: (origin) => ({ url: origin }) },
    get('trip list (20 trips)', '/api/trips/getaway-trip'),
    get('trip by id', `/api/trips/getaway/${firstTrip}`),
    get('wishlists', '/api/wishlist/getlists'),
    {
      name: 'autocomplete (rotating)',
      target: 'app',
      options: (origin) => ({
        url: origin,
        headers: auth,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              path: `/api/places-autocomplete?input=${PREFIXES[prefix++ % PREFIXES.length]}`,
            }),
          },
        ],
      }),
    },
    get('cost plan', `/api/trips/getaway/${costedTrip}/costs`),
    get('compare dates', `/api/trips/getaway/${firstTrip}/compare/dates`),
    {
      name: 'create + delete trip',
      target: 'app',
      options: (origin) => ({
        url: origin,
        headers: { ...auth, 'content-type': 'application/json' },
        requests: [
          {
            method: 'POST',
            path: '/api/trips/getaway-trip',
            body: JSON.stringify(tripBody(7)),
            onResponse: (_status, body, context) => {
              context.tripId = (JSON.parse(body) as { _id?: string })._id;
            },
          },
          {
            method: 'DELETE',
            setupRequest: (request, context) => ({
              ...request,
              body: '',
              headers: auth,
              path: `/api/trips/getaway/${String(context.tripId)}`,
            }),
          },
        ],
      }),
    },
    {
      // 5.5 KB of Brotli, as a browser gets it. Unencoded (35 KB) the load generator's own
      // parsing bounded the figure, not the server.
      name: 'GET / (index.html, br)',
      target: 'app',
      options: (origin) => ({ url: `${origin}/`, headers: BROWSER_ENCODINGS }),
    },
    {
      name: 'baseline: same asset bytes',
      target: 'baseline',
      options: (origin) => ({ url: `${origin}/file` }),
    },
    {
      name: 'hashed JS asset (br)',
      target: 'app',
      options: (origin) => ({
        url: origin + firstScript(),
        headers: BROWSER_ENCODINGS,
      }),
    },
  ];
}

export async function measure(
  scenario: Scenario,
  server: { origin: string; pid: number },
  durationSeconds: number,
): Promise<Omit<Figure, 'ofBaseline'>> {
  const options = {
    connections: 50,
    duration: durationSeconds,
    ...scenario.options(server.origin),
  };
  const cpuBefore = cpuMicrosOf(server.pid);
  const result = await autocannon(options);
  const cpuUsed = cpuMicrosOf(server.pid) - cpuBefore;
  return {
    name: scenario.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    // autocannon's errors already count its timeouts.
    errors: result.errors,
    non2xx: result.non2xx,
    serverMicrosPerRequest:
      cpuBefore && result.requests.total ? Math.round(cpuUsed / result.requests.total) : null,
  };
}
