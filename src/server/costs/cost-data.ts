import costDataJson from './data/cost-data.json' with { type: 'json' };
import type { CostData } from './cost-data-types';

/**
 * The shipped cost data, parsed once when the module loads (bundled into the server build, so
 * nothing is read at call time). The cast is safe because the JSON is written by
 * `buildCostData`, which is typed, and a test checks the committed file equals a fresh build.
 */
export const costData: CostData = costDataJson as unknown as CostData;
