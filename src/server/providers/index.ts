import type { Config } from '#server/config';
import type { Database } from '#server/db/client';

/** The external capabilities, each behind an interface of our own (filled by the providers issue). */
export type Providers = Record<string, never>;

export function createProviders(_config: Config, _db: Database): Providers {
  return {};
}
