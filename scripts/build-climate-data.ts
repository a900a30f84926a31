import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildClimateData, climateDataJson } from '../src/server/climate/build-climate-data';

/** Rebuilds src/server/climate/data/climate-data.json from the raw files beside it. */
const dataDir = fileURLToPath(new URL('../src/server/climate/data/', import.meta.url));
const data = buildClimateData(`${dataDir}raw`);
const text = climateDataJson(data);
writeFileSync(`${dataDir}climate-data.json`, text);
console.log(
  `climate-data.json: ${data.destinations.length} destinations in ` +
    `${Object.keys(data.countries).length} countries, ${Math.round(text.length / 1024)} KB`,
);
