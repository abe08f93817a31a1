import { z } from 'zod';
import { listBodySchema } from './http.ts';
import { canApply, defineWorkflow, transitionRefusal } from './workflow.ts';

export const TIMESHEET_STATUSES = ['not-submitted', 'approval-pending', 'approved', 'rejected'] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

/**
 * The time sheet workflow as an explicit table (ARCHITECTURE.md, convention 7): an action is allowed only from the
 * listed states; anything else is a 409. A rejected sheet is no dead end: its provider corrects it (edits stay
 * allowed while rejected) and resubmits it.
 */
export const TIMESHEET_WORKFLOW = defineWorkflow({
  entity: 'time sheet',
  statuses: TIMESHEET_STATUSES,
  transitions: {
    'submit-for-approval': { from: ['not-submitted'], to: 'approval-pending' },
    resubmit: { from: ['rejected'], to: 'approval-pending' },
    approve: { from: ['approval-pending'], to: 'approved' },
    reject: { from: ['approval-pending'], to: 'rejected' },
    reset: { from: ['approved', 'rejected'], to: 'not-submitted' },
  },
  past: {
    'submit-for-approval': 'submitted for approval',
    resubmit: 'resubmitted',
    approve: 'approved',
    reject: 'rejected',
    reset: 'reset',
  },
});
export const TIMESHEET_TRANSITIONS = TIMESHEET_WORKFLOW.transitions;
export type TimesheetAction = keyof typeof TIMESHEET_TRANSITIONS;

export const canTransition = (action: TimesheetAction, from: TimesheetStatus): boolean =>
  canApply(TIMESHEET_WORKFLOW, action, from);

/** Submitting a rejected sheet is its resubmission: the same button, its own row of the table. */
export const submitActionFor = (status: TimesheetStatus): TimesheetAction =>
  status === 'rejected' ? 'resubmit' : 'submit-for-approval';

/** Only these states may be edited: a draft, or a rejected sheet being corrected. Submitted and approved are locked. */
export const EDITABLE_STATUSES: readonly TimesheetStatus[] = ['not-submitted', 'rejected'];

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM');
const isoDate = z.iso.date('Enter a valid date (YYYY-MM-DD)');

/** Minutes between two HH:MM times; an end before the start runs past midnight. */
export const minutesBetween = (start: string, end: string): number => {
  const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const d = toMin(end) - toMin(start);
  return d <= 0 ? d + 24 * 60 : d;
};

/** One day's work: either start and end times (minus a break) or a number of hours. Stored exactly, in minutes. */
export const timesheetEntrySchema = z
  .object({
    date: isoDate,
    startTime: time.nullish(),
    endTime: time.nullish(),
    hours: z.number().min(0).max(24).nullish(),
    breakMinutes: z.number().int().min(0).max(720).default(0),
    onCallType: z.enum(['evening-on-call-pager', '24-hour-pager-call', 'in-house-call']).nullish(),
    onCallHours: z.number().min(0).max(24).nullish(),
    notes: z.string().trim().max(1000).nullish(),
  })
  .superRefine((e, ctx) => {
    const timed = Boolean(e.startTime || e.endTime);
    if (timed && !(e.startTime && e.endTime)) {
      ctx.addIssue({
        code: 'custom',
        path: [e.startTime ? 'endTime' : 'startTime'],
        message: 'Give both start and end times',
      });
    }
    if (!timed && (e.hours === null || e.hours === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['hours'], message: 'Give start and end times or the hours worked' });
    }
    if (e.startTime && e.endTime && e.breakMinutes >= minutesBetween(e.startTime, e.endTime)) {
      ctx.addIssue({ code: 'custom', path: ['breakMinutes'], message: 'The break is longer than the shift' });
    }
    if (e.onCallHours && !e.onCallType) {
      ctx.addIssue({ code: 'custom', path: ['onCallType'], message: 'Choose the on-call type' });
    }
  });
export type TimesheetEntryInput = z.input<typeof timesheetEntrySchema>;

