import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviders } from '#server/providers/index';
import { notFound } from '#server/errors';
import { rethrowAsProviderError, UpstreamError } from '#server/providers/upstream';
import { authHeader, buildUser } from '../factories/users';
import { openTestDatabase } from '../setup/test-db';
import { createTestApp, testConfig, type TestApp } from '../setup/test-app';

describe('errors never vanish', () => {
  let testApp: TestApp;
  const logLines: Array<Record<string, unknown>> = [];
  let weatherFailure: Error;

  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        logLines.push(JSON.parse(line) as Record<string, unknown>);
      }
    });
    // Real providers (their database handle is never used by weather), with weather replaced.
    const scratch = await openTestDatabase();
    const providers = createProviders(testConfig(), scratch.db);
    await scratch.close();
    testApp = await createTestApp({
      env: { LOG_LEVEL: 'error' },
      deps: {
        logger: { stream },
        providers: {
          ...providers,
          weather: {
            adapter: 'failing',
            current: async () => {
              throw weatherFailure;
            },
          },
        },
      },
    });
  });
  afterAll(() => testApp.close());

  const askWeather = async () =>
    testApp.app.inject({
      method: 'GET',
      url: '/api/weather?city=Lisbon',
      headers: await authHeader(testApp.app, await buildUser(testApp.database.db)),
    });

  it('answers a generic 500 for a bug in a provider and logs it with its stack', async () => {
    weatherFailure = new TypeError('weather adapter bug: reading of undefined');
    const response = await askWeather();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ msg: 'Something went wrong.', code: 'internal_error' });
    expect(response.body).not.toContain('adapter bug');
    const logged = logLines.find(
      (line) => (line.err as { message?: string } | undefined)?.message === weatherFailure.message,
    );
    expect(logged).toMatchObject({ level: 50, msg: 'unhandled error' });
    expect((logged?.err as { stack: string }).stack).toContain('TypeError: weather adapter bug');
  });
});

describe('rethrowAsProviderError', () => {
  const message = 'Weather is unavailable right now.';
  it('turns an upstream failure into 502 provider_unavailable', () => {
    expect(() => rethrowAsProviderError(new UpstreamError('x', 'timeout'), message)).toThrow(
      expect.objectContaining({ status: 502, code: 'provider_unavailable', message }),
    );
  });
  it('lets our own errors through unchanged', () => {
    const error = notFound('We could not find that place.', 'place_not_found');
    expect(() => rethrowAsProviderError(error, message)).toThrow(error);
  });
  it('rethrows a bug as it is, so it answers 500 instead of 502', () => {
    const bug = new TypeError('x is undefined');
    expect(() => rethrowAsProviderError(bug, message)).toThrow(bug);
  });
});
