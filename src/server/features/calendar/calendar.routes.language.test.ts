// The calendar feed's own words in the trip owner's language (users.locale).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CalendarLink } from '#shared/contracts/calendar';
import { users } from '#server/db/schema';
import { buildTrip } from '#tests/factories/trips';
import { buildTwoTravellers } from '#tests/factories/users';
import { useTestApp } from '#tests/setup/test-app';

const testApp = useTestApp();
const db = () => testApp.db;

async function feedText(locale: 'de' | null) {
  const { owner, ownerHeaders } = await buildTwoTravellers(testApp.app, db());
  await db().update(users).set({ locale }).where(eq(users.id, owner.id));
  const trip = await buildTrip(db(), owner.id, {
    tripLocation: 'Lisbon',
    locationAddress: 'Lisbon, Lisbon, Portugal',
    tripStart: '2027-03-13',
    tripEnd: '2027-03-16',
  });
  const made = await testApp.app.inject({
    method: 'POST',
    url: `/api/trips/getaway/${trip.id}/calendar`,
    headers: ownerHeaders,
  });
  expect(made.statusCode, made.body).toBe(201);
  const response = await testApp.app.inject({
    method: 'GET',
    url: new URL(made.json<CalendarLink>().url).pathname,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

describe('the calendar feed in its owner’s language', () => {
  it('names the trip in German for a German owner, the place as the data gives it', async () => {
    const text = await feedText('de');
    expect(text).toContain('\r\nSUMMARY:Reise nach Lisbon\r\n');
    expect(text).toContain('\r\nX-WR-CALNAME:Lisbon\r\n');
  });

  it('stays English for an owner who chose no language', async () => {
    expect(await feedText(null)).toContain('\r\nSUMMARY:Trip to Lisbon\r\n');
  });
});
