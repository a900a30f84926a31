import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_LOCALE,
  isDisplayLocale,
  isLocale,
  LOCALES,
  negotiateLocale,
  PSEUDO_LOCALE,
  type Locale,
} from '#shared/i18n/locales';
import { pageFileIn, PRERENDERED_PAGES } from '#shared/prerendered-pages';

/**
 * Hashed assets never change under their name; index.html and the service worker must always be
 * fetched afresh, so a deploy (and the worker that stores its shell) is picked up at once.
 */
function cacheControlFor(relativePath: string): string {
  // A precompressed copy (`sw.js.br`) is cached as the file it stands for.
  const file = relativePath.replace(/\.(br|gz)$/, '');
  if (file.startsWith(`assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (file === 'index.html' || file === 'sw.js') return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Serves the built client. Hashed files under /assets/ are cached for a year; index.html is never
 * cached, so a deploy is picked up at once. Client-side routes (/about, /trips/…) get index.html.
 * The build writes `.br` and `.gz` beside each asset (scripts/precompress.ts); they are sent as
 * they are, with `Vary: Accept-Encoding`, so no request compresses a script again.
 */
export async function registerClientFiles(app: FastifyInstance, distDir: string): Promise<boolean> {
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) return false;
  const indexPage = await readPage(indexPath);
  // The pages drawn at build time for a visitor (scripts/prerender.ts), by their address.
  // Each in every language it was drawn in (`landing.de.html`).
  const visitorPages = new Map<string, Map<Locale, ClientPage>>();
  for (const { pathname, file } of PRERENDERED_PAGES) {
    const inLanguages = new Map<Locale, ClientPage>();
    for (const locale of LOCALES) {
      const pagePath = path.join(distDir, pageFileIn(file, locale));
      if (existsSync(pagePath)) inLanguages.set(locale, await readPage(pagePath));
    }
    if (inLanguages.size > 0) visitorPages.set(pathname, inLanguages);
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    // A route for each file a page asks for; the `.br` and `.gz` beside it are sent through it.
    globIgnore: ['**/*.br', '**/*.gz'],
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', cacheControlFor(path.relative(distDir, filePath)));
    },
  });
  app.decorate('clientIndexHtml', indexPage);
  app.decorate('clientVisitorPages', visitorPages);
  return true;
}

/**
 * Set beside the refresh cookie (which only /api/user receives) and cleared with it: it tells a
 * request for `/` that a session may exist. It holds nothing secret.
 */
export const SESSION_HINT_COOKIE = 'session';

/**
 * The page to send for a client route: `/`, `/login` and `/discover` to a visitor with no session
 * are the pages drawn at build time (scripts/prerender.ts), which show before any script runs;
 * anything else, and those with a session (`/` differs, `/login` goes on to My trips, Discover
 * starts from the traveller's home city), is index.html, drawn by the app. A drawn page is sent in
 * the visitor's language (pageLocale), English when it was not drawn in it.
 */
export function clientPageFor(
  app: FastifyInstance,
  request: FastifyRequest,
): { body: Buffer; encoding?: 'br' | 'gzip' } | undefined {
  const [pathname, query = ''] = request.url.split('?');
  const asked = new URLSearchParams(query).get(LANG_COOKIE);
  // The pseudo-locale is not drawn at build time: the app draws it (docs/I18N.md).
  const isVisitor = request.cookies[SESSION_HINT_COOKIE] === undefined && asked !== PSEUDO_LOCALE;
  const inLanguages =
    isVisitor && pathname !== undefined ? app.clientVisitorPages?.get(pathname) : undefined;
  const page =
    (inLanguages
      ? (inLanguages.get(pageLocale(request, asked)) ?? inLanguages.get(DEFAULT_LOCALE))
      : undefined) ?? app.clientIndexHtml;
  if (!page) return undefined;
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (page.br && /\bbr\b/.test(accepted)) return { body: page.br, encoding: 'br' };
  if (page.gzip && /\bgzip\b/.test(accepted)) return { body: page.gzip, encoding: 'gzip' };
  return { body: page.identity };
}

/** The cookie the client sets with the traveller's language (src/client/lib/locale-choice.ts). */
export const LANG_COOKIE = 'lang';

/**
 * The language of a page drawn at build time (docs/I18N.md): `?lang=` in the address, else the
 * `lang` cookie (the choice kept on the device), else Accept-Language, else English. The answer
 * thus varies with Accept-Language and Cookie, which its `Vary` says (src/server/app.ts).
 */
export function pageLocale(
  request: Pick<FastifyRequest, 'headers' | 'cookies'>,
  asked?: string | null,
): Locale {
  if (isLocale(asked)) return asked;
  const cookie = request.cookies[LANG_COOKIE];
  if (isLocale(cookie)) return cookie;
  return negotiateLocale(request.headers['accept-language']);
}

/**
 * A language named in a page's address (`?lang=de`, the picker's links) is kept in the `lang`
 * cookie, as the app keeps it (lib/locale-choice.ts): on the landing page no script runs, and the
 * next page (`/login`) must come in the same language.
 */
export function keepAskedLocale(request: FastifyRequest, reply: FastifyReply): void {
  const asked = new URLSearchParams(request.url.split('?')[1] ?? '').get(LANG_COOKIE);
  if (!isDisplayLocale(asked)) return;
  reply.setCookie(LANG_COOKIE, asked, {
    path: '/',
    maxAge: 365 * 24 * 60 * 60,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

/** What a page sent by clientPageFor varies with: compression, language and cookies. */
export const CLIENT_PAGE_VARY = 'Accept-Encoding, Accept-Language, Cookie';

/** A page's bytes, with the `.br` and `.gz` the build wrote beside it (scripts/precompress.ts). */
interface ClientPage {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

async function readPage(file: string): Promise<ClientPage> {
  const variant = async (suffix: string) =>
    existsSync(file + suffix) ? await readFile(file + suffix) : undefined;
  const [identity, br, gzip] = await Promise.all([readFile(file), variant('.br'), variant('.gz')]);
  return { identity, ...(br ? { br } : {}), ...(gzip ? { gzip } : {}) };
}

declare module 'fastify' {
  interface FastifyInstance {
    clientIndexHtml?: ClientPage;
    clientVisitorPages?: Map<string, Map<Locale, ClientPage>>;
  }
}
