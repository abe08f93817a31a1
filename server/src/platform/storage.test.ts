import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startS3 } from '../test/s3.ts';
import { createStorage, type Storage, type StorageSettings, storageSettings } from './storage.ts';

/** The same contract, run over both drivers: local disk, and a real S3-compatible server (s3rver, in this process). */
const SECRET = 'test-secret-test-secret-test-secret-0123';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

interface Fixture {
  settings: StorageSettings;
  /** What the backend holds, seen without the storage interface: file names on disk or object keys. */
  close(): Promise<void>;
}

const DRIVERS: [string, () => Promise<Fixture>][] = [
  [
    'local',
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-storage-'));
      return {
        settings: { driver: 'local', dataDir },
        close: () => rm(dataDir, { recursive: true, force: true }),
      };
    },
  ],
  [
    's3',
    async () => {
      const s3 = await startS3();
      const config = loadConfig(s3.env);
      return {
        settings: storageSettings(config),
        close: s3.close,
      };
    },
  ],
];

/** A stream of `chunks` pieces of `size` bytes each, as an upload would arrive. */
const chunked = (chunks: number, size: number) =>
  Readable.from(Array.from({ length: chunks }, (_, i) => Buffer.alloc(size, 65 + (i % 26))));

describe.each(DRIVERS)('storage contract, %s driver', (driver, make) => {
  let fixture: Fixture;
  let storage: Storage;
  beforeAll(async () => {
    fixture = await make();
    storage = createStorage(fixture.settings, SECRET);
    await storage.check();
  });
  afterAll(async () => {
    storage?.close();
    await fixture?.close();
  });

  it('names itself', () => {
    expect(storage.driver).toBe(driver);
  });

  it('stores bytes under a new key and gives them back with their size and type', async () => {
    const key = await storage.put('avatars', 'png', PNG, { contentType: 'image/png' });
    expect(key).toMatch(/^avatars\/[0-9a-f]{32}\.png$/);
    expect(await storage.exists(key)).toBe(true);
    const file = await storage.get(key);
    expect(file?.size).toBe(PNG.length);
    expect(file?.contentType).toBe('image/png');
    const chunks: Buffer[] = [];
    for await (const chunk of file?.body ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(PNG)).toBe(true);
    // Each put makes a new key: nothing is overwritten.
    expect(await storage.put('avatars', 'png', PNG)).not.toBe(key);
  });

  it('stores a stream of the declared size, piece by piece, and streams it back', async () => {
    const key = await storage.put('documents', 'pdf', chunked(40, 64 * 1024), {
      contentType: 'application/pdf',
      size: 40 * 64 * 1024,
    });
    const file = await storage.get(key);
    expect(file?.size).toBe(40 * 64 * 1024);
    expect(file?.contentType).toBe('application/pdf');
    const body = await text(file?.body ?? Readable.from([]));
    expect(body.length).toBe(40 * 64 * 1024);
    expect(body.slice(0, 3)).toBe('AAA');
    expect(body.slice(-3)).toBe('NNN');
  });

  it('refuses a stream without its size, or longer or shorter than declared', async () => {
    await expect(storage.put('documents', 'pdf', chunked(2, 10))).rejects.toThrow(
      'a stream is stored only with its size',
    );
    await expect(storage.put('documents', 'pdf', chunked(3, 1024), { size: 2048 })).rejects.toThrow(
      'stored file size mismatch: 2048 bytes declared, more received',
    );
    await expect(storage.put('documents', 'pdf', chunked(1, 1024), { size: 2048 })).rejects.toThrow(
      'stored file size mismatch: 2048 bytes declared, 1024 received',
    );
    await expect(storage.put('documents', 'pdf', Buffer.from('abc'), { size: 4 })).rejects.toThrow(
      'stored file size mismatch',
    );
  });

  it('writes at a key chosen ahead, and a second write replaces the first', async () => {
    const key = storage.newKey('documents', 'pdf');
    expect(key).toMatch(/^documents\/[0-9a-f]{32}\.pdf$/);
    expect(await storage.exists(key)).toBe(false);
    await storage.write(key, chunked(3, 1000), { size: 3000 });
    await storage.write(key, Buffer.from('second'));
    const file = await storage.get(key);
    expect(await text(file?.body ?? Readable.from([]))).toBe('second');
    await expect(storage.write('documents/../x.pdf', Buffer.from('x'))).rejects.toThrow('invalid storage key');
  });

  it('signs upload (PUT) URLs apart from download (GET) URLs', async () => {
    const key = storage.newKey('documents', 'pdf');
    const query = (url: string) => {
      const q = new URL(url, 'http://portal.test').searchParams;
      return [q.get('exp') ?? '', q.get('sig') ?? ''] as const;
    };
    const [putExp, putSig] = query(storage.signedUrl(key, 600, 'PUT'));
    const [getExp, getSig] = query(storage.signedUrl(key, 600));
    expect(storage.verify(key, putExp, putSig, 'PUT')).toBe(true);
    expect(storage.verify(key, getExp, getSig)).toBe(true);
    expect(storage.verify(key, putExp, putSig, 'GET')).toBe(false);
    expect(storage.verify(key, getExp, getSig, 'PUT')).toBe(false);
    expect(storage.verify(key, `${putExp}.0`, putSig, 'PUT')).toBe(false);
    const [oldExp, oldSig] = query(storage.signedUrl(key, -1, 'PUT'));
    expect(storage.verify(key, oldExp, oldSig, 'PUT')).toBe(false);
    await storage.write(key, Buffer.from('%PDF-1.7'));
    expect(await storage.open(key, putExp, putSig)).toBeNull();
  });

  it('answers nothing for a missing key, and deleting one is not an error', async () => {
    const missing = 'avatars/0123456789abcdef0123456789abcdef.png';
    expect(await storage.get(missing)).toBeNull();
    expect(await storage.exists(missing)).toBe(false);
    await expect(storage.remove(missing)).resolves.toBeUndefined();
  });

  it('deletes a file', async () => {
    const key = await storage.put('avatars', 'gif', Buffer.from('GIF89a-bytes'));
    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
  });

  it('lists every stored key (what a backup walks), and no longer a deleted one', async () => {
    const kept = await storage.put('backup-probe', 'pdf', Buffer.from('%PDF-kept'));
    const gone = await storage.put('backup-probe', 'pdf', Buffer.from('%PDF-gone'));
    await storage.remove(gone);
    const keys: string[] = [];
    for await (const key of storage.keys()) keys.push(key);
    expect(keys.filter((key) => key.startsWith('backup-probe/'))).toEqual([kept]);
    // The earlier tests' files are listed too (the store is walked whole, not by prefix).
    expect(keys.length).toBeGreaterThan(1);
    expect(keys.every((key) => /^[a-z0-9-]+\/[0-9a-f-]+\.[a-z0-9]+$/.test(key))).toBe(true);
  });

  it('refuses keys that are not its own shape, and prefixes or extensions that could escape', async () => {
    for (const key of ['../secret/abc.png', 'avatars/../../etc.png', 'Avatars/ab.png', 'avatars/x/ab.png', '']) {
      expect(await storage.get(key)).toBeNull();
      expect(await storage.exists(key)).toBe(false);
    }
    await expect(storage.put('../up', 'png', PNG)).rejects.toThrow('invalid storage prefix or extension');
    await expect(storage.put('avatars', 'png/../x', PNG)).rejects.toThrow('invalid storage prefix or extension');
  });

  it('opens a file through a signed URL, and not with a forged, extended or expired signature', async () => {
    const key = await storage.put('avatars', 'png', PNG);
    const url = new URL(storage.signedUrl(key), 'http://portal.test');
    expect(url.pathname).toBe(`/api/files/${key}`);
    const exp = url.searchParams.get('exp') ?? '';
    const sig = url.searchParams.get('sig') ?? '';
    const file = await storage.open(key, exp, sig);
    expect(file?.size).toBe(PNG.length);
    file?.body.resume();
    const forged = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    expect(await storage.open(key, exp, forged)).toBeNull();
    expect(await storage.open(key, String(Number(exp) + 3600), sig)).toBeNull();
    const expired = new URL(storage.signedUrl(key, -10), 'http://portal.test');
    expect(
      await storage.open(key, expired.searchParams.get('exp') ?? '', expired.searchParams.get('sig') ?? ''),
    ).toBeNull();
    // A signature is for one key only.
    const other = await storage.put('avatars', 'png', PNG);
    expect(await storage.open(other, exp, sig)).toBeNull();
  });
});

