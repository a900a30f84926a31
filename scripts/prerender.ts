// Draws the landing page (`/`) to static HTML after the client build: `dist/client/landing.html`,
// the built index.html with the page and its styles inside and no scripts. The server sends it to
// a visitor who has no session (docs/PERFORMANCE.md): a first visit loads no JavaScript at all.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type UserConfig } from 'vite';

export const PRERENDERED_LANDING = 'landing.html';

export async function prerenderLanding(options: {
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
      renderPage(pathname: string): Promise<{ html: string; styles: string }>;
    };
    const page = await built.renderPage('/');
    const index = await readFile(path.join(options.outDir, 'index.html'), 'utf8');
    const rootTag = '<div id="root"></div>';
    if (!index.includes(rootTag) || !index.includes('</head>')) {
      throw new Error('index.html has no empty #root to draw the landing page into');
    }
    const html = withoutScripts(index)
      .replace('</head>', `${page.styles}</head>`)
      .replace(rootTag, `<div id="root">${page.html}</div>`);
    await writeFile(path.join(options.outDir, PRERENDERED_LANDING), html);
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
