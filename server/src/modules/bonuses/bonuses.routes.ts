import { BONUS_API, BONUS_MESSAGES, BONUS_TYPE_LABELS, BONUS_TYPE_OPTIONS, signedCents } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffFamily } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import type { ExportColumn } from '../../platform/exports.ts';
import { ok } from '../../platform/http.ts';
import { serveRecords } from '../../platform/record-routes.ts';
import * as bonuses from './bonuses.service.ts';

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
  const E = BONUS_API;
  serve(app, family, E.types, async () => ok(BONUS_TYPE_OPTIONS));
  serveRecords(app, family, {
    list: [E.list, bonuses.listBonuses],
    export: [
      E.export,
      { name: 'bonuses', sheetName: 'Bonuses', columns: EXPORT_COLUMNS, rows: bonuses.exportBonusRows },
    ],
    get: [E.get, bonuses.getBonus],
    create: [E.create, bonuses.createBonus, BONUS_MESSAGES.created],
    update: [E.update, bonuses.updateBonus, BONUS_MESSAGES.updated],
    remove: [E.remove, bonuses.deleteBonus, BONUS_MESSAGES.deleted],
  });
  serve(app, family, E.approve, async (req) =>
    ok(await bonuses.approveBonus(ctxOf(req), req.params.id), BONUS_MESSAGES.approved),
  );
};
