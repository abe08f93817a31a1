import {
  BONUS_MESSAGES,
  BONUS_TYPE_LABELS,
  BONUS_TYPE_OPTIONS,
  bonusDetailSchema,
  bonusInputSchema,
  bonusListBodySchema,
  bonusSchema,
  bonusTypeOptionSchema,
  idParamSchema,
  listPageSchema,
  listQuerySchema,
  okSchema,
  signedCents,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StaffFamily } from '../../platform/access.ts';
import { staff } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import type { ExportColumn } from '../../platform/exports.ts';
import { ok } from '../../platform/http.ts';
import { exportRoute } from '../../platform/route-blocks.ts';
import * as bonuses from './bonuses.service.ts';

const tags = ['bonuses'];
const P = '/bonuses';
const one = { 200: okSchema(bonusDetailSchema) };
const page = { 200: okSchema(listPageSchema(bonusSchema)) };

const EXPORT_COLUMNS: ExportColumn<bonuses.BonusRow>[] = [
  { header: 'Provider', width: 28, value: (r) => `${r.provider.firstName} ${r.provider.lastName}` },
  { header: 'Provider e-mail', width: 30, value: (r) => r.provider.email },
  { header: 'Type', width: 24, value: (r) => BONUS_TYPE_LABELS[r.b.type] },
  // Signed: a deduction is negative, so the column sums to what the period adds to pay.
  { header: 'Amount', width: 14, kind: 'money', value: (r) => signedCents(r.b.type, r.b.amountCents) / 100 },
  { header: 'Pay period start', width: 16, kind: 'date', value: (r) => r.period.startDate },
  { header: 'Pay period end', width: 16, kind: 'date', value: (r) => r.period.endDate },
  { header: 'Facility', width: 30, value: (r) => r.assignment?.facilityName ?? null },
  {
    header: 'Hours threshold',
    width: 16,
    kind: 'minutes',
    value: (r) => r.b.thresholdMinutes,
  },
  { header: 'Status', width: 12, value: (r) => (r.b.status === 'approved' ? 'Approved' : 'Pending') },
  { header: 'Approved by', width: 22, value: (r) => r.b.approvedBy },
  { header: 'Notes', width: 40, value: (r) => r.b.notes },
];

/** Bonuses and deductions (spec section 7: 'bonuses and bonus-types'), staff only in both families. */
export const bonusesRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  app.get(
    '/bonus-types',
    {
      config: staff(family, 'view-bonuses'),
      schema: {
        tags,
        summary: 'The bonus types and their labels',
        response: { 200: okSchema(z.array(bonusTypeOptionSchema)) },
      },
    },
    async () => ok(BONUS_TYPE_OPTIONS),
  );

  app.post(
    `${P}/all`,
    {
      config: staff(family, 'view-bonuses'),
      schema: {
        tags,
        summary: 'List bonuses and deductions (filters type, providerId, payPeriodId, status; search; sort)',
        querystring: listQuerySchema,
        body: bonusListBodySchema,
        response: page,
      },
    },
    async (req) => ok(await bonuses.listBonuses(ctxOf(req), req.query, req.body)),
  );

  exportRoute(app, {
    path: `${P}/download`,
    config: staff(family, 'view-bonuses'),
    tags,
    summary: 'Stream the filtered bonuses as XLSX',
    body: bonusListBodySchema,
    name: 'bonuses',
    sheetName: 'Bonuses',
    columns: EXPORT_COLUMNS,
    rows: bonuses.exportBonusRows,
  });

  app.get(
    `${P}/:id`,
    {
      config: staff(family, 'view-bonuses'),
      schema: {
        tags,
        summary: 'One bonus (with approved hours against its threshold)',
        params: idParamSchema,
        response: one,
      },
    },
    async (req) => ok(await bonuses.getBonus(ctxOf(req), req.params.id)),
  );

  app.post(
    P,
    {
      config: staff(family, 'add-bonuses'),
      schema: {
        tags,
        summary: 'Add a bonus or deduction (pending)',
        body: bonusInputSchema,
        response: { 201: okSchema(bonusDetailSchema) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await bonuses.createBonus(ctxOf(req), req.body), BONUS_MESSAGES.created)),
  );

  app.put(
    `${P}/:id`,
    {
      config: staff(family, 'edit-bonuses'),
      schema: {
        tags,
        summary: 'Edit a pending bonus (an approved one is locked: 409)',
        params: idParamSchema,
        body: bonusInputSchema,
        response: one,
      },
    },
    async (req) => ok(await bonuses.updateBonus(ctxOf(req), req.params.id, req.body), BONUS_MESSAGES.updated),
  );

  app.delete(
    `${P}/:id`,
    {
      config: staff(family, 'delete-bonuses'),
      schema: {
        tags,
        summary: 'Delete a pending bonus (an approved one is locked: 409)',
        params: idParamSchema,
        response: { 200: okSchema(z.null()) },
      },
    },
    async (req) => {
      await bonuses.deleteBonus(ctxOf(req), req.params.id);
      return ok(null, BONUS_MESSAGES.deleted);
    },
  );

  app.post(
    `${P}/:id/approve`,
    {
      config: staff(family, 'approve-bonuses'),
      schema: { tags, summary: 'Approve a pending bonus (locks it)', params: idParamSchema, response: one },
    },
    async (req) => ok(await bonuses.approveBonus(ctxOf(req), req.params.id), BONUS_MESSAGES.approved),
  );
};
