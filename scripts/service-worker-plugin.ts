// Builds the service worker (src/client/service-worker/) to /sw.js beside the client, with the
// build's id and the list of its shell files written in, so each build's worker knows exactly
// which files to store and which old shell to delete (docs/OFFLINE.md).
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

/** Files of the build the shell needs offline: scripts, styles, fonts and images. */
const SHELL_FILE = /\.(?:js|css|woff2?|svg|png|webmanifest)$/;

function publicFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? publicFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

export function serviceWorker({ entry, publicDir }: { entry: string; publicDir: string }): Plugin {
  return {
    name: 'service-worker',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const built = Object.keys(bundle).filter((name) => SHELL_FILE.test(name));
      const shellFiles = [
        '/index.html',
        ...[...built, ...publicFiles(publicDir).filter((name) => SHELL_FILE.test(name))]
          .sort()
          .map((name) => `/${name}`),
      ];
      const buildId = createHash('sha256').update(shellFiles.join('\n')).digest('hex').slice(0, 12);
      const result = await build({
        entryPoints: [entry],
        bundle: true,
        write: false,
        format: 'iife',
        target: 'es2022',
        minify: true,
        define: {
          __BUILD_ID__: JSON.stringify(buildId),
          __SHELL_FILES__: JSON.stringify(shellFiles),
        },
      });
      const source = result.outputFiles[0]?.text;
      if (!source) throw new Error('The service worker build produced nothing');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
