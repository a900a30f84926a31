import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  buildSightData,
  SIGHT_DATA_FILES,
  sightListJson,
} from '../src/server/sights/build-sight-data';
import { buildThingsData, THINGS_DATA_FILES } from '../src/server/sights/build-things-data';
import { discoverDestinations, mostPopulousCities } from '../src/server/sights/offered-places';

/** Rebuilds the sight lists in src/server/sights/data/ from the raw files beside them. */
const dataDir = fileURLToPath(new URL('../src/server/sights/data/', import.meta.url));
const data = buildSightData(`${dataDir}raw`);
writeFileSync(
  `${dataDir}${SIGHT_DATA_FILES.naturalWorldHeritage}`,
  sightListJson(data.naturalWorldHeritage),
);
writeFileSync(`${dataDir}${SIGHT_DATA_FILES.beaches}`, sightListJson(data.beaches));
const byKind = (kind: string) =>
  data.naturalWorldHeritage.filter((site) => site.kind === kind).length;
console.log(
  `${SIGHT_DATA_FILES.naturalWorldHeritage}: ${data.naturalWorldHeritage.length} natural sites ` +
    `(${byKind('mountains')} mountains, ${byKind('beach')} beach); ` +
    `${SIGHT_DATA_FILES.beaches}: ${data.beaches.length} beaches`,
);

const things = buildThingsData(`${dataDir}raw`, [
  ...discoverDestinations(),
  ...mostPopulousCities(),
]);
for (const part of Object.keys(THINGS_DATA_FILES) as (keyof typeof THINGS_DATA_FILES)[]) {
  writeFileSync(`${dataDir}${THINGS_DATA_FILES[part]}`, sightListJson(things[part]));
  console.log(`${THINGS_DATA_FILES[part]}: ${things[part].length} things`);
}
