import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CostItem } from '#shared/contracts/costs';
import { costLines, users } from '#server/db/schema';
import { buildCostLine, costsApi, costsUrl, MISSING_ID, usd } from '#tests/factories/costs';
import { buildMember } from '#tests/factories/members';
import { buildTrip } from '#tests/factories/trips';
import { useTestApp } from '#tests/setup/test-app';

const testApp = useTestApp();
const db = () => testApp.db;
const { ownerWithTrip, call } = costsApi(testApp);

describe('PUT and DELETE /api/trips/getaway/:id/costs/:costId', () => {
  it('changes any field of a line', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const line = await buildCostLine(db(), trip.id);
    const response = await call('PUT', `${costsUrl(trip.id)}/${line.id}`, ownerHeaders, {
      label: 'Hotel Lisboa',
      actual: usd(9_800),
      notes: 'Paid at check-out',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: line.id,
      label: 'Hotel Lisboa',
      planned: usd(10_000),
      actual: usd(9_800),
      notes: 'Paid at check-out',
      source: 'traveller',
    });
  });

  it('keeps a converted amount and its rate when only another field changes', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const created = (
      await call('POST', costsUrl(trip.id), ownerHeaders, {
        category: 'lodging',
        label: 'Hotel',
        planned: { amount: 10_000, currency: 'EUR' },
      })
    ).json<CostItem>();
    const response = await call('PUT', `${costsUrl(trip.id)}/${created._id}`, ownerHeaders, {
      actual: usd(11_000),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      planned: usd(11_684),
      actual: usd(11_000),
      conversion: {
        planned: { amount: 10_000, currency: 'EUR' },
        actual: usd(11_000),
        rate: '1.1684',
      },
    });
  });

  it('refuses a line typed in two currencies besides the trip one', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const response = await call('POST', costsUrl(trip.id), ownerHeaders, {
      category: 'lodging',
      label: 'Hotel',
      planned: { amount: 10_000, currency: 'EUR' },
      actual: { amount: 10_000, currency: 'GBP' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'mixed_currencies' });
  });

  it('answers 400 for an empty change', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const line = await buildCostLine(db(), trip.id);
    const response = await call('PUT', `${costsUrl(trip.id)}/${line.id}`, ownerHeaders, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ msg: 'Send at least one field to change.' });
  });

  it("answers 404 for another user's line, a line of another trip and a missing line", async () => {
    const { owner, otherHeaders, ownerHeaders, trip } = await ownerWithTrip();
    const line = await buildCostLine(db(), trip.id);
    const otherTrip = await buildTrip(db(), owner.id);
    const cases = [
      [`${costsUrl(trip.id)}/${line.id}`, otherHeaders, 'trip_not_found'],
      [`${costsUrl(otherTrip.id)}/${line.id}`, ownerHeaders, 'cost_not_found'],
      [`${costsUrl(trip.id)}/${MISSING_ID}`, ownerHeaders, 'cost_not_found'],
    ] as const;
    for (const [url, headers, code] of cases) {
      const put = await call('PUT', url, headers, { label: 'Mine now' });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toMatchObject({ code });
      const del = await call('DELETE', url, headers);
      expect(del.statusCode).toBe(404);
      expect(del.json()).toMatchObject({ code });
    }
    const [row] = await db().select().from(costLines).where(eq(costLines.id, line.id));
    expect(row?.label).toBe('Hotel');
  });

  it('deletes a line', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const line = await buildCostLine(db(), trip.id);
    const response = await call('DELETE', `${costsUrl(trip.id)}/${line.id}`, ownerHeaders);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: 'Cost line deleted' });
    expect(await db().select().from(costLines)).toEqual([]);
  });

  it("refuses a deleted account's token on every change, on its own trip and a companion's", async () => {
    const { other, otherHeaders, trip } = await ownerWithTrip();
    await buildMember(db(), trip.id, other.id, 'editor');
    const line = await buildCostLine(db(), trip.id);
    const ownTrip = await buildTrip(db(), other.id);
    const changes = (tripId: string) =>
      [
        ['POST', costsUrl(tripId), { category: 'food', label: 'Dinner', planned: usd(2_000) }],
        ['PUT', `${costsUrl(tripId)}/${line.id}`, { label: 'Hotel Lisboa' }],
        ['DELETE', `${costsUrl(tripId)}/${line.id}`, undefined],
        ['POST', `${costsUrl(tripId)}/estimate`, {}],
      ] as const;
    await db().delete(users).where(eq(users.id, other.id));
    for (const tripId of [trip.id, ownTrip.id]) {
      for (const [method, url, payload] of changes(tripId)) {
        const response = await call(method, url, otherHeaders, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json(), `${method} ${url}`).toEqual({
          msg: 'Your session has ended. Please log in again.',
          code: 'invalid_token',
        });
      }
    }
    const lines = await db().select().from(costLines).where(eq(costLines.tripId, trip.id));
    expect(lines.map(({ id, label }) => ({ id, label }))).toEqual([
      { id: line.id, label: line.label },
    ]);
  });
});
