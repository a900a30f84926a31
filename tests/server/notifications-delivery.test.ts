import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Notification, NotificationsList } from '#shared/contracts/notifications';
import { pushSubscriptions, users } from '#server/db/schema';
import { buildMember } from '#tests/factories/members';
import { buildTrip } from '#tests/factories/trips';
import { authHeader, buildUser } from '#tests/factories/users';
import {
  browserSubscription,
  eventually,
  openStream,
  rawHeader,
  pushEndpointAgent,
  startPushEndpoint,
  startSmtpServer,
  verifiedVapidClaims,
  type OpenStream,
} from '#tests/setup/notice-channels';
import { createTestApp, type TestApp } from '#tests/setup/test-app';

/**
 * A trip's changes reach its other travellers on every channel, for real: an SMTP server and a
 * Web Push endpoint on 127.0.0.1, and the live stream of a listening server.
 */
const APP_URL = 'https://getaway.example';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let push: Awaited<ReturnType<typeof startPushEndpoint>>;
let testApp: TestApp;
let baseUrl: string;
const streams: OpenStream[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
  push = await startPushEndpoint();
  testApp = await createTestApp({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Getaway planner <notices@getaway.example>',
      APP_URL,
      TRIP_NOTICE_GROUP_MINUTES: '5',
    },
    deps: { notices: { pushAgent: pushEndpointAgent() } },
  });
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await testApp.close();
  await smtp.close();
  await push.close();
});
beforeEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
  await testApp.database.db.delete(users);
  smtp.received.length = 0;
  push.received.length = 0;
  push.answerWith(201);
});

const db = () => testApp.database.db;

async function traveller(fname: string) {
  const user = await buildUser(db(), { fname });
  return { ...user, headers: await authHeader(testApp.app, user) };
}

/** Ada owns a trip to Lisbon; Grace is its editor, Alan its viewer. */
async function sharedTrip() {
  const ada = await traveller('Ada');
  const grace = await traveller('Grace');
  const alan = await traveller('Alan');
  const trip = await buildTrip(db(), ada.id, { locationAddress: 'Lisbon, Portugal' });
  await buildMember(db(), trip.id, grace.id, 'editor');
  await buildMember(db(), trip.id, alan.id, 'viewer');
  return { trip, ada, grace, alan };
}

async function stream(headers: Record<string, string>) {
  const opened = await openStream(baseUrl, '/api/notifications/stream', headers);
  streams.push(opened);
  return opened;
}

