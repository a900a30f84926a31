import { z } from 'zod';
import { errorResponses } from './errors';
import { defineRoute } from './route';

export const healthRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    auth: 'public',
    summary: 'Readiness: the database is migrated and answers; 503 when it cannot be reached',
    tags: ['health'],
    response: { 200: z.object({ status: z.literal('ok') }), ...errorResponses(503) },
  }),
};
