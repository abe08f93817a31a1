import { addDays, INVOICE_MESSAGES, JOURNAL_COLUMNS, todayIn } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { auditEvents, invoices } from '../../db/schema/index.ts';
import { bearer } from '../../test/buildTestApp.ts';
import { pdfText } from '../../test/files.ts';
import {
  approvedExpense,
  BILLING,
  facility,
  get,
  period,
  post,
  S,
  setUpInvoicesWorld,
  sheetOf,
  smtp,
  t,
  workedAt,
} from './invoices.fixtures.ts';

setUpInvoicesWorld();

const base = `${S}/invoices`;
const draft = (facilityId: string, from = period.startDate, to = period.endDate) =>
  post(base, { facilityId, periodStart: from, periodEnd: to });
const dbRow = async (id: string) => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0];

describe('invoices', () => {
  it('draws up a draft from approved hours at bill rates and billable expenses; the PDF totals are the database’s', async () => {
    const f = await facility('Invoice General');
    const { providerId } = await workedAt(f);
    await approvedExpense(providerId, f, 4510, true);
    await approvedExpense(providerId, f, 9999, false);
    const res = await draft(f);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(INVOICE_MESSAGES.created);
    const inv = res.json().data;
    expect(inv).toMatchObject({ status: 'draft', number: null, hours: '2187.50', expenses: '45.10', total: '2232.60' });
    expect(inv.lines.map((l: { amount: string; rateSet: string | null }) => [l.rateSet, l.amount])).toEqual([
      ['regularRates', '1200.00'],
      [null, '45.10'],
      ['weekendRates', '987.50'],
    ]);
    const stored = await dbRow(inv._id);
    expect(stored?.totalCents).toBe(223260);

    const pdf = await get(`${base}/${inv._id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Draft invoice');
    expect(text).toContain('Invoice General');
    expect(text).toMatch(/Total\s+\$2,232\.60/);
    expect(text).toContain('$1,200.00');
    expect(text).toContain('$987.50');
    expect(text).not.toContain('$99.99');

    const again = await draft(f, addDays(period.startDate, 3), period.endDate);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([{ field: 'periodStart', message: INVOICE_MESSAGES.periodTaken }]);
    const list = await post(`${base}/all?pageSize=10`, { search: 'invoice gen' });
    expect(list.json().data.data.map((r: { _id: string }) => r._id)).toEqual([inv._id]);
  });

  it('names the field of bad input and refuses a period with nothing to bill', async () => {
    const f = await facility('Invoice Empty');
    const bad = await post(base, { facilityId: 'x', periodStart: '2026-02-30', periodEnd: period.endDate });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['facilityId', 'periodStart']);
    const backwards = await draft(f, period.endDate, period.startDate);
    expect(backwards.json().errors).toEqual([{ field: 'periodEnd', message: 'The end must not be before the start' }]);
    const empty = await draft(f);
    expect(empty.json().errors).toEqual([{ field: 'periodStart', message: INVOICE_MESSAGES.nothingToBill }]);
    expect(await t.db.select().from(invoices).where(eq(invoices.facilityId, f))).toEqual([]);
  });

  it('numbers without gaps under concurrent sends, never reuses a voided number, and e-mails a PDF link', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const f = await facility(`Invoice Numbered ${i}`);
      await workedAt(f);
      ids.push((await draft(f)).json().data._id);
    }
    const noContact = await facility('Invoice Nobody', false);
    await workedAt(noContact);
    const orphan = (await draft(noContact)).json().data._id;
    const sent = await Promise.all([...ids, orphan].map((id) => post(`${base}/${id}/send`)));
    expect(sent.slice(0, 5).map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(sent[5]?.json().errors).toEqual([{ field: 'billingContact', message: INVOICE_MESSAGES.noBillingContact }]);
    const numbers = sent.slice(0, 5).map((r) => r.json().data.number as number);
    const low = Math.min(...numbers);
    expect([...numbers].sort((a, b) => a - b)).toEqual([low, low + 1, low + 2, low + 3, low + 4]);
    expect((await post(`${base}/${ids[0]}/send`)).statusCode).toBe(409);

    const first = sent[0]?.json().data;
    expect(first).toMatchObject({ status: 'sent', issuedOn: todayIn(), dueOn: addDays(todayIn(), 30) });
    const mail = await smtp.next(BILLING, `Invoice ${first.number} `);
    const link = new URL(mail.link);
    expect(link.pathname).toMatch(/^\/api\/files\/invoices\//);
    const opened = await t.app.inject({ url: `${link.pathname}${link.search}` });
    expect(opened.statusCode).toBe(200);
    expect(await pdfText(opened.rawPayload)).toContain(`Invoice ${first.number}`);

    const voided = await post(`${base}/${ids[4]}/void`, { reason: 'Wrong facility' });
    expect(voided.json().data).toMatchObject({ status: 'void', voidReason: 'Wrong facility', balance: '0.00' });
    expect((await post(`${base}/${ids[4]}/void`, { reason: 'x' })).statusCode).toBe(409);
    expect((await post(`${base}/${ids[3]}/void`, { reason: ' ' })).json().errors[0].field).toBe('reason');
    const next = await facility('Invoice After Void');
    await workedAt(next);
    const later = await post(`${base}/${(await draft(next)).json().data._id}/send`);
    expect(later.json().data.number).toBe(low + 5);
    // The voided invoice's period is free again for a new draft.
    const f4 = (await dbRow(ids[4] ?? ''))?.facilityId ?? '';
    expect((await draft(f4)).statusCode).toBe(201);
  });

  it('records a partial receipt, then the rest as paid, refuses more than the balance, and audits each', async () => {
    const f = await facility('Invoice Receipts');
    await workedAt(f);
    const id = (await draft(f)).json().data._id;
    expect(
      (await post(`${base}/${id}/receipts`, { amount: '10', receivedOn: todayIn(), reference: 'A' })).statusCode,
    ).toBe(409);
    await post(`${base}/${id}/send`);
    const part = await post(`${base}/${id}/receipts`, {
      amount: '1000.005',
      receivedOn: todayIn(),
      reference: 'CHK-1',
    });
    expect(part.json().data).toMatchObject({ status: 'partially_paid', paid: '1000.00', balance: '1187.50' });
    const over = await post(`${base}/${id}/receipts`, { amount: '1187.51', receivedOn: todayIn(), reference: 'CHK-2' });
    expect(over.json().errors).toEqual([{ field: 'amount', message: INVOICE_MESSAGES.overpaid }]);
    const future = await post(`${base}/${id}/receipts`, {
      amount: '1',
      receivedOn: addDays(todayIn(), 1),
      reference: 'F',
    });
    expect(future.json().errors[0].field).toBe('receivedOn');
    const rest = await post(`${base}/${id}/receipts`, { amount: '1187.50', receivedOn: todayIn(), reference: 'CHK-2' });
    expect(rest.json().data).toMatchObject({ status: 'paid', paid: '2187.50', balance: '0.00' });
    expect(rest.json().data.receipts.map((r: { reference: string }) => r.reference)).toEqual(['CHK-1', 'CHK-2']);
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, id)).orderBy(auditEvents.id);
    expect(events.map((e) => e.action)).toEqual(['create', 'send', 'receive-part', 'receive-full']);
  });

  it('ages open balances by days past due, on screen and in XLSX with numbers', async () => {
    const f = await facility('Invoice Aging');
    await workedAt(f);
    const id = (await draft(f)).json().data._id;
    await post(`${base}/${id}/send`);
    await post(`${base}/${id}/receipts`, { amount: '187.50', receivedOn: todayIn(), reference: 'P' });
    // Sent 75 days ago: 45 days past due.
    await t.db.execute(sql`update invoices set issued_on = ${addDays(todayIn(), -75)}::date,
      due_on = ${addDays(todayIn(), -45)}::date where id = ${id}`);
    const res = await get(`${S}/invoice-reports/aging`);
    const row = res.json().data.rows.find((r: { facility: { name: string } }) => r.facility.name === 'Invoice Aging');
    expect(row).toMatchObject({
      current: '0.00',
      days1to30: '0.00',
      days31to60: '2000.00',
      over90: '0.00',
      total: '2000.00',
    });
    const file = await get(`${S}/invoice-reports/aging/export`);
    const sheet = await sheetOf(file.rawPayload);
    expect(sheet.getRow(1).getCell(4).value).toBe('31-60 days');
    const xrow = [...Array(sheet.rowCount).keys()]
      .map((i) => sheet.getRow(i + 1))
      .find((r) => r.getCell(1).value === 'Invoice Aging');
    expect(xrow?.getCell(4).value).toBe(2000);
  });

  it('reports the margin (billed - pay - malpractice) from the payments, and the journal CSV', async () => {
    const f = await facility('Invoice Margin');
    await workedAt(f);
    for (;;) {
      const res = await t.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'recalculate-payments'
        and state in ('created', 'retry', 'active') and start_after <= now()`);
      if ((res as unknown as { rows: { n: number }[] }).rows[0]?.n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const body = { from: period.startDate, to: period.endDate };
    const res = await post(`${S}/invoice-reports/margin`, body);
    const row = res.json().data.rows.find((r: { facility: { name: string } }) => r.facility.name === 'Invoice Margin');
    expect(row).toMatchObject({ billed: '2187.50', pay: '1462.50', malpractice: '0.00', margin: '725.00' });
    const file = await post(`${S}/invoice-reports/margin/export`, body);
    const sheet = await sheetOf(file.rawPayload);
    expect(sheet.getRow(2).getCell(5).type).toBe(ExcelJS.ValueType.Number);
    expect(
      (await post(`${S}/invoice-reports/margin`, { from: period.endDate, to: period.startDate })).json().errors[0]
        .field,
    ).toBe('to');

    const journal = await post(`${S}/invoice-reports/journal`, { from: addDays(todayIn(), -1), to: todayIn() });
    expect(journal.headers['content-type']).toContain('text/csv');
    const [header, ...lines] = journal.body.trim().split(/\r?\n/);
    expect(header).toBe(JOURNAL_COLUMNS.join(','));
    expect(lines.some((l) => /,receipt,\d+,Invoice Receipts,CHK-2,Cash,Accounts Receivable,1187.50$/.test(l))).toBe(
      true,
    );
    expect(
      lines.some((l) => /,void,\d+,Invoice Numbered 4,Wrong facility,Revenue,Accounts Receivable,2187.50$/.test(l)),
    ).toBe(true);
  });

  it('needs each permission; a provider reaches nothing', async () => {
    const viewer = bearer(await t.iconUserToken(['view-invoices']));
    const staff = '/api/icon-users/invoices';
    expect((await t.post(`${staff}/all`, viewer)).statusCode).toBe(200);
    expect(
      (
        await t.post(staff, viewer, {
          facilityId: crypto.randomUUID(),
          periodStart: '2026-01-01',
          periodEnd: '2026-01-02',
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/icon-users/invoice-reports/aging', headers: viewer })).statusCode).toBe(
      403,
    );
    const provider = bearer(await t.providerToken());
    expect((await t.post(`${staff}/all`, provider)).statusCode).toBe(403);
    expect((await get(`${base}/01900000-0000-7000-8000-000000000000`)).statusCode).toBe(404);
  });
});
