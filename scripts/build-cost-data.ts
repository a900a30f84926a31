import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildCostData } from '../src/server/costs/build-cost-data';
import { costDataJson } from '../src/server/costs/cost-data-json';

/** Rebuilds src/server/costs/data/cost-data.json from the raw files beside it. */
const dataDir = fileURLToPath(new URL('../src/server/costs/data/', import.meta.url));
const data = buildCostData(`${dataDir}raw`);
writeFileSync(`${dataDir}cost-data.json`, costDataJson(data));
const { fareModel } = data;
console.log(
  `cost-data.json: ${data.perDiemAreas.length} per diem areas, ${data.airports.length} airports, ` +
    `ECB rates of ${data.exchangeRates.date}; fare model ${fareModel.interceptCents / 100} USD + ` +
    `${fareModel.perKmCents / 100} USD/km from ${fareModel.airports} airports, median error ` +
    `${fareModel.medianAbsErrorPerMille / 10}%, p10–p90 ratio ` +
    `${fareModel.lowPerMille / 1000}–${fareModel.highPerMille / 1000}`,
);
