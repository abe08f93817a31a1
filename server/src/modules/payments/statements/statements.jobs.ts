import type { FastifyInstance } from 'fastify';
import { ctxOfServer } from '../../../platform/context.ts';
import { processRun, STATEMENT_RUN_QUEUE } from './statements.service.ts';

/** Statement runs: a run of 10,000 statements takes minutes, so a cut-off job counts as dead only after 30. */
export async function registerStatementJobs(app: FastifyInstance) {
  await app.jobs.work<{ runId: string }>(
    STATEMENT_RUN_QUEUE,
    async ({ runId }) => {
      await processRun(ctxOfServer(app), runId);
    },
    { expireInSeconds: 1800 },
  );
}
