import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './scripts/precompress.ts';
import { prerenderPages } from './scripts/prerender.ts';
import { serviceWorker } from './scripts/service-worker-plugin.ts';

const clientDir = fileURLToPath(new URL('./src/client/', import.meta.url));
const publicDir = fileURLToPath(new URL('./src/client/public/', import.meta.url));

/**
 * After a build, `.br` and `.gz` beside each asset: the server sends them as they are. Last, once
 * every file is written (the prerendered landing page included).
 */
const precompressed = (): Plugin => {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompress(outDir);
      },
    },
  };
};

const resolve = {
  // #client, #server, #shared and #tests come from tsconfig.json's paths, the one alias list.
  tsconfigPaths: true,
  // In the browser, `zod` is a module that turns zod's eval JIT off before any schema is built
  // (the CSP forbids eval, and the probe is logged as a violation); see that module.
  alias: [{ find: /^zod$/, replacement: `${clientDir}lib/zod-without-eval.ts` }],
};

/** After a build, the public pages drawn to static HTML beside index.html (scripts/prerender.ts). */
const prerendered = (): Plugin => {
  let outDir = '';
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        await prerenderPages({ clientDir, outDir, resolve });
      },
    },
  };
};

/**
 * index.html preloads every file the app starts with (src/client/main.tsx starts it in steps): the
 * browser fetches them all at once, and each step finds its files already there. Vite's own
 * preloading is off (`modulePreload: false`): it adds a link per file when a screen's module is
 * imported, and on a phone adding them took 160 ms in one task on the trip page.
 */
const preloadedSteps = (): Plugin => ({
  name: 'preload-start-steps',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      const { bundle, chunk: entry } = context;
      if (!bundle || !entry) return [];
      const files = new Set<string>();
      const add = (file: string) => {
        const chunk = bundle[file];
        if (files.has(file) || !chunk || chunk.type !== 'chunk') return;
        files.add(file);
        for (const imported of chunk.imports) add(imported);
      };
      for (const file of [...entry.imports, ...entry.dynamicImports]) add(file);
      return [...files]
        .filter((file) => !html.includes(`/${file}"`))
        .map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
    },
  },
});

export default defineConfig({
  root: clientDir,
  publicDir,
  plugins: [
    react(),
    preloadedSteps(),
    serviceWorker({ entry: `${clientDir}service-worker/service-worker.ts`, publicDir }),
    precompressed(),
    prerendered(),
  ],
  resolve,
  build: {
    outDir: fileURLToPath(new URL('./dist/client/', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    // index.html preloads what the app starts with (preloadedSteps above); a screen's module brings
    // its own imports.
    modulePreload: false,
    // bench/web.ts reads it to tell which chunks each route loads first.
    manifest: true,
  },
  server: {
    // `npm run dev` proxies the API to the Fastify dev server.
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3001}` },
  },
});
