import { z } from 'zod';
import { defineEndpoints } from './endpoint.ts';
import { idParamSchema, listBodySchema, listPageSchema, listQuerySchema } from './http.ts';
import { payPeriodSchema, TIMESHEET_STATUSES, timesheetEntryOutSchema } from './timesheets.ts';

/**
 * Read-only calls around time sheets (spec section 7): the time logs of one sheet (review-time-logs), its
 * facility's approvers (list-facility-contacts), the pay periods an assignment can still get a sheet for, and the
 * JSON preview of bulk-download.
 */

/** review-time-logs: sorted by time ('at'), filtered by action. */
export const timeLogListBodySchema = listBodySchema(['at'] as const, { action: z.string().trim().min(1).max(60) });
export type TimeLogListBody = z.input<typeof timeLogListBodySchema>;

/** One changed field of a time sheet, its value before and after (null when it had none). */
export const timeLogChangeSchema = z.object({ field: z.string(), old: z.unknown(), new: z.unknown() });
/** One day of the sheet as it was before and after the change (null: the day was not entered). */
export const timeLogDaySchema = z.object({
  date: z.string(),
  before: timesheetEntryOutSchema.nullable(),
  after: timesheetEntryOutSchema.nullable(),
});
export const timeLogSchema = z.object({
  _id: z.string(),
  at: z.string(),
  actorName: z.string().nullable(),
  action: z.string(),
  actionLabel: z.string(),
  /** Every changed field except the entries, which `days` gives day by day. */
  changes: z.array(timeLogChangeSchema),
  days: z.array(timeLogDaySchema),
});
export type TimeLog = z.infer<typeof timeLogSchema>;
export type TimeLogDay = z.infer<typeof timeLogDaySchema>;

const ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Edited',
  import: 'Imported',
  'submit-for-approval': 'Submitted for approval',
  approve: 'Approved',
  reject: 'Rejected',
  reset: 'Reset',
  'bulk-approve': 'Approved (bulk approval)',
  'facility-approve': 'Approved by the facility',
  'facility-reject': 'Rejected by the facility',
  'send-reminder': 'Reminder sent',
};
/** 'Submitted for approval' for 'submit-for-approval'; an action without a label reads as its words. */
export const timeLogActionLabel = (action: string): string => {
  const known = ACTION_LABELS[action];
  if (known) return known;
  const words = action.replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** list-facility-contacts: the facility's time sheet approvers, primary first. */
export const TIMESHEET_APPROVER_TYPES = ['primary_timesheet_approver', 'backup_timesheet_approver'] as const;
export const timesheetFacilityContactSchema = z.object({
  _id: z.string(),
  type: z.enum(TIMESHEET_APPROVER_TYPES),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type TimesheetFacilityContact = z.infer<typeof timesheetFacilityContactSchema>;

/** pay-period-options: the started periods an assignment can have a sheet for; `timesheet` when it has one. */
export const payPeriodOptionsQuerySchema = z.object({
  assignmentId: z.uuid('Choose an assignment'),
  limit: z.coerce.number().int().min(1).max(200).default(20),
  /** true: only the periods without a time sheet yet. */
  open: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export const payPeriodOptionSchema = payPeriodSchema.extend({
  timesheet: z.object({ _id: z.string(), status: z.enum(TIMESHEET_STATUSES) }).nullable(),
});
export type PayPeriodOption = z.infer<typeof payPeriodOptionSchema>;

/** bulk-download previewed (Accept without application/zip): the files the ZIP would hold, in its order. */
export const bulkDownloadPreviewSchema = z.object({
  count: z.number().int(),
  files: z.array(
    z.object({
      name: z.string(),
      timesheetId: z.string(),
      provider: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() }),
      facility: z.object({ _id: z.string(), name: z.string() }),
      payPeriod: z.object({ _id: z.string(), type: z.string(), startDate: z.string(), endDate: z.string() }),
      status: z.enum(TIMESHEET_STATUSES),
    }),
  ),
});
export type BulkDownloadPreview = z.infer<typeof bulkDownloadPreviewSchema>;

const shared = (permission: string) => ({ staff: permission, provider: true }) as const;

/** The read-only time sheet calls, served to staff and (their own sheets and assignments) to providers. */
export const TIMESHEET_LOOKUP_API = /*#__PURE__*/ defineEndpoints('timesheets', {
  timeLogs: {
    method: 'POST',
    path: '/time-sheet/:id/review-time-logs',
    access: shared('view-timesheets'),
    summary: "Every audited change of a time sheet's entries and status: who, when, before and after",
    params: idParamSchema,
    query: listQuerySchema,
    body: timeLogListBodySchema,
    response: listPageSchema(timeLogSchema),
  },
  facilityContacts: {
    method: 'GET',
    path: '/time-sheet/:id/list-facility-contacts',
    access: shared('view-timesheets'),
    summary: "The time sheet facility's approvers (primary first), to choose whom to e-mail",
    params: idParamSchema,
    response: z.array(timesheetFacilityContactSchema),
  },
  payPeriodOptions: {
    method: 'GET',
    path: '/time-sheet/pay-period-options',
    access: shared('add-timesheets'),
    summary:
      'The started pay periods an assignment can have a time sheet for, newest first, each with its existing ' +
      'time sheet (open=true: only those without one)',
    query: payPeriodOptionsQuerySchema,
    response: z.array(payPeriodOptionSchema),
  },
});
