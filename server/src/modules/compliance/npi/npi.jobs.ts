import type { FastifyInstance } from 'fastify';
import { ctxOfServer } from '../../../platform/context.ts';
import { NPI_LOOKUP_QUEUE, runLookup } from './npi.service.ts';

/** The registry lookups queued when an NPI is saved or staff ask again. */
export async function registerNpiJobs(app: FastifyInstance) {
  await app.jobs.work<{ checkId: string }>(NPI_LOOKUP_QUEUE, ({ checkId }) => runLookup(ctxOfServer(app), checkId));
}
