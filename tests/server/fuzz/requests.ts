// A fuzzed request as a URL: real ids resolved, hostile text encoded as a hostile client would.
import type { RouteContract } from '#shared/contracts/route';
import { FIXTURE_IDS, type FuzzRequest, RealId } from './arbitraries';

export function resolveIds(value: unknown): unknown {
  if (value instanceof RealId) return FIXTURE_IDS[value.name];
  if (Array.isArray(value)) return value.map(resolveIds);
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      Object.defineProperty(copy, key, { value: resolveIds(inner), enumerable: true });
    }
    return copy;
  }
  return value;
}

/** Percent-encodes; a lone surrogate cannot be encoded, so it goes as the invalid UTF-8 a hostile
 * client would send. */
export function encode(text: string): string {
  return [...text]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

/** Raw: keeps `/`, `.` and `%` as typed (so `../` and bad escapes reach the router). */
export const rawSegment = (text: string) => encode(text).replace(/%2F/gi, '/').replace(/%25/g, '%');

export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

export function urlOf(route: RouteContract, request: FuzzRequest): string {
  const path = route.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const param = request.params[name]!;
    const text = textOf(resolveIds(param.value));
    return param.raw ? rawSegment(text) : encode(text);
  });
  if (request.query.kind === 'raw') return `${path}?${rawSegment(request.query.text)}`;
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(resolveIds(request.query.fields) as object)) {
    const values = Array.isArray(value) ? value : [value];
    for (const one of values) pairs.push(`${encode(key)}=${encode(textOf(one))}`);
  }
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}