const addCostLine = (tripId: string, headers: Record<string, string>) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/trips/getaway/${tripId}/costs`,
    headers,
    payload: { category: 'food', label: 'Pastéis', planned: { amount: 1200, currency: 'EUR' } },
  });

/** The e-mails one traveller received (a previous test's late ones are someone else's). */
const mailTo = (email: string) =>
  smtp.received.filter((mail) => (mail.to && 'text' in mail.to ? mail.to.text : '') === email);

const notices = async (headers: Record<string, string>) =>
  (
    await testApp.app.inject({ method: 'GET', url: '/api/notifications', headers })
  ).json<NotificationsList>();

describe("a companion's change", () => {
  it("reaches the other travellers' open pages, inbox and browser, and not the one who made it", async () => {
    const { trip, ada, grace } = await sharedTrip();
    const subscription = browserSubscription(`${push.origin}/push/ada-laptop`);
    const subscribed = await testApp.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: ada.headers,
      payload: subscription.body,
    });
    expect(subscribed.statusCode).toBe(201);
    const adaPage = await stream(ada.headers);
    const graceOtherTab = await stream(grace.headers);

    expect((await addCostLine(trip.id, grace.headers)).statusCode).toBe(201);

    expect(await adaPage.next('trip_changed')).toEqual({ tripId: trip.id, parts: ['costs'] });
    expect(await graceOtherTab.next('trip_changed')).toEqual({
      tripId: trip.id,
      parts: ['costs'],
    });
    const live = (await adaPage.next('notification')) as Notification;
    expect(live).toMatchObject({
      kind: 'trip_activity',
      title: 'Changes to Lisbon, Portugal',
      body: 'Grace added a cost line.',
      link: `/trips/${trip.id}`,
      tripId: trip.id,
      readAt: null,
    });
    expect((await notices(ada.headers)).notifications).toEqual([live]);
    expect(await notices(grace.headers)).toEqual({ notifications: [], unread: 0 });

    const mail = await eventually(() => mailTo(ada.email)[0], 'the e-mail');
    expect(mail.subject).toBe('Changes to Lisbon, Portugal');
    expect(mail.from?.text).toContain('notices@getaway.example');
    expect(mail.text).toContain('Grace added a cost line.');
    expect(mail.text).toContain(`${APP_URL}/trips/${trip.id}`);
    expect(mail.html).toContain(`href="${APP_URL}/trips/${trip.id}"`);
    const pageLink = new RegExp(`${APP_URL}/unsubscribe\\?token=([A-Za-z0-9._%-]+)`).exec(
      mail.text ?? '',
    );
    expect(pageLink).not.toBeNull();
    const token = decodeURIComponent(pageLink![1]!);
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(rawHeader(mail, 'List-Unsubscribe')).toBe(
      `<${APP_URL}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}>`,
    );

    const received = await eventually(
      () => push.received.find((message) => message.path === '/push/ada-laptop'),
      'the push message',
    );
    expect(received.headers['content-encoding']).toBe('aes128gcm');
    expect(JSON.parse(subscription.decrypt(received.body))).toEqual({
      title: 'Changes to Lisbon, Portugal',
      body: 'Grace added a cost line.',
      link: `/trips/${trip.id}`,
    });
    const settings = await testApp.app.inject({
      method: 'GET',
      url: '/api/notifications/settings',
      headers: ada.headers,
    });
    const vapid = verifiedVapidClaims(received.headers.authorization as string);
    expect(vapid.publicKey).toBe(settings.json<{ pushPublicKey: string }>().pushPublicKey);
    expect(vapid.header.alg).toBe('ES256');
    expect(vapid.claims.aud).toBe(push.origin);
    expect(vapid.claims.sub).toBe('mailto:notices@getaway.example');
    expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(push.received.filter((message) => message.path === '/push/ada-laptop')).toHaveLength(1);
  });

  it('grouped: a second change within the window updates the unread notice, with no new e-mail', async () => {
    const { trip, ada, grace } = await sharedTrip();
    const adaPage = await stream(ada.headers);
    expect((await addCostLine(trip.id, grace.headers)).statusCode).toBe(201);
    const first = (await adaPage.next('notification')) as Notification;
    await eventually(() => mailTo(ada.email)[0], 'the first e-mail');

    const planned = await testApp.app.inject({
      method: 'POST',
      url: `/api/trips/getaway/${trip.id}/plan/items`,
      headers: grace.headers,
      payload: { name: 'Tram 28' },
    });
    expect(planned.statusCode).toBe(201);

    const again = (await adaPage.next(
      'notification',
      (data) => (data as Notification).body !== first.body,
    )) as Notification;
    expect(again._id).toBe(first._id);
    expect(again.body).toBe('Grace added a cost line and changed the plan.');
    const list = await notices(ada.headers);
    expect(list.unread).toBe(1);
    expect(list.notifications.map((notice) => notice.body)).toEqual([
      'Grace added a cost line and changed the plan.',
    ]);
    // Read, the next change starts a new notice, which is e-mailed again.
    await testApp.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: ada.headers,
      payload: {},
    });
    expect((await addCostLine(trip.id, grace.headers)).statusCode).toBe(201);
    await eventually(() => mailTo(ada.email)[1], 'the second e-mail');
    expect(mailTo(ada.email)).toHaveLength(2);
    expect((await notices(ada.headers)).notifications.map((notice) => notice.body)).toEqual([
      'Grace added a cost line.',
      'Grace added a cost line and changed the plan.',
    ]);
  });

  it('no longer reaches a companion once removed from the trip', async () => {
    const { trip, ada, grace, alan } = await sharedTrip();
    const gracePage = await stream(grace.headers);
    const alanPage = await stream(alan.headers);
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/trips/getaway/${trip.id}/members/${grace.id}`,
      headers: ada.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await alanPage.next('trip_changed')).toEqual({ tripId: trip.id, parts: ['members'] });

    expect((await addCostLine(trip.id, ada.headers)).statusCode).toBe(201);

    const costsChanged = (data: unknown) => (data as { parts: string[] }).parts[0] === 'costs';
    expect(await alanPage.next('trip_changed', costsChanged)).toEqual({
      tripId: trip.id,
      parts: ['costs'],
    });
    // Published to the same travellers at once: Grace, no longer one, heard neither.
    expect(gracePage.events).toEqual([]);
    expect(await notices(grace.headers)).toEqual({ notifications: [], unread: 0 });
  });

  it('a companion joining by invite is told to the others', async () => {
    const { trip, ada } = await sharedTrip();
    const bea = await traveller('Bea');
    const adaPage = await stream(ada.headers);
    const invite = await testApp.app.inject({
      method: 'POST',
      url: `/api/trips/getaway/${trip.id}/invites`,
      headers: ada.headers,
      payload: { role: 'viewer' },
    });
    expect(invite.statusCode).toBe(201);
    const { token } = invite.json<{ token: string }>();
    expect(token).toBeTruthy();
    const accepted = await testApp.app.inject({
      method: 'POST',
      url: `/api/invites/${token}/accept`,
      headers: bea.headers,
    });
    expect(accepted.statusCode).toBe(200);
    expect(await adaPage.next('trip_changed')).toEqual({ tripId: trip.id, parts: ['members'] });
    expect(await adaPage.next('notification')).toMatchObject({ body: 'Bea joined the trip.' });
  });
});

