// Writes the gazetteer snapshot beside the compiled server (`node --import tsx
// scripts/write-gazetteer-snapshot.ts <dir>`), run by build-server.mjs: the server then starts
// from it instead of decoding and indexing the GeoNames file at every start.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  GAZETTEER_SNAPSHOT_FILE,
  buildGazetteer,
  serializeGazetteer,
} from '#server/providers/places/gazetteer';

const outDir = process.argv[2];
if (!outDir) throw new Error('usage: write-gazetteer-snapshot.ts <output directory>');
writeFileSync(path.join(outDir, GAZETTEER_SNAPSHOT_FILE), serializeGazetteer(buildGazetteer()));
