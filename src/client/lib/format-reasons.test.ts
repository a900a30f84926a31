import { describe, expect, it } from 'vitest';
import { formatReasons } from './format-reasons';

describe('formatReasons', () => {
  it('ends each reason with a full stop so two never run together', () => {
    expect(
      formatReasons(['Lodging about $342 a night', 'Airfare DEN–LGA about $412 a traveller.']),
    ).toBe('Lodging about $342 a night. Airfare DEN–LGA about $412 a traveller.');
  });

  it('answers nothing for no reasons', () => {
    expect(formatReasons([])).toBe('');
  });
});
