/**
 * Documents benchmark, each figure beside its target:
 * - a folder listing: median and p95 through the portal (app.inject) beside the page query replayed bare; standalone
 *   over BENCH_DOCS documents seeded in one folder (default 20,000), in `npm run bench` over the seeded data set
 *   (1,000,000 documents, the listed folder holding BENCH_BIG_FOLDER of them);
 * - a 15,000,000-byte upload through real HTTP on loopback, the body generated as it is sent: the process's memory
 *   growth while it streams (target under 50 MB);
 * - a ZIP of a BENCH_ZIP_FILES-file folder (default 1,000): time to the first byte (target 1 s), total time, and
 *   memory while it streams (measureExport).
 * Standalone: PostgreSQL when BENCH_DATABASE_URL is set, else a throwaway PGlite database; files on local disk.
 */
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { type BenchApp, mb, ms, runAlone, target, versusBare } from './bench-app.ts';
import { measureExport, measureMemory, memoryText } from './bench-export.ts';

const DOCS = Number(process.env.BENCH_DOCS ?? 20_000);
const ZIP_FILES = Number(process.env.BENCH_ZIP_FILES ?? 1_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const UPLOAD_BYTES = 15_000_000;

/** The facility folder listed and uploaded into, with its type. */
export interface DocumentsFixture {
  facilityId: string;
  folderId: string;
  typeId: string;
  /** The documents the database holds (for the printout). */
  documents: number;
}

/** The standalone run's own folder: DOCS rows (no files behind them) in one facility folder. */
async function seed(b: BenchApp): Promise<DocumentsFixture> {
  const post = (url: string, payload: object) => b.app.inject({ method: 'POST', url, payload, headers: b.headers });
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
  const folders = await b.app.inject({
    url: `/api/super-admin/facility-documents/folders?ownerId=${facilityId}`,
    headers: b.headers,
  });
  const folderId = folders.json().data.folders[0]._id as string;
  const seedStart = performance.now();
  for (let done = 0; done < DOCS; done += 50_000) {
    const n = Math.min(50_000, DOCS - done);
    await b.db.execute(sql`
      insert into documents (id, owner_kind, owner_id, folder_id, type_id, name, storage_key, content_type, format,
        size, expires_on, created_at)
      select gen_random_uuid(), 'facility', ${facilityId}::uuid, ${folderId}::uuid, ${type._id}::uuid,
        'Document ' || g || '.pdf', 'documents/00000000000000000000000000000000.pdf', 'application/pdf', 'pdf',
        1000 + g, current_date + (g % 900), now() - (g || ' seconds')::interval
      from generate_series(${done + 1}::int, ${done + n}::int) g`);
  }
  await b.db.execute(sql`analyze documents`);
  console.log(`seeded ${DOCS.toLocaleString()} documents in ${ms(performance.now() - seedStart)}`);
  return { facilityId, folderId, typeId: type._id, documents: DOCS };
}

/** POSTs a multipart upload of `bytes` generated as it is sent; answers the status. */
function uploadGenerated(origin: string, token: string, fields: Record<string, string>, bytes: number) {
  const boundary = '----bench-boundary';
  const head = Buffer.from(
    `${Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const fileBytes = bytes - 1000;
  async function* body() {
    yield head;
    yield Buffer.from('%PDF-1.4\n');
    const chunk = Buffer.alloc(64 * 1024, 32);
    for (let left = fileBytes - 9; left > 0; left -= chunk.length)
      yield chunk.subarray(0, Math.min(left, chunk.length));
    yield tail;
  }
  const url = new URL(`${origin}/api/super-admin/facility-documents/upload`);
  return new Promise<number>((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: url.pathname,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + fileBytes + tail.length,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    Readable.from(body()).pipe(req);
  });
}

/** The three figures of the documents benchmark. What the run adds (the upload, the ZIP folder's files) it removes again. */
export async function benchDocuments(b: BenchApp, runs: number, f: DocumentsFixture) {
  const post = (url: string, payload: object) => b.app.inject({ method: 'POST', url, payload, headers: b.headers });
  console.log(`\ndocuments (${f.documents.toLocaleString()} documents in the database)`);

  // 1. The folder listing's first page.
  const counted = (await b.db.execute(
    sql`select count(*)::int as n from documents where folder_id = ${f.folderId}::uuid`,
  )) as unknown as { rows: { n: number }[] };
  const inFolder = counted.rows[0]?.n ?? 0;
  const listUrl = `/api/super-admin/facility-documents/folders/${f.folderId}/documents?page=1&pageSize=10`;
  const r = await versusBare(
    runs,
    async () => {
      const res = await post(listUrl, {});
      if (res.statusCode !== 200) throw new Error(`listing failed: ${res.body}`);
    },
    () =>
      b.db.execute(sql`
        select d.*, t.name from documents d join document_types t on t.id = d.type_id
        where d.id in (select id from documents where folder_id = ${f.folderId}::uuid and archived_at is null
          order by created_at desc, id desc limit 10)`),
  );
  console.log(
    `${`folder listing (${inFolder.toLocaleString()} in the folder)`.padEnd(46)} median ${ms(r.median)}, p95 ${ms(r.p95)}; bare p95 ${ms(r.bareP95)}; ratio ${r.ratio.toFixed(1)}x  ${target(r.p95 < 20, 'p95 < 20 ms')}`,
  );

  // 2. A 15,000,000-byte upload through HTTP, generated as it is sent.
  const origin = await b.listen();
  const upload = await measureMemory(() =>
    uploadGenerated(origin, b.token, { folderId: f.folderId, typeId: f.typeId }, UPLOAD_BYTES),
  );
  if (upload.result >= 300) throw new Error(`upload answered ${upload.result}`);
  console.log(
    `${`upload of ${UPLOAD_BYTES.toLocaleString()} bytes`.padEnd(46)} ${upload.seconds.toFixed(1)} s, ${memoryText(upload)}  ${target(upload.rssMb < 50, 'memory growth < 50 MB')}`,
  );
  await b.db.execute(sql`delete from documents where folder_id = ${f.folderId}::uuid and name = 'big.pdf'`);

  // 3. A ZIP of a ZIP_FILES-file folder of its own (real files on disk).
  const stamp = randomUUID().slice(0, 8);
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
  // A facility of its own (seeded ids are not RFC 4122 UUIDs, which the API asks for).
  const zipFacility = (await post('/api/super-admin/facilities', { name: `Bench zip ${stamp}`, state: 'TX' })).json()
    .data._id as string;
  const zipFolders = await b.app.inject({
    url: `/api/super-admin/facility-documents/folders?ownerId=${zipFacility}`,
    headers: b.headers,
  });
  const zipFolder = zipFolders.json().data.folders.find((x: { categoryId: string }) => x.categoryId === zipCat._id);
  const content = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(20_000, 65)]);
  for (let i = 0; i < ZIP_FILES; i += 1) {
    const key = await b.app.storage.put('documents', 'pdf', content, { contentType: 'application/pdf' });
    await b.db.execute(sql`
      insert into documents (id, owner_kind, owner_id, folder_id, type_id, name, storage_key, content_type, format, size)
      values (gen_random_uuid(), 'facility', ${zipFacility}::uuid, ${zipFolder._id}::uuid, ${zipType._id}::uuid,
        ${`File ${i}.pdf`}, ${key}, 'application/pdf', 'pdf', ${content.length})`);
  }
  const zip = await measureExport(origin, '/api/super-admin/facility-documents/download-folder', b.headers, {
    folderId: zipFolder._id,
  });
  console.log(
    `${`ZIP of ${ZIP_FILES.toLocaleString()} files (${mb(zip.bytes)})`.padEnd(46)} first byte ${ms(zip.firstByteSeconds * 1000)}, total ${zip.seconds.toFixed(1)} s, ${memoryText(zip)}  ${target(zip.firstByteSeconds < 1 && zip.liveMb < 50, 'first byte < 1 s, flat memory (live < 50 MB)')}`,
  );
  await b.db.execute(sql`delete from documents where folder_id = ${zipFolder._id}::uuid`);
}

runAlone(import.meta.url, async (b) => benchDocuments(b, RUNS, await seed(b)));
