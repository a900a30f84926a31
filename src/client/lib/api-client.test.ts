import { describe, expect, it } from 'vitest';
import { tripRoutes } from '#shared/contracts/trips';
import { mockApi } from '#tests/client/mock-api';
import { callApi } from './api-client';

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
