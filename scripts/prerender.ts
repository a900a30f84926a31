// Draws the public pages a first visit opens to static HTML after the client build, each the built
// index.html with the page and its styles inside (docs/PERFORMANCE.md). The server sends them to a
// visitor who has no session:
// - `/` as `landing.html`, without scripts: text and links, so a first visit loads no JavaScript;
// - `/login` as `login.html` and `/discover` as `discover.html`, with a starter script: the form
//   (the wizard's first step) shows and takes input before any script runs, and the app is loaded
//   on first use and takes it over where it stands (hydration).
// Each page is drawn once per language (`landing.de.html`), with `<html lang dir>`, links to its
// other languages (hreflang) and a manifest in its language (docs/I18N.md).
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type UserConfig } from 'vite';
import { isRightToLeft, type Locale, LOCALES } from '../src/shared/i18n/locales.ts';
import { manifestFileIn, pageFileIn, PRERENDERED_PAGES } from '../src/shared/prerendered-pages.ts';

type PageHead = { name: string; shortName: string; description: string };

export async function prerenderPages(options: {
  clientDir: string;
  outDir: string;
  resolve: NonNullable<UserConfig['resolve']>;
}): Promise<void> {
  // Inside the project, so the built module finds the packages in node_modules.
  const serverDir = path.join(path.dirname(options.outDir), '.prerender');
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      root: options.clientDir,
      resolve: options.resolve,
      plugins: [react()],
      build: {
        ssr: path.join(options.clientDir, 'prerender.tsx'),
        outDir: serverDir,
        emptyOutDir: true,
        rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
      },
    });
    const built = (await import(pathToFileURL(path.join(serverDir, 'prerender.mjs')).href)) as {
      renderPage(
        pathname: string,
        locale: Locale,
      ): Promise<{ html: string; styles: string; title: string }>;
      pageHead(locale: Locale): Promise<PageHead>;
    };
    const index = await readFile(path.join(options.outDir, 'index.html'), 'utf8');
    const rootTag = '<div id="root"></div>';
    if (!index.includes(rootTag) || !index.includes('</head>')) {
      throw new Error('index.html has no empty #root to draw a page into');
    }
    const manifest = JSON.parse(
      await readFile(path.join(options.outDir, 'manifest.webmanifest'), 'utf8'),
    ) as Record<string, unknown>;
    for (const locale of LOCALES) {
      const head = await built.pageHead(locale);
      if (locale !== 'en') {
        await writeFile(
          path.join(options.outDir, manifestFileIn(locale)),
          JSON.stringify(manifestIn(manifest, locale, head), null, 2),
        );
      }
      for (const { pathname, file, keepsScripts } of PRERENDERED_PAGES) {
        const page = await built.renderPage(pathname, locale);
        const html = inLanguage(
          keepsScripts ? startedOnUse(index) : withoutScripts(index),
          pathname,
          locale,
          head,
        )
          .replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`)
          .replace('</head>', `${page.styles}</head>`)
          .replace(rootTag, `<div id="root">${page.html}</div>`);
        await writeFile(path.join(options.outDir, pageFileIn(file, locale)), html);
      }
    }
  } finally {
    await rm(serverDir, { recursive: true, force: true });
  }
}

/**
 * The page without the app's scripts. To a visitor with no session the landing page is text and
 * links, so it needs none: a link is a page load, and the page it opens loads the app. Drawing the
 * app over the static page only repeated the largest paint (docs/PERFORMANCE.md).
 */
function withoutScripts(page: string): string {
  const stripped = page
    .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
  if (/<script|modulepreload/.test(stripped)) throw new Error('the landing page kept a script');
  return stripped;
}

/**
 * The page with the app started on the visitor's first key, tap or focus (public/start-on-use.js):
 * run at once, its module script ran before the first paint, and run after it, its 200 KB blocked
 * the page a visitor was only reading (docs/PERFORMANCE.md).
 */
function startedOnUse(page: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(page)?.[1];
  if (!entry) throw new Error('index.html has no module script to start on first use');
  return withoutScripts(page).replace(
    '</body>',
    `<script defer src="/start-on-use.js" data-entry="${entry}"></script></body>`,
  );
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page's head in a language: `<html lang dir>`, the manifest and the name a phone shows in
 * it, and a link to the page in every language (`?lang=xx`, which the server answers with that
 * language's file) and to the page without one (x-default: the server picks). English keeps the
 * built head's words.
 */
function inLanguage(page: string, pathname: string, locale: Locale, head: PageHead): string {
  const alternates = [
    ...LOCALES.map(
      (other) => `<link rel="alternate" hreflang="${other}" href="${pathname}?lang=${other}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${pathname}" />`,
  ].join('');
  let html = page
    .replace(
      /<html lang="[^"]*">/,
      `<html lang="${locale}" dir="${isRightToLeft(locale) ? 'rtl' : 'ltr'}">`,
    )
    .replace('</head>', `${alternates}</head>`);
  if (locale !== 'en') {
    html = html
      .replace('href="/manifest.webmanifest"', `href="/${manifestFileIn(locale)}"`)
      .replace(
        /(<meta name="apple-mobile-web-app-title" content=")[^"]*"/,
        `$1${escapeHtml(head.shortName)}"`,
      )
      .replace(/(<meta name="description" content=")[^"]*"/, `$1${escapeHtml(head.description)}"`);
  }
  if (!html.includes(`<html lang="${locale}"`)) throw new Error('index.html has no <html lang>');
  return html;
}

/** The web app manifest with its name and description in a language. */
function manifestIn(
  manifest: Record<string, unknown>,
  locale: Locale,
  head: PageHead,
): Record<string, unknown> {
  return {
    ...manifest,
    name: head.name,
    short_name: head.shortName,
    description: head.description,
    lang: locale,
    dir: isRightToLeft(locale) ? 'rtl' : 'ltr',
  };
}
