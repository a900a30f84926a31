import { describe, expect, it } from 'vitest';
import { inChunks, USERS_PER_EVENT } from './live-bus';
import { withChange } from './trip-notice-text';

describe('withChange', () => {
  it('names each companion once, with their changes joined in order', () => {
    let body = withChange('', 'Ana', 'added a cost line');
    expect(body).toBe('Ana added a cost line.');
    body = withChange(body, 'Ana', 'changed the plan');
    expect(body).toBe('Ana added a cost line and changed the plan.');
    body = withChange(body, 'Ben', 'joined the trip');
    body = withChange(body, 'Ana', 'added a booking');
    expect(body).toBe(
      'Ana added a cost line, changed the plan and added a booking. Ben joined the trip.',
    );
  });

  it('leaves the body as it is when the change is already named', () => {
    const body = 'Ana added a cost line and changed the plan.';
    expect(withChange(body, 'Ana', 'changed the plan')).toBe(body);
  });
});

describe('inChunks', () => {
  it('splits a trip event for many travellers so each NOTIFY payload stays under 8000 bytes', () => {
    const userIds = Array.from(
      { length: USERS_PER_EVENT * 2 + 1 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    const chunks = inChunks({ type: 'trip', tripId: userIds[0]!, parts: ['costs'], userIds });
    expect(chunks).toHaveLength(3);
    expect(chunks.flatMap((chunk) => (chunk.type === 'trip' ? chunk.userIds : []))).toEqual(
      userIds,
    );
    for (const chunk of chunks) expect(Buffer.byteLength(JSON.stringify(chunk))).toBeLessThan(8000);
  });
});