describe('e-mail and push choices', () => {
  it("the e-mail's one-click unsubscribe turns e-mail off, as a mail client posts it", async () => {
    const { trip, ada, grace } = await sharedTrip();
    expect((await addCostLine(trip.id, grace.headers)).statusCode).toBe(201);
    const mail = await eventually(() => mailTo(ada.email)[0], 'the e-mail');
    const target = /<([^>]+)>/.exec(rawHeader(mail, 'List-Unsubscribe') ?? '')?.[1];
    expect(target).toBeDefined();
    const url = new URL(target!);

    const response = await testApp.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });

    expect(response.json()).toEqual({ msg: 'You will get no more e-mails from us.' });
    expect(response.statusCode).toBe(200);
    const settings = await testApp.app.inject({
      method: 'GET',
      url: '/api/notifications/settings',
      headers: ada.headers,
    });
    expect(settings.json()).toMatchObject({ email: false, push: true, emailAvailable: true });
  });

  it('a push service that says the subscription is gone (410) has it forgotten', async () => {
    const { trip, ada, grace } = await sharedTrip();
    const subscription = browserSubscription(`${push.origin}/push/old-phone`);
    await testApp.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: ada.headers,
      payload: subscription.body,
    });
    push.answerWith(410);
    expect((await addCostLine(trip.id, grace.headers)).statusCode).toBe(201);
    await eventually(
      () => push.received.find((message) => message.path === '/push/old-phone'),
      'the push message',
    );

    await eventually(
      async () => ((await db().select().from(pushSubscriptions)).length === 0 ? true : undefined),
      'the subscription to be forgotten',
    );
    const forget = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/push/subscriptions?endpoint=${encodeURIComponent(subscription.body.endpoint)}`,
      headers: ada.headers,
    });
    expect(forget.statusCode).toBe(404);
    expect(forget.json()).toMatchObject({ code: 'push_subscription_not_found' });
  });

  it("each channel is the traveller's choice: with push off no push, with e-mail off no e-mail", async () => {
    const { trip, ada, grace } = await sharedTrip();
    const subscription = browserSubscription(`${push.origin}/push/ada-tablet`);
    await testApp.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: ada.headers,
      payload: subscription.body,
    });
    const choose = (payload: object) =>
      testApp.app.inject({
        method: 'PUT',
        url: '/api/notifications/settings',
        headers: ada.headers,
        payload,
      });
    const markAllRead = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/notifications/read',
        headers: ada.headers,
        payload: {},
      });
    const toTablet = () => push.received.filter((message) => message.path === '/push/ada-tablet');

    expect((await choose({ push: false })).statusCode).toBe(200);
    expect((await addCostLine(trip.id, grace.headers)).statusCode).toBe(201);
    await eventually(() => mailTo(ada.email)[0], 'the e-mail');
    await testApp.app.notices.notifier.settled();
    expect(toTablet()).toEqual([]);

    await markAllRead();
    expect((await choose({ push: true, email: false })).statusCode).toBe(200);
    expect((await addCostLine(trip.id, grace.headers)).statusCode).toBe(201);
    await eventually(() => toTablet()[0], 'the push message');
    await testApp.app.notices.notifier.settled();
    expect(mailTo(ada.email)).toHaveLength(1);
  });
});

describe('a channel that fails', () => {
  it('fails neither the change nor the notice: a mail server that is down is only logged', async () => {
    const down = await startSmtpServer();
    await down.close();
    const other = await createTestApp({
      env: { SMTP_URL: down.url, MAIL_FROM: 'notices@getaway.example' },
    });
    try {
      const ada = await buildUser(other.database.db, { fname: 'Ada' });
      const grace = await buildUser(other.database.db, { fname: 'Grace' });
      const trip = await buildTrip(other.database.db, ada.id, { locationAddress: 'Porto' });
      await buildMember(other.database.db, trip.id, grace.id, 'editor');

      const added = await other.app.inject({
        method: 'POST',
        url: `/api/trips/getaway/${trip.id}/costs`,
        headers: await authHeader(other.app, grace),
        payload: {
          category: 'food',
          label: 'Francesinha',
          planned: { amount: 900, currency: 'EUR' },
        },
      });

      expect(added.statusCode).toBe(201);
      await other.app.notices.notifier.settled();
      const bell = await other.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: await authHeader(other.app, ada),
      });
      expect(bell.json<NotificationsList>()).toMatchObject({
        unread: 1,
        notifications: [{ title: 'Changes to Porto', body: 'Grace added a cost line.' }],
      });
    } finally {
      await other.close();
    }
  });
});
