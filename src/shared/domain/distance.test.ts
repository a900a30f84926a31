import { describe, expect, it } from 'vitest';
import { formatDistance } from './distance';

describe('formatDistance', () => {
  it('writes metres under a kilometre, a decimal under ten kilometres, whole kilometres beyond', () => {
    expect([0.3, 0.9994, 2.44, 9.96, 37.4].map(formatDistance)).toEqual([
      '300 m',
      '999 m',
      '2.4 km',
      '10.0 km',
      '37 km',
    ]);
  });
});
