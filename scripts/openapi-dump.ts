/**
 * Writes the OpenAPI document served at /api/docs/json to a file (argument 1, default .tmp/openapi.json) for
 * `npm run lint:openapi`. The app is built as the tests build it, on an in-memory PGlite (migrated, empty). No
 * network.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';

const out = path.resolve(process.argv[2] ?? '.tmp/openapi.json');
const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-openapi-'));
const database = openDatabase({ dataDir: ':memory:' });
await database.migrate();
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  DEMO_DATA: 'false',
  MFA_REQUIRED_FOR_SUPER_ADMINS: 'false',
  WEB_DIST: '/nonexistent-web-dist',
  SESSION_SECRET: 'openapi-dump-openapi-dump-openapi-dump-00',
});
const app = await buildApp({ config, database });
try {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}`);
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, res.body);
} finally {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
