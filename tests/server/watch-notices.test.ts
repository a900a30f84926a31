import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsList } from '#shared/contracts/notifications';
import type { WatchesList } from '#shared/contracts/watches';
import { addDays, localCalendarDate } from '#shared/domain/calendar-date';
import { providerCache, watches } from '#server/db/schema';
import { buildTrip } from '#tests/factories/trips';
import { authHeader, buildUser } from '#tests/factories/users';
import { startFakeUpstream, type FakeUpstream } from '#tests/setup/fake-upstream';
import {
  browserSubscription,
  eventually,
  pushEndpointAgent,
  rawHeader,
  startPushEndpoint,
  startSmtpServer,
  verifiedVapidClaims,
} from '#tests/setup/notice-channels';
import { createTestApp, type TestApp } from '#tests/setup/test-app';

/**
 * The price watch's notice end to end (issue 34's check): a fake Duffel whose fare drops between
 * two runs of the watch job; the notice arrives as an e-mail at a real SMTP server, naming the
 * trip, the new price and the unsubscribe link, and as a Web Push message, encrypted as Web Push
 * requires, at a push endpoint.
 */
const APP_URL = 'https://getaway.example';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let push: Awaited<ReturnType<typeof startPushEndpoint>>;
let duffel: FakeUpstream;
let testApp: TestApp;
/** Duffel's fare for the round trip, all travellers, in USD. */
let fare = '2400.00';

beforeAll(async () => {
  smtp = await startSmtpServer();
  push = await startPushEndpoint();
  duffel = await startFakeUpstream();
  duffel.on('POST', '/air/offer_requests', () => ({
    status: 201,
    json: {
      data: {
        id: 'orq_0000watch',
        live_mode: false,
        offers: [{ id: 'off_0001', total_amount: fare, total_currency: 'USD' }],
      },
    },
  }));
  testApp = await createTestApp({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Getaway planner <notices@getaway.example>',
      APP_URL,
      DUFFEL_ACCESS_TOKEN: 'duffel_test_watch',
      DUFFEL_BASE_URL: duffel.url,
    },
    deps: { notices: { pushAgent: pushEndpointAgent() } },
  });
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
  await push.close();
  await duffel.close();
});

const db = () => testApp.database.db;

/** The job's next run finds the watch due, and Duffel is asked afresh (its 30-minute cache gone). */
async function dueAgain(watchId: string) {
  await db()
    .update(watches)
    .set({ nextCheckAt: sql`now() - interval '1 minute'` })
    .where(eq(watches.id, watchId));
  await db().delete(providerCache);
}

describe('a watched trip whose fare drops between two runs of the job', () => {
  it('is announced by e-mail and by Web Push, naming the trip, the new price and the way out', async () => {
    const ada = await buildUser(db(), { fname: 'Ada' });
    const headers = await authHeader(testApp.app, ada);
    const start = addDays(localCalendarDate(), 60);
    const trip = await buildTrip(db(), ada.id, {
      locationAddress: 'Lisbon, Lisbon, Portugal',
      tripStart: start,
      tripEnd: addDays(start, 4),
      travellers: 2,
    });
    const subscription = browserSubscription(`${push.origin}/push/ada-phone`);
    const subscribed = await testApp.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers,
      payload: subscription.body,
    });
    expect(subscribed.statusCode).toBe(201);
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/watches',
      headers,
      payload: { tripId: trip.id },
    });
    expect(created.statusCode, created.body).toBe(201);
    const watchId = created.json<{ _id: string }>()._id;

    // First run: the same fare as when the watch was made; nothing to tell.
    await dueAgain(watchId);
    expect(await testApp.app.watchJob.runOnce()).toBe(1);
    await testApp.app.notices.notifier.settled();
    const quiet = await testApp.app.inject({ method: 'GET', url: '/api/notifications', headers });
    expect(quiet.json()).toEqual({ notifications: [], unread: 0 });
    expect(smtp.received).toEqual([]);

    // The fare falls; the second run finds it.
    fare = '600.00';
    await dueAgain(watchId);
    expect(await testApp.app.watchJob.runOnce()).toBe(1);

    const listed = await testApp.app.inject({ method: 'GET', url: '/api/watches', headers });
    const latest = listed.json<WatchesList>().watches[0]!.latest!;
    expect(latest.quotes).toEqual([
      expect.objectContaining({ category: 'airfare', source: 'Duffel' }),
    ]);
    // The price a person as the app writes a whole-unit amount: "$1,234".
    const newPrice = `$${Math.round(latest.perPerson.amount / 100).toLocaleString('en-US')}`;

    const mail = await eventually(() => smtp.received[0], 'the e-mail');
    expect(mail.subject).toContain('Lisbon');
    expect(mail.subject).toContain(newPrice);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(ada.email);
    // The link leads to the watches page, where its price history is.
    expect(mail.text).toContain(`${APP_URL}/watches`);
    expect(mail.text).toContain('Live fare from Duffel, $600');
    const unsubscribePage = new RegExp(`${APP_URL}/unsubscribe\\?token=[A-Za-z0-9._%-]+`).exec(
      mail.text ?? '',
    );
    expect(unsubscribePage).not.toBeNull();
    expect(mail.html).toContain(`href="${unsubscribePage![0]}"`);
    expect(rawHeader(mail, 'List-Unsubscribe')).toMatch(
      new RegExp(`^<${APP_URL}/api/notifications/unsubscribe\\?token=[A-Za-z0-9._%-]+>$`),
    );
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    const message = await eventually(() => push.received[0], 'the push message');
    expect(message.path).toBe('/push/ada-phone');
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(verifiedVapidClaims(message.headers.authorization as string).claims.aud).toBe(
      push.origin,
    );
    const shown = JSON.parse(subscription.decrypt(message.body)) as Record<string, string>;
    expect(shown.title).toBe(mail.subject);
    expect(shown.title).toContain(newPrice);
    expect(shown.link).toBe('/watches');

    const bell = await testApp.app.inject({ method: 'GET', url: '/api/notifications', headers });
    expect(bell.json<NotificationsList>()).toMatchObject({
      unread: 1,
      notifications: [{ kind: 'watch_price_drop', title: mail.subject, watchId, tripId: trip.id }],
    });
  });
});
