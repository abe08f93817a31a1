import { checkFieldValues, type DocumentField, daysUntil } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../test/buildTestApp.ts';
import { documentAnswers, documentShares, documents, documentTypes, users } from '../schema/index.ts';
import { DEMO_ACCOUNTS, seedDemo } from './bootstrap.ts';

/** The demo's documents: what the document, report, reminder, risk and sharing screens show on first start. */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  expect(await seedDemo(t.db, t.config)).toBe(true);
}, 180_000);
afterAll(() => t.close());

describe('demo documents', () => {
  it('carry field values that pass the portal validation, one due within 30 days and one expired', async () => {
    const rows = await t.db
      .select({ d: documents, fields: documentTypes.fields })
      .from(documents)
      .innerJoin(documentTypes, eq(documentTypes.id, documents.typeId));
    for (const { d, fields } of rows)
      expect(checkFieldValues(fields as DocumentField[], d.values, { skipFiles: true }), d.name).toEqual({});
    const days = rows.filter((r) => r.d.expiresOn).map((r) => daysUntil(r.d.expiresOn as string));
    expect(days.some((n) => n >= 0 && n <= 30)).toBe(true);
    expect(days.some((n) => n < 0)).toBe(true);
    expect(rows.filter((r) => Object.keys(r.d.values).length > 1).length).toBeGreaterThanOrEqual(3);
  });

  it('hold a general-document form with answers that pass its validation', async () => {
    const [answer] = await t.db
      .select({ values: documentAnswers.values, fields: documentTypes.fields, general: documentTypes.general })
      .from(documentAnswers)
      .innerJoin(documentTypes, eq(documentTypes.id, documentAnswers.typeId));
    expect(answer?.general).toBe(true);
    expect(checkFieldValues(answer?.fields as DocumentField[], answer?.values ?? {})).toEqual({});
  });

  it('hold one active guest share, seen by people with access', async () => {
    const [share] = await t.db.select().from(documentShares);
    expect(share?.revokedAt).toBeNull();
    expect(share && share.expiresAt.getTime() > Date.now()).toBe(true);
    const manager = bearer(await t.login(DEMO_ACCOUNTS.manager, t.config.DEMO_PASSWORD));
    const people = await t.app.inject({
      url: `/api/icon-users/provider-documents/people-with-access/${share?.folderId}`,
      headers: manager,
    });
    expect(people.statusCode, people.body).toBe(200);
    expect(people.json().data.guests).toEqual([
      expect.objectContaining({ email: 'credentialing@stlukes.example', status: 'active' }),
    ]);
    const [pat] = await t.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.provider));
    expect(share?.ownerId).toBe(pat?.id);
  });
});
