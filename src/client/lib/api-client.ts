import {
  buildPath,
  type RouteBodyInput,
  type RouteContract,
  type RouteParams,
  type RouteQuery,
  type RouteReply,
} from '#shared/contracts/route';
import { ERROR_CODES, type ErrorCode } from '#shared/contracts/errors';
import { accessTokenSchema } from '#shared/contracts/users';
import { errorText, errorTranslator } from './error-text';
import { lenient } from './lenient';
import {
  isOffline,
  isReadPastTheWorker,
  noteAnswer,
  OFFLINE_READ_MESSAGE,
  OFFLINE_WRITE_MESSAGE,
  saveReadPastTheWorker,
} from './offline';
import { shownLocale } from './locale-choice';

/**
 * What a failed call's `code` can be: one the server sends, or one the client gives a call that
 * got no usable answer (no network, offline, a body that is not the contract's, an error page
 * without a code of ours).
 */
export type ApiErrorCode = ErrorCode | 'offline' | 'network_error' | 'bad_response' | 'http_error';

const SERVER_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

/**
 * A failed call: its status (0 when the network failed), the server's `code` when it sent one, and
 * its `msg`, empty when the answer carried none (a proxy's HTML page, a dropped connection): the
 * screen then shows its own text (docs/PRODUCT-RULES.md#fallback-texts).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    readonly msg: string,
    /** The body fields a validation failure names (`trip_end`, `budget.amount`), if any. */
    readonly fields: readonly string[] = [],
    /** The error body as sent, for the fields a route's contract adds to a status (a 409's `current`). */
    readonly body: unknown = undefined,
  ) {
    super(msg || `Request failed (${code}, status ${status})`);
  }
}

/** The places screen's text when a call fails without a message of its own. */
export const NETWORK_ERROR_MESSAGE = 'Network response was not ok';

// The access token lives in memory only, never in storage (docs/PRODUCT-RULES.md#sessions).
let accessToken: string | null = null;
let refreshing: Promise<RefreshOutcome> | null = null;

export function setAccessToken(token: string | null): void {
  accessToken = token;
}

export function hasAccessToken(): boolean {
  return accessToken !== null;
}

/** The token itself, for a call outside fetch's usual shape (the live stream). */
export function getAccessToken(): string | null {
  return accessToken;
}

const REFRESH_PATH = '/api/user/refresh_token';

/** A refresh's result: a new token, a refusal by the server, or no server to ask (offline). */
export type RefreshOutcome =
  { token: string; isUnreachable: false } | { token: null; isUnreachable: boolean };

/**
 * Trades the refresh cookie for a new access token. Concurrent callers share one request, so a
 * burst of expired calls rotates the refresh token once, not once each (reuse would revoke it).
 */
export function refreshSession(): Promise<RefreshOutcome> {
  refreshing ??= (async (): Promise<RefreshOutcome> => {
    let response: Response;
    try {
      response = await fetch(REFRESH_PATH, { credentials: 'same-origin' });
    } catch {
      return { token: null, isUnreachable: true };
    }
    try {
      if (!response.ok) return { token: null, isUnreachable: false };
      const { accesstoken } = accessTokenSchema.parse(await response.json());
      accessToken = accesstoken;
      return { token: accesstoken, isUnreachable: false };
    } catch {
      return { token: null, isUnreachable: false };
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** The new access token, or null when the session could not be refreshed. */
export async function refreshAccessToken(): Promise<string | null> {
  return (await refreshSession()).token;
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
    // A list is a repeated parameter (`?place=a&place=b`): joined with commas it would be
    // ambiguous, as place labels have commas of their own.
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item !== undefined && item !== null && item !== '') search.append(key, String(item));
    }
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}

async function send(route: RouteContract, url: string, body: unknown, signal?: AbortSignal) {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': shownLocale(),
  };
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

/** Reads what it can of an error body: `msg` alone is enough; `code` is optional. */
async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // Not JSON (an HTML page from a proxy): no message of the server's own.
  }
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const msg = typeof fields.msg === 'string' ? fields.msg : '';
  // A code this client does not know (a newer server's) reads as a plain HTTP failure.
  const code =
    typeof fields.code === 'string' && SERVER_CODES.has(fields.code)
      ? (fields.code as ErrorCode)
      : 'http_error';
  const details = Array.isArray(fields.details) ? (fields.details as unknown[]) : [];
  const paths = details.flatMap((detail) =>
    typeof detail === 'object' &&
    detail !== null &&
    'path' in detail &&
    typeof detail.path === 'string'
      ? [detail.path]
      : [],
  );
  return new ApiError(response.status, code, msg, paths, body);
}

