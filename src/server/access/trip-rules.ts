import { eq, type Placeholder, type SQL } from 'drizzle-orm';
import { trips } from '#server/db/schema';

/**
 * The trips `userId` may read, as a condition for the statement that reads them: a read checks
 * access in its own single round trip, and the rule is written here, once
 * (docs/PRODUCT-RULES.md#ownership). Today only the owner may; any other trip reads as missing.
 */
export function tripReadableBy(userId: string | Placeholder): SQL {
  return eq(trips.userId, userId);
}
