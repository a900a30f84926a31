import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client';
import { createProviders, describeProviderChoice } from '#server/providers/index';
import { testConfig } from '#tests/setup/test-app';
import { openTestDatabase } from '#tests/setup/test-db';

const TOKEN = 'duffel_test_choice-token';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('exchange rates and fares adapters chosen by config', () => {
  it('uses the shipped ECB snapshot and the estimator when nothing is set', () => {
    const config = testConfig();
    const providers = createProviders(config, database.db);
    expect(providers.exchangeRates.adapter).toBe('ecb-snapshot');
    expect(providers.fares.adapter).toBe('estimator');
    expect(describeProviderChoice(config)).toMatchObject({
      exchangeRates: 'ecb-snapshot',
      fares: 'estimator',
    });
  });

  it('uses Frankfurter and Duffel when asked, and names them without the token', () => {
    const config = testConfig({
      EXCHANGE_RATES_PROVIDER: 'frankfurter',
      DUFFEL_ACCESS_TOKEN: TOKEN,
    });
    const providers = createProviders(config, database.db);
    expect(providers.exchangeRates.adapter).toBe('frankfurter');
    expect(providers.fares.adapter).toBe('duffel');
    const choice = describeProviderChoice(config);
    expect(choice).toMatchObject({ exchangeRates: 'frankfurter', fares: 'duffel' });
    expect(JSON.stringify(choice)).not.toContain(TOKEN);
  });

  it('refuses an unknown exchange rates provider at start', () => {
    expect(() => testConfig({ EXCHANGE_RATES_PROVIDER: 'ecb-live' })).toThrow(
      /EXCHANGE_RATES_PROVIDER/,
    );
  });
});
