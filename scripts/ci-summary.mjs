// Prints one closing line for CI, "N passed, N failed", from the Vitest and Playwright JSON
// reports in the given folder, with a line per suite above it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const folder = process.argv[2] ?? '.tmp/ci';
let passed = 0;
let failed = 0;
let skipped = 0;

function countPlaywright(suites, counts) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'flaky') counts.passed += 1;
        else if (test.status === 'skipped') counts.skipped += 1;
        else counts.failed += 1;
      }
    }
    countPlaywright(suite.suites, counts);
  }
}

for (const file of readdirSync(folder)
  .filter((name) => name.endsWith('.json'))
  .sort()) {
  const report = JSON.parse(readFileSync(path.join(folder, file), 'utf8'));
  const counts = { passed: 0, failed: 0, skipped: 0 };
  if ('numPassedTests' in report) {
    counts.passed = report.numPassedTests;
    counts.failed = report.numFailedTests;
    counts.skipped = report.numPendingTests + (report.numTodoTests ?? 0);
  } else {
    countPlaywright(report.suites, counts);
  }
  console.log(`${file.replace(/\.json$/, '')}: ${counts.passed} passed, ${counts.failed} failed`);
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
