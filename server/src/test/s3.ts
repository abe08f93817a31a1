import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { S3Client } from '@aws-sdk/client-s3';
import { buildTestApp } from './buildTestApp.ts';

/**
 * A real S3-compatible server for tests: s3rver in this process on a free loopback port, its objects in a throwaway
 * folder. `env` is what the portal needs to use it (STORAGE_DRIVER=s3 and the S3_* variables).
 */
export async function startS3(bucket = 'portal-test') {
  const directory = await mkdtemp(path.join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      // s3rver's built-in account.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
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
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
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
