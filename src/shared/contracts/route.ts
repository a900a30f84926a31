import type { z } from 'zod';

/**
 * Who may call a route:
 * - `public`: anyone;
 * - `user`: a valid access token in `Authorization: Bearer …` (docs/PRODUCT-RULES.md#ownership);
 * - `refresh-cookie`: the httpOnly refresh cookie scoped to /api/user (docs/PRODUCT-RULES.md#sessions).
 */
export type RouteAuth = 'public' | 'user' | 'refresh-cookie';

/**
 * Which attempt limit a route counts against (docs/PRODUCT-RULES.md#attempt-limits):
 * - `login`: failed logins per email and address, per address, and per email overall;
 * - `register`: registrations per address;
 * - `provider`: place, weather and suggestion calls per user per minute;
 * - `discover`: public Discover searches per address per minute;
 * - `calendar`: calendar feed fetches (public, by private link) per address per minute;
 * - `privateLink`: share-link pages and invite acceptances (by private link) per address per minute.
 */
export type RouteRateLimit =
  'login' | 'register' | 'provider' | 'discover' | 'calendar' | 'privateLink';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API call: its path, who may call it, and the zod schemas of what goes in and comes out.
 * The server registers exactly these (src/server/http/register-route.ts), the OpenAPI document is
 * generated from them, the client calls through them, and tests can enumerate `routeTable`.
 */
export interface RouteContract {
  method: HttpMethod;
  /** Fastify-style path under /api/, params as `:name`. */
  path: `/api/${string}`;
  auth: RouteAuth;
  /** The attempt limit this route counts against; none when absent. */
  rateLimit?: RouteRateLimit;
  summary: string;
  tags: readonly string[];
  params?: z.ZodObject;
  querystring?: z.ZodObject;
  body?: z.ZodType;
  /** The success status (200 when absent). */
  successStatus?: 200 | 201;
  /** The success body and the documented error bodies, by status. */
  response: Record<number, z.ZodType>;
}

export function defineRoute<const Route extends RouteContract>(route: Route): Route {
  return route;
}

type SuccessStatus<Route extends RouteContract> = Route['successStatus'] extends 201 ? 201 : 200;

export type RouteParams<Route extends RouteContract> = Route extends {
  params: infer S extends z.ZodType;
}
  ? z.output<S>
  : Record<string, never>;
export type RouteQuery<Route extends RouteContract> = Route extends {
  querystring: infer S extends z.ZodType;
}
  ? z.output<S>
  : Record<string, never>;
export type RouteBody<Route extends RouteContract> = Route extends {
  body: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;
/** What the client sends: the input side of the body schema. */
export type RouteBodyInput<Route extends RouteContract> = Route extends {
  body: infer S extends z.ZodType;
}
  ? z.input<S>
  : undefined;
export type RouteReply<Route extends RouteContract> =
  Route['response'][SuccessStatus<Route>] extends infer S extends z.ZodType ? z.output<S> : never;

/** Fills `:name` placeholders with URL-encoded values. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
