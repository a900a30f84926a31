import { createHmac, timingSafeEqual } from 'node:crypto';

const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface UnsubscribeLinks {
  /** `<userId>.<HMAC-SHA256 of the id, base64url>`: names the traveller, cannot be forged. */
  tokenFor(userId: string): string;
  /** The traveller a token names, or undefined for anything not signed by this server. */
  userOf(token: string): string | undefined;
}

/** Signs with a key derived from the JWT secret, so no other secret needs keeping. */
export function createUnsubscribeLinks(jwtSecret: string): UnsubscribeLinks {
  const key = createHmac('sha256', jwtSecret).update('notifications-unsubscribe').digest();
  const mac = (userId: string) => createHmac('sha256', key).update(userId).digest();
  return {
    tokenFor: (userId) => `${userId}.${mac(userId).toString('base64url')}`,
    userOf(token) {
      const [userId, signature, ...rest] = token.split('.');
      if (!userId || !signature || rest.length > 0 || !USER_ID.test(userId)) return undefined;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(userId);
      return given.length === expected.length && timingSafeEqual(given, expected)
        ? userId
        : undefined;
    },
  };
}
