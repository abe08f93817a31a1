import {
  addDays,
  centsToAmount,
  daysBetween,
  displayDay,
  displaySpan,
  INVOICE_LINK_DAYS,
  INVOICE_MAX_DAYS,
  INVOICE_MESSAGES,
  INVOICE_TERMS_DAYS,
  type Invoice,
  type InvoiceDetail,
  type InvoiceListBody,
  type InvoiceVoidInput,
  type invoiceInputSchema,
  type invoiceReceiptInputSchema,
  type ListPage,
  type ListQuery,
  todayIn,
} from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { listAnswer } from '../../platform/list.ts';
import { composeMail } from '../../platform/mail.ts';
import { webLink } from '../../platform/web-links.ts';
import { applyTransition } from '../../platform/workflow.ts';
import { invoicePdf } from './invoices.pdf.ts';
import * as repo from './invoices.repo.ts';
import { INVOICE_TARGET } from './invoices.workflow.ts';

type CreateInput = z.output<typeof invoiceInputSchema>;
type ReceiptInput = z.output<typeof invoiceReceiptInputSchema>;

const toInvoice = ({ i, facility }: repo.InvoiceRow): Invoice => ({
  _id: i.id,
  number: i.number,
  facility: { _id: facility.id, name: facility.name },
  periodStart: i.periodStart,
  periodEnd: i.periodEnd,
  status: i.status,
  hours: centsToAmount(i.hoursCents),
  expenses: centsToAmount(i.expensesCents),
  total: centsToAmount(i.totalCents),
  paid: centsToAmount(i.paidCents),
  balance: centsToAmount(i.status === 'void' ? 0 : i.totalCents - i.paidCents),
  issuedOn: i.issuedOn,
  dueOn: i.dueOn,
  voidReason: i.voidReason,
  createdAt: i.createdAt.toISOString(),
});

export async function listInvoices(ctx: Ctx, query: ListQuery, body: InvoiceListBody): Promise<ListPage<Invoice>> {
  const { rows, totals } = await repo.listInvoices(ctx.db, query, body);
  return listAnswer(query, totals, rows.map(toInvoice));
}

async function found(db: Db, id: string, lock = false) {
  const row = await repo.findInvoice(db, id, lock);
  if (!row) throw notFound(INVOICE_MESSAGES.notFound);
  return row;
}

