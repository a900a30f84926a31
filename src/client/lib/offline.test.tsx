import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tripRoutes } from '#shared/contracts/trips';
import { userRoutes } from '#shared/contracts/users';
import { OfflineNotice } from '#client/components/offline-notice';
import { isAppPage, isSavedDataPath } from '#client/service-worker/offline-rules';
import { mockApi, testUser } from '#tests/client/mock-api';
import { ApiError, callApi } from './api-client';

/** The browser says it is offline, and every request fails before reaching a server. */
function goOffline() {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
  return onLine;
}

afterEach(() => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  window.dispatchEvent(new Event('online'));
});

describe('offline', () => {
  it('refuses a write with words that say it was not saved', async () => {
    mockApi({ 'DELETE /api/trips/getaway/a': { networkError: true } });
    goOffline();
    const error = await callApi(tripRoutes.delete, { params: { id: 'a' } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 0,
      code: 'offline',
      msg: 'You are offline, so this change was not saved. Try again when you are back online.',
    });
  });

  it('says a read was not saved on this device when the worker has no copy', async () => {
    mockApi({ 'GET /api/user/infor': { networkError: true } });
    goOffline();
    await expect(callApi(userRoutes.info)).rejects.toMatchObject({
      code: 'offline',
      msg: 'You are offline, and this has not been saved on this device yet.',
    });
  });

  it('shows since when the data is, once an answer came from the saved copy', async () => {
    render(<OfflineNotice />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    mockApi({
      'GET /api/user/infor': {
        status: 200,
        body: testUser,
        headers: { 'x-served-offline': '1', 'x-saved-at': '2026-11-24T21:30:00.000Z' },
      },
    });
    await callApi(userRoutes.info);
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^You are offline\. Showing your trips as saved on this device on .*2026.*\. Changes cannot be saved until you are back online\.$/,
    );
  });

  it("keeps only the traveller's own data and place photos", () => {
    for (const path of [
      '/api/user/infor',
      '/api/trips/getaway-trip',
      '/api/trips/getaway/abc',
      '/api/trips/getaway/abc/costs',
      '/api/trips/getaway/abc/compare/dates',
      '/api/trips/getaway/abc/plan',
      '/api/trips/getaway/abc/things-to-do',
      '/api/trips/getaway/abc/bookings',
      '/api/wishlist/getlists',
      '/api/places-photo/geonames-1',
      '/api/watches',
      '/api/watches/abc/history',
    ])
      expect(isSavedDataPath(path), path).toBe(true);
    for (const path of [
      '/api/user/refresh_token',
      '/api/discover',
      '/api/weather',
      '/api/trips/getaway/abc/costs/estimate',
      '/api/trips/getaway/abc/plan/items',
      // A booking's files are never kept on the device; nor an import.
      '/api/trips/getaway/abc/bookings/import',
      '/api/trips/getaway/abc/bookings/abc/files/def',
      '/api/places-autocomplete',
      // A price check is a write, never kept.
      '/api/watches/abc/check',
      // A calendar link and its status are never kept on the device.
      '/api/trips/getaway/abc/calendar',
      '/api/calendar/abc.ics',
      // Nor a shared trip, an invite, or a trip's invites and share link.
      '/api/shared/abc',
      '/api/invites/abc/accept',
      '/api/trips/getaway/abc/invites',
      '/api/trips/getaway/abc/share',
    ])
      expect(isSavedDataPath(path), path).toBe(false);
  });

  it('answers pages with the stored shell offline, never an API address opened as a page', () => {
    for (const path of ['/', '/my-trip', '/trips/abc']) expect(isAppPage(path), path).toBe(true);
    for (const path of ['/api/calendar/abc.ics', '/api/docs'])
      expect(isAppPage(path), path).toBe(false);
  });
});
