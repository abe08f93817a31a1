import {
  idParamSchema,
  listPageSchema,
  listQuerySchema,
  okSchema,
  REPORT_MESSAGES,
  type ReportItem,
  type ReportType,
  reportItemDetailSchema,
  reportItemSchema,
  reportListBodySchema,
  reportNoteInputSchema,
  reportStatusInputSchema,
  reportStatusOptionSchema,
  reportTypeQuerySchema,
  statusLabel,
  type WorkHistory,
  workHistorySchema,
} from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTHENTICATED, PROVIDER, type StaffFamily, staff } from '../../platform/access.ts';
import { ctxOf, userOf } from '../../platform/context.ts';
import { type ExportColumn, sendExport } from '../../platform/exports.ts';
import { ok } from '../../platform/http.ts';
import * as svc from './reports.service.ts';

const tags = ['reports'];

interface ReportRoute {
  path: string;
  type: ReportType;
  view: string;
  edit: string;
  sheet: string;
}
const REPORTS: ReportRoute[] = [
  {
    path: '/upcoming-reappointments',
    type: 'reappointment',
    view: 'view-reappointment-reports',
    edit: 'edit-reappointment-reports',
    sheet: 'Reappointments',
  },
  {
    path: '/upcoming-expiring',
    type: 'expiring-assignment',
    view: 'view-expiring-assignment-reports',
    edit: 'edit-expiring-assignment-reports',
    sheet: 'Expiring assignments',
  },
  {
    path: '/expired-documents',
    type: 'expired-document',
    view: 'view-expired-document-reports',
    edit: 'edit-expired-document-reports',
    sheet: 'Expired documents',
  },
];

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

const page = { 200: okSchema(listPageSchema(reportItemSchema)) };
const one = { 200: okSchema(reportItemDetailSchema) };
const fileName = (type: ReportType) => `${type}-report`;

/** The staff reports (spec section 7: upcoming-reappointments, upcoming-expiring, expired documents, work history). */
export const reportsRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  for (const r of REPORTS) {
    const rt = [...tags, r.type];
    app.post(
      `${r.path}/all`,
      {
        config: staff(family, r.view),
        schema: {
          tags: rt,
          summary: `The ${r.type} report: items due within filters.days (30, 60 or 90), by facility, provider, status`,
          querystring: listQuerySchema,
          body: reportListBodySchema,
          response: page,
        },
      },
      async (req) => ok(await svc.listReport(ctxOf(req), r.type, req.query, req.body)),
    );
    app.post(
      `${r.path}/download`,
      {
        config: staff(family, r.view),
        schema: { tags: rt, summary: `Stream the ${r.type} report's filter as XLSX`, body: reportListBodySchema },
      },
      async (req, reply) =>
        sendExport(reply, {
          name: fileName(r.type),
          sheetName: r.sheet,
          columns: COLUMNS,
          rows: svc.exportReportRows(ctxOf(req), r.type, req.body),
        }),
    );
    app.get(
      `${r.path}/:id`,
      {
        config: staff(family, r.view),
        schema: { tags: rt, summary: 'One item with its notes and history', params: idParamSchema, response: one },
      },
      async (req) => ok(await svc.getReportItem(ctxOf(req), r.type, req.params.id)),
    );
    app.post(
      `${r.path}/:id/notes`,
      {
        config: staff(family, r.edit),
        schema: { tags: rt, summary: 'Add a note', params: idParamSchema, body: reportNoteInputSchema, response: one },
      },
      async (req) =>
        ok(await svc.addReportNote(ctxOf(req), r.type, req.params.id, req.body.note), REPORT_MESSAGES.noteAdded),
    );
    app.put(
      `${r.path}/:id/status`,
      {
        config: staff(family, r.edit),
        schema: {
          tags: rt,
          summary: "Change the item's report status (one of get-report-statuses)",
          params: idParamSchema,
          body: reportStatusInputSchema,
          response: one,
        },
      },
      async (req) =>
        ok(
          await svc.setReportStatus(ctxOf(req), r.type, req.params.id, req.body.status),
          REPORT_MESSAGES.statusUpdated,
        ),
    );
    if (r.type === 'reappointment')
      app.post(
        `${r.path}/:id/credentialing-notes`,
        {
          config: staff(family, r.edit),
          schema: {
            tags: rt,
            summary: 'Add a credentialing note (kept on the credentialing record too)',
            params: idParamSchema,
            body: reportNoteInputSchema,
            response: one,
          },
        },
        async (req) =>
          ok(
            await svc.addReportNote(ctxOf(req), r.type, req.params.id, req.body.note, 'credentialing'),
            REPORT_MESSAGES.noteAdded,
          ),
      );
  }

  app.get(
    '/work-history/:id',
    {
      config: staff(family, 'view-assignments'),
      schema: {
        tags,
        summary: "A provider's work history: assignments, facilities, dates and approved hours",
        params: idParamSchema,
        response: { 200: okSchema(workHistorySchema) },
      },
    },
    async (req) => ok(await svc.workHistoryOf(ctxOf(req), req.params.id)),
  );
  app.get(
    '/work-history/:id/download',
    {
      config: staff(family, 'view-assignments'),
      schema: { tags, summary: "Stream a provider's work history as XLSX (hours as [h]:mm)", params: idParamSchema },
    },
    async (req, reply) => sendWorkHistory(reply, svc.workHistoryOf(ctxOf(req), req.params.id)),
  );
};