/**
 * The one way the client calls the API: builds the URL from the contract, sends the access
 * token, refreshes it once on a 401 and retries, and reads the answer with a tolerant version of
 * the contract's schema (`lenient`).
 */
export async function callApi<Route extends RouteContract>(
  route: Route,
  ...[input]: Route extends { params: object } | { body: object } ? [Input<Route>] : [Input<Route>?]
): Promise<RouteReply<Route>> {
  const url = buildUrl(route, input?.params, input?.query);
  // A read the worker does not see (before it controls the page) is saved by the page itself.
  const isPastTheWorker = route.method === 'GET' && isReadPastTheWorker();
  let response: Response;
  try {
    response = await send(route, url, input?.body, input?.signal);
    if (response.status === 401 && route.auth === 'user' && (await refreshAccessToken())) {
      response = await send(route, url, input?.body, input?.signal);
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // Offline, a write is refused with words that say it was not saved (docs/OFFLINE.md).
    if (isOffline()) {
      const isRead = route.method === 'GET';
      throw new ApiError(0, 'offline', isRead ? OFFLINE_READ_MESSAGE : OFFLINE_WRITE_MESSAGE);
    }
    throw new ApiError(0, 'network_error', '');
  }
  noteAnswer(response.headers);
  if (!response.ok) throw await toApiError(response);
  if (isPastTheWorker) void saveReadPastTheWorker(url, response);
  const schema = route.response[route.successStatus ?? 200];
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(response.status, 'bad_response', '');
  }
  const parsed = schema ? lenient(schema).safeParse(body) : undefined;
  if (!parsed?.success) {
    console.warn(`Unreadable answer from ${route.method} ${route.path}:`, parsed?.error);
    throw new ApiError(response.status, 'bad_response', '');
  }
  return parsed.data as RouteReply<Route>;
}

/**
 * The message to show for a failed call: the server's own, else the screen's `fallback`
 * (docs/PRODUCT-RULES.md#fallback-texts); outside English, the words for its `code`.
 */
export function errorMessage(error: unknown, fallback: string, t = errorTranslator()): string {
  if (!(error instanceof ApiError) || !error.msg) return fallback;
  // English shows the server's words; another language words the code itself.
  if (!t || t.locale === 'en') return error.msg;
  return errorText(t, error.code, error.msg === OFFLINE_READ_MESSAGE);
}

/**
 * A call outside the JSON contract (a multipart upload, a file download): the session's token,
 * one refresh on a 401, and failures as `ApiError`, as `callApi` does. Answers the raw response.
 */
export async function callRaw(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  /** A form (multipart, with its files) or a JSON body. */
  body?: FormData | object,
): Promise<Response> {
  const isForm = body instanceof FormData;
  const sendRaw = () => {
    const headers: Record<string, string> = { 'Accept-Language': shownLocale() };
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    return fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      ...(body !== undefined ? { body: isForm ? body : JSON.stringify(body) } : {}),
    });
  };
  let response: Response;
  try {
    response = await sendRaw();
    if (response.status === 401 && (await refreshAccessToken())) response = await sendRaw();
  } catch {
    if (isOffline()) {
      throw new ApiError(
        0,
        'offline',
        method === 'GET' ? OFFLINE_READ_MESSAGE : OFFLINE_WRITE_MESSAGE,
      );
    }
    throw new ApiError(0, 'network_error', '');
  }
  noteAnswer(response.headers);
  if (!response.ok) throw await toApiError(response);
  return response;
}
