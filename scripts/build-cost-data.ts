import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildCostAndRouteData } from '../src/server/costs/build-cost-data';
import { routeDataJson } from '../src/server/costs/build-route-data';
import { costDataJson } from '../src/server/costs/cost-data-json';
import type { MonthIndex } from '../src/server/costs/cost-data-types';

/**
 * Rebuilds src/server/costs/data/cost-data.json from the raw files beside it, and the direct
 * routes (data/routes/direct-routes.json, ODbL) from the OpenFlights routes there.
 */
const dataDir = fileURLToPath(new URL('../src/server/costs/data/', import.meta.url));
const { costData, routeData } = buildCostAndRouteData(
  `${dataDir}raw`,
  `${dataDir}routes/openflights-routes.dat`,
);
writeFileSync(`${dataDir}cost-data.json`, costDataJson(costData));
writeFileSync(`${dataDir}routes/direct-routes.json`, routeDataJson(routeData));
const { fareModel } = costData;
const percent = (perMille: number) => `${perMille / 10}%`;
console.log(
  `cost-data.json: ${costData.perDiemAreas.length} per diem areas, ${costData.airports.length} airports, ` +
    `ECB rates of ${costData.exchangeRates.date}; direct-routes.json: ${routeData.routes.length} airport pairs`,
);
console.log('fare model:', JSON.stringify(fareModel.params));
const ranges = (pairs: readonly (readonly [number, number])[]) =>
  pairs.map(([low, high]) => `${low}-${high}`).join(', ');
const logIndex = (what: string, index: MonthIndex) => {
  console.log(`${what} (${index.years}): ${index.perMille.join(', ')} ‰`);
  if (index.spreadPerMille) console.log(`  spread across years: ${ranges(index.spreadPerMille)}`);
  if (index.changeRangePerMille) {
    console.log(`  month-to-month change, lowest-highest: ${ranges(index.changeRangePerMille)}`);
  }
};
for (const [kind, index] of Object.entries(costData.fareSeasons))
  logIndex(`airfare ${kind}`, index);
for (const [place, index] of Object.entries(costData.lodgingSeasons)) {
  logIndex(`lodging ${place}`, index);
}
for (const error of fareModel.calibration.leaveOneOut) {
  console.log(
    `leave-one-out error, ${error.size} (${error.airports} airports): median ${percent(error.medianAbsErrorPerMille)}, p90 ${percent(error.p90AbsErrorPerMille)}`,
  );
}
const old = fareModel.calibration.distanceOnly;
console.log(
  `distance-only curve, all (${old.airports}): median ${percent(old.medianAbsErrorPerMille)}, p90 ${percent(old.p90AbsErrorPerMille)}`,
);
