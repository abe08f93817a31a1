import {
  approveAllBodySchema,
  approveAllRunSchema,
  assignedFacilitySchema,
  EXPENSE_MESSAGES,
  EXPENSE_TYPE_LABELS,
  type Expense,
  expenseInputSchema,
  expenseListBodySchema,
  expenseSchema,
  idParamSchema,
  listPageSchema,
  listQuerySchema,
  notApproveBodySchema,
  okSchema,
  receiptSchema,
  staffExpenseInputSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Access, PROVIDER, type StaffFamily, staff } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { type ExportColumn, sendExport } from '../../platform/exports.ts';
import { ok } from '../../platform/http.ts';
import { previewable } from '../../platform/previews.ts';
import { readUpload } from '../../platform/uploads.ts';
import { expenseReportPdf } from './expenses.report.ts';
import * as ex from './expenses.service.ts';

const tags = ['expenses'];
const P = '/expenses';
const one = { 200: okSchema(expenseSchema) };
const page = { 200: okSchema(listPageSchema(expenseSchema).extend({ totalAmount: z.string() })) };

const EXPORT_COLUMNS: ExportColumn<Expense>[] = [
  { header: 'Date', width: 12, kind: 'date', value: (e) => e.date },
  { header: 'Provider', width: 28, value: (e) => `${e.provider.firstName} ${e.provider.lastName}` },
  { header: 'Provider e-mail', width: 30, value: (e) => e.provider.email },
  { header: 'Facility', width: 32, value: (e) => e.facility.name },
  { header: 'Type', width: 14, value: (e) => EXPENSE_TYPE_LABELS[e.type] },
  { header: 'Miles', width: 10, kind: 'number', value: (e) => (e.miles === null ? null : Number(e.miles)) },
  { header: 'Amount', width: 14, kind: 'money', value: (e) => Number(e.amount) },
  {
    header: 'Status',
    width: 14,
    value: (e) => ({ pending: 'Pending', approved: 'Approved', 'not-approved': 'Not Approved' })[e.status],
  },
  { header: 'Reason', width: 30, value: (e) => e.reason },
  { header: 'Description', width: 40, value: (e) => e.description },
  { header: 'Receipts', width: 10, kind: 'number', value: (e) => e.receipts.length },
];

