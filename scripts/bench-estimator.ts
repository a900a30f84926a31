import { performance } from 'node:perf_hooks';

/**
 * Prints how long the cost estimator takes: loading its data once, one trip, and the 52 weekly
 * date windows of a year that a later screen compares. Timings only, not a test: shared CI
 * machines are too noisy to fail a build on them.
 */
const loadStart = performance.now();
const { estimateTripCosts } = await import('../src/server/costs/estimator');
const loadMs = performance.now() - loadStart;

const input = {
  destination: { label: 'New York, NY, United States', lat: 40.71427, lng: -74.00597 },
  origin: { label: 'Denver, CO, United States', lat: 39.73915, lng: -104.9847 },
  startDate: '2026-10-10',
  endDate: '2026-10-13',
  travellers: 2,
  currency: 'EUR' as const,
};

function windows(): { startDate: string; endDate: string }[] {
  const result = [];
  for (let week = 0; week < 52; week++) {
    const start = new Date(Date.UTC(2026, 0, 3 + week * 7));
    const end = new Date(start.getTime() + 4 * 86_400_000);
    result.push({
      startDate: start.toISOString().slice(0, 10),
      endDate: end.toISOString().slice(0, 10),
    });
  }
  return result;
}

// Warm up the JIT so the figures describe a running server, not the first call.
for (let i = 0; i < 2_000; i++) estimateTripCosts(input);

const runs = 10_000;
let start = performance.now();
for (let i = 0; i < runs; i++) estimateTripCosts(input);
const oneTripUs = ((performance.now() - start) / runs) * 1000;

const dateWindows = windows();
const rounds = 200;
start = performance.now();
for (let round = 0; round < rounds; round++) {
  for (const window of dateWindows) estimateTripCosts({ ...input, ...window });
}
const windowsMs = (performance.now() - start) / rounds;

console.log(`load data and index:        ${loadMs.toFixed(1)} ms (once per process)`);
console.log(`one trip (3 lines, in EUR): ${oneTripUs.toFixed(1)} µs`);
console.log(`52 date windows:            ${windowsMs.toFixed(2)} ms`);
