import { z } from 'zod';
import { defineRoute } from './route';

export const healthRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    auth: 'public',
    summary: 'Readiness: the database is migrated and the server can serve',
    tags: ['health'],
    response: { 200: z.object({ status: z.literal('ok') }) },
  }),
};
