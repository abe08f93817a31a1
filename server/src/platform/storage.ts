import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';

/**
 * Stored files (avatars now, documents later) behind one interface with two drivers: local disk under
 * DATA_DIR/files (one instance, or instances sharing one volume) and an S3-compatible bucket (several instances).
 * Either way a browser reaches a file through the portal's own URL, signed with HMAC-SHA256 and an expiry, so a link
 * works for whoever holds it until it expires and cannot be forged or extended; the bucket stays private.
 */
type StorageDriverName = 'local' | 's3';

/** What a write takes: bytes, or a stream of exactly `size` bytes (a different count is refused). */
type StorageBody = Buffer | Readable;

interface StoredFile {
  body: Readable;
  size: number;
  contentType: string;
}

type WriteMeta = { contentType?: string; size?: number };
/** GET reads a file; PUT writes one (an upload URL handed out ahead, as the spec's presigned-upload flow needs). */
type SignedMethod = 'GET' | 'PUT';

export interface Storage {
  readonly driver: StorageDriverName;
  /**
   * Stores `body` under a new key `prefix/<random>.ext` and answers the key. A stream needs its `size`; the type
   * defaults to the extension's.
   */
  put(prefix: string, ext: string, body: StorageBody, meta?: WriteMeta): Promise<string>;
  /** A new key `prefix/<random>.ext`, for a file written later (through `write` or a signed PUT URL). */
  newKey(prefix: string, ext: string): string;
  /** Stores `body` under `key` (a key of `newKey`'s shape), replacing what was there. */
  write(key: string, body: StorageBody, meta?: WriteMeta): Promise<void>;
  /** The file, as a stream; null for a key that does not exist (or could not be one). */
  get(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  /** Deletes the file; a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** `/api/files/<key>?exp&sig`, good for `method` on that key until it expires. */
  signedUrl(key: string, ttlSeconds?: number, method?: SignedMethod): string;
  /** Whether `exp` and `sig` (from a signed URL's query) allow `method` on `key` now. */
  verify(key: string, exp: string, sig: string, method?: SignedMethod): boolean;
  /** The file of a valid, unexpired GET signature; null otherwise. */
  open(key: string, exp: string, sig: string): Promise<StoredFile | null>;
  /** Every stored key, in no set order (backups walk the whole store). */
  keys(): AsyncIterable<string>;
  /** Throws with a message naming the store when it cannot be used (checked at start). */
  check(): Promise<void>;
  close(): void;
}

/** The place the bytes live; keys reaching it are already validated. */
interface Backend {
  write(key: string, body: StorageBody, size: number, contentType: string): Promise<void>;
  read(key: string): Promise<StoredFile | null>;
  has(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  keys(): AsyncIterable<string>;
  check(): Promise<void>;
  close(): void;
}

interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export type StorageSettings = { driver: 'local'; dataDir: string } | ({ driver: 's3' } & S3Settings);

/** The file store of STORAGE_DRIVER (config.ts checks that S3 has its bucket). */
export function storageSettings(config: Config): StorageSettings {
  if (config.STORAGE_DRIVER === 'local') return { driver: 'local', dataDir: config.DATA_DIR };
  return {
    driver: 's3',
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET ?? '',
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

const KEY = /^[a-z0-9-]+\/[0-9a-f-]+\.[a-z0-9]+$/;
const PREFIX = /^[a-z0-9-]+$/;
const EXT = /^[a-z0-9]+$/;

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  pdf: 'application/pdf',
  heic: 'image/heic',
  heif: 'image/heif',
  csv: 'text/csv',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
/** The type a file is served with, from its key's extension (never from what was sent with it). */
export const contentTypeOf = (key: string) => TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';

class StorageSizeError extends Error {
  constructor(expected: number, actual: string) {
    super(`stored file size mismatch: ${expected} bytes declared, ${actual}`);
  }
}

/**
 * `source` as a stream that fails unless it holds exactly `size` bytes. Lazy: nothing is read (and no error can be
 * raised) before the backend starts reading, so a failure always reaches the write that consumes it. The last chunk
 * is held back until the source has ended with the right count, so a store that was promised `size` bytes
 * (S3's Content-Length) never receives a complete body from a source that turns out too long or too short.
 */
function exactly(source: Readable, size: number): Readable {
  async function* counted() {
    let seen = 0;
    let held: Buffer | undefined;
    for await (const chunk of source) {
      const bytes = chunk as Buffer;
      if (bytes.length === 0) continue;
      seen += bytes.length;
      if (seen > size) throw new StorageSizeError(size, 'more received');
      if (held) yield held;
      held = bytes;
    }
    if (seen !== size) throw new StorageSizeError(size, `${seen} received`);
    if (held) yield held;
  }
  return Readable.from(counted(), { objectMode: false });
}

const backendOf = (settings: StorageSettings) =>
  settings.driver === 's3' ? s3Backend(settings) : localBackend(settings.dataDir);

/** Throws with a message naming the store when it cannot be used (a missing bucket, wrong keys, no server). */
export async function checkStorage(settings: StorageSettings): Promise<void> {
  const backend = backendOf(settings);
  try {
    await backend.check();
  } finally {
    backend.close();
  }
}

export function createStorage(settings: StorageSettings, secret: string): Storage {
  const backend = backendOf(settings);
  // A GET signature covers the key and expiry (as before PUT existed, so links already handed out stay good);
  // a PUT signature covers the method too, so a download link never allows an upload.
  const sign = (key: string, exp: number, method: SignedMethod) =>
    createHmac('sha256', secret)
      .update(method === 'GET' ? `${key}\n${exp}` : `${method}\n${key}\n${exp}`)
      .digest('base64url');
  const valid = (key: string) => KEY.test(key);
  const newKey = (prefix: string, ext: string) => {
    if (!PREFIX.test(prefix) || !EXT.test(ext))
      throw new Error(`invalid storage prefix or extension: ${prefix} ${ext}`);
    return `${prefix}/${randomBytes(16).toString('hex')}.${ext}`;
  };
  const write = async (key: string, body: StorageBody, meta: WriteMeta = {}) => {
    if (!valid(key)) throw new Error(`invalid storage key: ${key}`);
    const contentType = meta.contentType ?? contentTypeOf(key);
    if (Buffer.isBuffer(body)) {
      if (meta.size !== undefined && meta.size !== body.length) {
        throw new StorageSizeError(meta.size, `${body.length} given`);
      }
      await backend.write(key, body, body.length, contentType);
      return;
    }
    if (meta.size === undefined || !Number.isSafeInteger(meta.size) || meta.size < 0) {
      body.destroy();
      throw new Error('a stream is stored only with its size');
    }
    await backend.write(key, exactly(body, meta.size), meta.size, contentType);
  };
  const verify = (key: string, exp: string, sig: string, method: SignedMethod = 'GET') => {
    const expNum = Number(exp);
    if (!valid(key) || !/^\d+$/.test(exp) || !Number.isSafeInteger(expNum) || expNum < Date.now() / 1000) return false;
    const expected = Buffer.from(sign(key, expNum, method));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  const storage: Storage = {
    driver: settings.driver,
    newKey,
    write,
    async put(prefix, ext, body, meta) {
      const key = newKey(prefix, ext);
      await write(key, body, meta);
      return key;
    },
    get: (key) => (valid(key) ? backend.read(key) : Promise.resolve(null)),
    exists: (key) => (valid(key) ? backend.has(key) : Promise.resolve(false)),
    remove: (key) => (valid(key) ? backend.delete(key) : Promise.resolve()),
    signedUrl(key, ttlSeconds = 3600, method = 'GET') {
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      return `/api/files/${key}?exp=${exp}&sig=${sign(key, exp, method)}`;
    },
    verify,
    open: (key, exp, sig) => (verify(key, exp, sig, 'GET') ? backend.read(key) : Promise.resolve(null)),
    async *keys() {
      // Only the portal's own keys: a half-written local `.part` or a stranger's object is not a stored file.
      for await (const key of backend.keys()) if (valid(key)) yield key;
    },
    check: () => backend.check(),
    close: () => backend.close(),
  };
  return storage;
}

function localBackend(dataDir: string): Backend {
  const root = path.resolve(dataDir, 'files');
  const fileOf = (key: string) => path.join(root, key);
  return {
    async write(key, body, _size, _contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file (and two writes of one key never share a part).
      const part = `${file}.${randomBytes(6).toString('hex')}.part`;
      try {
        if (Buffer.isBuffer(body)) await writeFile(part, body);
        else await pipeline(body, createWriteStream(part));
        await rename(part, file);
      } catch (err) {
        await rm(part, { force: true });
        throw err;
      }
    },
    async read(key) {
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(fileOf(key), 'r');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
      // The open handle keeps the bytes readable even if the file is removed meanwhile.
      const { size } = await handle.stat().catch(async (err) => {
        await handle.close();
        throw err;
      });
      return { body: handle.createReadStream(), size, contentType: contentTypeOf(key) };
    },
    async has(key) {
      return stat(fileOf(key)).then(
        (s) => s.isFile(),
        () => false,
      );
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async *keys() {
      const prefixes = await readdir(root, { withFileTypes: true }).catch(() => []);
      for (const prefix of prefixes.filter((d) => d.isDirectory())) {
        for (const name of await readdir(path.join(root, prefix.name))) yield `${prefix.name}/${name}`;
      }
    },
    async check() {
      await mkdir(root, { recursive: true });
    },
    close() {},
  };
}

const notFound = (err: unknown) =>
  (err as { name?: string }).name === 'NoSuchKey' ||
  (err as { name?: string }).name === 'NotFound' ||
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** A key outside the portal's key shape, so never written. */
const CHECK_KEY = 'portal-storage-check/never-written';

function s3Backend(s: S3Settings): Backend {
  // The SDK is loaded on first use, so an instance on the local driver never loads it.
  let loaded: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: S3Client }> | undefined;
  const use = () => {
    loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: createClient(sdk) }));
    return loaded;
  };
  const createClient = (sdk: typeof import('@aws-sdk/client-s3')) =>
    new sdk.S3Client({
      region: s.region,
      endpoint: s.endpoint,
      forcePathStyle: s.forcePathStyle,
      // Without keys the SDK's own chain applies (AWS_* variables, an instance or task role).
      credentials:
        s.accessKeyId && s.secretAccessKey
          ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey }
          : undefined,
      // Checksums only where S3 demands them: S3-compatible stores differ in the newer trailing-checksum uploads.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const Bucket = s.bucket;
  return {
    async write(Key, Body, ContentLength, ContentType) {
      const { sdk, client } = await use();
      const put = new sdk.PutObjectCommand({ Bucket, Key, Body, ContentLength, ContentType });
      if (Buffer.isBuffer(Body)) {
        await client.send(put);
        return;
      }
      // The SDK pipes a stream into the request without watching it: a failing source (a wrong size, a dropped
      // upload) would leave the request waiting for bytes. Abort it, and answer the source's error.
      const abort = new AbortController();
      let failure: unknown;
      Body.once('error', (err) => {
        failure = err;
        abort.abort(err);
      });
      try {
        await client.send(put, { abortSignal: abort.signal });
      } catch (err) {
        throw failure ?? err;
      }
    },
    async read(Key) {
      try {
        const { sdk, client } = await use();
        const res = await client.send(new sdk.GetObjectCommand({ Bucket, Key }));
        return {
          body: res.Body as Readable,
          size: res.ContentLength ?? 0,
          contentType: res.ContentType ?? contentTypeOf(Key),
        };
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },
    async has(Key) {
      try {
        const { sdk, client } = await use();
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key }));
        return true;
      } catch (err) {
        if (notFound(err)) return false;
        throw err;
      }
    },
    async delete(Key) {
      const { sdk, client } = await use();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key }));
    },
    async *keys() {
      const { sdk, client } = await use();
      for await (const page of sdk.paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      }
    },
    async check() {
      // Reading a key that never exists tells a missing bucket (NoSuchBucket) from a working one (NoSuchKey),
      // and exercises the credentials and the read permission the portal needs anyway.
      try {
        const { sdk, client } = await use();
        await client.send(new sdk.GetObjectCommand({ Bucket, Key: CHECK_KEY }));
      } catch (err) {
        const name = (err as Error).name;
        if (name === 'NoSuchKey') return;
        const why = name === 'NoSuchBucket' ? 'does not exist' : `cannot be used (${name}: ${(err as Error).message})`;
        throw new Error(`S3 bucket "${Bucket}" at ${s.endpoint ?? `AWS ${s.region}`} ${why}`);
      }
    },
    close() {
      void loaded?.then(({ client }) => client.destroy());
    },
  };
}
