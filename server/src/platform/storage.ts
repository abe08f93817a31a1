import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Files on local disk under DATA_DIR/files, reached through URLs signed with HMAC-SHA256 and an expiry,
 * so a link works for whoever holds it until it expires and cannot be forged or extended.
 */
export interface Storage {
  put(prefix: string, ext: string, bytes: Buffer): Promise<string>;
  remove(key: string): Promise<void>;
  signedUrl(key: string, ttlSeconds?: number): string;
  /** The file of a valid, unexpired signature; null otherwise. */
  open(key: string, exp: string, sig: string): NodeJS.ReadableStream | null;
}

const KEY = /^[a-z0-9-]+\/[0-9a-f-]+\.[a-z0-9]+$/;

export function createLocalStorage(dataDir: string, secret: string): Storage {
  const root = path.resolve(dataDir, 'files');
  const sign = (key: string, exp: number) => createHmac('sha256', secret).update(`${key}\n${exp}`).digest('base64url');
  const fileOf = (key: string) => {
    if (!KEY.test(key)) return null;
    const file = path.join(root, key);
    return file.startsWith(root) ? file : null;
  };
  return {
    async put(prefix, ext, bytes) {
      const key = `${prefix}/${randomBytes(16).toString('hex')}.${ext}`;
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      await writeFile(`${file}.part`, bytes);
      await rename(`${file}.part`, file);
      return key;
    },
    async remove(key) {
      const file = fileOf(key);
      if (file) await rm(file, { force: true });
    },
    signedUrl(key, ttlSeconds = 3600) {
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      return `/api/files/${key}?exp=${exp}&sig=${sign(key, exp)}`;
    },
    open(key, exp, sig) {
      const file = fileOf(key);
      const expNum = Number(exp);
      if (!file || !Number.isInteger(expNum) || expNum < Date.now() / 1000) return null;
      const expected = Buffer.from(sign(key, expNum));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return existsSync(file) ? createReadStream(file) : null;
    },
  };
}

/** Spec section 5's image types, recognised by their first bytes rather than the name the browser sent. */
export function sniffImage(bytes: Buffer): { ext: string; mime: string } | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { ext: 'png', mime: 'image/png' };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { ext: 'jpg', mime: 'image/jpeg' };
  if (bytes.subarray(0, 6).toString('latin1') === 'GIF87a' || bytes.subarray(0, 6).toString('latin1') === 'GIF89a') {
    return { ext: 'gif', mime: 'image/gif' };
  }
  return null;
}
export const IMAGE_MIME_TYPES = ['image/jpg', 'image/jpeg', 'image/gif', 'image/png'];
export const UPLOAD_LIMIT_BYTES = 15_000_000;
