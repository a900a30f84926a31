import type { FastifyInstance } from 'fastify';
import { mapRoutes } from '#shared/contracts/map';
import type { AppContext } from '#server/app-context';
import { registerRoute } from '#server/http/register-route';
import { mapSettingsOf } from './map.service';

export function registerMapRoutes(app: FastifyInstance, context: AppContext): void {
  const settings = mapSettingsOf(context.config);
  registerRoute(app, mapRoutes.settings, async () => settings);
}
