import { MALPRACTICE_MESSAGES } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, providerProfiles } from '../../db/schema/index.ts';
import { bearer } from '../../test/buildTestApp.ts';
import { multipart } from '../../test/multipart.ts';
import { workbookOf } from '../../test/workbook.ts';
import { base, day, type MalpracticeWorld, malpracticeWorld } from './malpractice.fixtures.ts';

let w: MalpracticeWorld;
beforeAll(async () => {
  w = await malpracticeWorld();
});
afterAll(() => w.t.close());

const post = (url: string, payload: object) => w.t.app.inject({ method: 'POST', url, headers: w.admin, payload });

describe('malpractice state rates', () => {
  it('adds a state rate with an exact hourly cost, refuses an overlapping one with 409, lists and exports', async () => {
    const body = {
      insuranceProviderId: w.insurerId,
      state: 'nv',
      specialty: 'crna',
      hourlyCost: '9.999',
      effectiveFrom: '2026-01-01',
    };
    const res = await post(`${base}/state-rates`, body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: MALPRACTICE_MESSAGES.stateRateCreated,
      data: { state: 'NV', hourlyCost: '9.99', insuranceProvider: { name: 'MedPro Group' } },
    });
    const overlap = await post(`${base}/state-rates`, { ...body, effectiveFrom: '2026-06-01' });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe(MALPRACTICE_MESSAGES.stateRateOverlap);
    expect((await post(`${base}/state-rates`, { ...body, specialty: 'aa' })).statusCode).toBe(201);

    const list = await post(`${base}/state-rates/all`, {
      filters: { state: 'NV' },
      sortBy: 'specialty',
      sortDirection: -1,
    });
    expect(list.json().data.data.map((r: { specialty: string }) => r.specialty)).toEqual(['aa', 'crna']);
    const file = await post(`${base}/export`, { filters: { state: 'NV' } });
    const wb = await workbookOf(file.rawPayload);
    expect(wb.getWorksheet('Malpractice rates')?.rowCount).toBe(3);
  });

  it('imports state rates all or none, naming the bad line', async () => {
    const upload = (csv: string) => {
      const { payload, headers } = multipart({}, Buffer.from(csv), 'm.csv', 'text/csv');
      return w.t.post(`${base}/import`, { ...w.admin, ...headers }, payload);
    };
    const head = 'insurance_provider,state,specialty,hourly_cost,effective_from,effective_to';
    const bad = await upload(
      [head, 'MedPro Group,WA,crna,8.50,2026-01-01,', 'Nobody Mutual,WA,aa,7,2026-01-01,'].join('\n'),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'Line 3: insurance_provider: Nobody Mutual is not in the insurance provider list',
    ]);
    expect((await post(`${base}/state-rates/all`, { filters: { state: 'WA' } })).json().data.total).toBe(0);
    const good = await upload([head, 'MedPro Group,WA,crna,8.50,2026-01-01,'].join('\n'));
    expect(good.json().data).toEqual({ imported: 1, rows: 1 });
  });
});

describe('malpractice information and the expired-malpractice list', () => {
  it('lists covers expired or expiring within 30/60/90 days, with audited notes and an XLSX download', async () => {
    const ids: Record<string, string> = {};
    for (const [name, expiry] of [
      ['Expired', -5],
      ['Twenty', 20],
      ['Fifty', 50],
      ['Eighty', 80],
      ['Later', 200],
    ] as const) {
      const p = await w.t.createUser({ role: 'provider', firstName: 'Cover', lastName: name });
      await w.t.db.update(providerProfiles).set({ specialty: 'crna' }).where(eq(providerProfiles.userId, p.id));
      const res = await post(`${base}/info`, {
        providerId: p.id,
        insuranceProviderId: w.insurerId,
        policyNumber: `POL-${name}`,
        perClaim: '1000000',
        aggregate: 3000000,
        effectiveDate: day(expiry - 365),
        expiryDate: day(expiry),
      });
      expect(res.statusCode).toBe(201);
      ids[name] = res.json().data._id;
    }
    const expiredId = ids.Expired;
    if (expiredId === undefined) throw new Error('the expired policy was not created');
    const names = async (within?: string) =>
      (await post(`${base}/expired-malpractice/all`, within ? { filters: { within } } : {}))
        .json()
        .data.data.map((r: { provider: { lastName: string } }) => r.provider.lastName);
    expect(await names('expired')).toEqual(['Expired']);
    expect(await names('30')).toEqual(['Expired', 'Twenty']);
    expect(await names('60')).toEqual(['Expired', 'Twenty', 'Fifty']);
    expect(await names('90')).toEqual(['Expired', 'Twenty', 'Fifty', 'Eighty']);
    expect(await names()).toEqual(['Expired', 'Twenty', 'Fifty', 'Eighty']);

    const one = (await post(`${base}/expired-malpractice/all`, { filters: { within: 'expired' } })).json().data.data[0];
    expect(one).toMatchObject({ daysLeft: -5, perClaim: '1000000.00', aggregate: '3000000.00', latestNote: null });

    const note = await post(`${base}/expired-malpractice/${expiredId}/notes`, {
      note: 'Renewal requested from MedPro',
    });
    expect(note.statusCode).toBe(201);
    expect(note.json().message).toBe(MALPRACTICE_MESSAGES.noteAdded);
    const audited = await w.t.db.select().from(auditEvents).where(eq(auditEvents.entityId, expiredId));
    expect(audited.map((e) => e.action)).toContain('add-note');
    expect((await post(`${base}/expired-malpractice/${expiredId}/notes`, { note: '  ' })).statusCode).toBe(400);
    const notes = await w.t.app.inject({ url: `${base}/expired-malpractice/${expiredId}/notes`, headers: w.admin });
    expect(notes.json().data[0]).toMatchObject({
      note: 'Renewal requested from MedPro',
      authorName: expect.any(String),
    });
    expect(
      (await post(`${base}/expired-malpractice/all`, { filters: { within: 'expired' } })).json().data.data[0]
        .latestNote,
    ).toBe('Renewal requested from MedPro');

    const file = await post(`${base}/expired-malpractice/download`, { filters: { within: '30' } });
    expect(file.statusCode).toBe(200);
    const wb = await workbookOf(file.rawPayload);
    const sheet = wb.getWorksheet('Expired malpractice');
    expect(sheet?.rowCount).toBe(3);
  });

  it('refuses an expiry before the effective date and needs the permission', async () => {
    const p = await w.t.createUser({ role: 'provider' });
    const res = await post(`${base}/info`, {
      providerId: p.id,
      insuranceProviderId: w.insurerId,
      policyNumber: 'X',
      effectiveDate: '2026-05-01',
      expiryDate: '2026-04-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({
      field: 'expiryDate',
      message: 'Expiry date must be on or after the effective date',
    });
    const viewer = bearer(await w.t.iconUserToken(['view-malpractice-rates']));
    expect((await w.t.post('/api/icon-users/malpractice-rates/expired-malpractice/all', viewer, {})).statusCode).toBe(
      200,
    );
    expect(
      (
        await w.t.app.inject({
          method: 'POST',
          url: '/api/icon-users/malpractice-rates/state-rates',
          headers: viewer,
          payload: {
            insuranceProviderId: w.insurerId,
            state: 'TX',
            specialty: 'crna',
            hourlyCost: '1',
            effectiveFrom: '2026-01-01',
          },
        })
      ).statusCode,
    ).toBe(403);
    const provider = bearer(await w.t.providerToken());
    expect(
      (await w.t.app.inject({ method: 'POST', url: `${base}/expired-malpractice/all`, headers: provider, payload: {} }))
        .statusCode,
    ).toBe(403);
  });
});

