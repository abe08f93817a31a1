import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Instance, startInstance } from '../server/src/start.ts';
import { callInstance as call, dataOf, postgresReachable, scratchDatabase } from '../server/src/test/postgres.ts';
import { TEST_ADMIN, testConfig } from '../server/src/test/testConfig.ts';
import { checkBackup, createBackup, restoreBackup } from './backup-archive.ts';

/**
 * A portal on PostgreSQL with records and files is backed up while it runs, restored into a fresh database and
 * folder, and the restored portal signs in and serves the files byte for byte. Like the scale-out tests it needs
 * a PostgreSQL server (TEST_DATABASE_URL's, or the local one), and fails rather than skips in CI without one.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const onPostgres = (await postgresReachable()) || process.env.CI;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGO4IyeHFTEMLQkAid1GAXiz9RcAAAAASUVORK5CYII=',
  'base64',
);

async function signIn(instance: Instance) {
  const res = await call(instance, 'POST', '/api/login', TEST_ADMIN);
  expect(res.status).toBe(200);
  return (await dataOf<{ token: string }>(res)).token;
}

async function upload(instance: Instance, token: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const res = await fetch(`${instance.url}/api/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return dataOf<{ name: string; signedUrl: string }>(res);
}

describe.runIf(onPostgres)('backup and restore on PostgreSQL', () => {
  const cleanups: (() => Promise<void>)[] = [];
  let work: string;
  let archive: string;
  let files: { bytes: Buffer; signedUrl: string }[];
  let sourceConfig: ReturnType<typeof testConfig>;

  /** A fresh database and data folder, removed after the tests. */
  async function freshPortal() {
    const { url, drop } = await scratchDatabase();
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-backup-test-'));
    cleanups.push(drop, () => rm(dir, { recursive: true, force: true }));
    return testConfig(dir, { DATABASE_URL: url, PORT: '0', HOST: '127.0.0.1' });
  }

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'portal-backups-'));
    cleanups.push(() => rm(work, { recursive: true, force: true }));
    archive = path.join(work, 'portal.tar');
    sourceConfig = await freshPortal();
    const source = await startInstance(sourceConfig, { jobPollingSeconds: 0.5 });
    try {
      const token = await signIn(source);
      const facility = await call(source, 'POST', '/api/super-admin/facilities', { name: 'Backup Facility' }, token);
      expect(facility.status).toBe(201);
      files = [];
      for (const [bytes, name] of [
        [PDF, 'licence.pdf'],
        [PNG, 'photo.png'],
      ] as const) {
        files.push({ bytes, signedUrl: (await upload(source, token, bytes, name)).signedUrl });
      }
      // Taken while the portal runs, as a nightly job would.
      await createBackup(sourceConfig, archive);
    } finally {
      await source.stop();
    }
  }, 300_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('writes one archive whose manifest counts the records and files, with checksums', async () => {
    const manifest = await checkBackup(archive);
    expect(manifest).toMatchObject({ format: 'provider-portal-backup', version: 1 });
    expect(manifest.database).toMatchObject({ kind: 'postgres', file: 'database.dump' });
    expect(manifest.database.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(manifest.database.tables.facilities).toBe(1);
    expect(manifest.database.tables.users).toBeGreaterThanOrEqual(1);
    expect(manifest.database.migrations).toBeGreaterThan(0);
    expect(manifest.database.lastMigration).toMatch(/^\d{4}_/);
    expect(manifest.files.count).toBe(2);
    expect(manifest.files.bytes).toBe(PDF.length + PNG.length);
    // The CLI's check says the same.
    const run = promisify(execFile);
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', '--check', archive], {
      cwd: root,
    });
    expect(stdout).toContain('archive is whole');
  });

  it('refuses a damaged archive', async () => {
    const bytes = await readFile(archive);
    const at = bytes.indexOf(PDF);
    expect(at).toBeGreaterThan(0);
    bytes[at + 10] = bytes[at + 10] === 0x41 ? 0x42 : 0x41;
    const damaged = path.join(work, 'damaged.tar');
    await writeFile(damaged, bytes);
    await expect(checkBackup(damaged)).rejects.toThrow(/is damaged:\n {2}files\/uploads-.*\.pdf: checksum differs/);
  });

  it('refuses to dump or restore with a pg_dump or pg_restore older than the server, naming the client to install', async () => {
    // Client tools of PostgreSQL 12 ahead on PATH, as on a machine whose distribution ships an older client.
    const bin = await mkdtemp(path.join(tmpdir(), 'portal-old-pg-client-'));
    cleanups.push(() => rm(bin, { recursive: true, force: true }));
    for (const tool of ['pg_dump', 'pg_restore']) {
      await writeFile(path.join(bin, tool), `#!/bin/sh\necho "${tool} (PostgreSQL) 12.22"\n`, { mode: 0o755 });
    }
    const PATH = process.env.PATH;
    process.env.PATH = `${bin}:${PATH}`;
    try {
      const tooOld = (tool: string) =>
        new RegExp(
          `^${tool} 12 is older than the PostgreSQL (\\d+) server \\(it must be \\1 or newer\\): ` +
            'install postgresql-client-\\1 \\(bash scripts/ensure-pg-client.sh \\1;',
        );
      await expect(createBackup(sourceConfig, path.join(work, 'old-client.tar'))).rejects.toThrow(tooOld('pg_dump'));
      await expect(restoreBackup(await freshPortal(), archive)).rejects.toThrow(tooOld('pg_restore'));
    } finally {
      process.env.PATH = PATH;
    }
    await expect(readFile(path.join(work, 'old-client.tar'))).rejects.toMatchObject({ code: 'ENOENT' });
  }, 300_000);

  it('restores into a fresh database and folder; the portal signs in and serves the files byte for byte', async () => {
    const target = await freshPortal();
    const manifest = await restoreBackup(target, archive);
    expect(manifest.files.count).toBe(2);
    // Once restored, the target is no longer empty: a second restore is refused before writing anything.
    await expect(restoreBackup(target, archive)).rejects.toThrow(/the target database is not empty/);

    const restored = await startInstance(target, { jobPollingSeconds: 0.5 });
    try {
      const token = await signIn(restored);
      const list = await call(restored, 'POST', '/api/super-admin/facilities/all', {}, token);
      expect(list.status).toBe(200);
      const names = (await dataOf<{ data: { name: string }[] }>(list)).data.map((f) => f.name);
      expect(names).toEqual(['Backup Facility']);
      for (const { bytes, signedUrl } of files) {
        // A link signed before the backup still opens: the session secret is kept with the backups.
        const res = await fetch(`${restored.url}${signedUrl}`);
        expect(res.status).toBe(200);
        expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
      }
    } finally {
      await restored.stop();
    }
  }, 300_000);

  it('refuses a file store that already holds files, even with an empty database', async () => {
    const target = await freshPortal();
    await restoreBackup(target, archive);
    const emptyDatabase = await freshPortal();
    await expect(restoreBackup({ ...emptyDatabase, DATA_DIR: target.DATA_DIR }, archive)).rejects.toThrow(
      /the target file store is not empty/,
    );
  }, 300_000);
});

