import { describe, expect, it } from 'vitest';
import { clockTimeMinutes, formatClockTime } from './clock-time';

describe('clock time', () => {
  it('writes minutes after midnight as HH:MM, 24-hour', () => {
    expect([0, 5, 570, 780, 1439].map(formatClockTime)).toEqual([
      '00:00',
      '00:05',
      '09:30',
      '13:00',
      '23:59',
    ]);
  });

  it('reads HH:MM back as minutes after midnight', () => {
    expect(['00:00', '09:30', '23:59'].map(clockTimeMinutes)).toEqual([0, 570, 1439]);
  });
});
