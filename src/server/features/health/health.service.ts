import { databaseUnavailable } from '#server/errors';
import type { HealthRepository } from './health.repository';

export interface HealthServiceDeps {
  healthRepository: HealthRepository;
  /** How long the database may take to answer before the server reports itself unready. */
  timeoutMs: number;
}

/** Readiness: the server answers only when its database does, within a bound
 * (docs/PRODUCT-RULES.md#readiness). */
export function createHealthService(deps: HealthServiceDeps) {
  return {
    async check(): Promise<{ status: 'ok' }> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(databaseUnavailable()), deps.timeoutMs);
      });
      try {
        await Promise.race([deps.healthRepository.ping(), timeout]);
      } catch {
        throw databaseUnavailable();
      } finally {
        clearTimeout(timer);
      }
      return { status: 'ok' };
    },
  };
}
