import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { accessToken } from './fixtures';

export interface TripSeed {
  location_address: string;
  trip_location: string;
  trip_start?: string | null;
  trip_end?: string | null;
  image_url?: string;
}

export interface SeededTrip {
  _id: string;
  location_address: string;
  trip_location: string;
}

/** A calendar date `days` from today in this machine's zone, which the browser shares. */
export function daysFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return [
    date.getFullYear(),
    String(date.getMonth() + 1).padStart(2, '0'),
    String(date.getDate()).padStart(2, '0'),
  ].join('-');
}

/** Creates trips through the API (setup beside the UI), as the logged-in traveller. */
export async function createTrips(page: Page, seeds: TripSeed[]): Promise<SeededTrip[]> {
  const token = await accessToken(page);
  const created: SeededTrip[] = [];
  for (const seed of seeds) {
    const response = await page.request.post('/api/trips/getaway-trip', {
      headers: { Authorization: `Bearer ${token}` },
      data: { image_url: '/images/nature-water.svg', within_trips: [], isFavorite: false, ...seed },
    });
    expect(response.status(), await response.text()).toBe(201);
    created.push((await response.json()) as SeededTrip);
  }
  return created;
}

/** Creates a wishlist through the API, optionally holding one trip. */
export async function createWishlist(
  page: Page,
  listName: string,
  tripId?: string,
): Promise<{ _id: string }> {
  const token = await accessToken(page);
  const response = await page.request.post('/api/wishlist/createlist', {
    headers: { Authorization: `Bearer ${token}` },
    data: { list_name: listName, ...(tripId ? { trips: { _id: tripId } } : {}) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { _id: string };
}
