import { describe, expect, it } from 'vitest';
import { readPushMessage } from './push-message';

describe('readPushMessage', () => {
  it('reads the title, body and link the server sends', () => {
    expect(
      readPushMessage({
        title: 'Porto getaway: now $412 a person',
        body: 'Below your cap of $450.',
        link: '/watches',
      }),
    ).toEqual({
      title: 'Porto getaway: now $412 a person',
      body: 'Below your cap of $450.',
      link: '/watches',
    });
  });

  it('never leads outside the app', () => {
    for (const link of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'trips/1',
    ]) {
      expect(readPushMessage({ title: 'T', body: 'B', link }).link, link).toBe('/my-trip');
    }
  });

  it('gives a message without fields the app name and My trips', () => {
    expect(readPushMessage(null)).toEqual({ title: 'Getaway Planner', body: '', link: '/my-trip' });
    expect(readPushMessage({ title: 3, body: ['x'] })).toEqual({
      title: 'Getaway Planner',
      body: '',
      link: '/my-trip',
    });
  });
});
