import {
  idParamSchema,
  listPageSchema,
  listQuerySchema,
  markPaidSchema,
  okSchema,
  PAYMENT_EXPORTS,
  PAYMENT_MESSAGES,
  PAYMENT_STATUS_LABELS,
  paymentDetailSchema,
  paymentListBodySchema,
  paymentPageExtraSchema,
  paymentPreviewSchema,
  paymentSchema,
  recalculateBodySchema,
  releaseHoldSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROVIDER, type StaffFamily, staff } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import type { ExportColumn } from '../../platform/exports.ts';
import { ok } from '../../platform/http.ts';
import { exportRoute } from '../../platform/route-blocks.ts';
import * as pay from './payments.service.ts';

const tags = ['payments'];
const P = '/payments';
const one = { 200: okSchema(paymentDetailSchema) };
const page = { 200: okSchema(listPageSchema(paymentSchema).merge(paymentPageExtraSchema)) };
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
  app.post(
    `${P}/all`,
    {
      config: staff(family, 'view-payments'),
      schema: {
        tags,
        summary: 'List payments (filters payPeriodId, providerId, facilityId, status; search; sort) with totals',
        querystring: listQuerySchema,
        body: paymentListBodySchema,
        response: page,
      },
    },
    async (req) => ok(await pay.listPayments(ctxOf(req), req.query, req.body)),
  );

  exportRoute(app, {
    path: `${P}/${PAYMENT_EXPORTS.dayWise.path}`,
    config: staff(family, 'export-payments'),
    tags,
    summary: 'Stream the filtered payments as XLSX, one row per provider per day',
    body: paymentListBodySchema,
    formatQuery: true,
    name: 'payments-day-wise',
    sheetName: 'Day-wise',
    columns: DAY_COLUMNS,
    rows: pay.exportPaymentDays,
  });

  exportRoute(app, {
    path: `${P}/${PAYMENT_EXPORTS.biWeekly.path}`,
    config: staff(family, 'export-payments'),
    tags,
    summary: 'Stream the filtered payments as XLSX, one row per provider per pay period',
    body: paymentListBodySchema,
    formatQuery: true,
    name: 'payments-bi-weekly',
    sheetName: 'Bi-weekly',
    columns: PERIOD_COLUMNS,
    rows: pay.exportPaymentRows,
  });

  app.get(
    `${P}/:id`,
    {
      config: staff(family, 'view-payments'),
      schema: {
        tags,
        summary: 'One payment: lines, sources, recalculation history',
        params: idParamSchema,
        response: one,
      },
    },
    async (req) => ok(await pay.getPayment(ctxOf(req), req.params.id)),
  );

  app.post(
    `${P}/:id/recalculate`,
    {
      config: staff(family, 'recalculate-payments'),
      schema: {
        tags,
        summary: 'Recalculate: confirm false answers the preview (old vs new per line); confirm true applies it',
        params: idParamSchema,
        body: recalculateBodySchema,
        response: {
          200: okSchema(z.object({ preview: paymentPreviewSchema, payment: paymentDetailSchema.nullable() })),
        },
      },
    },
    async (req) => {
      const result = await pay.recalculatePayment(ctxOf(req), req.params.id, req.body.confirm);
      const message = result.payment
        ? PAYMENT_MESSAGES.recalculated
        : result.preview.changed
          ? PAYMENT_MESSAGES.preview
          : PAYMENT_MESSAGES.unchanged;
      return ok(result, message);
    },
  );

  app.post(
    `${P}/:id/approve`,
    {
      config: staff(family, 'approve-payments'),
      schema: { tags, summary: 'Approve a calculated payment', params: idParamSchema, response: one },
    },
    async (req) => ok(await pay.approvePayment(ctxOf(req), req.params.id), PAYMENT_MESSAGES.approved),
  );

  app.post(
    `${P}/:id/mark-paid`,
    {
      config: staff(family, 'approve-payments'),
      schema: {
        tags,
        summary: 'Mark an approved payment paid (date and reference)',
        params: idParamSchema,
        body: markPaidSchema,
        response: one,
      },
    },
    async (req) => ok(await pay.markPaid(ctxOf(req), req.params.id, req.body), PAYMENT_MESSAGES.paid),
  );

  app.post(
    `${P}/:id/release-hold`,
    {
      config: staff(family, 'release-payment-holds'),
      schema: {
        tags,
        summary: 'Release a held payment with a note (audited)',
        params: idParamSchema,
        body: releaseHoldSchema,
        response: one,
      },
    },
    async (req) => ok(await pay.releaseHold(ctxOf(req), req.params.id, req.body), PAYMENT_MESSAGES.released),
  );
};

/** A provider's own payments, read-only (another provider's answer 404). */
export const ownPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${P}/all`,
    {
      config: PROVIDER,
      schema: {
        tags,
        summary: 'My payments',
        querystring: listQuerySchema,
        body: paymentListBodySchema,
        response: page,
      },
    },
    async (req) => ok(await pay.listPayments(ctxOf(req), req.query, req.body)),
  );
  app.get(
    `${P}/:id`,
    {
      config: PROVIDER,
      schema: { tags, summary: 'One of my payments', params: idParamSchema, response: one },
    },
    async (req) => ok(await pay.getPayment(ctxOf(req), req.params.id)),
  );
};
