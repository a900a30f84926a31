import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidField } from '#server/errors';

/** In a `u` regex, a surrogate code unit matches only when it is not half of a pair. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

/** The path of the first string (key or value) that is not well-formed Unicode, if any. */
function findIllFormed(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? path : undefined;
  if (depth > 32 || value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (LONE_SURROGATE.test(key)) return itemPath;
    const found = findIllFormed(item, itemPath, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Every query component must decode as UTF-8; a bad escape would otherwise become U+FFFD. */
function hasUndecodableQuery(request: FastifyRequest): boolean {
  const query = request.url.split('?').slice(1).join('?');
  if (!query) return false;
  try {
    for (const part of query.split(/[&=]/)) decodeURIComponent(part.replaceAll('+', ' '));
    return false;
  } catch {
    return true;
  }
}

const illFormed = (path: string) =>
  invalidField(path, `${path || 'The input'}: text must be valid Unicode.`);

/**
 * Refuses input that is not valid Unicode, in one place for every route: JSON bodies must be
 * strict UTF-8, and no string in the body or the query may hold a lone surrogate (`"\ud800"`).
 * PostgreSQL would otherwise store a replacement character in its place, changing the data.
 */
export function registerWellFormedInput(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = STRICT_UTF8.decode(body as Buffer);
    } catch {
      done(illFormed(''), undefined);
      return;
    }
    // Fastify's own parser answers through `done`; its type also allows a promise, but it returns none.
    void parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    if (hasUndecodableQuery(request)) throw illFormed('query');
    const inQuery = findIllFormed(request.query, '');
    if (inQuery !== undefined) throw illFormed(inQuery);
    const inBody = findIllFormed(request.body, '');
    if (inBody !== undefined) throw illFormed(inBody);
  });
}
