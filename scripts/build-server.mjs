// Compiles the server into one ES module, dist/server/main.js (packages stay in node_modules), and
// copies the SQL migrations beside it. `npm start` runs this build rather than TypeScript through
// tsx, which saves memory and start-up time.
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outDir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, 'dist/server');

/**
 * The app's data files (climate, per diem rates: about 1.5 MB) as `JSON.parse` of one string
 * rather than esbuild's default object literals: V8 reads JSON several times faster than the same
 * data as code, which shows at every start.
 */
const jsonAsString = {
  name: 'json-as-string',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.json$/ }, async (args) => ({
      contents: `export default JSON.parse(${JSON.stringify(JSON.stringify(JSON.parse(await readFile(args.path, 'utf8'))))});`,
      loader: 'js',
    }));
  },
};

rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'src/server/main.ts')],
  outfile: path.join(outDir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [jsonAsString],
});
cpSync(path.join(root, 'src/server/db/migrations'), path.join(outDir, 'migrations'), {
  recursive: true,
});
// The gazetteer's columns and search index, made once here rather than at every start.
execFileSync(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'scripts/write-gazetteer-snapshot.ts'), outDir],
  { cwd: root, stdio: 'inherit' },
);
