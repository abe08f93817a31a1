import { PAY_RATE_API, PAY_RATE_MESSAGES, RATE_SET_LABELS } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffFamily } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import type { ExportColumn } from '../../platform/exports.ts';
import { ok } from '../../platform/http.ts';
import { serveRecords } from '../../platform/record-routes.ts';
import { serveImport } from '../../platform/route-blocks.ts';
import { IMPORT_COLUMNS, IMPORT_EXAMPLE, importPayRates } from './pay-rates.import.ts';
import * as rates from './pay-rates.service.ts';

const E = PAY_RATE_API;
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
  serveRecords(app, family, {
    list: [E.list, rates.listPayRates],
    export: [
      E.export,
      { name: 'pay-rates', sheetName: 'Pay rates', columns: EXPORT_COLUMNS, rows: rates.exportPayRateRows },
    ],
  });
  serveImport(
    app,
    family,
    { example: E.importExample, import: E.import },
    {
      unit: 'pay rate',
      exampleName: 'pay-rates-import-example',
      sheetName: 'Pay rates',
      columns: IMPORT_COLUMNS,
      example: IMPORT_EXAMPLE,
      run: importPayRates,
    },
  );
  serve(app, family, E.get, async (req) => ok(await rates.getPayRate(ctxOf(req), req.params.id)));
  serve(app, family, E.create, async (req) =>
    ok(await rates.createPayRate(ctxOf(req), req.body), PAY_RATE_MESSAGES.created),
  );
  serve(app, family, E.update, async (req) => {
    const { rate, versioned } = await rates.updatePayRate(ctxOf(req), req.params.id, req.body);
    return ok(rate, versioned ? PAY_RATE_MESSAGES.versioned : PAY_RATE_MESSAGES.updated);
  });
  serve(app, family, E.approve, async (req) =>
    ok(await rates.approvePayRate(ctxOf(req), req.params.id), PAY_RATE_MESSAGES.approved),
  );
};

/** A provider's own approved rates, read-only (pay rates only; bill rates and margins are staff business). */
export const ownPayRatesRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, 'provider', E.ownList, async (req) => ok(await rates.listPayRates(ctxOf(req), req.query, req.body)));
  serve(app, 'provider', E.ownGet, async (req) => ok(await rates.getPayRate(ctxOf(req), req.params.id)));
};