/** The routes providers and staff share; `guard` gives each its access (the provider's repos scope to them). */
function sharedRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  guard: (permission: string) => { access: Access },
  staffSide: boolean,
) {
  app.post(
    `${P}/all`,
    {
      config: guard('view-expenses'),
      schema: {
        tags,
        summary: 'List expenses (filters status, providerId, facilityId, type, dateFrom, dateTo; search; sort)',
        querystring: listQuerySchema,
        body: expenseListBodySchema,
        response: page,
      },
    },
    async (req) => ok(await ex.listExpenses(ctxOf(req), req.query, req.body)),
  );

  app.post(
    `${P}/report/download`,
    {
      config: guard('view-expenses'),
      schema: {
        tags,
        summary:
          'The filtered expenses as XLSX (format=csv: CSV; format=pdf: the expense report of one provider and period, with receipt thumbnails)',
        querystring: z.object({ format: z.enum(['xlsx', 'csv', 'pdf']).default('xlsx') }),
        body: expenseListBodySchema,
      },
    },
    async (req, reply) => {
      const ctx = ctxOf(req);
      if (req.query.format === 'pdf') {
        const { pdf, name } = await expenseReportPdf(ctx, req.body);
        return reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', `attachment; filename="${name}"`)
          .send(pdf);
      }
      return sendExport(reply, {
        format: req.query.format,
        name: 'expenses',
        sheetName: 'Expenses',
        columns: EXPORT_COLUMNS,
        rows: ex.exportExpenses(ctx, req.body),
      });
    },
  );

  app.get(
    `${P}/assigned-facilities`,
    {
      config: guard('view-expenses'),
      schema: {
        tags,
        summary: "The facilities an expense may be claimed for (the provider's assigned ones)",
        querystring: z.object({ providerId: z.uuid().optional() }),
        response: { 200: okSchema(z.array(assignedFacilitySchema)) },
      },
    },
    async (req) => ok(await ex.assignedFacilities(ctxOf(req), req.query.providerId)),
  );

  app.post(
    `${P}/receipts`,
    {
      config: guard(staffSide ? 'add-expenses' : 'view-expenses'),
      schema: {
        tags,
        summary: 'Upload one receipt (multipart field "file": PDF, PNG, JPG, JPEG, HEIC, HEIF; 15,000,000 bytes)',
        consumes: ['multipart/form-data'],
        response: { 201: okSchema(receiptSchema) },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(ok(await ex.uploadReceipt(ctxOf(req), await readUpload(req)), EXPENSE_MESSAGES.receiptUploaded)),
  );

  app.get(
    `${P}/:id`,
    {
      config: guard('view-expenses'),
      schema: { tags, summary: 'One expense with its receipts', params: idParamSchema, response: one },
    },
    async (req) => ok(await ex.getExpense(ctxOf(req), req.params.id)),
  );

  app.get(
    `${P}/:id/preview`,
    {
      config: guard('view-expenses'),
      schema: {
        tags,
        summary: 'A receipt of the expense, streamed with its type (shown in the page)',
        params: idParamSchema,
        querystring: z.object({ receiptId: z.uuid() }),
      },
    },
    async (req, reply) => {
      const { receipt, file } = await ex.receiptFile(ctxOf(req), req.params.id, req.query.receiptId);
      // HEIC/HEIF photos are answered as JPEG so the page can show them.
      const shown = await previewable(receipt.contentType, file.size, file.body);
      const safeName = receipt.name.replace(/[^\w.-]+/g, '_');
      return reply
        .header('Content-Type', shown.contentType)
        .header('Content-Length', shown.size)
        .header('Content-Disposition', `inline; filename="${safeName}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(shown.body);
    },
  );

  app.put(
    `${P}/:id`,
    {
      config: guard('edit-expenses'),
      schema: {
        tags,
        summary: 'Change a pending expense (receiptIds: the receipts it keeps plus new uploads)',
        params: idParamSchema,
        body: expenseInputSchema,
        response: one,
      },
    },
    async (req) => ok(await ex.updateExpense(ctxOf(req), req.params.id, req.body), EXPENSE_MESSAGES.updated),
  );

  app.delete(
    `${P}/:id`,
    {
      config: guard('delete-expenses'),
      schema: { tags, summary: 'Delete a pending expense', params: idParamSchema },
    },
    async (req) => {
      await ex.deleteExpense(ctxOf(req), req.params.id);
      return ok(null, EXPENSE_MESSAGES.deleted);
    },
  );
}

export const expensesRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  sharedRoutes(app, (permission) => staff(family, permission), true);

  app.post(
    P,
    {
      config: staff(family, 'add-expenses'),
      schema: {
        tags,
        summary: 'Add an expense for a provider (pending)',
        body: staffExpenseInputSchema,
        response: { 201: okSchema(expenseSchema) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await ex.createExpense(ctxOf(req), req.body), EXPENSE_MESSAGES.created)),
  );

  app.post(
    `${P}/:id/approve`,
    {
      config: staff(family, 'approve-expenses'),
      schema: { tags, summary: 'Approve a pending expense', params: idParamSchema, response: one },
    },
    async (req) => ok(await ex.approveExpense(ctxOf(req), req.params.id), EXPENSE_MESSAGES.approved),
  );

  app.post(
    `${P}/:id/not-approved`,
    {
      config: staff(family, 'approve-expenses'),
      schema: {
        tags,
        summary: 'Refuse a pending expense, with a reason',
        params: idParamSchema,
        body: notApproveBodySchema,
        response: one,
      },
    },
    async (req) =>
      ok(await ex.notApproveExpense(ctxOf(req), req.params.id, req.body.reason), EXPENSE_MESSAGES.notApproved),
  );

  app.post(
    `${P}/approve/all/count`,
    {
      config: staff(family, 'approve-expenses'),
      schema: {
        tags,
        summary: 'How many pending expenses match the filter (asked before approve/all)',
        body: approveAllBodySchema,
        response: { 200: okSchema(z.object({ count: z.number() })) },
      },
    },
    async (req) => ok(await ex.approveAllCount(ctxOf(req), req.body)),
  );

  app.post(
    `${P}/approve/all`,
    {
      config: staff(family, 'approve-expenses'),
      schema: {
        tags,
        summary: 'Approve every pending expense matching the filter, as a job (202); each exactly once',
        body: approveAllBodySchema,
        response: { 202: okSchema(z.object({ runId: z.string(), totalCount: z.number() })) },
      },
    },
    async (req, reply) =>
      reply.status(202).send(ok(await ex.startApproveAll(ctxOf(req), req.body), EXPENSE_MESSAGES.approveAllStarted)),
  );

  app.get(
    `${P}/approve/all/:id`,
    {
      config: staff(family, 'approve-expenses'),
      schema: {
        tags,
        summary: 'The progress of an approve/all run',
        params: idParamSchema,
        response: { 200: okSchema(approveAllRunSchema) },
      },
    },
    async (req) => ok(await ex.approveAllRun(ctxOf(req), req.params.id)),
  );
};

/** A provider's own expenses: list, add, view, change and delete while pending, receipts. Never approve. */
export const ownExpensesRoutes: FastifyPluginAsyncZod = async (app) => {
  sharedRoutes(app, () => PROVIDER, false);

  app.post(
    P,
    {
      config: PROVIDER,
      schema: {
        tags,
        summary: 'Claim an expense for one of my assigned facilities (pending)',
        body: expenseInputSchema,
        response: { 201: okSchema(expenseSchema) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await ex.createExpense(ctxOf(req), req.body), EXPENSE_MESSAGES.created)),
  );
};