/** Worked minutes of an entry: exact integers, so totals never drift. */
export const entryMinutes = (e: z.output<typeof timesheetEntrySchema>): number =>
  e.startTime && e.endTime ? minutesBetween(e.startTime, e.endTime) - e.breakMinutes : Math.round((e.hours ?? 0) * 60);

export const timesheetInputSchema = z
  .object({
    assignmentId: z.uuid('Choose an assignment'),
    payPeriodId: z.uuid('Choose a pay period'),
    entries: z.array(timesheetEntrySchema).min(1, 'Add at least one day').max(31),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.entries.forEach((e, i) => {
      if (seen.has(e.date))
        ctx.addIssue({ code: 'custom', path: ['entries', i, 'date'], message: 'This day is entered twice' });
      seen.add(e.date);
    });
  });
export type TimesheetInput = z.input<typeof timesheetInputSchema>;

export const timesheetEntryOutSchema = z.object({
  date: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  breakMinutes: z.number(),
  minutes: z.number(),
  onCallType: z.string().nullable(),
  onCallMinutes: z.number(),
  notes: z.string().nullable(),
});

export const timesheetSchema = z.object({
  _id: z.string(),
  status: z.enum(TIMESHEET_STATUSES),
  provider: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() }),
  facility: z.object({ _id: z.string(), name: z.string() }),
  assignmentId: z.string(),
  payPeriod: z.object({
    _id: z.string(),
    type: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    /** A closed period's sheets can no longer change (the API answers 409 PERIOD_CLOSED). */
    status: z.enum(['open', 'closed']),
  }),
  entries: z.array(timesheetEntryOutSchema),
  totalMinutes: z.number(),
  onCallMinutes: z.number(),
  rejectionReason: z.string().nullable(),
  approvedByName: z.string().nullable(),
  approvedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Timesheet = z.infer<typeof timesheetSchema>;

export const timesheetSummarySchema = timesheetSchema.omit({ entries: true });
export type TimesheetSummary = z.infer<typeof timesheetSummarySchema>;

export const TIMESHEET_SORTABLE = ['period', 'provider', 'facility', 'status', 'updatedAt'] as const;
export const timesheetListBodySchema = listBodySchema(TIMESHEET_SORTABLE, {
  status: z.enum(TIMESHEET_STATUSES),
  facilityId: z.uuid(),
  providerId: z.uuid(),
  payPeriodId: z.uuid(),
});
export type TimesheetListBody = z.input<typeof timesheetListBodySchema>;

export const rejectBodySchema = z.object({
  reason: z.string().trim().min(1, 'Give a reason for the rejection').max(1000),
});

export const bulkApproveBodySchema = z
  .object({
    ids: z.array(z.uuid()).max(100_000).optional(),
    /** Everything matching the list's filters (and search) instead of a selection. */
    filters: timesheetListBodySchema.shape.filters.optional(),
    search: z.string().trim().max(200).nullish(),
  })
  .refine((b) => (b.ids && b.ids.length > 0) || b.filters !== undefined, {
    message: 'Select time sheets or give the filters to approve',
    path: ['ids'],
  });

/** bulk-download: the selected ids, or a payload of list filters; spec section 5's message when neither. */
export const bulkDownloadBodySchema = z
  .object({
    ids: z.array(z.uuid()).max(500).optional(),
    payload: z
      .object({ filters: timesheetListBodySchema.shape.filters.optional(), search: z.string().max(200).nullish() })
      .optional(),
  })
  .refine((b) => (b.ids && b.ids.length > 0) || b.payload !== undefined, {
    message: 'Payload or Id is required',
    path: ['ids'],
  });

export const facilityTokenBodySchema = z.object({ id: z.uuid(), token: z.string().min(20).max(200) });
export const facilityDecisionBodySchema = z
  .object({
    id: z.uuid(),
    token: z.string().min(20).max(200),
    decision: z.enum(['approve', 'reject']),
    signatureName: z.string().trim().min(1, 'Type your name to sign').max(200),
    reason: z.string().trim().max(1000).nullish(),
  })
  .refine((b) => b.decision !== 'reject' || Boolean(b.reason), {
    path: ['reason'],
    message: 'Give a reason for the rejection',
  });

