import { describe, expect, it } from 'vitest';
import { loggableUrl } from './request-log';

describe('loggableUrl', () => {
  it("keeps an unsubscribe link's token, and the traveller id in it, out of the log", () => {
    const token = '0b9f3c1e-6d3a-4a57-9d43-2f0e4a1c8b7d.c2lnbmF0dXJl';
    expect(loggableUrl(`/api/notifications/unsubscribe?token=${token}`)).toBe(
      '/api/notifications/unsubscribe?[redacted]',
    );
    expect(loggableUrl(`/unsubscribe?token=${token}`)).toBe('/unsubscribe?[redacted]');
  });

  it('keeps an ordinary query as it is', () => {
    expect(loggableUrl('/api/notifications?limit=30')).toBe('/api/notifications?limit=30');
  });
});