describe('local driver', () => {
  it('lists no half-written file (a `.part` beside its key)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-keys-'));
    const storage = createStorage({ driver: 'local', dataDir: dir }, SECRET);
    const kept = await storage.put('backup-probe', 'pdf', Buffer.from('%PDF-kept'));
    await writeFile(path.join(dir, 'files', `${kept}.0a1b2c.part`), 'half');
    const keys: string[] = [];
    for await (const key of storage.keys()) keys.push(key);
    expect(keys).toEqual([kept]);
    await rm(dir, { recursive: true, force: true });
  });

  it('leaves no partial file behind when a stream fails', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-storage-'));
    try {
      const storage = createStorage({ driver: 'local', dataDir }, SECRET);
      await expect(storage.put('documents', 'pdf', chunked(1, 10), { size: 20 })).rejects.toThrow('size mismatch');
      expect(await readdir(path.join(dataDir, 'files', 'documents'))).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('S3 driver', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  beforeAll(async () => {
    s3 = await startS3('portal-present');
  });
  afterAll(() => s3?.close());

  it('lists a bucket of more than 1,000 objects whole, page after page, and leaves out what is not its own', async () => {
    const storage = createStorage(storageSettings(loadConfig(s3.env)), SECRET);
    const written = new Set<string>();
    // 1,000 objects is one full page of ListObjectsV2; the rest come with its continuation token.
    for (let i = 0; i < 1_005; i += 20) {
      const batch = Array.from({ length: Math.min(20, 1_005 - i) }, (_, j) =>
        storage.put('many', 'pdf', Buffer.from(`%PDF-${i + j}`)),
      );
      for (const key of await Promise.all(batch)) written.add(key);
    }
    const stranger = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
    });
    await stranger.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'notes/Read me.txt', Body: 'not a file' }));
    stranger.destroy();
    const before = s3.listings();
    const listed: string[] = [];
    for await (const key of storage.keys()) listed.push(key);
    expect(s3.listings() - before).toBe(2);
    expect(listed.length).toBe(1_005);
    expect(new Set(listed)).toEqual(written);
    storage.close();
  }, 300_000);

  it('says at the start check when its bucket does not exist, or the store cannot be used', async () => {
    const settings = {
      driver: 's3' as const,
      endpoint: s3.endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    };
    const absent = createStorage({ ...settings, bucket: 'portal-absent' }, SECRET);
    await expect(absent.check()).rejects.toThrow(`S3 bucket "portal-absent" at ${s3.endpoint} does not exist`);
    absent.close();
    const down = createStorage({ ...settings, bucket: 'portal-present', endpoint: 'http://127.0.0.1:9' }, SECRET);
    await expect(down.check()).rejects.toThrow('S3 bucket "portal-present" at http://127.0.0.1:9 cannot be used');
    down.close();
    const wrongKey = createStorage(
      { ...settings, bucket: 'portal-present', secretAccessKey: 'not-the-secret' },
      SECRET,
    );
    await expect(wrongKey.check()).rejects.toThrow(
      `S3 bucket "portal-present" at ${s3.endpoint} cannot be used (SignatureDoesNotMatch`,
    );
    wrongKey.close();
  });
});

describe('storage configuration', () => {
  it('stores on local disk unless told otherwise', () => {
    expect(loadConfig({}).STORAGE_DRIVER).toBe('local');
  });

  it('refuses to start with STORAGE_DRIVER=s3 and no bucket, naming the variable', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(
      'Invalid configuration:\n  S3_BUCKET: is required when STORAGE_DRIVER is s3',
    );
  });

  it('refuses an unknown driver, a bad endpoint and half a key pair', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow('STORAGE_DRIVER');
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(
      'S3_ENDPOINT',
    );
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
  });

  it('reads the S3 settings', () => {
    const c = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'portal-files',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect([c.STORAGE_DRIVER, c.S3_ENDPOINT, c.S3_BUCKET, c.S3_REGION, c.S3_FORCE_PATH_STYLE]).toEqual([
      's3',
      'http://minio:9000',
      'portal-files',
      'us-east-1',
      true,
    ]);
  });
});
