import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { S3Client } from '@aws-sdk/client-s3';
import { buildTestApp } from './buildTestApp.ts';
import { startSigningProxy } from './s3-signing-proxy.ts';

/** s3rver's built-in account. */
const ACCOUNT = { id: 'S3RVER', secret: 'S3RVER' };

/**
 * A real S3-compatible server for tests: s3rver in this process on a free loopback port, its objects in a throwaway
 * folder, reached through a proxy that lets it check the signature of a bucket listing (s3-signing-proxy.ts).
 * `env` is what the portal needs to use it (STORAGE_DRIVER=s3 and the S3_* variables) with `bucket`; `others` are
 * more empty buckets on the same server.
 */
export async function startS3(bucket = 'portal-test', others: string[] = []) {
  const directory = await mkdtemp(path.join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [bucket, ...others].map((name) => ({ name })),
  });
  const { port } = await server.run();
  const proxy = await startSigningProxy(new URL(`http://127.0.0.1:${port}`), { [ACCOUNT.id]: ACCOUNT.secret });
  const endpoint = proxy.endpoint;
  return {
    endpoint,
    bucket,
    /** Bucket listings (one per ListObjectsV2 page) the server has answered so far. */
    listings: proxy.listings,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: ACCOUNT.id,
      S3_SECRET_ACCESS_KEY: ACCOUNT.secret,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await proxy.close();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A test app keeping its files in a fresh s3rver bucket, and a client to look into that bucket;
 * `close()` stops all three.
 */
export async function buildS3TestApp() {
  const s3 = await startS3();
  const t = await buildTestApp(s3.env).catch(async (err) => {
    await s3.close();
    throw err;
  });
  const bucket = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCOUNT.id, secretAccessKey: ACCOUNT.secret },
  });
  return {
    t,
    s3,
    bucket,
    async close() {
      bucket.destroy();
      await t.close();
      await s3.close();
    },
  };
}
