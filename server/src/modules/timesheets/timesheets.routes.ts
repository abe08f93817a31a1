import {
  bulkApproveBodySchema,
  bulkDownloadBodySchema,
  facilityAccessSchema,
  facilityDecisionBodySchema,
  facilityTokenBodySchema,
  failureSchema,
  idParamSchema,
  okSchema,
  rejectBodySchema,
  reminderInputSchema,
  reminderListBodySchema,
  reminderSchema,
  TIMESHEET_MESSAGES,
  timesheetInputSchema,
  timesheetListBodySchema,
  timesheetSchema,
  timesheetSummarySchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Access, PROVIDER, PUBLIC, type StaffFamily, staff } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { ok } from '../../platform/http.ts';
import { exportRoute, importRoutes, listRoute } from '../../platform/route-blocks.ts';
import { bulkApproveCount, startBulkApproval } from './bulk-approval.service.ts';
import { facilityDecide, verifyFacilityAccess } from './facility-approval.service.ts';
import {
  importReminders,
  listReminders,
  REMINDER_COLUMNS,
  REMINDER_EXAMPLE,
  scheduleReminder,
} from './reminders.service.ts';
import { EXPORT_COLUMNS, timesheetPdf, zipOf } from './timesheet-documents.ts';
import { IMPORT_COLUMNS, IMPORT_EXAMPLE, importTimesheets } from './timesheet-import.ts';
import { timesheetLookupRoutes } from './timesheet-lookups.routes.ts';
import { bulkDownloadIds, bulkDownloadPreview, pdfFileName, wantsZip } from './timesheet-lookups.service.ts';
import * as ts from './timesheets.service.ts';

const tags = ['timesheets'];
const P = '/time-sheet';
const one = { 200: okSchema(timesheetSchema) };

