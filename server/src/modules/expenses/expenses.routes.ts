import { EXPENSE_API, EXPENSE_MESSAGES, EXPENSE_TYPE_LABELS, type Expense, OWN_EXPENSE_API } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffFamily } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { type Mount, serve } from '../../platform/endpoint.ts';
import { type ExportColumn, sendExport } from '../../platform/exports.ts';
import { ok } from '../../platform/http.ts';
import { previewable } from '../../platform/previews.ts';
import { sendFile } from '../../platform/send-file.ts';
import { readUpload } from '../../platform/uploads.ts';
import { expenseReportPdf } from './expenses.report.ts';
import * as ex from './expenses.service.ts';

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

/** The routes providers and staff share (the provider's repos scope to them). */
function sharedRoutes(app: Parameters<FastifyPluginAsyncZod>[0], mount: Mount) {
  const E = EXPENSE_API;
  serve(app, mount, E.list, async (req) => ok(await ex.listExpenses(ctxOf(req), req.query, req.body)));

  serve(app, mount, E.report, async (req, reply) => {
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
  });

  serve(app, mount, E.uploadReceipt, async (req) =>
    ok(await ex.uploadReceipt(ctxOf(req), await readUpload(req)), EXPENSE_MESSAGES.receiptUploaded),
  );

  serve(app, mount, E.get, async (req) => ok(await ex.getExpense(ctxOf(req), req.params.id)));

  serve(app, mount, E.preview, async (req, reply) => {
    const { receipt, file } = await ex.receiptFile(ctxOf(req), req.params.id, req.query.receiptId);
    // HEIC/HEIF photos are answered as JPEG so the page can show them.
    const shown = await previewable(receipt.contentType, file.size, file.body);
    // Narrower than sendFile's own cleaning: a receipt's name keeps no spaces or brackets.
    return sendFile(reply, shown, 'inline', receipt.name.replace(/[^\w.-]+/g, '_'));
  });

  serve(app, mount, E.update, async (req) =>
    ok(await ex.updateExpense(ctxOf(req), req.params.id, req.body), EXPENSE_MESSAGES.updated),
  );

  serve(app, mount, E.remove, async (req) => {
    await ex.deleteExpense(ctxOf(req), req.params.id);
    return ok(null, EXPENSE_MESSAGES.deleted);
  });
}

export const expensesRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  const E = EXPENSE_API;
  sharedRoutes(app, family);
  serve(app, family, E.assignedFacilities, async (req) =>
    ok(await ex.assignedFacilities(ctxOf(req), req.query.providerId)),
  );
  serve(app, family, E.create, async (req) =>
    ok(await ex.createExpense(ctxOf(req), req.body), EXPENSE_MESSAGES.created),
  );
  serve(app, family, E.approve, async (req) =>
    ok(await ex.approveExpense(ctxOf(req), req.params.id), EXPENSE_MESSAGES.approved),
  );
  serve(app, family, E.billable, async (req) =>
    ok(await ex.setExpenseBillable(ctxOf(req), req.params.id, req.body.billable), EXPENSE_MESSAGES.billableSet),
  );
  serve(app, family, E.notApprove, async (req) =>
    ok(await ex.notApproveExpense(ctxOf(req), req.params.id, req.body.reason), EXPENSE_MESSAGES.notApproved),
  );
  serve(app, family, E.approveAllCount, async (req) => ok(await ex.approveAllCount(ctxOf(req), req.body)));
  serve(app, family, E.approveAll, async (req) =>
    ok(await ex.startApproveAll(ctxOf(req), req.body), EXPENSE_MESSAGES.approveAllStarted),
  );
  serve(app, family, E.approveAllRun, async (req) => ok(await ex.approveAllRun(ctxOf(req), req.params.id)));
};

/** A provider's own expenses: list, add, view, change and delete while pending, receipts. Never approve. */
export const ownExpensesRoutes: FastifyPluginAsyncZod = async (app) => {
  sharedRoutes(app, 'provider');
  serve(app, 'provider', OWN_EXPENSE_API.assignedFacilities, async (req) =>
    ok(await ex.assignedFacilities(ctxOf(req))),
  );
  serve(app, 'provider', OWN_EXPENSE_API.create, async (req) =>
    ok(await ex.createExpense(ctxOf(req), req.body), EXPENSE_MESSAGES.created),
  );
};
