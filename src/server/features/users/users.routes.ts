import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#server/app-context';

export function registerUsersRoutes(_app: FastifyInstance, _context: AppContext): void {}
