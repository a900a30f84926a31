// Compiles the server into one ES module, dist/server/main.js (packages stay in node_modules), and
// copies the SQL migrations beside it. `npm start` runs this build rather than TypeScript through
// tsx, which saves memory and start-up time.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outDir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, 'dist/server');

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
});
cpSync(path.join(root, 'src/server/db/migrations'), path.join(outDir, 'migrations'), {
  recursive: true,
});
