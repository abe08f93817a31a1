import {
  OWN_PAYMENT_API,
  PAY_PERIOD_CLOSE_API,
  PAY_PERIOD_MESSAGES,
  PAYMENT_API,
  PAYMENT_MESSAGES,
  PAYMENT_STATUS_LABELS,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffFamily } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import { type ExportColumn, sendExport } from '../../platform/exports.ts';
import { ok } from '../../platform/http.ts';
import { serveExport } from '../../platform/route-blocks.ts';
import * as adjustments from './pay-adjustments.service.ts';
import * as pay from './payments.service.ts';

const dollars = (cents: number) => cents / 100;
const name = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/** Spec section 7, bi-weekly export: one row per provider per pay period (a payment), totals as in the list. */
const PERIOD_COLUMNS: ExportColumn<pay.PaymentRow>[] = [
  { header: 'Provider', width: 28, value: (r) => name(r.provider) },
  { header: 'Provider e-mail', width: 30, value: (r) => r.provider.email },
  { header: 'Pay period start', width: 16, kind: 'date', value: (r) => r.period.startDate },
  { header: 'Pay period end', width: 16, kind: 'date', value: (r) => r.period.endDate },
  { header: 'Status', width: 12, value: (r) => PAYMENT_STATUS_LABELS[r.p.status] },
  { header: 'Hours', width: 10, kind: 'minutes', value: (r) => r.p.workedMinutes },
  { header: 'On-call hours', width: 12, kind: 'minutes', value: (r) => r.p.onCallMinutes },
  { header: 'Gross pay', width: 14, kind: 'money', value: (r) => dollars(r.p.grossPayCents) },
  { header: 'Expenses', width: 14, kind: 'money', value: (r) => dollars(r.p.expensesCents) },
  { header: 'Bonuses', width: 14, kind: 'money', value: (r) => dollars(r.p.bonusesCents) },
  { header: 'Deductions', width: 14, kind: 'money', value: (r) => dollars(r.p.deductionsCents) },
  { header: 'Net pay', width: 14, kind: 'money', value: (r) => dollars(r.p.netPayCents) },
  { header: 'Billed', width: 14, kind: 'money', value: (r) => dollars(r.p.billedCents) },
  { header: 'Malpractice cost', width: 14, kind: 'money', value: (r) => dollars(r.p.malpracticeCents) },
  { header: 'Margin', width: 14, kind: 'money', value: (r) => dollars(r.p.marginCents) },
  { header: 'Hold reason', width: 40, value: (r) => r.p.holdReason },
  { header: 'Paid on', width: 12, kind: 'date', value: (r) => r.p.paidOn },
  { header: 'Payment reference', width: 20, value: (r) => r.p.paidReference },
];

/** The payroll hand-off of a closed period (README, "Payroll CSV"): one row per payment, amounts in dollars. */
const PAYROLL_COLUMNS: ExportColumn<adjustments.PayrollRow>[] = [
  { header: 'Provider', value: (r) => name(r.provider) },
  { header: 'NPI', value: (r) => r.npi },
  { header: 'Gross', kind: 'money', value: (r) => dollars(r.grossPayCents) },
  { header: 'Expenses', kind: 'money', value: (r) => dollars(r.expensesCents) },
  { header: 'Bonuses', kind: 'money', value: (r) => dollars(r.bonusesCents) },
  { header: 'Deductions', kind: 'money', value: (r) => dollars(r.deductionsCents) },
  { header: 'Net', kind: 'money', value: (r) => dollars(r.netPayCents) },
];

