import {
  failureSchema,
  REMINDER_IMPORT_API,
  TIMESHEET_API,
  TIMESHEET_IMPORT_API,
  TIMESHEET_MESSAGES,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffFamily } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { type Mount, serve } from '../../platform/endpoint.ts';
import { ok } from '../../platform/http.ts';
import { serveRecords } from '../../platform/record-routes.ts';
import { serveExport, serveImport } from '../../platform/route-blocks.ts';
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

type App = Parameters<FastifyPluginAsyncZod>[0];
const E = TIMESHEET_API;

/** The routes providers and staff share (`{ staff, provider }` descriptors), served at each plugin's mount. */
function commonRoutes(app: App, mount: Mount) {
  timesheetLookupRoutes(app, mount);
  serveRecords(app, mount, {
    list: [E.list, ts.listTimesheets],
    get: [E.get, ts.getTimesheet],
    create: [E.create, ts.createTimesheet, TIMESHEET_MESSAGES.created],
    update: [E.update, ts.updateTimesheet, TIMESHEET_MESSAGES.updated],
  });
  serve(app, mount, E.pdf, async (req, reply) => {
    const t = await ts.getTimesheet(ctxOf(req), req.params.id);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `inline; filename="timesheet-${t.payPeriod.startDate}-${t._id.slice(-6)}.pdf"`)
      .send(await timesheetPdf(t, req.server.config.ORG_NAME));
  });
  serve(app, mount, E.submit, async (req) =>
    ok(await ts.act(ctxOf(req), req.params.id, 'submit'), TIMESHEET_MESSAGES.submitted),
  );
}

export const timesheetsRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  commonRoutes(app, family);

  serve(app, family, E.approve, async (req) =>
    ok(await ts.act(ctxOf(req), req.params.id, 'approve'), TIMESHEET_MESSAGES.approved),
  );
  serve(app, family, E.reject, async (req) =>
    ok(await ts.act(ctxOf(req), req.params.id, 'reject', { reason: req.body.reason }), TIMESHEET_MESSAGES.rejected),
  );
  serve(app, family, E.reset, async (req) =>
    ok(await ts.act(ctxOf(req), req.params.id, 'reset'), TIMESHEET_MESSAGES.reset),
  );
  serveExport(app, family, E.export, {
    name: 'timesheets',
    sheetName: 'Time sheets',
    columns: EXPORT_COLUMNS,
    rows: ts.exportRows,
  });
  serveImport(app, family, TIMESHEET_IMPORT_API, {
    unit: 'time sheet',
    exampleName: 'timesheet-import-example',
    sheetName: 'Time sheets',
    columns: IMPORT_COLUMNS,
    example: IMPORT_EXAMPLE,
    run: importTimesheets,
  });
  serve(app, family, E.bulkDownload, async (req, reply) => {
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
      .send(await zipOf(pdfs()));
  });
  serve(app, family, E.sendReminder, async (req) => {
    await ts.sendReminder(ctxOf(req), req.params.id);
    return ok(null, TIMESHEET_MESSAGES.reminderSent);
  });
  serve(app, family, E.listReminders, async (req) => ok(await listReminders(ctxOf(req), req.query, req.body)));
  serveImport(app, family, REMINDER_IMPORT_API, {
    unit: 'reminder',
    exampleName: 'reminders-import-example',
    sheetName: 'Reminders',
    columns: REMINDER_COLUMNS,
    example: REMINDER_EXAMPLE,
    run: importReminders,
  });
  serve(app, family, E.scheduleReminder, async (req) =>
    ok(await scheduleReminder(ctxOf(req), req.body), 'Reminder scheduled successfully'),
  );
  serve(app, family, E.bulkApproveCount, async (req) => ok(await bulkApproveCount(ctxOf(req), req.body)));
  serve(app, family, E.bulkApprove, async (req) =>
    ok(await startBulkApproval(ctxOf(req), req.body), TIMESHEET_MESSAGES.bulkStarted),
  );
};

/** The signed-in provider's own time sheets. */
export const ownTimesheetsRoutes: FastifyPluginAsyncZod = async (app) => {
  commonRoutes(app, 'provider');
};

/** The facility approver's link: no account, the token is the permission. */
export const facilityTimesheetRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, 'api', E.verifyFacilityAccess, async (req) =>
    ok(await verifyFacilityAccess(ctxOf(req), req.body.id, req.body.token)),
  );
  serve(
    app,
    'api',
    E.facilityDecide,
    async (req) => {
      const t = await facilityDecide(ctxOf(req), req.body);
      return ok(t, req.body.decision === 'approve' ? TIMESHEET_MESSAGES.approved : TIMESHEET_MESSAGES.rejected);
    },
    // Already decided through another link.
    { failures: { 409: failureSchema } },
  );
};
