import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { acceptedValuesMessage } from './accepted-values';

/** The first issue of a refused value, as fastify-type-provider-zod hands it to the handler. */
function refusal(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  const { code, message, path: _path, ...params } = result.error.issues[0]!;
  return { keyword: code, message, params };
}

describe('acceptedValuesMessage', () => {
  it('names the values of an enum or a literal that gives no message of its own', () => {
    expect(acceptedValuesMessage('step', refusal(z.enum(['week', 'day']), 'month'))).toBe(
      'step must be one of week, day.',
    );
    expect(acceptedValuesMessage('units', refusal(z.literal('metric'), 'imperial'))).toBe(
      'units must be metric.',
    );
  });

  it('names the kinds of value a union takes when it gives no message of its own', () => {
    const trips = z.union([z.uuid(), z.array(z.uuid())]);
    expect(acceptedValuesMessage('trips', refusal(trips, 5))).toBe(
      'trips must be a string or an array.',
    );
    expect(acceptedValuesMessage('', refusal(z.union([z.number(), z.object({})]), 'x'))).toBe(
      'The body must be a number or an object.',
    );
  });

  it("leaves a schema's own message as it is", () => {
    const mode = z.enum(['equal', 'shares'], { error: 'split.mode must be equal or shares.' });
    expect(acceptedValuesMessage('split.mode', refusal(mode, 'halves'))).toBeUndefined();
  });
});
