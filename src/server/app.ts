import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from '#server/app-context';
import { createAccessTokens, createRefreshTokenSuccessor } from '#server/auth/tokens';
import { ACCOUNT_GONE_CHANNEL, createAccountEmails } from '#server/access/access';
import {
  ANSWERS_CHANGED_CHANNEL,
  committedChanges,
  createAnswerCache,
} from '#server/db/answer-cache';
import { createAccessRepository } from '#server/access/access.repository';
import type { Config } from '#server/config';
import type { Database, DatabaseHandle } from '#server/db/client';
import {
  handleClientError,
  handleFrameworkError,
  registerErrorHandling,
  sessionEnded,
} from '#server/errors';
import {
  CLIENT_PAGE_VARY,
  clientPageFor,
  keepAskedLocale,
  registerClientFiles,
} from '#server/http/client-files';
import { serializeRequestForLog } from '#server/http/request-log';
import { createResponseSerializerCompiler } from '#server/http/response-serializer';
import { registerRequestTurns } from '#server/http/request-turns';
import { registerSecurityHeaders } from '#server/http/security-headers';
import { registerWellFormedInput } from '#server/http/well-formed-input';
import { createRateLimits } from '#server/http/rate-limits';
import { createRateLimitsRepository } from '#server/http/rate-limits.repository';
import { registerCalendarRoutes } from '#server/features/calendar/calendar.routes';
import { registerInvitesRoutes } from '#server/features/invites/invites.routes';
import { registerMembersRoutes } from '#server/features/members/members.routes';
import { registerClimateRoutes } from '#server/features/climate/climate.routes';
import { registerHealthRoutes } from '#server/features/health/health.routes';
import { registerPlacesRoutes } from '#server/features/places/places.routes';
import { registerSuggestionsRoutes } from '#server/features/suggestions/suggestions.routes';
import { registerCompareRoutes } from '#server/features/compare/compare.routes';
import { registerDiscoverRoutes } from '#server/features/discover/discover.routes';
import { registerMapRoutes } from '#server/features/map/map.routes';
import { tileOriginOf } from '#server/features/map/map.service';
import { registerBookingsRoutes } from '#server/features/bookings/bookings.routes';
import type { ReadBookings } from '#server/features/bookings/bookings.service';
import { registerCostsRoutes } from '#server/features/costs/costs.routes';
import { registerPlanRoutes } from '#server/features/plan/plan.routes';
import { registerThingsToDoRoutes } from '#server/features/things-to-do/things-to-do.routes';
import { registerTripsRoutes } from '#server/features/trips/trips.routes';
import { registerUsersRoutes } from '#server/features/users/users.routes';
import { registerWeatherRoutes } from '#server/features/weather/weather.routes';
import { registerWishlistsRoutes } from '#server/features/wishlists/wishlists.routes';
import { registerWatchesRoutes } from '#server/features/watches/watches.routes';
import { createProviders, type Providers } from '#server/providers/index';
import { createServices } from '#server/services';
import { registerNotificationsRoutes } from '#server/features/notifications/notifications.routes';
import { createNotificationSystem, type NotificationOptions } from '#server/notifications/index';

export interface AppDeps {
  config: Config;
  db: Database;
  jwtSecret: string;
  /** Defaults to the adapters the config selects; tests may pass their own. */
  providers?: Providers;
  /** The database's LISTEN/NOTIFY, for what every instance must hear (a deleted account). */
  notifications?: Pick<DatabaseHandle, 'listen'>;
  /** Built client to serve; defaults to dist/client. Nothing is served when it is missing. */
  clientDir?: string;
  /** false: no logs; a stream: JSON log lines go there (tests read them); default stdout. */
  logger?: boolean | { stream: NodeJS.WritableStream };
  /** Tests: each response is also encoded by zod, and the two must agree. */
  compareResponseWriters?: boolean;
  /** Defaults to src/server/bookings-import; tests may pass a fake. */
  readBookings?: ReadBookings;
  /** VAPID keys (main.ts resolves them into DATA_DIR), the live bus, a test's push agent. */
  notices?: NotificationOptions;
}

const BODY_LIMIT_BYTES = 1024 * 1024;
/** Answers up to this size are compressed in one synchronous call (a few ms at most). */
const COMPRESS_IN_ONE_CALL_BYTES = 512 * 1024;

const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../../dist/client/', import.meta.url));

type CompilersFactory = Required<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>
>;

