import type { CostData } from './cost-data-types';

/** The committed file's exact text: one area or airport per line, so a diff reads well. */
export function costDataJson(data: CostData): string {
  const { perDiemAreas, airports, ...rest } = data;
  const lines = (values: unknown[]) =>
    values.map((value) => `    ${JSON.stringify(value)}`).join(',\n');
  const head = JSON.stringify(rest, null, 2).slice(0, -2);
  return `${head},\n  "perDiemAreas": [\n${lines(perDiemAreas)}\n  ],\n  "airports": [\n${lines(airports)}\n  ]\n}\n`;
}
