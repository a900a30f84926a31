import type { FastifyBaseLogger } from 'fastify';
import { providerUnavailable } from '#server/errors';

/** Why an upstream call failed, in terms the adapters map to our errors (404 or 502). */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
  constructor(
    readonly upstream: string,
    readonly kind: 'status' | 'timeout' | 'network' | 'malformed',
    readonly status?: number,
    /** From a 429 or 503's `Retry-After`: how long the upstream asked us to wait. */
    readonly retryAfterSeconds?: number,
  ) {
    super(`${upstream}: ${kind}${status ? ` ${status}` : ''}`);
  }
}

export interface UpstreamRequest {
  /** Short name for logs, e.g. "google-places". */
  upstream: string;
  url: URL;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /**
   * Safe to send twice. Only such calls are retried, once, and only after a network error or a
   * 502-504 (a timeout is not retried: the traveller has already waited the whole timeout). A call
   * that is not idempotent (a POST that creates something) is retried only when the connection
   * was refused, since then nothing was sent.
   */
  idempotent: boolean;
}

export interface UpstreamOptions {
  timeoutMs: number;
  log?: FastifyBaseLogger;
  /** Pause before the one retry. */
  retryDelayMs?: number;
}

const RETRYABLE_STATUSES = new Set([502, 503, 504]);

/** `Retry-After` as seconds: either delay-seconds or an HTTP date; absent or unreadable → undefined. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Node's fetch reports a refused connection as a TypeError whose cause has this code. */
function isConnectionRefused(error: unknown): boolean {
  const cause: unknown = error instanceof Error ? error.cause : undefined;
  return (
    typeof cause === 'object' &&
    cause !== null &&
    'code' in cause &&
    (cause as { code: unknown }).code === 'ECONNREFUSED'
  );
}

/** Where a call went, for logs: origin and path only, since queries can carry keys (`appid=`). */
function describeUrl(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

/** One HTTP call with a timeout and at most one retry; answers the response when it is 2xx. */
export async function fetchUpstream(
  request: UpstreamRequest,
  options: UpstreamOptions,
): Promise<Response> {
  const attempts = 2;
  let lastError: UpstreamError | undefined;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1)
      await new Promise((resolve) => setTimeout(resolve, options.retryDelayMs ?? 100));
    try {
      const response = await fetch(request.url, {
        method: request.method ?? 'GET',
        headers: {
          accept: 'application/json',
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...request.headers,
        },
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        signal: AbortSignal.timeout(options.timeoutMs),
        redirect: 'error',
      });
      if (response.ok) return response;
      // Free the connection; the body of an error is not needed, so failing to discard it
      // changes nothing for the caller.
      await response.body?.cancel().catch((error: unknown) => {
        options.log?.debug({ err: error, upstream: request.upstream }, 'error body not discarded');
      });
      const retryAfter =
        response.status === 429 || response.status === 503
          ? parseRetryAfter(response.headers.get('retry-after'))
          : undefined;
      lastError = new UpstreamError(request.upstream, 'status', response.status, retryAfter);
      if (!request.idempotent || !RETRYABLE_STATUSES.has(response.status)) break;
    } catch (error) {
      const isTimeout =
        error instanceof DOMException &&
        (error.name === 'TimeoutError' || error.name === 'AbortError');
      lastError = new UpstreamError(request.upstream, isTimeout ? 'timeout' : 'network');
      if (isTimeout || (!request.idempotent && !isConnectionRefused(error))) break;
    }
  }
  const failure = lastError ?? new UpstreamError(request.upstream, 'network');
  options.log?.warn(
    {
      upstream: request.upstream,
      url: describeUrl(request.url),
      kind: failure.kind,
      status: failure.status,
      retryAfterSeconds: failure.retryAfterSeconds,
    },
    'upstream call failed',
  );
  throw failure;
}

/** `fetchUpstream`, then the body as JSON (a body that is not JSON is a `malformed` failure). */
export async function fetchUpstreamJson(
  request: UpstreamRequest,
  options: UpstreamOptions,
): Promise<unknown> {
  const response = await fetchUpstream(request, options);
  try {
    return await response.json();
  } catch (error) {
    const isTimeout = error instanceof DOMException && error.name === 'TimeoutError';
    const failure = new UpstreamError(request.upstream, isTimeout ? 'timeout' : 'malformed');
    options.log?.warn(
      { upstream: request.upstream, url: describeUrl(request.url), kind: failure.kind },
      'upstream answer unreadable',
    );
    throw failure;
  }
}

/** Logs an answer that parsed as JSON but is not the documented shape, and fails like bad JSON. */
export function malformedAnswer(
  upstream: string,
  options: UpstreamOptions,
  detail?: string,
): UpstreamError {
  options.log?.warn({ upstream, detail }, 'upstream answer did not match its schema');
  return new UpstreamError(upstream, 'malformed');
}

/**
 * Rethrows a provider failure as our error: an upstream failure becomes 502 with `message`, our
 * own AppErrors (404 place not found, 400) pass through, and anything else is a bug in the
 * adapter, rethrown as it is so the error handler logs its stack and answers 500.
 */
export function rethrowAsProviderError(error: unknown, message: string): never {
  if (error instanceof UpstreamError) throw providerUnavailable(message);
  throw error;
}
