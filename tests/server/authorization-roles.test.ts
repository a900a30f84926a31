import { describe, expect, it } from 'vitest';
import { routeKey, send, signedInRoutes, useAuthorizationApp } from './authorization/app';
import { buildSharedTrip, EVERYONE, roleMatrix, snapshotEverything } from './authorization/roles';

// Every trip route as the owner, an editor, a viewer, a stranger, a removed companion and a
// logged-out caller (docs/PRODUCT-RULES.md#roles).
const testApp = await useAuthorizationApp();

describe('authorization matrix: every trip route by role', () => {
  it('covers exactly the routes of a trip', () => {
    const tripRoutes = signedInRoutes.filter((route) =>
      route.path.startsWith('/api/trips/getaway/'),
    );
    expect(Object.keys(roleMatrix).sort()).toEqual(tripRoutes.map(routeKey).sort());
  });

  for (const [key, attempts] of Object.entries(roleMatrix)) {
    const route = signedInRoutes.find((candidate) => routeKey(candidate) === key);
    for (const attempt of attempts) {
      for (const who of EVERYONE) {
        const outcome = attempt.outcomes[who];
        const expected = outcome === 'ok' ? { status: route?.successStatus ?? 200 } : outcome;
        it(`${key}: ${attempt.name}, as ${who}, answers ${expected.status}`, async () => {
          const trip = await buildSharedTrip(testApp);
          const before = await snapshotEverything(testApp);

          const response = await send(testApp, key, attempt.call(trip, who), trip.headers[who]);
          expect(response.statusCode, response.body).toBe(expected.status);
          if ('code' in expected) {
            expect(JSON.parse(response.body)).toMatchObject({ code: expected.code });
            // A refused call changes nothing.
            expect(await snapshotEverything(testApp)).toEqual(before);
          }
        });
      }
    }
  }
});
