import { describe, expect, it } from 'vitest';
import { imageUrlSchema } from './trips';

describe('image_url', () => {
  it.each([
    'https://example.com/photo.jpg',
    '/api/places-photo/geonames-2988507',
    '/images/fallback-beach.jpg',
  ])('accepts %s', (value) => {
    expect(imageUrlSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    '/api/places-photo/%2e%2e/user/logout',
    '/api/places-photo/%2E%2E/user/logout',
    '/api/places-photo/.%2e/user/logout',
    '/api/places-photo/%252e%252e/user/logout',
    '/api/places-photo/..%2fuser%2flogout',
    '/api/places-photo/a%2f..%2f..%2fuser%2flogout',
    '/api/places-photo/%5c..%5cuser',
    '/api/places-photo/./x',
    '/api/places-photo/%2e/x',
    '/images/%2e%2e/api/user/logout',
    '/api/places-photo/%E0%A4%A',
    '/api/user/logout',
    'javascript:alert(1)',
  ])('refuses %s', (value) => {
    expect(imageUrlSchema.safeParse(value).success).toBe(false);
  });
});
