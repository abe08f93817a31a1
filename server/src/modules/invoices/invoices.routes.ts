import {
  AGING_LABELS,
  type AgingRow,
  INVOICE_API,
  INVOICE_MESSAGES,
  JOURNAL_COLUMNS,
  type MarginRow,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffFamily } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import { type ExportColumn, sendExport } from '../../platform/exports.ts';
import { ok } from '../../platform/http.ts';
import { serveRecords } from '../../platform/record-routes.ts';
import * as reports from './invoice-reports.service.ts';
import * as invoices from './invoices.service.ts';

async function* each<T>(rows: T[]) {
  yield* rows;
}

const AGING_COLUMNS: ExportColumn<AgingRow>[] = [
  { header: 'Facility', width: 32, value: (r) => r.facility.name },
  ...(['current', 'days1to30', 'days31to60', 'days61to90', 'over90', 'total'] as const).map(
    (k): ExportColumn<AgingRow> => ({
      header: k === 'total' ? 'Total' : AGING_LABELS[k],
      width: 16,
      kind: 'money',
      value: (r) => r[k],
    }),
  ),
];

const MARGIN_COLUMNS: ExportColumn<MarginRow>[] = [
  { header: 'Facility', width: 30, value: (r) => r.facility.name },
  { header: 'Provider', width: 26, value: (r) => r.provider.name },
  { header: 'Period start', width: 14, kind: 'date', value: (r) => r.periodStart },
  { header: 'Period end', width: 14, kind: 'date', value: (r) => r.periodEnd },
  { header: 'Billed', width: 14, kind: 'money', value: (r) => r.billed },
  { header: 'Pay', width: 14, kind: 'money', value: (r) => r.pay },
  { header: 'Malpractice', width: 14, kind: 'money', value: (r) => r.malpractice },
  { header: 'Margin', width: 14, kind: 'money', value: (r) => r.margin },
];

const [DATE, ENTRY, NUMBER, FACILITY, REFERENCE, DEBIT, CREDIT, AMOUNT] = JOURNAL_COLUMNS;
const JOURNAL_EXPORT: ExportColumn<reports.JournalLine>[] = [
  { header: DATE, kind: 'date', value: (r) => r.day },
  { header: ENTRY, value: (r) => r.entry },
  { header: NUMBER, kind: 'number', value: (r) => r.number },
  { header: FACILITY, value: (r) => r.facility },
  { header: REFERENCE, value: (r) => r.reference },
  { header: DEBIT, value: (r) => r.debit },
  { header: CREDIT, value: (r) => r.credit },
  { header: AMOUNT, kind: 'money', value: (r) => r.amount },
];

export const invoicesRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  const E = INVOICE_API;
  serveRecords(app, family, {
    list: [E.list, invoices.listInvoices],
    get: [E.get, invoices.getInvoice],
    create: [E.create, invoices.createInvoice, INVOICE_MESSAGES.created],
  });
  serve(app, family, E.pdf, async (req, reply) => {
    const { pdf, name } = await invoices.invoicePdfOf(ctxOf(req), req.params.id);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .send(pdf);
  });
  serve(app, family, E.send, async (req) =>
    ok(await invoices.sendInvoice(ctxOf(req), req.params.id), INVOICE_MESSAGES.sent),
  );
  serve(app, family, E.receipt, async (req) =>
    ok(await invoices.recordReceipt(ctxOf(req), req.params.id, req.body), INVOICE_MESSAGES.receiptRecorded),
  );
  serve(app, family, E.void, async (req) =>
    ok(await invoices.voidInvoice(ctxOf(req), req.params.id, req.body), INVOICE_MESSAGES.voided),
  );
  serve(app, family, E.aging, async (req) => ok(await reports.agingReport(ctxOf(req))));
  serve(app, family, E.agingExport, async (req, reply) => {
    const report = await reports.agingReport(ctxOf(req));
    return sendExport(reply, {
      name: `aging-${report.asOf}`,
      sheetName: 'Aging',
      columns: AGING_COLUMNS,
      rows: each([...report.rows, report.totals]),
    });
  });
  serve(app, family, E.margin, async (req) => ok(await reports.marginReport(ctxOf(req), req.body)));
  serve(app, family, E.marginExport, async (req, reply) => {
    const report = await reports.marginReport(ctxOf(req), req.body);
    const total: MarginRow = {
      facility: { _id: '', name: 'Total' },
      provider: { _id: '', name: '' },
      periodStart: '',
      periodEnd: '',
      ...report.totals,
    };
    return sendExport(reply, {
      name: `margin-${req.body.from}-${req.body.to}`,
      sheetName: 'Margin',
      columns: MARGIN_COLUMNS,
      rows: each([...report.rows, total]),
    });
  });
  serve(app, family, E.journal, async (req, reply) =>
    sendExport(reply, {
      name: `journal-${req.body.from}-${req.body.to}`,
      sheetName: 'Journal',
      columns: JOURNAL_EXPORT,
      rows: reports.journalLines(ctxOf(req), req.body),
      format: 'csv',
    }),
  );
};
