import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const optionalUrl = optionalString.pipe(httpUrl.optional());
/** A base URL with a default that also applies when the variable is set but empty. */
const urlWithDefault = (fallback: string) =>
  optionalString.transform((value) => value ?? fallback).pipe(httpUrl);

/**
 * A map tile address: http(s) with `{z}`, `{x}` and `{y}` and no other placeholder, on one fixed
 * origin (never in the host), so the Content-Security-Policy can name that origin alone.
 */
const tileUrlTemplate = optionalString
  .transform((value) => value ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png')
  .refine(
    (template) => {
      if (!['{z}', '{x}', '{y}'].every((part) => template.includes(part))) return false;
      const [first, second] = ['0', '1'].map((tile) => template.replace(/\{[zxy]\}/g, tile));
      if (!first || !second || /[{}]/.test(first) || !URL.canParse(first)) return false;
      const url = new URL(first);
      return /^https?:$/.test(url.protocol) && url.origin === new URL(second).origin;
    },
    {
      error:
        'must be an http(s) URL with {z}, {x} and {y} after its host, e.g. https://tiles.example.org/{z}/{x}/{y}.png',
    },
  );

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Every variable the server reads. `.env.example` documents each one. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Set when behind a reverse proxy, so client IPs and https are read from X-Forwarded-*. */
  TRUST_PROXY: booleanFromEnv,
  DATA_DIR: z.string().min(1).default('./data'),
  /** The built client to serve; defaults to dist/client. */
  CLIENT_DIR: optionalString,
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
      .optional(),
  ),
  DATABASE_POOL_SIZE: positiveInt(10),
  /** How long opening a connection to PostgreSQL may take before the call answers 503. */
  DATABASE_CONNECT_TIMEOUT_MS: positiveInt(5000),
  /** How long one SQL statement may run (PostgreSQL's statement_timeout, and on the client). */
  DATABASE_STATEMENT_TIMEOUT_MS: positiveInt(15_000),
  /** How long a call may wait for a free connection when the pool is busy. */
  DATABASE_POOL_WAIT_TIMEOUT_MS: positiveInt(5000),
  JWT_SECRET: optionalString.pipe(
    z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ),
  ACCESS_TOKEN_TTL_SECONDS: positiveInt(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: positiveInt(30),
  /** Failed logins (across all emails) and registrations allowed per client address per window. */
  AUTH_RATE_LIMIT_PER_IP: positiveInt(30),
  /** Failed logins allowed per email from one address per window (5× across all addresses). */
  AUTH_RATE_LIMIT_PER_EMAIL: positiveInt(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: positiveInt(15 * 60),
  /** Place, weather and suggestion calls allowed per user per minute. */
  PROVIDER_RATE_LIMIT_PER_MINUTE: positiveInt(60),
  /** Discover searches allowed per client address per minute (Discover is public). */
  DISCOVER_RATE_LIMIT_PER_MINUTE: positiveInt(30),
  /** Calendar feed fetches allowed per client address per minute (calendar apps poll hourly). */
  CALENDAR_RATE_LIMIT_PER_MINUTE: positiveInt(120),
  PROVIDER_TIMEOUT_MS: positiveInt(8000),
  /** How often expired cache entries, ended rate-limit windows and old sessions are pruned. */
  HOUSEKEEPING_INTERVAL_MINUTES: positiveInt(10),
  GOOGLE_PLACES_API_KEY: optionalString,
  GOOGLE_PLACES_BASE_URL: urlWithDefault('https://places.googleapis.com'),
  OPENWEATHER_API_KEY: optionalString,
  OPENWEATHER_BASE_URL: urlWithDefault('https://api.openweathermap.org'),
  OPEN_METEO_BASE_URL: urlWithDefault('https://api.open-meteo.com'),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  ATTRACTIONS_PROVIDER: z.enum(['none', 'overpass']).default('none'),
  OVERPASS_BASE_URL: urlWithDefault('https://overpass-api.de'),
  /** `frankfurter` refreshes exchange rates live; the shipped ECB snapshot is the default. */
  EXCHANGE_RATES_PROVIDER: z.enum(['ecb-snapshot', 'frankfurter']).default('ecb-snapshot'),
  FRANKFURTER_BASE_URL: urlWithDefault('https://api.frankfurter.dev'),
  /** Where the map's tiles come from; OpenStreetMap's servers by default. */
  MAP_TILE_URL: tileUrlTemplate,
  /** The credit the tile server requires, shown on the map as plain text. */
  MAP_TILE_ATTRIBUTION: optionalString.transform(
    (value) => value ?? '© OpenStreetMap contributors',
  ),
  /** Where that credit links to. */
  MAP_TILE_ATTRIBUTION_URL: urlWithDefault('https://www.openstreetmap.org/copyright'),
  MAP_TILE_MAX_ZOOM: z.coerce.number().int().min(0).max(22).default(19),
  /** Switches fares from the estimator to live Duffel quotes. */
  DUFFEL_ACCESS_TOKEN: optionalString,
  DUFFEL_BASE_URL: urlWithDefault('https://api.duffel.com'),
  /** Duffel waits up to 20 s for the airlines, longer than the other services' timeout. */
  DUFFEL_TIMEOUT_MS: positiveInt(25_000),
  /** Switches stays (lodging) in price watches from the estimator to live Hotelbeds rates. */
  HOTELBEDS_API_KEY: optionalString,
  HOTELBEDS_SECRET: optionalString,
  /** Hotelbeds' test environment by default; https://api.hotelbeds.com for live rates. */
  HOTELBEDS_BASE_URL: urlWithDefault('https://api.test.hotelbeds.com'),
  /** How often each price watch is checked. */
  WATCH_CHECK_INTERVAL_HOURS: positiveInt(24),
  /** How often the watch job looks for watches that are due. */
  WATCH_JOB_INTERVAL_SECONDS: positiveInt(60),
  /** At most this many watches are priced at once by one instance. */
  WATCH_JOB_CONCURRENCY: positiveInt(4),
  /** A trip's changes by companions within this many minutes make one notice. */
  TRIP_NOTICE_GROUP_MINUTES: positiveInt(5),
  /** E-mail notices: an smtp:// or smtps:// URL with credentials, and the sender. */
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
      .optional(),
  ),
  MAIL_FROM: optionalString,
  /** The address travellers open the app at, for links in e-mails; http://HOST:PORT by default. */
  APP_URL: optionalUrl,
  /** Web Push keys (base64url); generated once into DATA_DIR when not set. */
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  /** Who push services may contact about this server: mailto: or https:; MAIL_FROM by default. */
  VAPID_SUBJECT: optionalString,
});

export type Config = Readonly<z.output<typeof envSchema>>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once, at start. Lists every bad variable, then refuses to go on. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === 'production' && !config.JWT_SECRET) {
    throw new ConfigError(
      'Invalid environment configuration:\n  JWT_SECRET: required when NODE_ENV=production (at least 32 characters)',
    );
  }
  return Object.freeze(config);
}

/** Settings that work but are probably a mistake; the server starts and says so. */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.DATABASE_URL && !config.JWT_SECRET) {
    warnings.push(
      'DATABASE_URL is set but JWT_SECRET is not: each instance signs with its own generated ' +
        "secret, so instances sharing this database will not accept each other's access tokens. " +
        'Set the same JWT_SECRET on every instance.',
    );
  }
  if (config.DATABASE_URL && !(config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)) {
    warnings.push(
      'DATABASE_URL is set but VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not: each instance ' +
        "generates its own Web Push keys, so a browser subscribed through one cannot be reached by the others' messages. " +
        'Set the same keys on every instance.',
    );
  }
  if (Boolean(config.SMTP_URL) !== Boolean(config.MAIL_FROM)) {
    warnings.push('E-mail notices need both SMTP_URL and MAIL_FROM: no e-mail will be sent.');
  }
  return warnings;
}