/** Who decided a time sheet and when, as its approval links show it once someone has acted. */
export const facilityDecisionOutcomeSchema = z.enum(['approved', 'rejected']);
export type FacilityDecisionOutcome = z.infer<typeof facilityDecisionOutcomeSchema>;
export const facilityAccessSchema = z.object({
  timesheet: timesheetSchema,
  approverName: z.string(),
  decision: z.object({ outcome: facilityDecisionOutcomeSchema, by: z.string(), at: z.string() }).nullable(),
});
export type FacilityAccess = z.infer<typeof facilityAccessSchema>;

export const payPeriodSchema = z.object({
  _id: z.string(),
  type: z.enum(['daily', 'bi_weekly']),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(['open', 'closed']),
  closedAt: z.string().nullable(),
});
export type PayPeriod = z.infer<typeof payPeriodSchema>;
export const PAY_PERIOD_SORTABLE = ['startDate'] as const;
export const payPeriodListBodySchema = listBodySchema(PAY_PERIOD_SORTABLE, {
  type: z.enum(['daily', 'bi_weekly']),
  from: isoDate,
  to: isoDate,
});
export type PayPeriodListBody = z.input<typeof payPeriodListBodySchema>;

export const BULK_APPROVAL_EVENTS = { started: 'BULK_APPROVAL', finished: 'TIMESHEETS_APPROVAL' } as const;
/**
 * What a bulk approval event says happened, sent as `code` beside the message. The web branches on it; the message
 * is for people and keeps spec section 4's words ('under process', 'completed') for any client that reads them.
 */
export const BULK_APPROVAL_CODES = { started: 'BULK_APPROVAL_STARTED', completed: 'BULK_APPROVAL_COMPLETED' } as const;

export const TIMESHEET_MESSAGES = {
  created: 'Time sheet added successfully',
  updated: 'Time sheet updated successfully',
  submitted: 'Time sheet submitted for approval',
  approved: 'Time sheet approved successfully',
  rejected: 'Time sheet rejected',
  reset: 'Time sheet reset successfully',
  notFound: 'Time sheet not found',
  locked: 'This time sheet can no longer be edited',
  transition: (action: TimesheetAction, status: TimesheetStatus) =>
    transitionRefusal(TIMESHEET_WORKFLOW, action, status),
  duplicate: 'A time sheet already exists for this assignment and pay period',
  periodType: 'This pay period does not match the assignment’s pay period type',
  periodOutside: 'This pay period is outside the assignment’s dates',
  entryOutside: 'This day is outside the assignment or the pay period',
  futureDay: 'Hours cannot be entered for a future day',
  bulkStarted: 'Bulk approval started',
  reminderSent: 'Reminder sent successfully',
  tooManyToDownload: 'Select at most 500 time sheets to download at once',
  bulkInProcess:
    'This action is currently disabled because time sheets bulk approval is in progress. Please try again later.',
  linkInvalid: 'This approval link is not valid.',
  linkExpired: 'This approval link has expired.',
  linkUsed: 'This approval link has already been used.',
  linkReplaced: 'This approval link is no longer valid: the time sheet was changed after it was sent.',
  linkDecided: (decision: FacilityDecisionOutcome, by: string, at: string) =>
    `This time sheet was already ${decision} by ${by} on ${at}.`,
} as const;

/** A reminder e-mail to a provider about one assignment's time sheet for one pay period, sent by a job at sendAt. */
export const reminderInputSchema = z.object({
  assignmentId: z.uuid('Choose an assignment'),
  payPeriodId: z.uuid('Choose a pay period'),
  sendAt: z.iso.datetime({ offset: true, error: 'Give the date and time to send it' }),
});
export const reminderSchema = z.object({
  _id: z.string(),
  assignmentId: z.string(),
  payPeriodId: z.string(),
  provider: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() }),
  facility: z.object({ _id: z.string(), name: z.string() }),
  periodStart: z.string(),
  sendAt: z.string(),
  sentAt: z.string().nullable(),
});
export const reminderListBodySchema = listBodySchema(['sendAt'] as const, {
  pending: z.boolean(),
  assignmentId: z.uuid(),
});
