import { z } from 'zod';
import { defineEndpoints } from './endpoint.ts';

const upDown = z.enum(['up', 'down']);

/** Liveness and readiness (public: a load balancer asks). */
export const HEALTH_API = /*#__PURE__*/ defineEndpoints('health', {
  live: {
    method: 'GET',
    path: '/health',
    access: 'public',
    summary: 'Liveness and database check',
    response: z.object({ status: z.literal('ok'), database: z.string() }),
  },
  ready: {
    method: 'GET',
    path: '/health/ready',
    access: 'public',
    summary: 'Readiness: database and job queue up',
    response: z.object({ status: z.literal('ready'), database: upDown, jobs: upDown }),
  },
});
