import { errorBodySchema } from '#shared/contracts/errors';
import {
  buildPath,
  type RouteBodyInput,
  type RouteContract,
  type RouteParams,
  type RouteQuery,
  type RouteReply,
} from '#shared/contracts/route';
import { accessTokenSchema } from '#shared/contracts/users';

/** A failed call: the server's `{ msg, code }` and its status (0 when the network failed). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    readonly msg: string,
  ) {
    super(msg);
  }
}

/** The spec's text when a call fails without a message of its own (point 8). */
export const NETWORK_ERROR_MESSAGE = 'Network response was not ok';

// The access token lives in memory only, never in storage (D7).
let accessToken: string | null = null;
let refreshing: Promise<string | null> | null = null;

export function setAccessToken(token: string | null): void {
  accessToken = token;
}

export function hasAccessToken(): boolean {
  return accessToken !== null;
}

const REFRESH_PATH = '/api/user/refresh_token';

/**
 * Trades the refresh cookie for a new access token. Concurrent callers share one request, so a
 * burst of expired calls rotates the refresh token once, not once each (reuse would revoke it).
 */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= (async () => {
    try {
      const response = await fetch(REFRESH_PATH, { credentials: 'same-origin' });
      if (!response.ok) return null;
      const { accesstoken } = accessTokenSchema.parse(await response.json());
      accessToken = accesstoken;
      return accesstoken;
    } catch {
      return null;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

type Input<Route extends RouteContract> = {
  signal?: AbortSignal;
} & (Route extends { params: object } ? { params: RouteParams<Route> } : { params?: undefined }) &
  (Route extends { querystring: object }
    ? { query?: Partial<RouteQuery<Route>> }
    : { query?: undefined }) &
  (Route extends { body: object } ? { body: RouteBodyInput<Route> } : { body?: undefined });

function buildUrl(route: RouteContract, params?: object, query?: object): string {
  const path = buildPath(route.path, params as Record<string, string> | undefined);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}

async function send(route: RouteContract, url: string, body: unknown, signal?: AbortSignal) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(url, {
    method: route.method,
    headers,
    credentials: 'same-origin',
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    ...(signal ? { signal } : {}),
  });
}

async function toApiError(response: Response): Promise<ApiError> {
  try {
    const parsed = errorBodySchema.safeParse(await response.json());
    if (parsed.success) return new ApiError(response.status, parsed.data.code, parsed.data.msg);
  } catch {
    // Not JSON: fall through to the generic message.
  }
  return new ApiError(response.status, 'http_error', NETWORK_ERROR_MESSAGE);
}

/**
 * The one way the client calls the API: builds the URL from the contract, sends the access
 * token, refreshes it once on a 401 and retries, and parses the answer with the contract's schema.
 */
export async function callApi<Route extends RouteContract>(
  route: Route,
  ...[input]: Route extends { params: object } | { body: object } ? [Input<Route>] : [Input<Route>?]
): Promise<RouteReply<Route>> {
  const url = buildUrl(route, input?.params, input?.query);
  let response: Response;
  try {
    response = await send(route, url, input?.body, input?.signal);
    if (response.status === 401 && route.auth === 'user' && (await refreshAccessToken())) {
      response = await send(route, url, input?.body, input?.signal);
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await toApiError(response);
  const schema = route.response[route.successStatus ?? 200];
  const parsed = schema?.safeParse(await response.json());
  if (!parsed?.success) throw new ApiError(response.status, 'bad_response', NETWORK_ERROR_MESSAGE);
  return parsed.data as RouteReply<Route>;
}

/** The message to show for a failed call. */
export function errorMessage(error: unknown, fallback = NETWORK_ERROR_MESSAGE): string {
  return error instanceof ApiError ? error.msg : fallback;
}
