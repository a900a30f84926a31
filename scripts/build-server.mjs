// Compiles the server into an ES module, dist/server/main.js, and the chunks it loads on first use
// (packages stay in node_modules), and
// copies the SQL migrations beside it. `npm start` runs this build rather than TypeScript through
// tsx, which saves memory and start-up time.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outDir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, 'dist/server');

/**
 * The app's imported data files (per diem rates, routes, gateway sights) are written beside the
 * bundle and read with `JSON.parse` at start, rather than bundled as code: V8 reads JSON several
 * times faster than the same data as code, and a string literal in the bundle would stay in memory
 * twice (in the bundle's source and as the literal) for as long as the server runs.
 */
const jsonBesideBundle = {
  name: 'json-beside-bundle',
  setup(pluginBuild) {
    const written = new Map();
    pluginBuild.onLoad({ filter: /\.json$/ }, async (args) => {
      const name = path.basename(args.path);
      if (written.has(name) && written.get(name) !== args.path) {
        throw new Error(`Two data files are named ${name}: ${written.get(name)} and ${args.path}`);
      }
      written.set(name, args.path);
      mkdirSync(path.join(outDir, 'data'), { recursive: true });
      writeFileSync(
        path.join(outDir, 'data', name),
        JSON.stringify(JSON.parse(await readFile(args.path, 'utf8'))),
      );
      return {
        contents:
          "import { readFileSync } from 'node:fs';\n" +
          `export default JSON.parse(readFileSync(new URL(${JSON.stringify(`./data/${name}`)}, import.meta.url), 'utf8'));`,
        loader: 'js',
      };
    });
  },
};

rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'src/server/main.ts')],
  outdir: outDir,
  // What the server loads on first use (`await import(...)`, e.g. the bookings readers) goes in
  // chunks beside main.js, so their packages are not loaded at start. Beside it, not below: each
  // chunk finds ./data and ./migrations as main.js does.
  splitting: true,
  chunkNames: 'chunk-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [jsonBesideBundle],
});
cpSync(path.join(root, 'src/server/db/migrations'), path.join(outDir, 'migrations'), {
  recursive: true,
});
// Data read on first use rather than imported (the things-to-do lists in
// src/server/sights/things.ts, the climate atlas in src/server/climate/climate.ts) goes beside the
// bundle as the imported data files do, where `./data/<file>` finds it.
const readOnFirstUse = [
  ...readdirSync(path.join(root, 'src/server/sights/data'))
    .filter((file) => /^things-.*\.json$/.test(file))
    .map((file) => path.join(root, 'src/server/sights/data', file)),
  path.join(root, 'src/server/climate/data/climate-data.json'),
];
mkdirSync(path.join(outDir, 'data'), { recursive: true });
for (const file of readOnFirstUse) {
  writeFileSync(
    path.join(outDir, 'data', path.basename(file)),
    JSON.stringify(JSON.parse(await readFile(file, 'utf8'))),
  );
}
// The gazetteer's columns and search index, made once here rather than at every start.
execFileSync(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'scripts/write-gazetteer-snapshot.ts'), outDir],
  { cwd: root, stdio: 'inherit' },
);
