import { performance } from 'node:perf_hooks';

/**
 * Prints how long typical weather takes: loading and indexing the data once, a nearest
 * destination lookup, a trip's months and a place's ranked best months. Timings only, not a
 * test: shared CI machines are too noisy to fail a build on them.
 */
const loadStart = performance.now();
const climate = await import('../src/server/climate/climate');
const loadMs = performance.now() - loadStart;

// Random points over land and sea alike, so misses (nothing within 150 km) are measured too.
let seed = 42;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const points = Array.from({ length: 10_000 }, () => ({
  lat: random() * 140 - 60,
  lng: random() * 360 - 180,
}));

function microseconds(runs: number, call: (index: number) => unknown): number {
  for (let i = 0; i < 2_000; i++) call(i); // warm up the JIT: figures for a running server
  const start = performance.now();
  for (let i = 0; i < runs; i++) call(i);
  return ((performance.now() - start) / runs) * 1000;
}

const at = (index: number) => points[index % points.length]!;
const nearestUs = microseconds(100_000, (i) => climate.nearestDestination(at(i).lat, at(i).lng));
const found = points.filter((point) => climate.nearestDestination(point.lat, point.lng)).length;
const typicalUs = microseconds(100_000, (i) =>
  climate.typicalWeather(at(i).lat, at(i).lng, 500, (i % 12) + 1),
);
const datesUs = microseconds(50_000, (i) =>
  climate.typicalForDates(at(i).lat, at(i).lng, undefined, '2026-11-20', '2027-01-05'),
);
const bestUs = microseconds(50_000, (i) => climate.bestMonths(at(i).lat, at(i).lng, undefined));

console.log(`climate data load + index: ${loadMs.toFixed(0)} ms`);
console.log(
  `nearestDestination: ${nearestUs.toFixed(2)} µs (${found} of ${points.length} random points within 150 km)`,
);
console.log(`typicalWeather: ${typicalUs.toFixed(2)} µs`);
console.log(`typicalForDates (3 months): ${datesUs.toFixed(2)} µs`);
console.log(`bestMonths: ${bestUs.toFixed(2)} µs`);
