/**
 * Test fixture: s3rver in a process of its own, started by s3.ts with `--openssl-legacy-provider`: s3rver seals a
 * bucket listing's continuation token with DES, which OpenSSL 3 keeps in its legacy provider, so without the flag
 * every listing of more than one page (1,000 keys) fails. Reads `{ directory, buckets }` from S3RVER_OPTIONS,
 * prints `port <n>` once listening, and stops on SIGTERM.
 */
import S3rver from '@20minutes/s3rver';

const { directory, buckets } = JSON.parse(process.env.S3RVER_OPTIONS ?? '{}') as {
  directory: string;
  buckets: string[];
};
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: buckets.map((name) => ({ name })),
});
const { port } = await server.run();
console.log(`port ${port}`);
process.once('SIGTERM', () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
