// The crash test's settings, read from the command line (see bench/crash.ts), and its seeded random.
import { flagValue } from '../database';

export const flags = new Set(process.argv.slice(2));
export const KILLS = Number(flagValue('--kills') ?? 20);
export const CLIENTS = Number(flagValue('--clients') ?? 6);
export const SEED = Number(flagValue('--seed') ?? Date.now() % 1_000_000_000);
const DEFAULT_PG_URL = 'postgresql://app:app@127.0.0.1:5432/postgres';
export const pgUrl = flags.has('--pg')
  ? (flagValue('--pg') ?? DEFAULT_PG_URL)
  : process.env.CRASH_DATABASE_URL;
/** The writes between a restart and the next kill last this long (uniform, milliseconds). */
export const KILL_DELAY_MS = [300, 3000] as const;
/** A client stops creating trips past this many, so each check stays quick. */
export const MAX_TRIPS_PER_CLIENT = 25;
/** A client keeps this many price watches at most (two clients share a user, who may keep 20). */
export const MAX_WATCHES_PER_CLIENT = 8;
/** A client invites its partner to this many of its trips at most. */
export const MAX_INVITES_PER_CLIENT = 4;

/** mulberry32: a seeded random, so a failing run can be replayed with --seed. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
export const random = seededRandom(SEED);
export const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)] as T;