describe('backup and restore of an embedded (PGlite) portal, through npm run backup and npm run restore', () => {
  it('restores a stopped portal into an empty DATA_DIR, records and files', async () => {
    const dirs = await Promise.all([0, 1, 2].map(() => mkdtemp(path.join(tmpdir(), 'portal-pglite-backup-'))));
    const [sourceDir = '', targetDir = '', work = ''] = dirs;
    try {
      const env = (dataDir: string) => ({ ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      const config = (dataDir: string) => testConfig(dataDir, { PORT: '0', HOST: '127.0.0.1' });
      const source = await startInstance(config(sourceDir), { jobPollingSeconds: 0.5 });
      let signedUrl: string;
      try {
        signedUrl = (await upload(source, await signIn(source), PDF, 'licence.pdf')).signedUrl;
      } finally {
        // One process owns an embedded database: it is backed up stopped.
        await source.stop();
      }
      const archive = path.join(work, 'embedded.tar');
      const run = promisify(execFile);
      const npm = (args: string[], dataDir: string) =>
        run('npm', ['run', '--silent', ...args], { cwd: root, env: env(dataDir) });
      expect((await npm(['backup', '--', '--out', archive], sourceDir)).stdout).toContain('database (pglite)');
      expect((await npm(['restore', '--', archive], targetDir)).stdout).toContain('files: 1');
      await expect(npm(['restore', '--', archive], targetDir)).rejects.toMatchObject({
        stderr: expect.stringContaining('the target database is not empty'),
      });
      const restored = await startInstance(config(targetDir), { jobPollingSeconds: 0.5 });
      try {
        await signIn(restored);
        const res = await fetch(`${restored.url}${signedUrl}`);
        expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
      } finally {
        await restored.stop();
      }
    } finally {
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
