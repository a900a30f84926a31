import { describe, expect, it } from 'vitest';
import { canEditTrip, isTripOwner, roleAllows } from './roles';

describe('roleAllows', () => {
  it('lets every role read, the owner and editors change, and only the owner act as owner', () => {
    expect(
      (['owner', 'editor', 'viewer'] as const).map((role) => [
        roleAllows(role, 'read'),
        roleAllows(role, 'edit'),
        roleAllows(role, 'own'),
      ]),
    ).toEqual([
      [true, true, true],
      [true, true, false],
      [true, false, false],
    ]);
  });

  it('answers the same through its short names', () => {
    expect([canEditTrip('editor'), canEditTrip('viewer')]).toEqual([true, false]);
    expect([isTripOwner('owner'), isTripOwner('editor')]).toEqual([true, false]);
  });
});
