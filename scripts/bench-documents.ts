/**
 * Documents benchmark (issue 14), each figure beside its target:
 * - a folder listing at BENCH_DOCS seeded documents in one folder (default 20,000; the issue's figure is 1,000,000:
 *   BENCH_DOCS=1000000): median and p95 through the portal (app.inject) beside the page query replayed bare;
 * - a 15,000,000-byte upload through real HTTP on loopback, the body generated as it is sent: the server process's
 *   peak RSS growth while it streams (target under 50 MB);
 * - a ZIP of a BENCH_ZIP_FILES-file folder (default 1,000): time to the first byte (target 1 s), total time, and peak
 *   RSS growth while it streams.
 * Runs on PostgreSQL when BENCH_DATABASE_URL is set, else on a throwaway PGlite database; files on local disk.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { ensureSuperAdmin } from '../server/src/db/seed/bootstrap.ts';

const DOCS = Number(process.env.BENCH_DOCS ?? 20_000);
const ZIP_FILES = Number(process.env.BENCH_ZIP_FILES ?? 1_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const UPLOAD_BYTES = 15_000_000;
const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-Admin-Pass-2026' };

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;
const mb = (n: number) => `${(n / 1_000_000).toFixed(1)} MB`;

/** Peak RSS growth of this process while `work` runs, sampled every 10 ms. */
async function peakGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, growth: peak - base };
  } finally {
    clearInterval(timer);
  }
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-docs-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'false',
    MFA_REQUIRED_FOR_SUPER_ADMINS: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    WEB_DIST: '/nonexistent-web-dist',
    LOGIN_RATE_LIMIT: '1000',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  });
  const database = process.env.BENCH_DATABASE_URL
    ? openDatabase({ url: process.env.BENCH_DATABASE_URL })
    : openDatabase({ dataDir: path.join(dataDir, 'db') });
  await database.migrate();
  await ensureSuperAdmin(database.db, config);
  const app = await buildApp({ config, database });
  const db = database.db;
  try {
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: ADMIN });
    const auth = { authorization: `Bearer ${login.json().data.token}` };
    const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload, headers: auth });

    // Settings, an owner and its folders.
    const stamp = randomUUID().slice(0, 8);
    const cat = (await post('/api/super-admin/categories', { name: `Bench ${stamp}`, ownerKind: 'facility' })).json()
      .data;
    const type = (
      await post('/api/super-admin/document-types', {
        name: `Bench type ${stamp}`,
        ownerKind: 'facility',
        categoryId: cat._id,
        repeats: true,
        fields: [{ label: 'Expiry date', type: 'date', isExpiry: true }],
      })
    ).json().data;
    const facilityId = (await post('/api/super-admin/facilities', { name: `Bench docs ${stamp}`, state: 'TX' })).json()
      .data._id;
    const folders = await app.inject({
      method: 'GET',
      url: `/api/super-admin/facility-documents/folders?ownerId=${facilityId}`,
      headers: auth,
    });
    const folderId = folders.json().data.folders[0]._id as string;

    // 1. Folder listing at DOCS documents (rows only; no files behind them).
    const seedStart = performance.now();
    for (let done = 0; done < DOCS; done += 50_000) {
      const n = Math.min(50_000, DOCS - done);
      await db.execute(sql`
        insert into documents (id, owner_kind, owner_id, folder_id, type_id, name, storage_key, content_type, format,
          size, expires_on, created_at)
        select gen_random_uuid(), 'facility', ${facilityId}::uuid, ${folderId}::uuid, ${type._id}::uuid,
          'Document ' || g || '.pdf', 'documents/00000000000000000000000000000000.pdf', 'application/pdf', 'pdf',
          1000 + g, current_date + (g % 900), now() - (g || ' seconds')::interval
        from generate_series(${done + 1}::int, ${done + n}::int) g`);
    }
    await db.execute(sql`analyze documents`);
    console.log(`seeded ${DOCS.toLocaleString()} documents in ${ms(performance.now() - seedStart)}`);
    const listUrl = `/api/super-admin/facility-documents/folders/${folderId}/documents?page=1&pageSize=10`;
    const portal: number[] = [];
    const bare: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      let t0 = performance.now();
      const res = await post(listUrl, {});
      portal.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`listing failed: ${res.body}`);
      t0 = performance.now();
      await db.execute(sql`
        select d.*, t.name from documents d join document_types t on t.id = d.type_id
        where d.id in (select id from documents where folder_id = ${folderId}::uuid and archived_at is null
          order by created_at desc, id desc limit 10)`);
      bare.push(performance.now() - t0);
    }
    const p95 = percentile(portal, 95);
    console.log(
      `folder listing (${DOCS.toLocaleString()} documents): portal median ${ms(percentile(portal, 50))}, p95 ${ms(p95)}; bare SQL p95 ${ms(percentile(bare, 95))}; ratio ${(p95 / Math.max(0.01, percentile(bare, 95))).toFixed(1)}x`,
    );

    // 2. A 15,000,000-byte upload through HTTP, generated as it is sent.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const boundary = '----bench-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="folderId"\r\n\r\n${folderId}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="typeId"\r\n\r\n${type._id}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const fileBytes = UPLOAD_BYTES - 1000;
    async function* body() {
      yield head;
      yield Buffer.from('%PDF-1.4\n');
      const chunk = Buffer.alloc(64 * 1024, 32);
      let left = fileBytes - 9;
      while (left > 0) {
        const n = Math.min(left, chunk.length);
        yield chunk.subarray(0, n);
        left -= n;
      }
      yield tail;
    }
    const length = head.length + fileBytes + tail.length;
    const upload = await peakGrowth(
      () =>
        new Promise<number>((resolve, reject) => {
          const req = request(
            {
              host: '127.0.0.1',
              port,
              method: 'POST',
              path: '/api/super-admin/facility-documents/upload',
              headers: {
                ...auth,
                'content-type': `multipart/form-data; boundary=${boundary}`,
                'content-length': length,
              },
            },
            (res) => {
              res.resume();
              res.on('end', () => resolve(res.statusCode ?? 0));
            },
          );
          req.on('error', reject);
          Readable.from(body()).pipe(req);
        }),
    );
    console.log(
      `upload of ${UPLOAD_BYTES.toLocaleString()} bytes: status ${upload.result}, peak RSS growth ${mb(upload.growth)} (target < 50 MB)`,
    );

    // 3. A ZIP of a ZIP_FILES-file folder.
    const zipCat = (
      await post('/api/super-admin/categories', { name: `Bench zip ${stamp}`, ownerKind: 'facility' })
    ).json().data;
    const zipType = (
      await post('/api/super-admin/document-types', {
        name: `Bench zip type ${stamp}`,
        ownerKind: 'facility',
        categoryId: zipCat._id,
        repeats: true,
      })
    ).json().data;
    const zipFolders = await app.inject({
      method: 'GET',
      url: `/api/super-admin/facility-documents/folders?ownerId=${facilityId}`,
      headers: auth,
    });
    const zipFolder = zipFolders.json().data.folders.find((f: { categoryId: string }) => f.categoryId === zipCat._id);
    const content = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(20_000, 65)]);
    for (let i = 0; i < ZIP_FILES; i += 1) {
      const key = await app.storage.put('documents', 'pdf', content, { contentType: 'application/pdf' });
      await db.execute(sql`
        insert into documents (id, owner_kind, owner_id, folder_id, type_id, name, storage_key, content_type, format, size)
        values (gen_random_uuid(), 'facility', ${facilityId}::uuid, ${zipFolder._id}::uuid, ${zipType._id}::uuid,
          ${`File ${i}.pdf`}, ${key}, 'application/pdf', 'pdf', ${content.length})`);
    }
    const zip = await peakGrowth(
      () =>
        new Promise<{ first: number; total: number; bytes: number; status: number }>((resolve, reject) => {
          const start = performance.now();
          let first = 0;
          let bytes = 0;
          const payload = JSON.stringify({ folderId: zipFolder._id });
          const req = request(
            {
              host: '127.0.0.1',
              port,
              method: 'POST',
              path: '/api/super-admin/facility-documents/download-folder',
              headers: { ...auth, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
            },
            (res) => {
              res.on('data', (c: Buffer) => {
                if (!first) first = performance.now() - start;
                bytes += c.length;
              });
              res.on('end', () =>
                resolve({ first, total: performance.now() - start, bytes, status: res.statusCode ?? 0 }),
              );
            },
          );
          req.on('error', reject);
          req.end(payload);
        }),
    );
    console.log(
      `ZIP of ${ZIP_FILES.toLocaleString()} files: status ${zip.result.status}, first byte ${ms(zip.result.first)} (target 1 s), total ${ms(zip.result.total)}, ${mb(zip.result.bytes)}, peak RSS growth ${mb(zip.growth)}`,
    );
  } finally {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
