import { describe, expect, it } from 'vitest';
import type { NotificationsList } from '#shared/contracts/notifications';
import { eq } from 'drizzle-orm';
import { notifications, users } from '#server/db/schema';
import { createUnsubscribeLinks } from '#server/notifications/unsubscribe-links';
import { buildTrip } from '#tests/factories/trips';
import { authHeader, buildUser } from '#tests/factories/users';
import { browserSubscription } from '#tests/setup/notice-channels';
import { TEST_JWT_SECRET, useTestApp } from '#tests/setup/test-app';

const testApp = useTestApp();
const db = () => testApp.db;

async function traveller(fname = 'Ada') {
  const user = await buildUser(db(), { fname });
  return { ...user, headers: await authHeader(testApp.app, user) };
}

/** `count` notices for the traveller, a minute apart, the last one newest. */
async function noticesFor(userId: string, count: number) {
  const tripId = (await buildTrip(db(), userId)).id;
  const rows = [];
  for (let index = 0; index < count; index += 1) {
    const [row] = await db()
      .insert(notifications)
      .values({
        userId,
        kind: 'trip_activity',
        title: `Notice ${index}`,
        body: `Body ${index}`,
        link: `/trips/${tripId}`,
        tripId,
        createdAt: new Date(Date.UTC(2026, 4, 1, 12, index)),
        updatedAt: new Date(Date.UTC(2026, 4, 1, 12, index)),
      })
      .returning();
    rows.push(row!);
  }
  return rows;
}

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string> = {},
  payload?: unknown,
) =>
  testApp.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('GET /api/notifications', () => {
  it('answers the traveller’s notices newest first, a page at a time, with every unread counted', async () => {
    const ada = await traveller();
    const rows = await noticesFor(ada.id, 5);

    const first = await call('GET', '/api/notifications?limit=2', ada.headers);
    expect(first.statusCode).toBe(200);
    const page = first.json<NotificationsList>();
    expect(page.unread).toBe(5);
    expect(page.notifications.map((notice) => notice.title)).toEqual(['Notice 4', 'Notice 3']);
    expect(page.notifications[0]).toEqual({
      _id: rows[4]!.id,
      kind: 'trip_activity',
      title: 'Notice 4',
      body: 'Body 4',
      link: rows[4]!.link,
      tripId: rows[4]!.tripId,
      watchId: null,
      createdAt: '2026-05-01T12:04:00.000Z',
      readAt: null,
    });

    const before = encodeURIComponent(page.notifications[1]!.createdAt);
    const next = await call('GET', `/api/notifications?limit=2&before=${before}`, ada.headers);
    expect(next.json<NotificationsList>().notifications.map((notice) => notice.title)).toEqual([
      'Notice 2',
      'Notice 1',
    ]);
  });

  it("never shows another traveller's notices", async () => {
    const ada = await traveller();
    const ben = await traveller('Ben');
    await noticesFor(ada.id, 2);

    const response = await call('GET', '/api/notifications', ben.headers);

    expect(response.json()).toEqual({ notifications: [], unread: 0 });
  });

  it('refuses a bad page size or time with 400, and a caller without a token with 401', async () => {
    const ada = await traveller();
    const tooMany = await call('GET', '/api/notifications?limit=500', ada.headers);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ msg: 'limit must be a whole number from 1 to 100.' });
    expect((await call('GET', '/api/notifications?before=yesterday', ada.headers)).statusCode).toBe(
      400,
    );
    expect((await call('GET', '/api/notifications')).statusCode).toBe(401);
  });
});

describe('POST /api/notifications/read', () => {
  it('marks the named notices read and answers the unread left; no ids marks all', async () => {
    const ada = await traveller();
    const rows = await noticesFor(ada.id, 3);

    const some = await call('POST', '/api/notifications/read', ada.headers, {
      ids: [rows[0]!.id],
    });
    expect(some.statusCode).toBe(200);
    expect(some.json()).toEqual({ unread: 2 });
    const listed = (await call('GET', '/api/notifications', ada.headers)).json<NotificationsList>();
    expect(listed.notifications.find((notice) => notice._id === rows[0]!.id)?.readAt).toEqual(
      expect.any(String),
    );

    const all = await call('POST', '/api/notifications/read', ada.headers, {});
    expect(all.json()).toEqual({ unread: 0 });
  });

  it("cannot mark another traveller's notices", async () => {
    const ada = await traveller();
    const ben = await traveller('Ben');
    const rows = await noticesFor(ada.id, 2);

    const response = await call('POST', '/api/notifications/read', ben.headers, {
      ids: rows.map((row) => row.id),
    });
    expect(response.json()).toEqual({ unread: 0 });
    const everything = await call('POST', '/api/notifications/read', ben.headers, {});
    expect(everything.json()).toEqual({ unread: 0 });

    expect((await call('GET', '/api/notifications', ada.headers)).json()).toMatchObject({
      unread: 2,
    });
  });
});

