import { UPLOAD_LIMIT_BYTES, UPLOAD_MESSAGES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildAdminApp, type TestApp } from '../../test/buildTestApp.ts';

let t: TestApp;
let admin: Record<string, string>;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGO4IyeHFTEMLQkAid1GAXiz9RcAAAAASUVORK5CYII=',
  'base64',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

function multipart(files: [Buffer, string][], field = 'file') {
  const boundary = '----portal-uploads-boundary';
  const parts = files.map(([bytes, name]) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const send = (url: string, auth: Record<string, string>, files: [Buffer, string][]) => {
  const { payload, headers } = multipart(files);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...auth, ...headers } });
};

beforeAll(async () => {
  ({ t, admin } = await buildAdminApp());
}, 120_000);
afterAll(() => t.close());

async function provider() {
  const user = await t.createUser({ role: 'provider' });
  return { id: user.id, auth: bearer(await t.login(user.email)) };
}

describe('generic uploads (upload, upload-multiple, stream-upload, stream-multiple-upload)', () => {
  it('stores a file and answers the uploaded file record; the signed link serves it', async () => {
    const p = await provider();
    for (const path of ['/api/upload', '/api/stream-upload']) {
      const res = await send(path, p.auth, [[PDF, 'my licence.pdf']]);
      expect(res.statusCode, res.body).toBe(201);
      const rec = res.json().data;
      expect(rec).toMatchObject({ label: 'my licence.pdf', size: PDF.length, format: 'pdf' });
      expect(rec.name).toMatch(new RegExp(`^uploads-${p.id}/[0-9a-f]{32}\\.pdf$`));
      expect(rec.url).toBe(`/api/files/${rec.name}`);
      const file = await t.app.inject({ method: 'GET', url: rec.signedUrl });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PDF)).toBe(true);
    }
    const anonymous = await send('/api/upload', {}, [[PDF, 'x.pdf']]);
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a renamed executable with 415 and 15,000,001 bytes with 413', async () => {
    const p = await provider();
    expect((await send('/api/upload', p.auth, [[EXE, 'report.pdf']])).statusCode).toBe(415);
    const big = Buffer.concat([PDF, Buffer.alloc(UPLOAD_LIMIT_BYTES + 1 - PDF.length, 32)]);
    expect((await send('/api/stream-upload', p.auth, [[big, 'big.pdf']])).statusCode).toBe(413);
  }, 60_000);

  it('takes several files at once; one bad file refuses them all; at most 10', async () => {
    const p = await provider();
    for (const path of ['/api/upload-multiple', '/api/stream-multiple-upload']) {
      const res = await send(path, p.auth, [
        [PDF, 'a.pdf'],
        [PNG, 'b.png'],
      ]);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.map((r: { label: string; format: string }) => [r.label, r.format])).toEqual([
        ['a.pdf', 'pdf'],
        ['b.png', 'png'],
      ]);
    }
    const bad = await send('/api/upload-multiple', p.auth, [
      [PDF, 'a.pdf'],
      [EXE, 'b.png'],
    ]);
    expect(bad.statusCode).toBe(415);
    const many = await send(
      '/api/upload-multiple',
      p.auth,
      Array.from({ length: 11 }, (_, i): [Buffer, string] => [PDF, `f${i}.pdf`]),
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().errors[0]).toMatchObject({ field: 'files', message: 'At most 10 files at once' });
  });
});

describe('multipart bodies', () => {
  it('are read by upload routes only: a JSON route answers 415 in the error envelope', async () => {
    const res = await send('/api/super-admin/providers/all?page=1&pageSize=10', admin, [[PDF, 'a.pdf']]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
    const p = await provider();
    expect((await send('/api/upload', p.auth, [[PDF, 'a.pdf']])).statusCode).toBe(201);
  });
});

describe('presigned upload and delete-object-on-s3-bucket', () => {
  it('PUTs a file to the presigned URL (200), reads it back, and only its owner deletes it', async () => {
    const p = await provider();
    const other = await provider();
    const signed = await t.post('/api/presigned-url', p.auth, { name: 'scan.png' });
    expect(signed.statusCode, signed.body).toBe(200);
    const { presignedUrl, presignedUrlForGet, name, label } = signed.json().data;
    expect(label).toBe('scan.png');
    expect(name).toMatch(new RegExp(`^uploads-${p.id}/[0-9a-f]{32}\\.png$`));
    // Nothing there yet; a download link is no upload link; a lie about the type is 415.
    expect((await t.app.inject({ method: 'GET', url: presignedUrlForGet })).statusCode).toBe(404);
    const wrongSig = await t.putFile(presignedUrlForGet, PNG, 'image/png');
    expect(wrongSig.statusCode).toBe(404);
    const lie = await t.putFile(presignedUrl, PDF, 'image/png');
    expect(lie.statusCode).toBe(415);
    const put = await t.putFile(presignedUrl, PNG, 'image/png');
    expect(put.statusCode, put.body).toBe(200);
    const back = await t.app.inject({ method: 'GET', url: presignedUrlForGet });
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(PNG)).toBe(true);

    const refused = await t.post('/api/presigned-url', p.auth, { name: 'setup.exe' });
    expect(refused.statusCode).toBe(415);

    const del = (auth: Record<string, string>, fileName: string) =>
      t.app.inject({ method: 'POST', url: '/api/delete-object-on-s3-bucket', headers: auth, payload: { fileName } });
    expect((await del(other.auth, name)).statusCode).toBe(404);
    expect((await del(admin, name)).statusCode).toBe(404);
    expect((await del(p.auth, 'documents/00000000000000000000000000000000.pdf')).statusCode).toBe(404);
    const mine = await del(p.auth, name);
    expect(mine.statusCode, mine.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: presignedUrlForGet })).statusCode).toBe(404);
  });

  it('takes one file per link: a second PUT is 409 UPLOAD_LINK_USED and the stored bytes stay', async () => {
    const p = await provider();
    const signed = (await t.post('/api/presigned-url', p.auth, { name: 'once.png' })).json().data;
    const other = Buffer.concat([PNG, Buffer.from('replaced')]);
    // Two PUTs at once: one is stored, the other refused.
    const race = await Promise.all([
      t.putFile(signed.presignedUrl, PNG, 'image/png'),
      t.putFile(signed.presignedUrl, other, 'image/png'),
    ]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const stored = (await t.app.inject({ method: 'GET', url: signed.presignedUrlForGet })).rawPayload;
    const again = await t.putFile(signed.presignedUrl, stored.equals(PNG) ? other : PNG, 'image/png');
    expect([again.statusCode, again.json().code]).toEqual([409, 'UPLOAD_LINK_USED']);
    expect(again.json().message).toBe(UPLOAD_MESSAGES.linkUsed);
    const back = await t.app.inject({ method: 'GET', url: signed.presignedUrlForGet });
    expect(back.rawPayload.equals(stored)).toBe(true);
  });
});
