import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildCostData } from '../src/server/costs/build-cost-data';
import { costDataJson } from '../src/server/costs/cost-data-json';

/** Rebuilds src/server/costs/data/cost-data.json from the raw files beside it. */
const dataDir = fileURLToPath(new URL('../src/server/costs/data/', import.meta.url));
const data = buildCostData(`${dataDir}raw`);
writeFileSync(`${dataDir}cost-data.json`, costDataJson(data));
const { fareModel } = data;
const { calibration } = fareModel;
console.log(
  `cost-data.json: ${data.perDiemAreas.length} per diem areas, ${data.airports.length} airports, ` +
    `ECB rates of ${data.exchangeRates.date}; fare curve $${fareModel.nationalAverageCents / 100} ` +
    `at ${fareModel.typicalKm} km; against ${calibration.airports} BTS airports the curve alone is ` +
    `off by ${calibration.medianAbsErrorPerMille / 10}% (median), airport/curve p10–p90 ` +
    `${calibration.p10RatioPerMille / 1000}–${calibration.p90RatioPerMille / 1000}`,
);
