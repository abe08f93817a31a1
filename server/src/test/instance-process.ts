/**
 * Test fixture: one portal instance in a process of its own (configured by the environment, like `npm start`),
 * with a slow route for shutdown tests. Prints `ready <url>` once listening and `slow-started` when the slow
 * route begins.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '../config.ts';
import { PUBLIC } from '../platform/access.ts';
import { ok } from '../platform/http.ts';
import { startInstance, stopOnSignals } from '../start.ts';

const instance = await startInstance(loadConfig(), {
  jobPollingSeconds: 0.5,
  extraRoutes: (app) => {
    app.get('/api/test/slow', { config: PUBLIC }, async () => {
      console.log('slow-started');
      await sleep(Number(process.env.SLOW_MS ?? 1500));
      return ok({ finished: true });
    });
  },
});
stopOnSignals(instance);
console.log(`ready ${instance.url}`);
