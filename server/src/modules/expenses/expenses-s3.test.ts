import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { first } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expenseReceipts } from '../../db/schema/index.ts';
import { ADMIN, bearer, type TestApp } from '../../test/buildTestApp.ts';
import { multipart } from '../../test/multipart.ts';
import { buildS3TestApp } from '../../test/s3.ts';

/** A receipt stored in an S3-compatible bucket (s3rver) instead of local disk, previewed through the portal. */
let s3: Awaited<ReturnType<typeof buildS3TestApp>>['s3'];
let t: TestApp;
let bucket: S3Client;
let close: (() => Promise<void>) | undefined;
beforeAll(async () => {
  ({ s3, t, bucket, close } = await buildS3TestApp());
});
afterAll(() => close?.());

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64, 32)]);

describe('receipts with STORAGE_DRIVER=s3', () => {
  it('stores the receipt in the bucket and streams it back for the preview', async () => {
    expect(t.app.storage.driver).toBe('s3');
    const _admin = bearer(await t.login(ADMIN.email, ADMIN.password));
    const facilityId = await t.addFacility({ name: 'Bucket General', state: 'TX' });
    const user = await t.createUser({ role: 'provider' });
    await t.assignProvider({ providerId: user.id, facilityId });
    const auth = bearer(await t.login(user.email));
    const body = multipart({}, PDF, 'hotel.pdf', 'application/pdf');
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/providers/expenses/receipts',
      payload: body.payload,
      headers: { ...auth, ...body.headers },
    });
    expect(up.statusCode, up.body).toBe(201);
    const receiptId = up.json().data._id;
    const row = first(await t.db.select().from(expenseReceipts).where(eq(expenseReceipts.id, receiptId)));
    const object = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: row.storageKey }));
    expect(Buffer.from((await object.Body?.transformToByteArray()) ?? []).equals(PDF)).toBe(true);

    const created = await t.post('/api/providers/expenses', auth, {
      facilityId,
      date: '2026-02-02',
      type: 'lodging',
      amount: '150',
      receiptIds: [receiptId],
    });
    expect(created.statusCode, created.body).toBe(201);
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/providers/expenses/${created.json().data._id}/preview?receiptId=${receiptId}`,
      headers: auth,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.rawPayload.equals(PDF)).toBe(true);
  });
});
