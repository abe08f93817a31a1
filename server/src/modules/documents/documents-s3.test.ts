import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { first } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema/index.ts';
import { ADMIN, bearer, buildTestApp, type TestApp } from '../../test/buildTestApp.ts';
import { startS3 } from '../../test/s3.ts';

/**
 * Facility documents with STORAGE_DRIVER=s3 against a real S3-compatible server on loopback (s3rver): the same
 * service as provider documents, parameterised by the owner kind. Upload streams into the bucket; the signed download
 * and the folder ZIP stream back out of it.
 */
let s3: Awaited<ReturnType<typeof startS3>>;
let t: TestApp;
let bucket: S3Client;
beforeAll(async () => {
  s3 = await startS3();
  t = await buildTestApp(s3.env);
  bucket = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
}, 120_000);
afterAll(async () => {
  bucket?.destroy();
  await t?.close();
  await s3?.close();
});

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4096, 32)]);

function multipart(fields: Record<string, string>, bytes: Buffer, filename: string) {
  const boundary = '----portal-s3-boundary';
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const head = `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('facility documents with STORAGE_DRIVER=s3', () => {
  it('uploads into the bucket, downloads through a signed link, zips the folder; staff only', async () => {
    expect(t.app.storage.driver).toBe('s3');
    const admin = bearer(await t.login(ADMIN.email, ADMIN.password));
    const post = (url: string, payload: object, headers = admin) =>
      t.app.inject({ method: 'POST', url, payload, headers });
    const facilityId = (await post('/api/super-admin/facilities', { name: 'Bucket Clinic', state: 'TX' })).json().data
      ._id;
    const cat = (await post('/api/super-admin/categories', { name: 'Contracts', ownerKind: 'facility' })).json().data;
    const type = await post('/api/super-admin/document-types', {
      name: 'Facility agreement',
      ownerKind: 'facility',
      categoryId: cat._id,
      requiredFor: { everyone: true },
      fields: [{ label: 'Expiry date', type: 'date', isExpiry: true }],
    });
    expect(type.statusCode, type.body).toBe(201);
    const folders = await t.app.inject({
      method: 'GET',
      url: `/api/super-admin/facility-documents/folders?ownerId=${facilityId}`,
      headers: admin,
    });
    const folderId = folders.json().data.folders[0]._id;
    let req = await t.app.inject({
      method: 'GET',
      url: `/api/super-admin/facility-documents/requirements?ownerId=${facilityId}`,
      headers: admin,
    });
    expect(req.json().data.completeness).toMatchObject({ required: 1, missing: 1 });

    const { payload, headers } = multipart(
      { folderId, typeId: type.json().data._id, values: JSON.stringify({ 'expiry-date': '2030-06-30' }) },
      PDF,
      'agreement.pdf',
    );
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/super-admin/facility-documents/upload',
      payload,
      headers: { ...admin, ...headers },
    });
    expect(up.statusCode, up.body).toBe(201);
    expect(up.json().data).toMatchObject({ ownerKind: 'facility', ownerId: facilityId, expiresOn: '2030-06-30' });
    const row = first(await t.db.select().from(documents).where(eq(documents.id, up.json().data._id)), 'the document');
    const stored = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: row.storageKey }));
    expect(
      Buffer.from(await (stored.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray()).equals(
        PDF,
      ),
    ).toBe(true);

    req = await t.app.inject({
      method: 'GET',
      url: `/api/super-admin/facility-documents/requirements?ownerId=${facilityId}`,
      headers: admin,
    });
    expect(req.json().data.completeness).toMatchObject({ required: 1, missing: 0, present: 1 });

    const link = await t.app.inject({
      method: 'GET',
      url: `/api/super-admin/facility-documents/documents/${row.id}/download`,
      headers: admin,
    });
    const file = await t.app.inject({ method: 'GET', url: link.json().data.signedUrl });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const zip = await post('/api/super-admin/facility-documents/download-folder', { folderId });
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.toString('latin1')).toContain('Contracts/agreement.pdf');

    // Providers have no facility documents; staff need the facility permission, not the provider one.
    const provider = bearer(await t.providerToken());
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/providers/facility-documents/documents/${row.id}`,
      headers: provider,
    });
    expect(none.statusCode).toBe(404);
    const providerStaff = bearer(await t.iconUserToken(['view-provider-documents', 'download-provider-documents']));
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/icon-users/facility-documents/documents/${row.id}`,
      headers: providerStaff,
    });
    expect(refused.statusCode).toBe(403);
  }, 120_000);

  it('takes a presigned upload (HTTP 200) into the bucket, a generic upload, and deletes only its own object', async () => {
    const user = bearer(await t.providerToken());
    const signed = await t.post('/api/presigned-url', user, { name: 'contract.pdf' });
    expect(signed.statusCode, signed.body).toBe(200);
    const { presignedUrl, presignedUrlForGet, name } = signed.json().data;
    const put = await t.putFile(presignedUrl, PDF, 'application/pdf');
    expect(put.statusCode, put.body).toBe(200);
    const stored = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: name }));
    const bytes = Buffer.from(
      await (stored.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
    );
    expect(bytes.equals(PDF)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: presignedUrlForGet })).rawPayload.equals(PDF)).toBe(true);

    const { payload, headers } = multipart({}, PDF, 'scan.pdf');
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/stream-upload',
      payload,
      headers: { ...user, ...headers },
    });
    expect(up.statusCode, up.body).toBe(201);
    const other = bearer(await t.providerToken());
    const del = (auth: Record<string, string>) => t.post('/api/delete-object-on-s3-bucket', auth, { fileName: name });
    expect((await del(other)).statusCode).toBe(404);
    expect((await del(user)).statusCode).toBe(200);
    await expect(bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: name }))).rejects.toThrow();
  }, 120_000);
});
