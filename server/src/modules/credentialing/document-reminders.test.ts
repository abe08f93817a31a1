import { addDays, renewDocumentPath, todayIn } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/raw-rows.ts';
import { bearer, buildAdminApp, type TestApp } from '../../test/buildTestApp.ts';
import { multipart } from '../../test/multipart.ts';
import { queueTodaysReminders } from './reports.jobs.ts';
import { runExpiryReminders } from './reports.service.ts';

/** Expiry reminders of documents: in the notification list, linking to the renewal upload; a run at start. */

let t: TestApp;
let admin: Record<string, string>;
const S = '/api/super-admin';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

beforeAll(async () => {
  ({ t, admin } = await buildAdminApp());
}, 120_000);
afterAll(() => t.close());

describe('document expiry reminders', () => {
  it("reach the provider's notification list and link to the upload of the renewal", async () => {
    const cat = await t.post(`${S}/categories`, admin, { name: 'Licences', ownerKind: 'provider' });
    const type = await t.post(`${S}/document-types`, admin, {
      name: 'State licence',
      ownerKind: 'provider',
      categoryId: cat.json().data._id,
      fields: [{ label: 'Expiry date', type: 'date', required: true, isExpiry: true }],
    });
    const provider = await t.createUser({ role: 'provider', firstName: 'Rena', lastName: 'Newal' });
    const own = bearer(await t.login(provider.email));
    const folders = await t.app.inject({ url: '/api/providers/provider-documents/folders', headers: own });
    const folderId = folders.json().data.folders[0]._id as string;
    const expires = addDays(todayIn(), 20);
    const body = multipart(
      {
        folderId,
        typeId: type.json().data._id,
        name: 'licence.pdf',
        values: JSON.stringify({ 'expiry-date': expires }),
      },
      PDF,
      'licence.pdf',
    );
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/providers/provider-documents/upload',
      payload: body.payload,
      headers: { ...own, ...body.headers },
    });
    expect(made.statusCode, made.body).toBe(201);
    const documentId = made.json().data._id as string;

    const deps = { db: t.db, realtime: t.app.realtime, jobs: t.app.jobs, log: t.app.log };
    await runExpiryReminders(deps, todayIn());
    const list = await t.post('/api/notifications/all?page=1&pageSize=10', own, {});
    expect(list.statusCode, list.body).toBe(200);
    const reminder = list.json().data.data.find((n: { type: string }) => n.type === 'expiry-reminder');
    expect(reminder).toMatchObject({
      title: 'Expired Document due in 20 days',
      link: renewDocumentPath(folderId, documentId),
    });
    expect(reminder.body).toContain('licence.pdf');
  });
});

describe('the reminder run at start', () => {
  it('is queued once per day, whichever instance starts', async () => {
    const count = async () =>
      Number(
        rowsOf<{ n: number }>(
          await t.db.execute(
            sql`select count(*)::int as n from pgboss.job where name = 'expiry-reminders' and singleton_key = 'at-start'`,
          ),
        )[0]?.n,
      );
    // The app queued one at start; a second instance starting the same day queues none.
    expect(await count()).toBe(1);
    expect(await queueTodaysReminders(t.app)).toBeNull();
    expect(await count()).toBe(1);
  });
});
