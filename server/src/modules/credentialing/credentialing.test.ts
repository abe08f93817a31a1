import { addDays, CREDENTIALING_MESSAGES } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { bearer } from '../../test/buildTestApp.ts';
import { admin, facilityId, setUpCredentialingWorld, smtp, TODAY, t } from './credentialing.fixtures.ts';
import { base, create, post, providerDocument, record } from './credentialing.requests.fixtures.ts';

setUpCredentialingWorld();

describe('credentialing and payor enrollment records', () => {
  it('adds, edits, moves through its statuses, archives and reinstates a record, each audited', async () => {
    const provider = await t.createUser({ role: 'provider', firstName: 'Rita', lastName: 'Reyes' });
    const res = await create(record(provider.id));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(CREDENTIALING_MESSAGES.created);
    const id = res.json().data._id as string;
    expect(res.json().data).toMatchObject({
      kind: 'credentialing',
      status: 'not-submitted',
      facility: { _id: facilityId, name: 'Harbor Regional Hospital' },
      applicationType: 'reappointment',
      dueOn: addDays(TODAY, 20),
      archived: false,
    });
    // The facility's primary credentialing contact hears of it.
    const mail = await smtp.next('cora@harbor.test', 'Credentialing of Rita Reyes');
    expect(mail.text).toContain('Harbor Regional Hospital');

    const edited = await t.app.inject({
      method: 'PUT',
      url: `${base}/${id}`,
      headers: admin,
      payload: record(provider.id, { privileges: 'General and regional anesthesia' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.privileges).toBe('General and regional anesthesia');

    expect((await post(`${base}/${id}/status`, { action: 'approve' })).statusCode).toBe(409);
    const submitted = await post(`${base}/${id}/status`, { action: 'submit' });
    expect(submitted.json().data.status).toBe('submitted');
    const approved = await post(`${base}/${id}/status`, { action: 'approve' });
    expect(approved.json().data).toMatchObject({ status: 'approved' });
    expect(approved.json().data.approvedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const history = approved.json().data.history.map((h: { action: string }) => h.action);
    expect(history).toEqual(['approve', 'submit', 'update', 'create']);

    const archived = await post(`${base}/${id}/archive`);
    expect(archived.json()).toMatchObject({ message: CREDENTIALING_MESSAGES.archived, data: { archived: true } });
    const live = await post(`${base}/all?page=1&pageSize=50`, { filters: { providerId: provider.id } });
    expect(live.json().data.total).toBe(0);
    const archive = await post(`${base}/archive-listing?page=1&pageSize=50`, { filters: { providerId: provider.id } });
    expect(archive.json().data.data.map((r: { _id: string }) => r._id)).toEqual([id]);
    // An archived record is locked until reinstated.
    expect((await post(`${base}/${id}/archive`)).statusCode).toBe(409);
    const locked = await t.app.inject({
      method: 'PUT',
      url: `${base}/${id}`,
      headers: admin,
      payload: record(provider.id),
    });
    expect(locked.statusCode).toBe(409);
    const reinstated = await post(`${base}/${id}/reinstate`);
    expect(reinstated.json()).toMatchObject({ message: CREDENTIALING_MESSAGES.reinstated, data: { archived: false } });
    expect(
      (await post(`${base}/all?page=1&pageSize=50`, { filters: { providerId: provider.id } })).json().data.total,
    ).toBe(1);

    const events = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'credentialing'), eq(auditEvents.entityId, id)));
    expect(events.map((e) => e.action).sort()).toEqual(
      ['approve', 'archive', 'create', 'reinstate', 'submit', 'update'].sort(),
    );
  });

  it('answers each call with its own filter and search values asked one after another', async () => {
    // Same shape, other values: a statement that kept the first call's values would answer the second with its rows.
    const made = [];
    for (const [lastName, privileges] of [
      ['Quenelle', 'Cardiac 50% sedation'],
      ['Tamarind', 'Cardiac 5_ sedation'],
    ] as const) {
      const provider = await t.createUser({ role: 'provider', firstName: 'Shaped', lastName });
      made.push({
        provider,
        lastName,
        privileges,
        id: (await create(record(provider.id, { privileges }))).json().data._id,
      });
    }
    const ids = async (payload: object) =>
      (await post(`${base}/all?page=1&pageSize=50`, payload)).json().data.data.map((r: { _id: string }) => r._id);
    for (let round = 0; round < 2; round++)
      for (const { provider, lastName, privileges, id } of made) {
        expect(await ids({ filters: { providerId: provider.id } })).toEqual([id]);
        expect(await ids({ search: lastName })).toEqual([id]);
        // The LIKE pattern is bound with its wildcards escaped: '50%' and '5_' each find their own record only.
        expect(await ids({ search: privileges.slice(8, 11), sortBy: 'provider' })).toEqual([id]);
      }
  });

  it('refuses bad input with 400 naming the field, and needs the permissions', async () => {
    const provider = await t.createUser({ role: 'provider' });
    const cases: [object, string][] = [
      [record(provider.id, { facilityId: null }), 'facilityId'],
      [record(provider.id, { kind: 'payor-enrollment', payorId: null }), 'payorId'],
      [record(provider.id, { dueOn: 'soon' }), 'dueOn'],
      [record(provider.id, { effectiveOn: '2026-05-01', dueOn: '2026-04-01' }), 'dueOn'],
      [record(provider.id, { applicationType: 'renewal' }), 'applicationType'],
      [record(uuidv7()), 'providerId'],
      [record(provider.id, { facilityId: uuidv7() }), 'facilityId'],
      [record(provider.id, { documentIds: [uuidv7()] }), 'documentIds'],
    ];
    for (const [payload, field] of cases) {
      const res = await create(payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const viewer = bearer(await t.iconUserToken(['view-credentialing']));
    expect((await create(record(provider.id), viewer)).statusCode).toBe(403);
    const viewerList = await t.post(
      '/api/icon-users/credentialing-payor-enrollment/all?page=1&pageSize=10',
      viewer,
      {},
    );
    expect(viewerList.statusCode).toBe(200);
    expect((await post(`${base}/${uuidv7()}/archive`)).statusCode).toBe(404);
  });
});

describe('linked documents', () => {
  it("offers the provider's own live documents by name or type, links them and lists them on the record", async () => {
    const provider = await t.createUser({ role: 'provider' });
    const licence = await providerDocument(provider.id, 'California licence.pdf', '2027-01-01');
    const bls = await providerDocument(provider.id, 'BLS card.pdf', '2026-09-01');
    const someoneElses = await providerDocument(
      (await t.createUser({ role: 'provider' })).id,
      'Other.pdf',
      '2027-01-01',
    );
    const options = (search?: string) =>
      t.app.inject({
        url: `${base}/document-options`,
        headers: admin,
        query: { providerId: provider.id, ...(search ? { search } : {}) },
      });
    expect((await options()).json().data.map((d: { name: string }) => d.name)).toEqual([
      'BLS card.pdf',
      'California licence.pdf',
    ]);
    const found = (await options('califor')).json().data;
    expect(found).toEqual([
      expect.objectContaining({ _id: licence, name: 'California licence.pdf', format: 'pdf', expiresOn: '2027-01-01' }),
    ]);
    expect(found[0].typeName).toMatch(/^State licence/);

    expect((await create(record(provider.id, { documentIds: [someoneElses] }))).statusCode).toBe(400);
    const res = await create(record(provider.id, { documentIds: [licence, bls] }));
    expect(res.statusCode).toBe(201);
    const detail = await t.app.inject({ url: `${base}/${res.json().data._id}`, headers: admin });
    expect(detail.json().data.documents.map((d: { _id: string }) => d._id)).toEqual([bls, licence]);
    const viewer = bearer(await t.providerToken());
    expect(
      (await t.app.inject({ url: `${base}/document-options`, headers: viewer, query: { providerId: provider.id } }))
        .statusCode,
    ).toBe(403);
  });
});
