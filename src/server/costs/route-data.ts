import routeDataJson from './data/routes/direct-routes.json' with { type: 'json' };
import type { RouteData } from './cost-data-types';

/**
 * The direct airline routes the fare model flies over (OpenFlights, 2014; ODbL, so the file
 * lives apart with its licence in `data/routes/`), parsed once when the module loads. A test
 * checks the committed file equals a fresh build.
 */
export const routeData: RouteData = routeDataJson as unknown as RouteData;

const routesByAirport = new Map<string, number>();
for (const [a, b] of routeData.routes) {
  routesByAirport.set(a, (routesByAirport.get(a) ?? 0) + 1);
  routesByAirport.set(b, (routesByAirport.get(b) ?? 0) + 1);
}

/** How many airports have direct flights to this one in the route data (0 when unknown). */
export function directRoutesFrom(iata: string): number {
  return routesByAirport.get(iata) ?? 0;
}
