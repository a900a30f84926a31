import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import type { Providers } from '#server/providers/index';

/** What every feature's routes are built from. Made once at start, passed down, never global. */
export interface AppContext {
  config: Config;
  db: Database;
  providers: Providers;
}
