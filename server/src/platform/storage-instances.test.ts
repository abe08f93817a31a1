import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { type Instance, LOCAL_FILES_WARNING, startInstance } from '../start.ts';
import { migratedScratchDatabase, postgresReachable } from '../test/postgres.ts';
import { startS3 } from '../test/s3.ts';

/**
 * Instances on one PostgreSQL database and where their files go: with local disk a second instance warns at start
 * that the files are not shared; with S3 none does; a missing bucket stops the start with a clear message.
 */
interface Started {
  instance: Instance;
  /** The JSON log lines it wrote, warnings and above. */
  logs: { level: number; msg: string; otherInstances?: number }[];
}

async function startOne(databaseUrl: string | undefined, env: Record<string, string> = {}): Promise<Started> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-storage-inst-'));
  dirs.push(dataDir);
  const logs: Started['logs'] = [];
  const config = loadConfig({
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'false',
    ADMIN_PASSWORD: 'Test-Admin-Pass-1',
    WEB_DIST: '/nonexistent-web-dist',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    ...env,
  });
  const instance = await startInstance(config, {
    jobPollingSeconds: 0.5,
    logStream: { write: (line) => void logs.push(JSON.parse(line)) },
  });
  running.push(instance);
  return { instance, logs };
}

const dirs: string[] = [];
const running: Instance[] = [];
afterAll(async () => {
  await Promise.all(running.map((i) => i.stop()));
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const warningsOf = (s: Started) => s.logs.filter((l) => l.msg === LOCAL_FILES_WARNING);

const onPostgres = (await postgresReachable()) || process.env.CI;
if (!onPostgres) console.warn('No PostgreSQL server: the two-instance storage tests are left out of this run');

describe.runIf(onPostgres)('two instances on one database', () => {
  let drop: () => Promise<void>;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let url: string;
  beforeAll(async () => {
    ({ url, drop } = await migratedScratchDatabase());
    s3 = await startS3();
  });
  afterAll(async () => {
    await Promise.all(running.splice(0).map((i) => i.stop()));
    await drop?.();
    await s3?.close();
  });

  it('with the local driver, the second instance to start warns that files must be shared (S3)', async () => {
    const first = await startOne(url);
    expect(warningsOf(first)).toEqual([]);
    const second = await startOne(url);
    expect(warningsOf(second)).toEqual([expect.objectContaining({ level: 40, otherInstances: 1 })]);
    expect(LOCAL_FILES_WARNING).toContain('set STORAGE_DRIVER=s3');
    await Promise.all(running.splice(0).map((i) => i.stop()));
  });

  it('with the S3 driver, neither warns, and a file one stores the other serves', async () => {
    const a = await startOne(url, s3.env);
    const b = await startOne(url, s3.env);
    expect([...warningsOf(a), ...warningsOf(b)]).toEqual([]);
    const key = await a.instance.app.storage.put('avatars', 'png', Buffer.from('shared bytes'));
    const res = await fetch(`${b.instance.url}${b.instance.app.storage.signedUrl(key)}`);
    expect([res.status, await res.text()]).toEqual([200, 'shared bytes']);
  });
});

describe('an S3 bucket that does not exist', () => {
  it('stops the start with a message naming the bucket', async () => {
    const s3 = await startS3();
    try {
      await expect(startOne(undefined, { ...s3.env, S3_BUCKET: 'portal-absent' })).rejects.toThrow(
        `S3 bucket "portal-absent" at ${s3.endpoint} does not exist`,
      );
    } finally {
      await s3.close();
    }
  });
});
