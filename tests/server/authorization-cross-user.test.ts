import { describe, expect, it } from 'vitest';
import { routeKey, send, signedInRoutes, useAuthorizationApp } from './authorization/app';
import { matrix } from './authorization/cross-user-matrix';
import {
  buildWorld,
  expectNothingOfA,
  ghostOf,
  readBackAsA,
} from './authorization/cross-user-world';

/**
 * User B, with a valid token, against every `auth: 'user'` route aimed at user A's data. A trip,
 * wishlist, cost line or profile B does not own is not B's: it answers exactly as a missing one
 * would (404, or 403 for the legacy `email` fields that name another user), so its existence does
 * not leak, and A's data reads back unchanged afterwards.
 */
const testApp = await useAuthorizationApp();

describe('authorization matrix: user B against user A', () => {
  it("covers exactly the routes with auth 'user'", () => {
    expect(Object.keys(matrix).sort()).toEqual(signedInRoutes.map(routeKey).sort());
  });

  for (const [key, attempts] of Object.entries(matrix)) {
    for (const attempt of attempts) {
      it(`${key}: ${attempt.name} answers ${attempt.status}`, async () => {
        const world = await buildWorld(testApp);
        const before = await readBackAsA(testApp, world);
        expect(before.trips).toMatchObject({ status: 200 });

        const response = await send(testApp, key, attempt.call(world), world.bHeaders);
        expect(response.statusCode, response.body).toBe(attempt.status);
        expectNothingOfA(response.body, world);
        const body = JSON.parse(response.body) as unknown;
        if (attempt.code) expect(body).toMatchObject({ code: attempt.code });
        attempt.sees?.(body, world);

        if (attempt.status >= 400) {
          // The same call on ids that exist nowhere answers the very same: nothing leaks.
          const ghost = ghostOf(world);
          const ghostResponse = await send(testApp, key, attempt.call(ghost), world.bHeaders);
          expect(ghostResponse.statusCode).toBe(response.statusCode);
          expect(JSON.parse(ghostResponse.body)).toEqual(body);
        }

        expect(await readBackAsA(testApp, world)).toEqual(before);
      });
    }
  }
});

// ---- Roles: every trip route as the owner, an editor, a viewer, a stranger, a removed
// companion and a logged-out caller (docs/PRODUCT-RULES.md#roles). ----------------------------
