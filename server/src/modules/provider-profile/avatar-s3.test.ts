import { existsSync } from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearer, type TestApp } from '../../test/buildTestApp.ts';
import { multipart } from '../../test/multipart.ts';
import { buildS3TestApp } from '../../test/s3.ts';

/** The avatar upload of avatar.test.ts, with the files in an S3-compatible bucket (s3rver) instead of local disk. */
let s3: Awaited<ReturnType<typeof buildS3TestApp>>['s3'];
let t: TestApp;
let admin: Record<string, string>;
let bucket: S3Client;
let close: (() => Promise<void>) | undefined;
beforeAll(async () => {
  ({ s3, t, bucket, close } = await buildS3TestApp());
  admin = bearer(await t.login(ADMIN.email, ADMIN.password));
});
afterAll(() => close?.());

const png = (fill: number) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, fill)]);

function upload(id: string, bytes: Buffer) {
  const { payload, headers } = multipart({}, bytes, 'avatar.png', 'image/png');
  return t.app.inject({
    method: 'POST',
    url: `/api/super-admin/providers/${id}/avatar`,
    payload,
    headers: { ...admin, ...headers },
  });
}

/** The object as the bucket holds it, read without the portal; null when it is not there. */
async function objectOf(key: string) {
  try {
    const res = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    return { bytes: Buffer.from((await res.Body?.transformToByteArray()) ?? []), type: res.ContentType };
  } catch (err) {
    if ((err as Error).name === 'NoSuchKey') return null;
    throw err;
  }
}

const keyOf = (url: string) => new URL(url, 'http://portal.test').pathname.replace('/api/files/', '');

describe('avatar upload with STORAGE_DRIVER=s3', () => {
  it('stores the image in the bucket and serves it through the same signed, expiring URL', async () => {
    expect(t.app.storage.driver).toBe('s3');
    const { id } = await t.createUser({ role: 'provider' });
    const res = await upload(id, png(1));
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.avatarUrl;
    expect(url).toMatch(/^\/api\/files\/avatars\/[0-9a-f]+\.png\?exp=\d+&sig=[\w-]+$/);

    expect(await objectOf(keyOf(url))).toEqual({ bytes: png(1), type: 'image/png' });
    // Nothing on this instance's disk.
    expect(existsSync(path.join(t.config.DATA_DIR, 'files'))).toBe(false);

    const img = await t.app.inject({ url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['content-length']).toBe(String(png(1).length));
    expect(img.rawPayload.equals(png(1))).toBe(true);
    expect((await t.app.inject({ url: url.replace(/sig=.*/, 'sig=forged') })).statusCode).toBe(404);
    expect((await t.app.inject({ url: url.replace(/exp=\d+/, 'exp=9999999999') })).statusCode).toBe(404);
  });

  it('a new avatar replaces the old one in the bucket', async () => {
    const { id } = await t.createUser({ role: 'provider' });
    const first = keyOf((await upload(id, png(2))).json().data.avatarUrl);
    const secondUrl: string = (await upload(id, png(3))).json().data.avatarUrl;
    expect(await objectOf(first)).toBeNull();
    expect((await objectOf(keyOf(secondUrl)))?.bytes.equals(png(3))).toBe(true);
    const profile = await t.app.inject({ url: `/api/super-admin/providers/${id}`, headers: admin });
    expect(keyOf(profile.json().data.avatarUrl)).toBe(keyOf(secondUrl));
  });

  it('a signed link to a file that is gone answers 404', async () => {
    const { id } = await t.createUser({ role: 'provider' });
    const url: string = (await upload(id, png(4))).json().data.avatarUrl;
    await t.app.storage.remove(keyOf(url));
    const res = await t.app.inject({ url });
    expect([res.statusCode, res.json().message]).toEqual([404, 'This link is not valid or has expired']);
  });
});
