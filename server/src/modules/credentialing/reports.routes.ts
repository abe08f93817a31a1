import {
  REPORT_API,
  REPORT_MESSAGES,
  REPORT_TYPE_API,
  REPORT_TYPES,
  type ReportItem,
  type ReportType,
  statusLabel,
  type WorkHistory,
} from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffFamily } from '../../platform/access.ts';
import { ctxOf, userOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import { type ExportColumn, sendExport } from '../../platform/exports.ts';
import { ok } from '../../platform/http.ts';
import { serveExport } from '../../platform/route-blocks.ts';
import * as svc from './reports.service.ts';

/** Each report's XLSX sheet. */
const SHEETS: Record<ReportType, string> = {
  reappointment: 'Reappointments',
  'expiring-assignment': 'Expiring assignments',
  'expired-document': 'Expired documents',
};

const COLUMNS: ExportColumn<ReportItem>[] = [
  { header: 'Provider', width: 28, value: (r) => `${r.provider.firstName} ${r.provider.lastName}` },
  { header: 'Provider e-mail', width: 30, value: (r) => r.provider.email },
  { header: 'Item', width: 36, value: (r) => r.title },
  { header: 'Detail', width: 26, value: (r) => r.detail },
  { header: 'Facility', width: 28, value: (r) => r.facility?.name ?? null },
  { header: 'Due / expiry', width: 14, kind: 'date', value: (r) => r.dueOn },
  { header: 'Days left', width: 10, kind: 'number', value: (r) => r.daysLeft },
  { header: 'Status', width: 16, value: (r) => statusLabel(r.status) },
  {
    header: 'Assigned staff',
    width: 24,
    value: (r) => (r.assignedStaff ? `${r.assignedStaff.firstName} ${r.assignedStaff.lastName}` : null),
  },
];

type WorkHistoryLine = { facility: string; startDate: string | null; endDate: string | null; minutes: number };
const WORK_HISTORY_COLUMNS: ExportColumn<WorkHistoryLine>[] = [
  { header: 'Facility', width: 34, value: (r) => r.facility },
  { header: 'From', width: 12, kind: 'date', value: (r) => r.startDate },
  { header: 'To', width: 12, kind: 'date', value: (r) => r.endDate },
  { header: 'Hours worked (approved)', width: 24, kind: 'minutes', value: (r) => r.minutes },
  { header: 'Hours (decimal)', width: 16, kind: 'number', value: (r) => Math.round((r.minutes / 60) * 100) / 100 },
];

/** The work history as a streamed XLSX: one row per assignment, then the total. */
async function sendWorkHistory(reply: FastifyReply, history: Promise<WorkHistory>) {
  const h = await history;
  async function* lines(): AsyncGenerator<WorkHistoryLine> {
    for (const r of h.rows)
      yield { facility: r.facility.name, startDate: r.startDate, endDate: r.endDate, minutes: r.approvedMinutes };
    yield { facility: 'Total', startDate: null, endDate: null, minutes: h.totalMinutes };
  }
  const who = `${h.provider.firstName}-${h.provider.lastName}`.toLowerCase().replace(/[^a-z0-9-]+/g, '-');
  return sendExport(reply, {
    name: `work-history-${who}`,
    sheetName: 'Work history',
    columns: WORK_HISTORY_COLUMNS,
    rows: lines(),
  });
}

const fileName = (type: ReportType) => `${type}-report`;

/** The staff reports (spec section 7: upcoming-reappointments, upcoming-expiring, expired documents, work history). */
export const reportsRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  for (const type of REPORT_TYPES) {
    const E = REPORT_TYPE_API[type];
    serve(app, family, E.list, async (req) => ok(await svc.listReport(ctxOf(req), type, req.query, req.body)));
    serveExport(app, family, E.export, {
      name: fileName(type),
      sheetName: SHEETS[type],
      columns: COLUMNS,
      rows: (ctx, body) => svc.exportReportRows(ctx, type, body),
    });
    serve(app, family, E.get, async (req) => ok(await svc.getReportItem(ctxOf(req), type, req.params.id)));
    serve(app, family, E.addNote, async (req) =>
      ok(await svc.addReportNote(ctxOf(req), type, req.params.id, req.body.note), REPORT_MESSAGES.noteAdded),
    );
    serve(app, family, E.setStatus, async (req) =>
      ok(await svc.setReportStatus(ctxOf(req), type, req.params.id, req.body.status), REPORT_MESSAGES.statusUpdated),
    );
  }
  serve(app, family, REPORT_TYPE_API.reappointment.addCredentialingNote, async (req) =>
    ok(
      await svc.addReportNote(ctxOf(req), 'reappointment', req.params.id, req.body.note, 'credentialing'),
      REPORT_MESSAGES.noteAdded,
    ),
  );

  serve(app, family, REPORT_API.workHistory, async (req) => ok(await svc.workHistoryOf(ctxOf(req), req.params.id)));
  serve(app, family, REPORT_API.workHistoryDownload, async (req, reply) =>
    sendWorkHistory(reply, svc.workHistoryOf(ctxOf(req), req.params.id)),
  );
};

/** A provider's own reports: only their items (another provider's item answers 404), read-only. */
export const ownReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const type of REPORT_TYPES) {
    const E = REPORT_TYPE_API[type];
    serve(app, 'provider', E.ownList, async (req) => {
      const ctx = ctxOf(req);
      return ok(await svc.listReport(ctx, type, req.query, req.body, userOf(ctx).id));
    });
    serveExport(app, 'provider', E.ownExport, {
      name: fileName(type),
      sheetName: SHEETS[type],
      columns: COLUMNS,
      rows: (ctx, body) => svc.exportReportRows(ctx, type, body, userOf(ctx).id),
    });
    serve(app, 'provider', E.ownGet, async (req) => {
      const ctx = ctxOf(req);
      return ok(await svc.getReportItem(ctx, type, req.params.id, userOf(ctx).id));
    });
  }
  const E = REPORT_API;
  serve(app, 'provider', E.ownWorkHistory, async (req) => {
    const ctx = ctxOf(req);
    return ok(await svc.workHistoryOf(ctx, userOf(ctx).id));
  });
  serve(app, 'provider', E.ownWorkHistoryDownload, async (req, reply) => {
    const ctx = ctxOf(req);
    return sendWorkHistory(reply, svc.workHistoryOf(ctx, userOf(ctx).id));
  });
  // By id, as staff ask for it: a provider's own only, another provider's answers 404.
  serve(app, 'provider', E.ownWorkHistoryOf, async (req) => {
    const ctx = ctxOf(req);
    return ok(await svc.workHistoryOf(ctx, req.params.id, userOf(ctx).id));
  });
  serve(app, 'provider', E.ownWorkHistoryOfDownload, async (req, reply) => {
    const ctx = ctxOf(req);
    return sendWorkHistory(reply, svc.workHistoryOf(ctx, req.params.id, userOf(ctx).id));
  });
};

/** GET get-report-statuses?reportType= (spec section 7's reference GETs). */
export const reportStatusesRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, 'api', REPORT_API.statuses, async (req) => ok(svc.reportStatusOptions(req.query.reportType)));
};