/** Spec section 7, day-wise export: one row per provider per day worked. */
const DAY_COLUMNS: ExportColumn<pay.DayRow>[] = [
  { header: 'Provider', width: 28, value: (r) => r.providerName },
  { header: 'Provider e-mail', width: 30, value: (r) => r.email },
  { header: 'Date', width: 12, kind: 'date', value: (r) => r.day },
  { header: 'Facilities', width: 30, value: (r) => r.facilities },
  { header: 'Pay period start', width: 16, kind: 'date', value: (r) => r.periodStart },
  { header: 'Pay period end', width: 16, kind: 'date', value: (r) => r.periodEnd },
  { header: 'Status', width: 12, value: (r) => PAYMENT_STATUS_LABELS[r.status as keyof typeof PAYMENT_STATUS_LABELS] },
  { header: 'Hours', width: 10, kind: 'minutes', value: (r) => r.workedMinutes },
  { header: 'On-call hours', width: 12, kind: 'minutes', value: (r) => r.onCallMinutes },
  { header: 'Pay', width: 14, kind: 'money', value: (r) => dollars(r.payCents) },
  { header: 'Billed', width: 14, kind: 'money', value: (r) => dollars(r.billCents) },
  { header: 'Malpractice cost', width: 14, kind: 'money', value: (r) => dollars(r.malpracticeCents) },
  { header: 'Margin', width: 14, kind: 'money', value: (r) => dollars(r.billCents - r.payCents - r.malpracticeCents) },
];

/** Payments (spec section 7: 'payments (all, recalculate, day-wise and bi-weekly export)'), both staff families. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  const E = PAYMENT_API;
  serve(app, family, E.list, async (req) => ok(await pay.listPayments(ctxOf(req), req.query, req.body)));
  serveExport(app, family, E.dayWiseExport, {
    name: 'payments-day-wise',
    sheetName: 'Day-wise',
    columns: DAY_COLUMNS,
    rows: pay.exportPaymentDays,
  });
  serveExport(app, family, E.biWeeklyExport, {
    name: 'payments-bi-weekly',
    sheetName: 'Bi-weekly',
    columns: PERIOD_COLUMNS,
    rows: pay.exportPaymentRows,
  });
  serve(app, family, E.get, async (req) => ok(await pay.getPayment(ctxOf(req), req.params.id)));
  serve(app, family, E.recalculate, async (req) => {
    const result = await pay.recalculatePayment(ctxOf(req), req.params.id, req.body.confirm);
    const message = result.payment
      ? PAYMENT_MESSAGES.recalculated
      : result.preview.changed
        ? PAYMENT_MESSAGES.preview
        : PAYMENT_MESSAGES.unchanged;
    return ok(result, message);
  });
  serve(app, family, E.approve, async (req) =>
    ok(await pay.approvePayment(ctxOf(req), req.params.id, req.body ?? {}), PAYMENT_MESSAGES.approved),
  );
  serve(app, family, E.markPaid, async (req) =>
    ok(await pay.markPaid(ctxOf(req), req.params.id, req.body), PAYMENT_MESSAGES.paid),
  );
  serve(app, family, E.releaseHold, async (req) =>
    ok(await pay.releaseHold(ctxOf(req), req.params.id, req.body), PAYMENT_MESSAGES.released),
  );
  const C = PAY_PERIOD_CLOSE_API;
  serve(app, family, C.addAdjustment, async (req) =>
    ok(await adjustments.addAdjustment(ctxOf(req), req.params.id, req.body), PAY_PERIOD_MESSAGES.adjustmentAdded),
  );
  serve(app, family, C.payrollCsv, async (req, reply) => {
    const { period, rows } = await adjustments.payrollRows(ctxOf(req), req.params.id);
    return sendExport(reply, {
      name: `payroll-${period.startDate}-${period.endDate}`,
      sheetName: 'Payroll',
      columns: PAYROLL_COLUMNS,
      rows,
      format: 'csv',
    });
  });
};

/** A provider's own payments, read-only (another provider's answer 404). */
export const ownPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const E = OWN_PAYMENT_API;
  serve(app, 'provider', E.list, async (req) => ok(await pay.listPayments(ctxOf(req), req.query, req.body)));
  serve(app, 'provider', E.get, async (req) => ok(await pay.getPayment(ctxOf(req), req.params.id)));
};
