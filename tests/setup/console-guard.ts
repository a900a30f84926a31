import { afterEach, beforeEach, vi } from 'vitest';

/** A test that logs an unexpected console.error fails: errors should be asserted, not printed. */
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length > 0) {
    throw new Error(`Unexpected console.error: ${errors.map((args) => args.join(' ')).join('\n')}`);
  }
});
