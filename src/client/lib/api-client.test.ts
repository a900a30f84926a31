import { describe, expect, it } from 'vitest';
import { tripRoutes } from '#shared/contracts/trips';
import { mockApi } from '#tests/client/mock-api';
import { callApi, callRaw, setAccessToken } from './api-client';

describe('a failed call', () => {
  it("keeps the server's code, which the screens switch on", async () => {
    mockApi({
      'GET /api/trips/getaway/a': {
        status: 404,
        body: { msg: 'Trip not found', code: 'trip_not_found' },
      },
    });
    await expect(callApi(tripRoutes.get, { params: { id: 'a' } })).rejects.toMatchObject({
      status: 404,
      code: 'trip_not_found',
      msg: 'Trip not found',
    });
  });

  it('reads a code it does not know as a plain HTTP failure, keeping the message', async () => {
    mockApi({
      'GET /api/trips/getaway/a': {
        status: 418,
        body: { msg: 'Something new went wrong.', code: 'a_code_from_a_newer_server' },
      },
    });
    await expect(callApi(tripRoutes.get, { params: { id: 'a' } })).rejects.toMatchObject({
      status: 418,
      code: 'http_error',
      msg: 'Something new went wrong.',
    });
  });
});

describe('a call outside the JSON contract (an upload, a download)', () => {
  it('sends the session’s token, refreshing it once on a 401, and the form as it is', async () => {
    setAccessToken('old-token');
    let uploads = 0;
    const api = mockApi({
      'GET /api/user/refresh_token': { status: 200, body: { accesstoken: 'new-token' } },
      'POST /api/trips/getaway/a/bookings/b/files': () => {
        uploads += 1;
        return uploads === 1
          ? { status: 401, body: { msg: 'Session expired', code: 'unauthorized' } }
          : { status: 201, body: { _id: 'f' } };
      },
    });
    const form = new FormData();
    form.append('file', new File(['%PDF-1.4'], 'ticket.pdf', { type: 'application/pdf' }));
    const response = await callRaw('POST', '/api/trips/getaway/a/bookings/b/files', form);
    expect(response.status).toBe(201);
    const sent = api.calls.filter((call) => call.path.endsWith('/files'));
    expect(sent.map((call) => call.headers.Authorization)).toEqual([
      'Bearer old-token',
      'Bearer new-token',
    ]);
    // The browser writes a form's own Content-Type, with its boundary.
    expect(sent[1]?.headers['Content-Type']).toBeUndefined();
    setAccessToken(null);
  });

  it('sends an object as JSON, and fails as callApi does, with the server’s words', async () => {
    const api = mockApi({
      'POST /api/trips/getaway/a/bookings/import': {
        status: 422,
        body: { msg: 'No booking found in this file', code: 'no_booking_found' },
      },
    });
    await expect(
      callRaw('POST', '/api/trips/getaway/a/bookings/import', { text: 'Hello' }),
    ).rejects.toMatchObject({
      status: 422,
      code: 'no_booking_found',
      msg: 'No booking found in this file',
    });
    expect(api.calls[0]?.body).toEqual({ text: 'Hello' });
    expect(api.calls[0]?.headers['Content-Type']).toBe('application/json');
  });
});
