import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { S3Client } from '@aws-sdk/client-s3';
import { buildTestApp } from './buildTestApp.ts';
import { startSigningProxy } from './s3-signing-proxy.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** s3rver's built-in account. */
const ACCOUNT = { id: 'S3RVER', secret: 'S3RVER' };

/**
 * A real S3-compatible server for tests: s3rver in a process of its own (s3rver-process.ts) on a free loopback port,
 * its objects in a throwaway folder, reached through a proxy that lets it check the signature of a bucket listing
 * (s3-signing-proxy.ts).
 * `env` is what the portal needs to use it (STORAGE_DRIVER=s3 and the S3_* variables) with `bucket`; `others` are
 * more empty buckets on the same server.
 */
export async function startS3(bucket = 'portal-test', others: string[] = []) {
  const directory = await mkdtemp(path.join(tmpdir(), 'portal-s3-'));
  const server = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '--import', 'tsx', 'server/src/test/s3rver-process.ts'],
    {
      cwd: root,
      env: { ...process.env, S3RVER_OPTIONS: JSON.stringify({ directory, buckets: [bucket, ...others] }) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = once(server, 'exit');
  const stopServer = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await exited;
    }
    await rm(directory, { recursive: true, force: true });
  };
  const early = exited.then(([code]) => {
    throw new Error(`s3rver exited (${code}) before it listened`);
  });
  early.catch(() => {});
  const port = await Promise.race([
    (async () => {
      for await (const line of createInterface({ input: server.stdout as NodeJS.ReadableStream })) {
        const m = /^port (\d+)$/.exec(line);
        if (m) return Number(m[1]);
      }
      throw new Error('s3rver ended before it listened');
    })(),
    early,
  ]).catch(async (err) => {
    await stopServer();
    throw err;
  });
  const proxy = await startSigningProxy(new URL(`http://127.0.0.1:${port}`), { [ACCOUNT.id]: ACCOUNT.secret });
  const endpoint = proxy.endpoint;
  return {
    endpoint,
    bucket,
    /** Bucket listings (one per ListObjectsV2 page) sent to the server so far. */
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
      await stopServer();
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
