import { DYNAMIC_REPORT_API, DYNAMIC_REPORT_MESSAGES } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffFamily } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import { type CellKind, type ExportColumn, sendExport } from '../../platform/exports.ts';
import { ok } from '../../platform/http.ts';
import { serveRecords } from '../../platform/record-routes.ts';
import type { Plan, ReportRow } from './dynamic-reports.service.ts';
import * as reports from './dynamic-reports.service.ts';

const KIND: Record<string, CellKind> = {
  number: 'number',
  money: 'money',
  minutes: 'minutes',
  date: 'date',
  datetime: 'datetime',
  boolean: 'boolean',
};

/** The download's columns: the report's, each cell typed by its field (numbers stay numbers in the XLSX). */
const exportColumns = (plan: Plan): ExportColumn<ReportRow>[] =>
  plan.columns.map((c) => ({
    header: c.label,
    width: Math.max(14, Math.min(40, c.label.length + 6)),
    kind: KIND[c.type] ?? 'text',
    ...(c.options ? { labels: c.options } : {}),
    value: (r) => r[c.key] ?? null,
  }));

/** Dynamic reports (spec section 7: 'dynamic-report (filters add, update, delete, list; download)'). */
export const dynamicReportsRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  const E = DYNAMIC_REPORT_API;
  serve(app, family, E.subjects, async (req) => ok(reports.subjectsFor(ctxOf(req))));
  serve(app, family, E.run, async (req) => ok(await reports.runReport(ctxOf(req), req.query, req.body)));
  // Not serveExport: the format comes in the body, and the file's name and columns from the report's plan.
  serve(app, family, E.download, async (req, reply) => {
    const { plan, rows } = reports.reportExport(ctxOf(req), req.body);
    return sendExport(reply, {
      name: `${plan.subject.key}-report`,
      sheetName: plan.subject.label,
      columns: exportColumns(plan),
      rows,
      format: req.body.format,
    });
  });
  serve(app, family, E.saved, async (req) => ok(await reports.listSaved(ctxOf(req))));
  serveRecords(app, family, {
    create: [E.save, reports.addSaved, DYNAMIC_REPORT_MESSAGES.saved],
    update: [E.update, reports.updateSaved, DYNAMIC_REPORT_MESSAGES.updated],
    remove: [E.delete, reports.deleteSaved, DYNAMIC_REPORT_MESSAGES.deleted],
  });
  serve(app, family, E.createdByUsers, async (req) => ok(await reports.createdByUsers(ctxOf(req), req.query.module)));
};