/** The routes providers and staff share; `guard` gives each its access. */
function commonRoutes(app: Parameters<FastifyPluginAsyncZod>[0], guard: (permission: string) => { access: Access }) {
  timesheetLookupRoutes(app, guard);
  listRoute(app, {
    path: `${P}/all`,
    config: guard('view-timesheets'),
    tags,
    summary: 'List time sheets (filters status, facilityId, providerId, payPeriodId; search; sort)',
    body: timesheetListBodySchema,
    item: timesheetSummarySchema,
    list: ts.listTimesheets,
  });
  app.get(
    `${P}/:id`,
    {
      config: guard('view-timesheets'),
      schema: { tags, summary: 'One time sheet', params: idParamSchema, response: one },
    },
    async (req) => ok(await ts.getTimesheet(ctxOf(req), req.params.id)),
  );
  app.post(
    P,
    {
      config: guard('add-timesheets'),
      schema: {
        tags,
        summary: 'Add a time sheet (a period or a day)',
        body: timesheetInputSchema,
        response: { 201: okSchema(timesheetSchema) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await ts.createTimesheet(ctxOf(req), req.body), TIMESHEET_MESSAGES.created)),
  );
  app.put(
    `${P}/:id`,
    {
      config: guard('edit-timesheets'),
      schema: {
        tags,
        summary: 'Edit a time sheet not yet submitted',
        params: idParamSchema,
        body: timesheetInputSchema,
        response: one,
      },
    },
    async (req) => ok(await ts.updateTimesheet(ctxOf(req), req.params.id, req.body), TIMESHEET_MESSAGES.updated),
  );
  app.get(
    `${P}/:id/pdf`,
    {
      config: guard('view-timesheets'),
      schema: {
        tags,
        summary: 'The time sheet as a PDF (entries, HH:MM totals, approval signature)',
        params: idParamSchema,
      },
    },
    async (req, reply) => {
      const t = await ts.getTimesheet(ctxOf(req), req.params.id);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="timesheet-${t.payPeriod.startDate}-${t._id.slice(-6)}.pdf"`)
        .send(await timesheetPdf(t, req.server.config.ORG_NAME));
    },
  );
  app.post(
    `${P}/:id/submit-for-approval`,
    {
      config: guard('edit-timesheets'),
      schema: {
        tags,
        summary: 'Submit for approval (a rejected sheet: resubmit it)',
        params: idParamSchema,
        response: one,
      },
    },
    async (req) => ok(await ts.act(ctxOf(req), req.params.id, 'submit'), TIMESHEET_MESSAGES.submitted),
  );
}

export const timesheetsRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  commonRoutes(app, (permission) => staff(family, permission));

  app.post(
    `${P}/:id/approve-timesheet`,
    {
      config: staff(family, 'approve-timesheets'),
      schema: { tags, summary: 'Approve', params: idParamSchema, response: one },
    },
    async (req) => ok(await ts.act(ctxOf(req), req.params.id, 'approve'), TIMESHEET_MESSAGES.approved),
  );
  app.post(
    `${P}/:id/reject`,
    {
      config: staff(family, 'approve-timesheets'),
      schema: { tags, summary: 'Reject with a reason', params: idParamSchema, body: rejectBodySchema, response: one },
    },
    async (req) =>
      ok(await ts.act(ctxOf(req), req.params.id, 'reject', { reason: req.body.reason }), TIMESHEET_MESSAGES.rejected),
  );
  app.post(
    `${P}/:id/reset-time-sheet`,
    {
      config: staff(family, 'reset-timesheets'),
      schema: {
        tags,
        summary: 'Return an approved or rejected time sheet to not submitted',
        params: idParamSchema,
        response: one,
      },
    },
    async (req) => ok(await ts.act(ctxOf(req), req.params.id, 'reset'), TIMESHEET_MESSAGES.reset),
  );
  exportRoute(app, {
    path: `${P}/export`,
    config: staff(family, 'export-timesheets'),
    tags,
    summary: 'Stream the filtered time sheets as XLSX',
    body: timesheetListBodySchema,
    name: 'timesheets',
    sheetName: 'Time sheets',
    columns: EXPORT_COLUMNS,
    rows: ts.exportRows,
  });
  importRoutes(app, {
    base: P,
    config: staff(family, 'import-timesheets'),
    tags,
    unit: 'time sheet',
    plural: 'time sheets',
    exampleName: 'timesheet-import-example',
    sheetName: 'Time sheets',
    columns: IMPORT_COLUMNS,
    example: IMPORT_EXAMPLE,
    run: importTimesheets,
  });
  app.post(
    `${P}/bulk-download`,
    {
      config: staff(family, 'export-timesheets'),
      schema: {
        tags,
        summary:
          "A ZIP of the selected time sheets' PDFs (Accept: application/zip); with any other Accept, the JSON " +
          'preview of the files it would hold',
        body: bulkDownloadBodySchema,
      },
    },
    async (req, reply) => {
      const ctx = ctxOf(req);
      const ids = await bulkDownloadIds(ctx, req.body);
      if (!wantsZip(req.headers.accept)) return ok(await bulkDownloadPreview(ctx, ids));
      // Every sheet is looked up before the ZIP starts, so an unknown id answers 404 instead of a cut-off download.
      const sheets: Awaited<ReturnType<typeof ts.getTimesheet>>[] = [];
      for (const id of ids) sheets.push(await ts.getTimesheet(ctx, id));
      async function* pdfs() {
        for (const t of sheets) {
          yield { name: pdfFileName(t), bytes: await timesheetPdf(t, ctx.config.ORG_NAME) };
        }
      }
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', 'attachment; filename="timesheets.zip"')
        .send(zipOf(pdfs()));
    },
  );
  app.post(
    `${P}/:id/send-reminder`,
    {
      config: staff(family, 'send-timesheet-reminders'),
      schema: {
        tags,
        summary: 'E-mail the provider a reminder about this time sheet',
        params: idParamSchema,
        response: { 200: okSchema(z.null()) },
      },
    },
    async (req) => {
      await ts.sendReminder(ctxOf(req), req.params.id);
      return ok(null, TIMESHEET_MESSAGES.reminderSent);
    },
  );
  listRoute(app, {
    path: '/timesheet-remainders/all',
    config: staff(family, 'send-timesheet-reminders'),
    tags,
    summary: 'Scheduled time sheet reminders (filters pending, assignmentId)',
    body: reminderListBodySchema,
    item: reminderSchema,
    list: listReminders,
  });
  importRoutes(app, {
    base: '/timesheet-remainders',
    config: staff(family, 'send-timesheet-reminders'),
    tags,
    unit: 'reminder',
    plural: 'reminders',
    exampleSummary: 'The reminders import template',
    exampleName: 'reminders-import-example',
    sheetName: 'Reminders',
    columns: REMINDER_COLUMNS,
    example: REMINDER_EXAMPLE,
    run: importReminders,
  });
  app.post(
    '/timesheet-remainders',
    {
      config: staff(family, 'send-timesheet-reminders'),
      schema: {
        tags,
        summary: 'Schedule a reminder e-mail for an assignment and pay period',
        body: reminderInputSchema,
        response: { 201: okSchema(reminderSchema) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await scheduleReminder(ctxOf(req), req.body), 'Reminder scheduled successfully')),
  );
  app.post(
    `${P}/bulk-approve-count`,
    {
      config: staff(family, 'bulk-approve-timesheets'),
      schema: {
        tags,
        summary: 'How many of a selection or filter would be approved',
        body: bulkApproveBodySchema,
        response: { 200: okSchema(z.object({ count: z.number(), selected: z.number() })) },
      },
    },
    async (req) => ok(await bulkApproveCount(ctxOf(req), req.body)),
  );
  app.post(
    `${P}/bulk-approve`,
    {
      config: staff(family, 'bulk-approve-timesheets'),
      schema: {
        tags,
        summary: 'Approve a selection or everything matching a filter, as a job with realtime progress',
        body: bulkApproveBodySchema,
        response: { 202: okSchema(z.object({ runId: z.string(), totalCount: z.number() })) },
      },
    },
    async (req, reply) =>
      reply.status(202).send(ok(await startBulkApproval(ctxOf(req), req.body), TIMESHEET_MESSAGES.bulkStarted)),
  );
};

/** The signed-in provider's own time sheets. */
export const ownTimesheetsRoutes: FastifyPluginAsyncZod = async (app) => {
  commonRoutes(app, () => PROVIDER);
};

/** The facility approver's link: no account, the token is the permission. */
export const facilityTimesheetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/verify-facility-access-timesheet',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Check a facility approval link and show its time sheet',
        body: facilityTokenBodySchema,
        response: { 200: okSchema(facilityAccessSchema) },
      },
    },
    async (req) => ok(await verifyFacilityAccess(ctxOf(req), req.body.id, req.body.token)),
  );
  app.post(
    '/facility-approve-timesheet',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Approve or reject from a facility link, signed with a typed name',
        body: facilityDecisionBodySchema,
        // Already decided through another link.
        response: { ...one, 409: failureSchema },
      },
    },
    async (req) => {
      const t = await facilityDecide(ctxOf(req), req.body);
      return ok(t, req.body.decision === 'approve' ? TIMESHEET_MESSAGES.approved : TIMESHEET_MESSAGES.rejected);
    },
  );
};
