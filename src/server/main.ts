import { buildApp } from '#server/app';
import { ConfigError, configWarnings, loadConfig } from '#server/config';
import { openDatabase } from '#server/db/open-database';
import { createHousekeepingRepository } from '#server/housekeeping/housekeeping.repository';
import { createHousekeepingService } from '#server/housekeeping/housekeeping.service';
import { describeProviderChoice } from '#server/providers/index';
import {
  createIdleMemoryRelease,
  eventLoopBusyShare,
  fullCollection,
} from '#server/runtime/idle-memory';
import { resolveJwtSecret } from '#server/secrets';
import { resolveVapidKeys } from '#server/notifications/push';

/** Under the 10 s a supervisor waits before killing the process. */
const SHUTDOWN_TIMEOUT_MS = 8000;

async function main(): Promise<void> {
  const config = loadConfig();
  for (const warning of configWarnings(config)) console.warn(`Warning: ${warning}`);
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({
    config,
    db: database.db,
    notifications: database,
    jwtSecret: await resolveJwtSecret(config),
    ...(config.CLIENT_DIR ? { clientDir: config.CLIENT_DIR } : {}),
    notices: { vapidKeys: await resolveVapidKeys(config) },
  });
  app.log.info({ database: database.kind }, 'database migrated');
  app.log.info({ providers: describeProviderChoice(config) }, 'providers chosen');
  const stopHousekeeping = createHousekeepingService({
    housekeepingRepository: createHousekeepingRepository(database.db),
    config,
    log: app.log,
  }).start();
  app.watchJob.start();
  const stopIdleMemoryRelease = createIdleMemoryRelease({
    collect: fullCollection(),
    busyShareSinceLastRead: eventLoopBusyShare(),
  }).start();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // Requests and the database are bounded by timeouts, but nothing may hold the exit for long.
    setTimeout(() => {
      app.log.warn('shutdown took too long: exiting now');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      stopHousekeeping();
      app.watchJob.stop();
      stopIdleMemoryRelease();
      // Stops accepting connections and waits for the requests in flight to finish.
      await app.close();
    } finally {
      // PGlite must be closed, or its files can be left inconsistent.
      await database.close();
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  // Started by scripts/start.mjs: when it goes away (even killed), this server goes too.
  if (process.send) process.once('disconnect', () => void shutdown('parent exited'));

  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Failed to start:', error);
  }
  process.exit(1);
});
