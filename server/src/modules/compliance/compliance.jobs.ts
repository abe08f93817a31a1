import { EXCLUSION_SOURCES, type ExclusionSource } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { ctxOfServer } from '../../platform/context.ts';
import { importList, SCREEN_LIST_QUEUE, screenVersion } from './compliance.service.ts';

const FETCH_QUEUE = 'fetch-exclusion-lists';

const URL_OF: Record<ExclusionSource, 'EXCLUSION_LEIE_URL' | 'EXCLUSION_SAM_URL'> = {
  leie: 'EXCLUSION_LEIE_URL',
  sam: 'EXCLUSION_SAM_URL',
};

/**
 * Screens each imported version (a job per import; 100,000 providers against a list take a while, so a cut-off job
 * counts as dead only after 30 minutes).
 *
 * On the 2nd of each month (the lists are published early in the month) fetches each list whose address is
 * configured and imports it as a new version; unset addresses are skipped quietly, an unreachable one is logged
 * and retried by the queue.
 */
export async function registerComplianceJobs(app: FastifyInstance) {
  await app.jobs.work<{ versionId: string }>(
    SCREEN_LIST_QUEUE,
    ({ versionId }) => screenVersion(ctxOfServer(app), versionId),
    { expireInSeconds: 1800 },
  );
  const sources = EXCLUSION_SOURCES.filter((s) => app.config[URL_OF[s]]);
  if (sources.length === 0) return;
  await app.jobs.work(FETCH_QUEUE, async () => {
    for (const source of sources) {
      const url = app.config[URL_OF[source]] as string;
      const answer = await fetch(url, { signal: AbortSignal.timeout(120_000) });
      if (!answer.ok) throw new Error(`${source} list fetch answered ${answer.status}`);
      const bytes = Buffer.from(await answer.arrayBuffer());
      const name = new URL(url).pathname.split('/').pop() || `${source}.csv`;
      const version = await importList(ctxOfServer(app), source, { filename: name, bytes });
      app.log.info({ source, rows: version.rowCount }, 'exclusion list fetched; screening queued');
    }
  });
  await app.jobs.schedule(FETCH_QUEUE, '30 5 2 * *');
}