/** One invoice with its lines, receipts and the facility's billing contact. */
async function detailOf(db: Db, id: string): Promise<InvoiceDetail> {
  const row = await found(db, id);
  const [lines, receipts, billingContact] = await Promise.all([
    repo.linesOf(db, id),
    repo.receiptsOf(db, id),
    repo.billingContactOf(db, row.i.facilityId),
  ]);
  return {
    ...toInvoice(row),
    billingContact,
    lines: lines.map(({ l, provider }) => ({
      _id: l.id,
      kind: l.kind,
      provider: { _id: provider.id, name: `${provider.firstName} ${provider.lastName}` },
      day: l.day,
      rateSet: l.rateSet,
      workedMinutes: l.workedMinutes,
      onCallMinutes: l.onCallMinutes,
      description: l.description,
      amount: centsToAmount(l.amountCents),
    })),
    receipts: receipts.map((r) => ({
      _id: r.id,
      amount: centsToAmount(r.amountCents),
      receivedOn: r.receivedOn,
      reference: r.reference,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

export const getInvoice = (ctx: Ctx, id: string) => detailOf(ctx.db, id);

/** Draws up a draft from what is approved now; 400 when the period overlaps a live invoice or has nothing to bill. */
export async function createInvoice(ctx: Ctx, input: CreateInput): Promise<InvoiceDetail> {
  const { facilityId, periodStart, periodEnd } = input;
  if (daysBetween(periodStart, periodEnd) >= INVOICE_MAX_DAYS)
    throw fieldError('periodEnd', INVOICE_MESSAGES.periodTooLong);
  const id = uuidv7();
  await ctx.db.transaction(async (tx) => {
    await repo.lockFacility(tx, facilityId);
    if (await repo.overlapping(tx, facilityId, periodStart, periodEnd))
      throw fieldError('periodStart', INVOICE_MESSAGES.periodTaken);
    await repo.insertInvoice(tx, { id, facilityId, periodStart, periodEnd });
    await repo.insertLines(tx, id, facilityId, periodStart, periodEnd);
    const total = await repo.totalLines(tx, id);
    if (total <= 0) throw fieldError('periodStart', INVOICE_MESSAGES.nothingToBill);
    await audit(tx, ctx, {
      action: 'create',
      entityType: 'invoice',
      entityId: id,
      after: { facilityId, periodStart, periodEnd, status: 'draft', total: centsToAmount(total) },
    });
  });
  return detailOf(ctx.db, id);
}

/**
 * Numbers a draft and e-mails the facility's billing contact a signed, expiring link to the PDF as sent. The number
 * comes from the counter row, locked by this transaction until it commits: a refused or failed send rolls the
 * counter back with it, so numbers have no gaps.
 */
export async function sendInvoice(ctx: Ctx, id: string): Promise<InvoiceDetail> {
  await ctx.db.transaction(async (tx) => {
    const row = await found(tx, id, true);
    const contact = await repo.billingContactOf(tx, row.i.facilityId);
    if (row.i.status === 'draft' && !contact) throw fieldError('billingContact', INVOICE_MESSAGES.noBillingContact);
    const txCtx = { ...ctx, db: tx };
    const issuedOn = todayIn();
    const dueOn = addDays(issuedOn, INVOICE_TERMS_DAYS);
    // The engine refuses a non-draft before a number is taken (its own lock is on this row already).
    const number = row.i.status === 'draft' ? await repo.takeNumber(tx) : null;
    await applyTransition(txCtx, INVOICE_TARGET, {
      id,
      action: 'send',
      set: { number, issuedOn, dueOn, sentTo: contact?.email },
      auditAfter: { number, issuedOn, dueOn, sentTo: contact?.email },
    });
    if (!contact) return;
    const detail = await detailOf(tx, id);
    const pdf = await invoicePdf(detail).buffer;
    const key = await ctx.storage.put('invoices', 'pdf', pdf, { contentType: 'application/pdf' });
    await repo.setPdfKey(tx, id, key);
    const url = webLink(ctx.config, ctx.storage.signedUrl(key, INVOICE_LINK_DAYS * 86_400));
    await ctx.mail.notice(
      composeMail(ctx.config, contact.email, {
        subject: `Invoice ${number} from ICON: ${detail.facility.name}`,
        greeting: `Hello ${contact.name},`,
        paragraphs: [
          `Invoice ${number} for ${detail.facility.name}, ${displaySpan(detail.periodStart, detail.periodEnd)}, ` +
            `totals $${detail.total} and is due on ${displayDay(dueOn)}.`,
          `The link opens the invoice as a PDF and expires in ${INVOICE_LINK_DAYS} days.`,
        ],
        action: { label: 'Open invoice', url },
      }),
      tx,
    );
  });
  return detailOf(ctx.db, id);
}

/** Records a receipt: paid once the receipts reach the total, partially paid before. */
export async function recordReceipt(ctx: Ctx, id: string, input: ReceiptInput): Promise<InvoiceDetail> {
  if (input.receivedOn > todayIn()) throw fieldError('receivedOn', INVOICE_MESSAGES.receivedInFuture);
  await ctx.db.transaction(async (tx) => {
    const row = await found(tx, id, true);
    const balance = row.i.totalCents - row.i.paidCents;
    const movable = row.i.status === 'sent' || row.i.status === 'partially_paid';
    if (movable && input.amount > balance) throw fieldError('amount', INVOICE_MESSAGES.overpaid);
    const receipt = { amount: centsToAmount(input.amount), receivedOn: input.receivedOn, reference: input.reference };
    await applyTransition({ ...ctx, db: tx }, INVOICE_TARGET, {
      id,
      action: input.amount === balance ? 'receive-full' : 'receive-part',
      auditAfter: { receipt, paid: centsToAmount(row.i.paidCents + input.amount) },
      effects: async (inner) => {
        await repo.insertReceipt(inner, { id: uuidv7(), invoiceId: id, amountCents: input.amount, ...input });
        return undefined;
      },
    });
  });
  return detailOf(ctx.db, id);
}

/** Voids a draft or sent invoice with a reason; its number stays taken. */
export async function voidInvoice(ctx: Ctx, id: string, input: InvoiceVoidInput): Promise<InvoiceDetail> {
  await applyTransition(ctx, INVOICE_TARGET, {
    id,
    action: 'void',
    set: { voidReason: input.reason, voidedOn: todayIn() },
    auditAfter: { voidReason: input.reason },
  });
  return detailOf(ctx.db, id);
}

/** The invoice as PDF (as it stands now). */
export async function invoicePdfOf(ctx: Ctx, id: string) {
  const detail = await detailOf(ctx.db, id);
  const { buffer, name } = invoicePdf(detail);
  return { pdf: await buffer, name };
}
