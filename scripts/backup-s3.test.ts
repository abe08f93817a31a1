import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../server/src/db/client.ts';
import { createStorage, type Storage, storageSettings } from '../server/src/platform/storage.ts';
import { startS3 } from '../server/src/test/s3.ts';
import { testConfig } from '../server/src/test/testConfig.ts';
import { checkBackup, createBackup, restoreBackup } from './backup-archive.ts';

/**
 * Backup and restore of a portal whose files are in an S3 bucket: more than a page of objects (ListObjectsV2 answers
 * 1,000 at most, the rest behind a continuation token) go into the archive and come back into an empty bucket byte
 * for byte. The database is an embedded one (PGlite), so this runs without a PostgreSQL server.
 */
const OBJECTS = 1_010;

const sha256 = async (body: Readable) => {
  const hash = createHash('sha256');
  for await (const chunk of body) hash.update(chunk as Buffer);
  return hash.digest('hex');
};

/** Every key of `storage` with the SHA-256 of its bytes, read back through the store. */
async function contentsOf(storage: Storage) {
  const sums = new Map<string, string>();
  for await (const key of storage.keys()) {
    const file = await storage.get(key);
    if (file) sums.set(key, await sha256(file.body));
  }
  return sums;
}

describe('backup and restore with the files in an S3 bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  const dirs: string[] = [];
  const dir = async () => {
    const made = await mkdtemp(path.join(tmpdir(), 'portal-s3-backup-'));
    dirs.push(made);
    return made;
  };

  beforeAll(async () => {
    s3 = await startS3('portal-source', ['portal-target']);
  });
  afterAll(async () => {
    await s3?.close();
    for (const made of dirs) await rm(made, { recursive: true, force: true });
  });

  it('archives every object of a bucket of more than 1,000 and restores them byte for byte into an empty one', async () => {
    const source = testConfig(await dir(), s3.env);
    const database = openDatabase({ dataDir: source.DATA_DIR });
    await database.migrate();
    await database.close();
    const files = createStorage(storageSettings(source), 'test');
    const written = new Map<string, string>();
    for (let i = 0; i < OBJECTS; i += 25) {
      const batch = Array.from({ length: Math.min(25, OBJECTS - i) }, async (_, j) => {
        // Sizes from 1 byte to 70 KB, random bytes: a restore that cut, padded or re-encoded one would show.
        const bytes = randomBytes(1 + (((i + j) * 997) % 70_000));
        const key = await files.put(j % 2 ? 'uploads' : 'documents', j % 3 ? 'pdf' : 'png', bytes);
        written.set(key, createHash('sha256').update(bytes).digest('hex'));
      });
      await Promise.all(batch);
    }
    files.close();

    const archive = path.join(await dir(), 'portal.tar');
    const listingsBefore = s3.listings();
    const manifest = await createBackup(source, archive);
    // Two pages: 1,000 keys, then the rest behind the continuation token.
    expect(s3.listings() - listingsBefore).toBe(2);
    expect(manifest.files.driver).toBe('s3');
    expect(manifest.files.count).toBe(OBJECTS);
    expect(new Map(manifest.files.entries.map((e) => [e.key, e.sha256]))).toEqual(written);
    expect((await checkBackup(archive)).files.count).toBe(OBJECTS);

    const target = testConfig(await dir(), { ...s3.env, S3_BUCKET: 'portal-target' });
    await restoreBackup(target, archive);
    const restored = createStorage(storageSettings(target), 'test');
    try {
      expect(await contentsOf(restored)).toEqual(written);
    } finally {
      restored.close();
    }
    // The bucket now holds files: a second restore into it is refused, even with an empty database.
    const again = testConfig(await dir(), { ...s3.env, S3_BUCKET: 'portal-target' });
    await expect(restoreBackup(again, archive)).rejects.toThrow(/the target file store is not empty \(it holds /);
  }, 600_000);
});
