import { MALPRACTICE_API, MALPRACTICE_MESSAGES } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffFamily } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import type { ExportColumn } from '../../platform/exports.ts';
import { ok } from '../../platform/http.ts';
import { serveRecords } from '../../platform/record-routes.ts';
import { serveExport, serveImport } from '../../platform/route-blocks.ts';
import { listReference } from '../reference/index.ts';
import { IMPORT_COLUMNS, IMPORT_EXAMPLE, importStateRates } from './malpractice.import.ts';
import * as svc from './malpractice.service.ts';

const dollars = (cents: number | null) => (cents === null ? null : cents / 100);

const RATE_COLUMNS: ExportColumn<svc.StateRateRow>[] = [
  { header: 'Insurance provider', width: 28, value: (r) => r.insurer.name },
  { header: 'State', width: 8, value: (r) => r.r.state },
  { header: 'Specialty', width: 18, value: (r) => r.r.specialty },
  { header: 'Hourly cost', width: 14, kind: 'money', value: (r) => dollars(r.r.hourlyCents) },
  { header: 'Effective from', width: 16, kind: 'date', value: (r) => r.r.effectiveFrom },
  { header: 'Effective to', width: 14, kind: 'date', value: (r) => r.r.effectiveTo },
];

const INFO_COLUMNS: ExportColumn<svc.InfoRow>[] = [
  { header: 'Provider', width: 28, value: (r) => `${r.provider.firstName} ${r.provider.lastName}` },
  { header: 'Provider e-mail', width: 30, value: (r) => r.provider.email },
  { header: 'Specialty', width: 16, value: (r) => r.specialty },
  { header: 'Insurance provider', width: 28, value: (r) => r.insurer.name },
  { header: 'Policy number', width: 18, value: (r) => r.i.policyNumber },
  { header: 'Per claim', width: 16, kind: 'money', value: (r) => dollars(r.i.perClaimCents) },
  { header: 'Aggregate', width: 16, kind: 'money', value: (r) => dollars(r.i.aggregateCents) },
  { header: 'Effective date', width: 16, kind: 'date', value: (r) => r.i.effectiveDate },
  { header: 'Expiry date', width: 14, kind: 'date', value: (r) => r.i.expiryDate },
  { header: 'Days left', width: 10, kind: 'number', value: (r) => svc.toInfo(r).daysLeft },
  { header: 'Latest note', width: 40, value: (r) => r.latestNote },
];

export const malpracticeRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  const E = MALPRACTICE_API;
  serve(app, family, E.insuranceProviders, async (req) => ok(await listReference(req.server.db, 'insurance-provider')));

  // State rates
  serveRecords(app, family, {
    list: [E.listStateRates, svc.listStateRates],
    create: [E.createStateRate, svc.createStateRate, MALPRACTICE_MESSAGES.stateRateCreated],
    get: [E.getStateRate, svc.getStateRate],
    update: [E.updateStateRate, svc.updateStateRate, MALPRACTICE_MESSAGES.stateRateUpdated],
    export: [
      E.exportStateRates,
      {
        name: 'malpractice-rates',
        sheetName: 'Malpractice rates',
        columns: RATE_COLUMNS,
        rows: svc.exportStateRateRows,
      },
    ],
  });
  serveImport(
    app,
    family,
    { example: E.importExample, import: E.import },
    {
      unit: 'malpractice rate',
      exampleName: 'malpractice-rates-import-example',
      sheetName: 'Malpractice rates',
      columns: IMPORT_COLUMNS,
      example: IMPORT_EXAMPLE,
      run: importStateRates,
    },
  );

  // Malpractice info per provider
  serveRecords(app, family, {
    list: [E.listInfo, svc.listInfo],
    create: [E.createInfo, svc.createInfo, MALPRACTICE_MESSAGES.infoCreated],
    get: [E.getInfo, svc.getInfo],
    update: [E.updateInfo, svc.updateInfo, MALPRACTICE_MESSAGES.infoUpdated],
  });

  // Expired malpractice
  serve(app, family, E.listExpired, async (req) =>
    ok(
      await svc.listInfo(ctxOf(req), req.query, {
        sortBy: 'expiryDate',
        sortDirection: -1,
        ...req.body,
        filters: { within: '90', ...req.body.filters },
      }),
    ),
  );
  serveExport(app, family, E.exportExpired, {
    name: 'expired-malpractice',
    sheetName: 'Expired malpractice',
    columns: INFO_COLUMNS,
    rows: (ctx, body) => svc.exportInfoRows(ctx, { ...body, filters: { within: '90', ...body.filters } }),
  });
  serve(app, family, E.notes, async (req) => ok(await svc.notes(ctxOf(req), req.params.id)));
  serve(app, family, E.addNote, async (req) =>
    ok(await svc.addNote(ctxOf(req), req.params.id, req.body.note), MALPRACTICE_MESSAGES.noteAdded),
  );
};
