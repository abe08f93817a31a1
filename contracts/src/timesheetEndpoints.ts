import { z } from 'zod';
import { defineEndpoints, exportEndpoint, FILE_MEDIA_TYPES, importEndpoints, listEndpoint } from './endpoint.ts';
import { idParamSchema } from './http.ts';
import {
  bulkApproveBodySchema,
  bulkDownloadBodySchema,
  facilityAccessSchema,
  facilityDecisionBodySchema,
  facilityTokenBodySchema,
  payPeriodListBodySchema,
  payPeriodSchema,
  rejectBodySchema,
  reminderInputSchema,
  reminderListBodySchema,
  reminderSchema,
  timesheetInputSchema,
  timesheetListBodySchema,
  timesheetSchema,
  timesheetSummarySchema,
} from './timesheets.ts';

/** list-pay-periods: the latest started periods (the shared picker). */
export const recentPayPeriodsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(20),
  type: z.enum(['daily', 'bi_weekly']).optional(),
});

/** The pay periods endpoints: the staff list and the picker every signed-in user has. */
export const PAY_PERIOD_API = /*#__PURE__*/ defineEndpoints('pay-periods', {
  list: listEndpoint(
    '/pay-periods/all',
    { staff: 'view-pay-periods' },
    'List pay periods (filters type, from, to)',
    payPeriodListBodySchema,
    payPeriodSchema,
  ),
  recent: {
    method: 'GET',
    path: '/list-pay-periods',
    access: 'authenticated',
    summary: 'The latest pay periods that have started (query limit, type)',
    query: recentPayPeriodsQuerySchema,
    response: z.array(payPeriodSchema),
  },
});

const P = '/time-sheet';
/** Served to staff (with the permission) and, the same path and schemas, to providers for their own sheets. */
const shared = (permission: string) => ({ staff: permission, provider: true }) as const;
const reminders = { staff: 'send-timesheet-reminders' } as const;
const bulkApprove = { staff: 'bulk-approve-timesheets' } as const;

/** The time sheet endpoints: staff and providers (their own sheets), and the facility approver's public link. */
export const TIMESHEET_API = /*#__PURE__*/ defineEndpoints('timesheets', {
  list: listEndpoint(
    `${P}/all`,
    shared('view-timesheets'),
    'List time sheets (filters status, facilityId, providerId, payPeriodId; search; sort)',
    timesheetListBodySchema,
    timesheetSummarySchema,
  ),
  get: {
    method: 'GET',
    path: `${P}/:id`,
    access: shared('view-timesheets'),
    summary: 'One time sheet',
    params: idParamSchema,
    response: timesheetSchema,
  },
  create: {
    method: 'POST',
    path: P,
    access: shared('add-timesheets'),
    summary: 'Add a time sheet (a period or a day)',
    body: timesheetInputSchema,
    response: timesheetSchema,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: `${P}/:id`,
    access: shared('edit-timesheets'),
    summary: 'Edit a time sheet not yet submitted',
    params: idParamSchema,
    body: timesheetInputSchema,
    response: timesheetSchema,
  },
  pdf: {
    method: 'GET',
    path: `${P}/:id/pdf`,
    access: shared('view-timesheets'),
    produces: [FILE_MEDIA_TYPES.pdf],
    summary: 'The time sheet as a PDF (entries, HH:MM totals, approval signature)',
    params: idParamSchema,
  },
  submit: {
    method: 'POST',
    path: `${P}/:id/submit-for-approval`,
    access: shared('edit-timesheets'),
    summary: 'Submit for approval (a rejected sheet: resubmit it)',
    params: idParamSchema,
    response: timesheetSchema,
  },
  approve: {
    method: 'POST',
    path: `${P}/:id/approve-timesheet`,
    access: { staff: 'approve-timesheets' },
    summary: 'Approve',
    params: idParamSchema,
    response: timesheetSchema,
  },
  reject: {
    method: 'POST',
    path: `${P}/:id/reject`,
    access: { staff: 'approve-timesheets' },
    summary: 'Reject with a reason',
    params: idParamSchema,
    body: rejectBodySchema,
    response: timesheetSchema,
  },
  reset: {
    method: 'POST',
    path: `${P}/:id/reset-time-sheet`,
    access: { staff: 'reset-timesheets' },
    summary: 'Return an approved or rejected time sheet to not submitted',
    params: idParamSchema,
    response: timesheetSchema,
  },
  export: exportEndpoint(
    `${P}/export`,
    { staff: 'export-timesheets' },
    'Stream the filtered time sheets as XLSX',
    timesheetListBodySchema,
  ),
  /** A ZIP with Accept: application/zip, else the JSON preview (bulkDownloadPreviewSchema): no declared answer. */
  bulkDownload: {
    method: 'POST',
    path: `${P}/bulk-download`,
    access: { staff: 'export-timesheets' },
    produces: [FILE_MEDIA_TYPES.zip, FILE_MEDIA_TYPES.json],
    summary:
      "A ZIP of the selected time sheets' PDFs (Accept: application/zip); with any other Accept, the JSON " +
      'preview of the files it would hold',
    body: bulkDownloadBodySchema,
  },
  sendReminder: {
    method: 'POST',
    path: `${P}/:id/send-reminder`,
    access: reminders,
    summary: 'E-mail the provider a reminder about this time sheet',
    params: idParamSchema,
    response: z.null(),
  },
  listReminders: listEndpoint(
    '/timesheet-remainders/all',
    reminders,
    'Scheduled time sheet reminders (filters pending, assignmentId)',
    reminderListBodySchema,
    reminderSchema,
  ),
  scheduleReminder: {
    method: 'POST',
    path: '/timesheet-remainders',
    access: reminders,
    summary: 'Schedule a reminder e-mail for an assignment and pay period',
    body: reminderInputSchema,
    response: reminderSchema,
    status: 201,
  },
  bulkApproveCount: {
    method: 'POST',
    path: `${P}/bulk-approve-count`,
    access: bulkApprove,
    summary: 'How many of a selection or filter would be approved',
    body: bulkApproveBodySchema,
    response: z.object({ count: z.number(), selected: z.number() }),
  },
  bulkApprove: {
    method: 'POST',
    path: `${P}/bulk-approve`,
    access: bulkApprove,
    summary: 'Approve a selection or everything matching a filter, as a job with realtime progress',
    body: bulkApproveBodySchema,
    response: z.object({ runId: z.string(), totalCount: z.number() }),
    status: 202,
  },
  verifyFacilityAccess: {
    method: 'POST',
    path: '/verify-facility-access-timesheet',
    access: 'public',
    summary: 'Check a facility approval link and show its time sheet',
    body: facilityTokenBodySchema,
    response: facilityAccessSchema,
  },
  /** 409 (documented by the route) when already decided through another link. */
  facilityDecide: {
    method: 'POST',
    path: '/facility-approve-timesheet',
    access: 'public',
    summary: 'Approve or reject from a facility link, signed with a typed name',
    body: facilityDecisionBodySchema,
    response: timesheetSchema,
  },
});

/** GET/POST /time-sheet/example and /time-sheet/import. */
export const TIMESHEET_IMPORT_API = /*#__PURE__*/ defineEndpoints(
  'timesheets',
  importEndpoints(P, { staff: 'import-timesheets' }, 'time sheets'),
);
/** GET/POST /timesheet-remainders/example and /timesheet-remainders/import. */
export const REMINDER_IMPORT_API = /*#__PURE__*/ defineEndpoints(
  'timesheets',
  importEndpoints('/timesheet-remainders', reminders, 'reminders', 'The reminders import template'),
);
