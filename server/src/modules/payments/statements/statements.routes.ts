import { PAY_STATEMENT_API, PAY_STATEMENT_MESSAGES, PAYMENT_STATUS_LABELS } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffFamily } from '../../../platform/access.ts';
import { ctxOf } from '../../../platform/context.ts';
import { type Mount, serve } from '../../../platform/endpoint.ts';
import { type ExportColumn, sendExport } from '../../../platform/exports.ts';
import { ok } from '../../../platform/http.ts';
import { sendFile } from '../../../platform/send-file.ts';
import { registerTotals } from './statements.pdf.ts';
import * as st from './statements.service.ts';

const E = PAY_STATEMENT_API;
const dollars = (cents: number) => cents / 100;

/** A register line: a payment, or the total line (no status, the count in the provider column). */
type RegisterLine = st.PayFigures & { provider: string; email: string; status: string };

const REGISTER_COLUMNS: ExportColumn<RegisterLine>[] = [
  { header: 'Provider', width: 28, value: (r) => r.provider },
  { header: 'Provider e-mail', width: 30, value: (r) => r.email },
  { header: 'Status', width: 10, value: (r) => r.status },
  { header: 'Hours', width: 10, kind: 'minutes', value: (r) => r.workedMinutes },
  { header: 'Gross pay', width: 14, kind: 'money', value: (r) => dollars(r.grossPay) },
  { header: 'Expenses', width: 14, kind: 'money', value: (r) => dollars(r.expenses) },
  { header: 'Bonuses', width: 14, kind: 'money', value: (r) => dollars(r.bonuses) },
  { header: 'Deductions', width: 14, kind: 'money', value: (r) => dollars(r.deductions) },
  { header: 'Net pay', width: 14, kind: 'money', value: (r) => dollars(r.netPay) },
];

async function* registerLines(rows: st.RegisterRow[]): AsyncGenerator<RegisterLine> {
  for (const { p, provider } of rows)
    yield {
      provider: `${provider.lastName}, ${provider.firstName}`,
      email: provider.email,
      status: PAYMENT_STATUS_LABELS[p.status],
      workedMinutes: p.workedMinutes,
      grossPay: p.grossPayCents,
      expenses: p.expensesCents,
      bonuses: p.bonusesCents,
      deductions: p.deductionsCents,
      netPay: p.netPayCents,
    };
  const { count, ...t } = registerTotals(rows);
  yield { provider: `Total (${count})`, email: '', status: '', ...t };
}

const pdfFile = (pdf: Buffer) => ({ contentType: 'application/pdf', size: pdf.length, body: pdf });

/** A statement: staff with view-payments reach any, a provider their own (the same descriptor, both mounts). */
function statementRoute(app: Parameters<FastifyPluginAsyncZod>[0], mount: Mount) {
  serve(app, mount, E.statement, async (req, reply) => {
    const { pdf, name } = await st.paymentStatement(ctxOf(req), req.params.id);
    return sendFile(reply, pdfFile(pdf), 'attachment', name);
  });
}

export const ownStatementRoutes: FastifyPluginAsyncZod = async (app) => statementRoute(app, 'provider');

/** Statements, the register and statement runs, both staff families. */
export const statementsRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  statementRoute(app, family);
  serve(app, family, E.register, async (req, reply) => {
    const ctx = ctxOf(req);
    if (req.query.format === 'pdf') {
      const { pdf, name } = await st.registerPdfOf(ctx, req.query.payPeriodId);
      return sendFile(reply, pdfFile(pdf), 'attachment', `${name}.pdf`);
    }
    const { period, rows } = await st.registerRows(ctx, req.query.payPeriodId);
    return sendExport(reply, {
      name: `payments-register-${period.endDate}`,
      sheetName: 'Payments register',
      columns: REGISTER_COLUMNS,
      rows: registerLines(rows),
    });
  });
  serve(app, family, E.startRun, async (req) =>
    ok(await st.startRun(ctxOf(req), req.body.payPeriodId), PAY_STATEMENT_MESSAGES.runStarted),
  );
  serve(app, family, E.retryRun, async (req) =>
    ok(await st.retryRun(ctxOf(req), req.params.id), PAY_STATEMENT_MESSAGES.runRetried),
  );
  serve(app, family, E.latestRun, async (req) => ok(await st.latestRun(ctxOf(req), req.query.payPeriodId)));
  serve(app, family, E.getRun, async (req) => ok(await st.getRun(ctxOf(req), req.params.id)));
  serve(app, family, E.downloadRun, async (req, reply) => {
    const { zip, name } = await st.runZip(ctxOf(req), req.params.id);
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .send(zip);
  });
};