describe('GET and PUT /api/notifications/settings', () => {
  it('starts with both channels on, e-mail unavailable without SMTP, and keeps a change', async () => {
    const ada = await traveller();
    const initial = await call('GET', '/api/notifications/settings', ada.headers);
    expect(initial.json()).toEqual({
      email: true,
      push: true,
      emailAvailable: false,
      pushPublicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/),
    });

    const changed = await call('PUT', '/api/notifications/settings', ada.headers, { push: false });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ email: true, push: false });
    expect((await call('GET', '/api/notifications/settings', ada.headers)).json()).toMatchObject({
      email: true,
      push: false,
    });
  });

  it('refuses a value that is not true or false', async () => {
    const ada = await traveller();
    const response = await call('PUT', '/api/notifications/settings', ada.headers, {
      email: 'no',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ msg: 'email must be true or false.' });
  });
});

describe('POST /api/notifications/unsubscribe', () => {
  const links = createUnsubscribeLinks(TEST_JWT_SECRET);

  it('turns e-mail off for the traveller its token names, with no sign-in and no body', async () => {
    const ada = await traveller();
    const response = await call(
      'POST',
      `/api/notifications/unsubscribe?token=${encodeURIComponent(links.tokenFor(ada.id))}`,
    );
    expect(response.statusCode).toBe(200);
    expect((await call('GET', '/api/notifications/settings', ada.headers)).json()).toMatchObject({
      email: false,
      push: true,
    });
  });

  it('answers 404 unsubscribe_link_invalid for a forged or altered token', async () => {
    const ada = await traveller();
    const ben = await traveller('Ben');
    const forged = `${ben.id}.${links.tokenFor(ada.id).split('.')[1]}`;
    for (const token of [forged, 'nonsense', `${ada.id}.`]) {
      const response = await call(
        'POST',
        `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'unsubscribe_link_invalid' });
    }
    expect((await call('GET', '/api/notifications/settings', ben.headers)).json()).toMatchObject({
      email: true,
    });
  });

  it('answers 404 for the token of an account deleted since', async () => {
    const ada = await traveller();
    const token = links.tokenFor(ada.id);
    await db().delete(users).where(eq(users.id, ada.id));

    const response = await call(
      'POST',
      `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'unsubscribe_link_invalid' });
  });
});

describe('POST and DELETE /api/push/subscriptions', () => {
  it("keeps a browser's subscription and forgets it on request", async () => {
    const ada = await traveller();
    const { body } = browserSubscription('https://push.example/send/ada');
    const kept = await call('POST', '/api/push/subscriptions', ada.headers, body);
    expect(kept.statusCode).toBe(201);
    // The same browser again is the same subscription.
    expect((await call('POST', '/api/push/subscriptions', ada.headers, body)).statusCode).toBe(201);

    const url = `/api/push/subscriptions?endpoint=${encodeURIComponent(body.endpoint)}`;
    expect((await call('DELETE', url, ada.headers)).statusCode).toBe(200);
    const again = await call('DELETE', url, ada.headers);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'push_subscription_not_found' });
  });

  it("cannot forget another traveller's browser", async () => {
    const ada = await traveller();
    const ben = await traveller('Ben');
    const { body } = browserSubscription('https://push.example/send/ada-phone');
    await call('POST', '/api/push/subscriptions', ada.headers, body);
    const url = `/api/push/subscriptions?endpoint=${encodeURIComponent(body.endpoint)}`;

    expect((await call('DELETE', url, ben.headers)).statusCode).toBe(404);
    expect((await call('DELETE', url, ada.headers)).statusCode).toBe(200);
  });

  it('keeps the newest ten browsers of a traveller', async () => {
    const ada = await traveller();
    for (let index = 0; index < 11; index += 1) {
      const { body } = browserSubscription(`https://push.example/send/device-${index}`);
      expect((await call('POST', '/api/push/subscriptions', ada.headers, body)).statusCode).toBe(
        201,
      );
    }
    const forget = (index: number) =>
      call(
        'DELETE',
        `/api/push/subscriptions?endpoint=${encodeURIComponent(`https://push.example/send/device-${index}`)}`,
        ada.headers,
      );
    expect((await forget(0)).statusCode).toBe(404);
    expect((await forget(10)).statusCode).toBe(200);
    expect((await forget(1)).statusCode).toBe(200);
  });

  it('refuses an endpoint that is not a URL or keys that are not a push key pair', async () => {
    const ada = await traveller();
    const { body } = browserSubscription('https://push.example/send/x');
    const badEndpoint = await call('POST', '/api/push/subscriptions', ada.headers, {
      ...body,
      endpoint: 'javascript:alert(1)',
    });
    expect(badEndpoint.statusCode).toBe(400);
    const badKey = await call('POST', '/api/push/subscriptions', ada.headers, {
      ...body,
      keys: { ...body.keys, p256dh: 'short' },
    });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json()).toMatchObject({ msg: 'keys.p256dh is not a P-256 public key.' });
  });
});
