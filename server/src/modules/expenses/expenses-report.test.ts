import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, notifications } from '../../db/schema/index.ts';
import { processRunBatch } from '../../platform/transition-runs.ts';
import { pdfText } from '../../test/files.ts';
import { admin, claim, PV, post, provider, REAL_PNG, S, setUpExpensesWorld, t, upload } from './expenses.fixtures.ts';
import { APPROVE_ALL_RUN } from './expenses.service.ts';

setUpExpensesWorld();

describe('the PDF expense report of a provider and period', () => {
  it('lists the expenses of the period with the exact total and the receipts (thumbnails of images)', async () => {
    const p = await provider('Reed');
    const photo = await upload(`${PV}/receipts`, p.auth, REAL_PNG, 'image/png', 'breakfast.png');
    await claim(p.auth, {
      amount: '10.10',
      date: '2026-04-01',
      description: 'Breakfast',
      receiptIds: [photo.json().data._id],
    });
    await claim(p.auth, { amount: '0.20', date: '2026-04-15', type: 'tolls', description: 'Bridge toll' });
    await claim(p.auth, { amount: '99', date: '2026-05-20', description: 'Outside the period' });
    const body = { filters: { providerId: p.id, dateFrom: '2026-04-01', dateTo: '2026-04-30' } };
    const res = await post(`${S}/report/download?format=pdf`, admin, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Reed Tester');
    expect(text).toContain('04/01/2026 to 04/30/2026');
    expect(text).toContain('Breakfast');
    expect(text).toContain('Bridge toll');
    expect(text).not.toContain('Outside the period');
    expect(text).toContain('$10.30');
    expect(text).toContain('breakfast.png');
    expect(text).toContain('receipt.png');
    expect(res.rawPayload.includes(Buffer.from('/Subtype /Image'))).toBe(true);
    // The provider gets their own report; staff must name the provider and the period.
    const own = await post(`${PV}/report/download?format=pdf`, p.auth, {
      filters: { dateFrom: '2026-04-01', dateTo: '2026-04-30' },
    });
    expect(own.statusCode).toBe(200);
    const noProvider = await post(`${S}/report/download?format=pdf`, admin, {
      filters: { dateFrom: '2026-04-01', dateTo: '2026-04-30' },
    });
    expect(noProvider.statusCode).toBe(400);
    expect(noProvider.json().errors[0].field).toBe('filters.providerId');
  });
});

describe('approve/all', () => {
  it('counts first, then approves each pending expense of a mixed filter exactly once, also after a restart midway', async () => {
    const p = await provider('Bulk');
    const pending = [await claim(p.auth), await claim(p.auth), await claim(p.auth), await claim(p.auth)];
    const done = await claim(p.auth);
    const refused = await claim(p.auth);
    await post(`${S}/${done._id}/approve`, admin);
    await post(`${S}/${refused._id}/not-approved`, admin, { reason: 'Duplicate' });
    const filter = { filters: { providerId: p.id } };

    expect((await post(`${S}/approve/all/count`, admin, filter)).json().data).toEqual({ count: 4 });
    const start = await post(`${S}/approve/all`, admin, filter);
    expect(start.statusCode).toBe(202);
    const { runId, totalCount } = start.json().data;
    expect(totalCount).toBe(4);
    // A worker that dies after its first batch of one: its work is kept, and the job finishes the rest.
    const deps = { db: t.db, realtime: t.app.realtime, jobs: t.app.jobs, log: t.app.log };
    await processRunBatch(deps, APPROVE_ALL_RUN, runId, 1);

    let run = { status: 'running', approvedCount: 0 };
    for (let i = 0; i < 100 && run.status !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      run = (await t.app.inject({ method: 'GET', url: `${S}/approve/all/${runId}`, headers: admin })).json().data;
    }
    expect(run).toMatchObject({ status: 'completed', totalCount: 4, approvedCount: 4, notApprovedCount: 0 });
    // Running the job again (a second restart) changes nothing.
    await processRunBatch(deps, APPROVE_ALL_RUN, runId, 10);

    const statuses = await post(`${S}/all`, admin, { ...filter, sortBy: 'createdAt' });
    const byId = new Map(statuses.json().data.data.map((e: { _id: string; status: string }) => [e._id, e.status]));
    for (const e of pending) expect(byId.get(e._id)).toBe('approved');
    expect(byId.get(refused._id)).toBe('not-approved');

    const approvals = await t.db
      .select({ id: auditEvents.entityId, n: sql<number>`count(*)::int` })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'expense'), sql`${auditEvents.action} in ('approve', 'bulk-approve')`))
      .groupBy(auditEvents.entityId);
    const counts = new Map(approvals.map((a) => [a.id, a.n]));
    for (const e of [...pending, done]) expect(counts.get(e._id)).toBe(1);
    expect(counts.get(refused._id)).toBeUndefined();

    const told = await t.db
      .select({ type: notifications.type })
      .from(notifications)
      .where(and(eq(notifications.userId, p.id), eq(notifications.type, 'expense-approved')));
    expect(told).toHaveLength(5);
    expect((await post(`${S}/approve/all`, admin, filter)).statusCode).toBe(409);
  });
});
