import {
  EXPIRY_WINDOW_LABELS,
  idParamSchema,
  listPageSchema,
  listQuerySchema,
  MALPRACTICE_MESSAGES,
  malpracticeInfoInputSchema,
  malpracticeInfoListBodySchema,
  malpracticeInfoSchema,
  malpracticeNoteInputSchema,
  malpracticeNoteSchema,
  okSchema,
  referenceItemSchema,
  stateRateInputSchema,
  stateRateListBodySchema,
  stateRateSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type StaffFamily, staff } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import type { ExportColumn } from '../../platform/exports.ts';
import { ok } from '../../platform/http.ts';
import { exportRoute, importRoutes, listRoute } from '../../platform/route-blocks.ts';
import { listReference } from '../reference/index.ts';
import { IMPORT_COLUMNS, IMPORT_EXAMPLE, importStateRates } from './malpractice.import.ts';
import * as svc from './malpractice.service.ts';

const tags = ['malpractice-rates'];
const P = '/malpractice-rates';
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
  const view = staff(family, 'view-malpractice-rates');

  app.get(
    '/malpractice-insurance-provider/all',
    {
      config: view,
      schema: {
        tags,
        summary: 'The insurance providers (pick-list)',
        response: { 200: okSchema(z.array(referenceItemSchema)) },
      },
    },
    async (req) => ok(await listReference(req.server.db, 'insurance-provider')),
  );

  // State rates
  listRoute(app, {
    path: `${P}/state-rates/all`,
    config: view,
    tags,
    summary: 'List state rates (filters insuranceProviderId, state, specialty; search; sort)',
    body: stateRateListBodySchema,
    item: stateRateSchema,
    list: svc.listStateRates,
  });
  app.post(
    `${P}/state-rates`,
    {
      config: staff(family, 'add-malpractice-rates'),
      schema: {
        tags,
        summary: 'Add a state rate',
        body: stateRateInputSchema,
        response: { 201: okSchema(stateRateSchema) },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(ok(await svc.createStateRate(ctxOf(req), req.body), MALPRACTICE_MESSAGES.stateRateCreated)),
  );
  app.get(
    `${P}/state-rates/:id`,
    {
      config: view,
      schema: {
        tags,
        summary: 'One state rate',
        params: idParamSchema,
        response: { 200: okSchema(stateRateSchema) },
      },
    },
    async (req) => ok(await svc.getStateRate(ctxOf(req), req.params.id)),
  );
  app.put(
    `${P}/state-rates/:id`,
    {
      config: staff(family, 'edit-malpractice-rates'),
      schema: {
        tags,
        summary: 'Edit a state rate',
        params: idParamSchema,
        body: stateRateInputSchema,
        response: { 200: okSchema(stateRateSchema) },
      },
    },
    async (req) =>
      ok(await svc.updateStateRate(ctxOf(req), req.params.id, req.body), MALPRACTICE_MESSAGES.stateRateUpdated),
  );
  exportRoute(app, {
    path: `${P}/export`,
    config: staff(family, 'export-malpractice-rates'),
    tags,
    summary: 'Stream the filtered state rates as XLSX',
    body: stateRateListBodySchema,
    name: 'malpractice-rates',
    sheetName: 'Malpractice rates',
    columns: RATE_COLUMNS,
    rows: svc.exportStateRateRows,
  });
  importRoutes(app, {
    base: P,
    config: staff(family, 'import-malpractice-rates'),
    tags,
    unit: 'malpractice rate',
    plural: 'state rates',
    exampleSummary: 'The state rates import template (CSV or XLSX)',
    exampleName: 'malpractice-rates-import-example',
    sheetName: 'Malpractice rates',
    columns: IMPORT_COLUMNS,
    example: IMPORT_EXAMPLE,
    run: importStateRates,
  });

  // Malpractice info per provider
  listRoute(app, {
    path: `${P}/info/all`,
    config: view,
    tags,
    summary: 'List providers’ malpractice information (filters providerId, insuranceProviderId, within)',
    body: malpracticeInfoListBodySchema,
    item: malpracticeInfoSchema,
    list: svc.listInfo,
  });
  app.post(
    `${P}/info`,
    {
      config: staff(family, 'add-malpractice-rates'),
      schema: {
        tags,
        summary: 'Add a provider’s malpractice information',
        body: malpracticeInfoInputSchema,
        response: { 201: okSchema(malpracticeInfoSchema) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await svc.createInfo(ctxOf(req), req.body), MALPRACTICE_MESSAGES.infoCreated)),
  );
  app.get(
    `${P}/info/:id`,
    {
      config: view,
      schema: {
        tags,
        summary: 'One provider’s malpractice information',
        params: idParamSchema,
        response: { 200: okSchema(malpracticeInfoSchema) },
      },
    },
    async (req) => ok(await svc.getInfo(ctxOf(req), req.params.id)),
  );
  app.put(
    `${P}/info/:id`,
    {
      config: staff(family, 'edit-malpractice-rates'),
      schema: {
        tags,
        summary: 'Edit a provider’s malpractice information',
        params: idParamSchema,
        body: malpracticeInfoInputSchema,
        response: { 200: okSchema(malpracticeInfoSchema) },
      },
    },
    async (req) => ok(await svc.updateInfo(ctxOf(req), req.params.id, req.body), MALPRACTICE_MESSAGES.infoUpdated),
  );

  // Expired malpractice
  app.post(
    `${P}/expired-malpractice/all`,
    {
      config: view,
      schema: {
        tags,
        summary: `Expired or expiring covers (filters.within: ${Object.keys(EXPIRY_WINDOW_LABELS).join(', ')}; default 90)`,
        querystring: listQuerySchema,
        body: malpracticeInfoListBodySchema,
        response: { 200: okSchema(listPageSchema(malpracticeInfoSchema)) },
      },
    },
    async (req) =>
      ok(
        await svc.listInfo(ctxOf(req), req.query, {
          sortBy: 'expiryDate',
          sortDirection: -1,
          ...req.body,
          filters: { within: '90', ...req.body.filters },
        }),
      ),
  );
  exportRoute(app, {
    path: `${P}/expired-malpractice/download`,
    config: view,
    tags,
    summary: 'Stream the expired-malpractice list as XLSX',
    body: malpracticeInfoListBodySchema,
    name: 'expired-malpractice',
    sheetName: 'Expired malpractice',
    columns: INFO_COLUMNS,
    rows: (ctx, body) => svc.exportInfoRows(ctx, { ...body, filters: { within: '90', ...body.filters } }),
  });
  app.get(
    `${P}/expired-malpractice/:id/notes`,
    {
      config: view,
      schema: {
        tags,
        summary: 'The notes on a cover, newest first',
        params: idParamSchema,
        response: { 200: okSchema(z.array(malpracticeNoteSchema)) },
      },
    },
    async (req) => ok(await svc.notes(ctxOf(req), req.params.id)),
  );
  app.post(
    `${P}/expired-malpractice/:id/notes`,
    {
      config: staff(family, 'edit-malpractice-rates'),
      schema: {
        tags,
        summary: 'Add a note to a cover (audited)',
        params: idParamSchema,
        body: malpracticeNoteInputSchema,
        response: { 201: okSchema(malpracticeNoteSchema) },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(ok(await svc.addNote(ctxOf(req), req.params.id, req.body.note), MALPRACTICE_MESSAGES.noteAdded)),
  );
};
