import {
  idParamSchema,
  listPageSchema,
  listQuerySchema,
  okSchema,
  PAY_RATE_MESSAGES,
  payRateDetailSchema,
  payRateInputSchema,
  payRateListBodySchema,
  payRateSchema,
  RATE_SET_LABELS,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROVIDER, type StaffFamily, staff } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import type { ExportColumn } from '../../platform/exports.ts';
import { ok } from '../../platform/http.ts';
import { exportRoute, importRoutes } from '../../platform/route-blocks.ts';
import { IMPORT_COLUMNS, IMPORT_EXAMPLE, importPayRates } from './pay-rates.import.ts';
import * as rates from './pay-rates.service.ts';

const tags = ['pay-rates'];
const P = '/pay-rate';
const one = { 200: okSchema(payRateDetailSchema) };
const page = { 200: okSchema(listPageSchema(payRateSchema)) };
const cents = (n: number | undefined) => (n ?? 0) / 100;

const EXPORT_COLUMNS: ExportColumn<rates.PayRateRow>[] = [
  { header: 'Provider', width: 28, value: (r) => `${r.provider.firstName} ${r.provider.lastName}` },
  { header: 'Provider e-mail', width: 30, value: (r) => r.provider.email },
  { header: 'Facility', width: 32, value: (r) => r.facility.name },
  { header: 'State', width: 8, value: (r) => r.facility.state },
  { header: 'Effective from', width: 14, kind: 'date', value: (r) => r.r.effectiveFrom },
  { header: 'Effective to', width: 14, kind: 'date', value: (r) => r.r.effectiveTo },
  { header: 'Status', width: 12, value: (r) => (r.r.status === 'approved' ? 'Approved' : 'Pending') },
  { header: 'Version', width: 9, kind: 'number', value: (r) => r.r.version },
  {
    header: 'Picked rates',
    width: 14,
    value: (r) => {
      const p = rates.pickedOf(r.r.rates);
      return p ? RATE_SET_LABELS[p.set] : '-';
    },
  },
  ...(['regularRates', 'weekendRates', 'holidayRates'] as const).flatMap((s): ExportColumn<rates.PayRateRow>[] => [
    {
      header: `${RATE_SET_LABELS[s]} pay rate`,
      width: 16,
      kind: 'money',
      value: (r) => cents(r.r.rates[s]?.worked?.PayRate),
    },
    {
      header: `${RATE_SET_LABELS[s]} bill rate`,
      width: 16,
      kind: 'money',
      value: (r) => cents(r.r.rates[s]?.worked?.BillRate),
    },
  ]),
  { header: 'Notes', width: 40, value: (r) => r.r.notes },
];

export const payRatesRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  app.post(
    `${P}/all`,
    {
      config: staff(family, 'view-pay-rates'),
      schema: {
        tags,
        summary: 'List pay rates (filters providerId, facilityId, assignmentId, status, effectiveOn; search; sort)',
        querystring: listQuerySchema,
        body: payRateListBodySchema,
        response: page,
      },
    },
    async (req) => ok(await rates.listPayRates(ctxOf(req), req.query, req.body)),
  );

  exportRoute(app, {
    path: `${P}/download`,
    config: staff(family, 'view-pay-rates'),
    tags,
    summary: 'Stream the filtered pay rates as XLSX',
    body: payRateListBodySchema,
    name: 'pay-rates',
    sheetName: 'Pay rates',
    columns: EXPORT_COLUMNS,
    rows: rates.exportPayRateRows,
  });

  importRoutes(app, {
    base: P,
    config: staff(family, 'import-pay-rates'),
    tags,
    unit: 'pay rate',
    plural: 'pay rates',
    exampleName: 'pay-rates-import-example',
    sheetName: 'Pay rates',
    columns: IMPORT_COLUMNS,
    example: IMPORT_EXAMPLE,
    run: importPayRates,
  });

  app.get(
    `${P}/:id`,
    {
      config: staff(family, 'view-pay-rates'),
      schema: { tags, summary: 'One pay rate with its margin and history', params: idParamSchema, response: one },
    },
    async (req) => ok(await rates.getPayRate(ctxOf(req), req.params.id)),
  );

  app.post(
    P,
    {
      config: staff(family, 'add-pay-rates'),
      schema: {
        tags,
        summary: 'Add a pay rate to an assignment (pending)',
        body: payRateInputSchema,
        response: { 201: okSchema(payRateDetailSchema) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await rates.createPayRate(ctxOf(req), req.body), PAY_RATE_MESSAGES.created)),
  );

  app.put(
    `${P}/:id`,
    {
      config: staff(family, 'edit-pay-rates'),
      schema: {
        tags,
        summary: 'Edit a pending pay rate; an approved one gets a new dated version',
        params: idParamSchema,
        body: payRateInputSchema,
        response: one,
      },
    },
    async (req) => {
      const { rate, versioned } = await rates.updatePayRate(ctxOf(req), req.params.id, req.body);
      return ok(rate, versioned ? PAY_RATE_MESSAGES.versioned : PAY_RATE_MESSAGES.updated);
    },
  );

  app.post(
    `${P}/:id/approve`,
    {
      config: staff(family, 'approve-pay-rates'),
      schema: { tags, summary: 'Approve a pending pay rate (locks it)', params: idParamSchema, response: one },
    },
    async (req) => ok(await rates.approvePayRate(ctxOf(req), req.params.id), PAY_RATE_MESSAGES.approved),
  );
};

/** A provider's own approved rates, read-only (pay rates only; bill rates and margins are staff business). */
export const ownPayRatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${P}/all`,
    {
      config: PROVIDER,
      schema: {
        tags,
        summary: 'My approved pay rates (filter assignmentId)',
        querystring: listQuerySchema,
        body: payRateListBodySchema,
        response: page,
      },
    },
    async (req) => ok(await rates.listPayRates(ctxOf(req), req.query, req.body)),
  );
  app.get(
    `${P}/:id`,
    {
      config: PROVIDER,
      schema: { tags, summary: 'One of my approved pay rates', params: idParamSchema, response: one },
    },
    async (req) => ok(await rates.getPayRate(ctxOf(req), req.params.id)),
  );
};