/** A provider's own reports: only their items (another provider's item answers 404), read-only. */
export const ownReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const r of REPORTS) {
    const rt = [...tags, r.type];
    app.post(
      `${r.path}/all`,
      {
        config: PROVIDER,
        schema: {
          tags: rt,
          summary: `My ${r.type} report`,
          querystring: listQuerySchema,
          body: reportListBodySchema,
          response: page,
        },
      },
      async (req) => {
        const ctx = ctxOf(req);
        return ok(await svc.listReport(ctx, r.type, req.query, req.body, userOf(ctx).id));
      },
    );
    app.post(
      `${r.path}/download`,
      {
        config: PROVIDER,
        schema: { tags: rt, summary: `Stream my ${r.type} report as XLSX`, body: reportListBodySchema },
      },
      async (req, reply) => {
        const ctx = ctxOf(req);
        return sendExport(reply, {
          name: fileName(r.type),
          sheetName: r.sheet,
          columns: COLUMNS,
          rows: svc.exportReportRows(ctx, r.type, req.body, userOf(ctx).id),
        });
      },
    );
    app.get(
      `${r.path}/:id`,
      {
        config: PROVIDER,
        schema: { tags: rt, summary: 'One of my items', params: idParamSchema, response: one },
      },
      async (req) => {
        const ctx = ctxOf(req);
        return ok(await svc.getReportItem(ctx, r.type, req.params.id, userOf(ctx).id));
      },
    );
  }
  app.get(
    '/work-history',
    {
      config: PROVIDER,
      schema: { tags, summary: 'My work history', response: { 200: okSchema(workHistorySchema) } },
    },
    async (req) => {
      const ctx = ctxOf(req);
      return ok(await svc.workHistoryOf(ctx, userOf(ctx).id));
    },
  );
  app.get(
    '/work-history/download',
    { config: PROVIDER, schema: { tags, summary: 'Stream my work history as XLSX' } },
    async (req, reply) => {
      const ctx = ctxOf(req);
      return sendWorkHistory(reply, svc.workHistoryOf(ctx, userOf(ctx).id));
    },
  );
  // By id, as staff ask for it: a provider's own only, another provider's answers 404.
  app.get(
    '/work-history/:id',
    {
      config: PROVIDER,
      schema: {
        tags,
        summary: 'My work history',
        params: idParamSchema,
        response: { 200: okSchema(workHistorySchema) },
      },
    },
    async (req) => {
      const ctx = ctxOf(req);
      return ok(await svc.workHistoryOf(ctx, req.params.id, userOf(ctx).id));
    },
  );
  app.get(
    '/work-history/:id/download',
    { config: PROVIDER, schema: { tags, summary: 'Stream my work history as XLSX', params: idParamSchema } },
    async (req, reply) => {
      const ctx = ctxOf(req);
      return sendWorkHistory(reply, svc.workHistoryOf(ctx, req.params.id, userOf(ctx).id));
    },
  );
};

/** GET get-report-statuses?reportType= (spec section 7's reference GETs). */
export const reportStatusesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get-report-statuses',
    {
      config: AUTHENTICATED,
      schema: {
        tags,
        summary: "A report's statuses with their labels and colours",
        querystring: reportTypeQuerySchema,
        response: { 200: okSchema(z.array(reportStatusOptionSchema)) },
      },
    },
    async (req) => ok(svc.reportStatusOptions(req.query.reportType)),
  );
};