describe('reading and editing one record', () => {
  it('reads a state rate and a cover by id, edits them (audited), and answers 404 for an unknown id', async () => {
    const rate = await post(`${base}/state-rates`, {
      insuranceProviderId: w.insurerId,
      state: 'OR',
      specialty: 'aa',
      hourlyCost: '6.10',
      effectiveFrom: '2026-01-01',
    });
    const rateId = rate.json().data._id;
    const got = await w.t.app.inject({ url: `${base}/state-rates/${rateId}`, headers: w.admin });
    expect(got.statusCode).toBe(200);
    expect(got.json().data).toMatchObject({ state: 'OR', specialty: 'aa', hourlyCost: '6.10', effectiveTo: null });
    const edited = await w.t.app.inject({
      method: 'PUT',
      url: `${base}/state-rates/${rateId}`,
      headers: w.admin,
      payload: {
        insuranceProviderId: w.insurerId,
        state: 'OR',
        specialty: 'aa',
        hourlyCost: '7.259',
        effectiveFrom: '2026-01-01',
        effectiveTo: '2026-12-31',
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: MALPRACTICE_MESSAGES.stateRateUpdated,
      data: { hourlyCost: '7.25', effectiveTo: '2026-12-31' },
    });

    const p = await w.t.createUser({ role: 'provider', firstName: 'Edit', lastName: 'Cover' });
    const info = await post(`${base}/info`, {
      providerId: p.id,
      insuranceProviderId: w.insurerId,
      policyNumber: 'POL-1',
      effectiveDate: '2026-01-01',
      expiryDate: '2026-12-31',
    });
    const infoId = info.json().data._id;
    const read = await w.t.app.inject({ url: `${base}/info/${infoId}`, headers: w.admin });
    expect(read.json().data).toMatchObject({ policyNumber: 'POL-1', perClaim: null, provider: { lastName: 'Cover' } });
    const changed = await w.t.app.inject({
      method: 'PUT',
      url: `${base}/info/${infoId}`,
      headers: w.admin,
      payload: {
        providerId: p.id,
        insuranceProviderId: w.insurerId,
        policyNumber: 'POL-2',
        perClaim: '1000000',
        effectiveDate: '2026-01-01',
        expiryDate: '2027-12-31',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      policyNumber: 'POL-2',
      perClaim: '1000000.00',
      expiryDate: '2027-12-31',
    });
    const audited = await w.t.db.select().from(auditEvents).where(eq(auditEvents.entityId, infoId));
    expect(audited.map((e) => e.action).sort()).toEqual(['create', 'update']);

    const unknown = '00000000-0000-7000-8000-000000000000';
    expect((await w.t.app.inject({ url: `${base}/info/${unknown}`, headers: w.admin })).statusCode).toBe(404);
    expect((await w.t.app.inject({ url: `${base}/state-rates/${unknown}`, headers: w.admin })).statusCode).toBe(404);
    expect((await w.t.app.inject({ url: `${base}/state-rates/not-an-id`, headers: w.admin })).statusCode).toBe(400);
  });
});
