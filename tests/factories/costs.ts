import type { Database } from '#server/db/client';
import { costLines } from '#server/db/schema';
import type { UsedTestApp } from '../setup/test-app';
import { buildTrip } from './trips';
import { buildTwoTravellers } from './users';

export type BuiltCostLine = typeof costLines.$inferSelect;

// Lines are listed oldest first and the embedded database's clock counts whole milliseconds:
// each built line gets its own later instant so two lines built back to back keep their order.
let lastBuiltAt = 0;
function nextBuiltAt(): Date {
  lastBuiltAt = Math.max(Date.now(), lastBuiltAt + 1);
  return new Date(lastBuiltAt);
}

/** Inserts a cost line on `tripId` straight into the database (a traveller's $100 lodging line
 * unless told otherwise). */
export async function buildCostLine(
  db: Database,
  tripId: string,
  overrides: Partial<Omit<typeof costLines.$inferInsert, 'tripId'>> = {},
): Promise<BuiltCostLine> {
  const [row] = await db
    .insert(costLines)
    .values({
      tripId,
      category: 'lodging',
      label: 'Hotel',
      plannedAmount: 10_000,
      source: 'traveller',
      createdAt: nextBuiltAt(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insert into cost_lines returned no row');
  return row;
}

/** A well-formed id no row has. */
export const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** ECB reference rates of 2026-04-13, the shipped snapshot's last day (units per 1 EUR). */
export const ECB = { USD: '1.1684', JPY: '186.75', GBP: '0.87058' } as const;

/** `amount` minor units of `from` in `to`, through the euro, rounded half up: worked out here
 * apart from the server's code. `exponentShift` = to's decimals − from's decimals. */
export function crossRate(amount: number, fromRate: string, toRate: string, exponentShift: number) {
  const ratio = (text: string) => {
    const [whole, fraction = ''] = text.split('.');
    return [BigInt(`${whole}${fraction}`), 10n ** BigInt(fraction.length)] as const;
  };
  const [fn, fd] = ratio(fromRate);
  const [tn, td] = ratio(toRate);
  let numerator = BigInt(amount) * tn * fd;
  let denominator = td * fn;
  if (exponentShift >= 0) numerator *= 10n ** BigInt(exponentShift);
  else denominator *= 10n ** BigInt(-exponentShift);
  return Number((2n * numerator + denominator) / (2n * denominator));
}

export const costsUrl = (tripId: string) => `/api/trips/getaway/${tripId}/costs`;
export const usd = (amount: number) => ({ amount, currency: 'USD' });

/** The cost API tests' calls on one test file's app: a trip of its own, and requests. */
export function costsApi(testApp: UsedTestApp) {
  return {
    /** An owner's trip, with a second traveller whose calls must never reach it. */
    async ownerWithTrip(tripOverrides: Parameters<typeof buildTrip>[2] = {}) {
      const travellers = await buildTwoTravellers(testApp.app, testApp.db);
      const trip = await buildTrip(testApp.db, travellers.owner.id, tripOverrides);
      return { ...travellers, trip };
    },
    call(
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      headers: Record<string, string>,
      payload?: unknown,
    ) {
      return testApp.app.inject({
        method,
        url,
        headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    },
  };
}
