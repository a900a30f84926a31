import type { Config } from '#server/config';
import type { Services } from '#server/services';

/** What every feature's routes are built from. Made once at start, passed down, never global. */
export interface AppContext {
  config: Config;
  services: Services;
}
