import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeTable } from '#shared/contracts/route-table';

/** A newcomer reads the README first: it names every call of the API's contract. */
describe('README.md', () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

  it('names every call in the route table, method and path', () => {
    const missing = routeTable
      .map((route) => `${route.method} ${route.path}`)
      .filter((call) => !readme.includes(`\`${call}\``));
    expect(missing).toEqual([]);
  });
});
