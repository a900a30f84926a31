import { readFileSync } from 'node:fs';
import type { AirportPoint, DirectRoute, RouteData } from './cost-data-types';

/**
 * Turns OpenFlights' airline routes (one line per airline and direction) into the direct pairs
 * the fare model routes over: each pair of our airports with a non-stop flight either way, and
 * how many airlines operate it (codeshares, sold by one airline and flown by another, are not
 * counted). The result is a derived database under the ODbL, kept in its own file beside the
 * licence (`data/routes/`). Deterministic, so a test can check the committed file is current.
 */
export function buildRouteData(routesFile: string, airports: readonly AirportPoint[]): RouteData {
  const known = new Set(airports.map((airport) => airport.iata));
  const airlinesByPair = new Map<string, Set<string>>();
  for (const line of readFileSync(routesFile, 'utf8').split('\n')) {
    const [airline, , from, , to, , codeshare, stops] = line.split(',');
    if (!airline || !from || !to || from === to || stops !== '0' || codeshare === 'Y') continue;
    if (!known.has(from) || !known.has(to)) continue;
    const key = from < to ? `${from}-${to}` : `${to}-${from}`;
    let airlines = airlinesByPair.get(key);
    if (!airlines) airlinesByPair.set(key, (airlines = new Set()));
    airlines.add(airline);
  }
  const routes: DirectRoute[] = [...airlinesByPair.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, airlines]) => {
      const [a = '', b = ''] = key.split('-');
      return [a, b, airlines.size];
    });
  return {
    name: 'OpenFlights airline routes, June 2014',
    asOf: '2014-06-30',
    credit: 'Route data © OpenFlights.org, ODbL',
    routes,
  };
}

/** The committed file's exact text: one route per line, so a diff reads well. */
export function routeDataJson(data: RouteData): string {
  const { routes, ...rest } = data;
  const head = JSON.stringify(rest, null, 2).slice(0, -2);
  const lines = routes.map((route) => `    ${JSON.stringify(route)}`).join(',\n');
  return `${head},\n  "routes": [\n${lines}\n  ]\n}\n`;
}