/** Builds the whole server: plugins, error handling, every feature's routes. Never listens. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const serializerCompiler = createResponseSerializerCompiler({
    compareWithZod: deps.compareResponseWriters ?? false,
  });
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            // Calendar, share and invite links carry a bearer secret in their URL: never logged.
            serializers: { req: serializeRequestForLog },
            ...(typeof deps.logger === 'object' ? { stream: deps.logger.stream } : {}),
          },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    return503OnClosing: true,
    frameworkErrors: (error, _request, reply) => handleFrameworkError(error, reply),
    clientErrorHandler: handleClientError,
    // Zod checks requests and our writers send answers: given from the start, Fastify never
    // loads Ajv and fast-json-stringify only to replace them (about 90 ms of every start).
    // (Fastify types these factories for Ajv's schemas; at run time any compiler is taken.)
    schemaController: {
      compilersFactory: {
        buildValidator: (() => validatorCompiler) as unknown as CompilersFactory['buildValidator'],
        buildSerializer: (() =>
          serializerCompiler) as unknown as CompilersFactory['buildSerializer'],
      },
    },
  });
  // First, so no other work runs for a request before its turn.
  registerRequestTurns(app);
  registerErrorHandling(app);
  registerWellFormedInput(app);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects <style> elements at run time; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Map tiles come from the configured tile server's origin, and from no other.
        imgSrc: ["'self'", 'data:', 'blob:', tileOriginOf(config)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, {
    threshold: 1024,
    // gzip, not Brotli: a Brotli encoder takes megabytes for its tables on every call, which the
    // server's fixed malloc thresholds (scripts/server-process.mjs) map and fault in afresh each
    // time: 1-2 ms of CPU for a 2.5 KB answer, against 20-70 µs for gzip and 4-10% more bytes
    // (docs/PERFORMANCE.md, "Seventh stop"). The built client's files keep their Brotli copies.
    encodings: ['gzip', 'deflate'],
    // In one call, not through a zlib stream per response: the plugin streams anything over 8 KB
    // on two cores, and a streamed 11 KB trip list cost 3.7 ms of CPU.
    syncThreshold: COMPRESS_IN_ONE_CALL_BYTES,
  });
  await app.register(fastifyCookie);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Getaway planner API',
        description: 'Plan budget-friendly getaway trips. Generated from the zod contract.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  app.decorate('accessTokens', createAccessTokens(deps.jwtSecret, config.ACCESS_TOKEN_TTL_SECONDS));
  // Whether an account lives is remembered only where the database announces a change before the
  // changing statement answers (PGlite); elsewhere every signed-in call reads the account, or its
  // read does. Answers are remembered in both: counting the announcements heard (PGlite), or
  // checked against the database's committed count of changes (PostgreSQL, which keeps it).
  const accountEmails = createAccountEmails(createAccessRepository(deps.db));
  const answers = createAnswerCache(
    deps.notifications?.listen ? undefined : committedChanges(deps.db),
  );
  await deps.notifications?.listen?.(ACCOUNT_GONE_CHANNEL, accountEmails);
  await deps.notifications?.listen?.(ANSWERS_CHANGED_CHANNEL, answers);
  // An access token outlives nothing it names: a deleted account's token is refused at once,
  // here, or by the route's own read when it joins the account and memory cannot answer.
  app.decorate('authenticate', async (token: string, accountCheckedByRead = false) => {
    const user = await app.accessTokens.verify(token);
    if (accountCheckedByRead && !accountEmails.answersFromMemory()) {
      return { ...user, accountChecked: false };
    }
    if ((await accountEmails.exists(user.id)) === undefined) throw sessionEnded();
    return { ...user, accountChecked: true };
  });
  app.decorate('requireAccount', async (userId: string) => {
    if ((await accountEmails.exists(userId)) === undefined) throw sessionEnded();
  });
  app.decorate('rateLimits', createRateLimits(createRateLimitsRepository(deps.db), config));
  const notices = await createNotificationSystem({
    config,
    db: deps.db,
    jwtSecret: deps.jwtSecret,
    log: app.log,
    ...(deps.notices ? { options: deps.notices } : {}),
  });
  // Open streams never end by themselves: closed before the server waits for its requests.
  app.addHook('preClose', (done) => {
    notices.closeStreams();
    done();
  });
  app.addHook('onClose', () => notices.close());
  app.decorate('notices', notices);
  const context: AppContext = {
    config,
    services: createServices({
      config,
      db: deps.db,
      accessTokens: app.accessTokens,
      accountEmails,
      answers,
      refreshTokenSuccessor: createRefreshTokenSuccessor(deps.jwtSecret),
      providers: deps.providers ?? createProviders(config, deps.db, app.log),
      ...(deps.readBookings ? { readBookings: deps.readBookings } : {}),
      notices,
      log: app.log,
    }),
  };
  app.decorate('watchJob', context.services.watchJob);
  app.addHook('onClose', async () => context.services.watchJob.stop());
  registerHealthRoutes(app, context);
  registerUsersRoutes(app, context);
  registerTripsRoutes(app, context);
  registerCostsRoutes(app, context);
  registerPlanRoutes(app, context);
  registerBookingsRoutes(app, context);
  registerCalendarRoutes(app, context);
  registerInvitesRoutes(app, context);
  registerMembersRoutes(app, context);
  registerCompareRoutes(app, context);
  registerDiscoverRoutes(app, context);
  registerWishlistsRoutes(app, context);
  registerPlacesRoutes(app, context);
  registerWeatherRoutes(app, context);
  registerSuggestionsRoutes(app, context);
  registerClimateRoutes(app, context);
  registerThingsToDoRoutes(app, context);
  registerMapRoutes(app, context);
  registerNotificationsRoutes(app, context);
  registerWatchesRoutes(app, context);

  const servesClient = await registerClientFiles(app, deps.clientDir ?? DEFAULT_CLIENT_DIR);
  app.setNotFoundHandler((request, reply) => {
    // A file missing from /assets/ (a chunk named by an earlier deploy) is a 404, not the page:
    // served as a script it would fail, and the service worker would store it under that name.
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/assets/');
    const page = isPageRequest && servesClient ? clientPageFor(app, request) : undefined;
    if (page) {
      reply.header('Cache-Control', 'no-cache').header('Vary', CLIENT_PAGE_VARY);
      keepAskedLocale(request, reply);
      if (page.encoding) reply.header('Content-Encoding', page.encoding);
      return reply.type('text/html; charset=utf-8').send(page.body);
    }
    return reply.code(404).send({ msg: 'Not found.', code: 'not_found' });
  });

  return app;
}
