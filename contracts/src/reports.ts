import { z } from 'zod';
import { historyEntrySchema } from './credentialing.ts';
import { defineEndpoints, exportEndpoint, FILE_MEDIA_TYPES, listEndpoint } from './endpoint.ts';
import { idParamSchema, listBodySchema } from './http.ts';
import { defineWorkflow } from './workflow.ts';

/**
 * Reappointment, expiring-assignment and expired-document reports (spec sections 2, 4, 7). Each report
 * lists what falls due within a window (30, 60 or 90 days from today, overdue included for reappointments and
 * documents); each item carries a report status (its own list per report: `get-report-statuses?reportType=`) and
 * notes, both audited.
 */
export const REPORT_TYPES = ['reappointment', 'expiring-assignment', 'expired-document'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  reappointment: 'Reappointment',
  'expiring-assignment': 'Expiring Assignment',
  'expired-document': 'Expired Document',
};

/** Each report's statuses (the first is every item's status until someone changes it). */
export const REPORT_STATUSES = {
  reappointment: ['pending', 'submitted', 'completed', 'not-applied'],
  'expiring-assignment': ['pending', 'approval-pending', 'completed', 'not-approved'],
  'expired-document': ['pending', 'incomplete', 'completed'],
} as const satisfies Record<ReportType, readonly string[]>;
export type ReportStatus = (typeof REPORT_STATUSES)[ReportType][number];
export const isReportStatus = (type: ReportType, status: string) =>
  (REPORT_STATUSES[type] as readonly string[]).includes(status);

/**
 * Each report's status workflow, applied by the workflow engine: the action is the status chosen. Staff may move an
 * item between any two of its report's statuses (the item view offers each); choosing the status it is already in
 * is not a move, and is refused (409).
 */
export const REPORT_ITEM_WORKFLOWS = {
  reappointment: defineWorkflow({
    entity: 'reappointment report item',
    statuses: REPORT_STATUSES.reappointment,
    transitions: {
      pending: { from: ['submitted', 'completed', 'not-applied'], to: 'pending' },
      submitted: { from: ['pending', 'completed', 'not-applied'], to: 'submitted' },
      completed: { from: ['pending', 'submitted', 'not-applied'], to: 'completed' },
      'not-applied': { from: ['pending', 'submitted', 'completed'], to: 'not-applied' },
    },
    past: {
      pending: 'set back to pending',
      submitted: 'marked submitted',
      completed: 'marked completed',
      'not-applied': 'marked not applied',
    },
  }),
  'expiring-assignment': defineWorkflow({
    entity: 'expiring assignment report item',
    statuses: REPORT_STATUSES['expiring-assignment'],
    transitions: {
      pending: { from: ['approval-pending', 'completed', 'not-approved'], to: 'pending' },
      'approval-pending': { from: ['pending', 'completed', 'not-approved'], to: 'approval-pending' },
      completed: { from: ['pending', 'approval-pending', 'not-approved'], to: 'completed' },
      'not-approved': { from: ['pending', 'approval-pending', 'completed'], to: 'not-approved' },
    },
    past: {
      pending: 'set back to pending',
      'approval-pending': 'marked approval pending',
      completed: 'marked completed',
      'not-approved': 'marked not approved',
    },
  }),
  'expired-document': defineWorkflow({
    entity: 'expired document report item',
    statuses: REPORT_STATUSES['expired-document'],
    transitions: {
      pending: { from: ['incomplete', 'completed'], to: 'pending' },
      incomplete: { from: ['pending', 'completed'], to: 'incomplete' },
      completed: { from: ['pending', 'incomplete'], to: 'completed' },
    },
    past: { pending: 'set back to pending', incomplete: 'marked incomplete', completed: 'marked completed' },
  }),
} as const;

export const REPORT_WINDOWS = [30, 60, 90] as const;
export type ReportWindow = (typeof REPORT_WINDOWS)[number];

/** Reminders go out this many days before each due date, once each. */
export const REMINDER_THRESHOLDS = [90, 60, 30, 7] as const;

export const reportTypeQuerySchema = z.object({ reportType: z.enum(REPORT_TYPES, 'Choose a report type') });
export const reportStatusOptionSchema = z.object({ value: z.string(), label: z.string(), colour: z.string() });

const named = z.object({ _id: z.string(), name: z.string() });
const person = z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() });

export const reportItemSchema = z.object({
  /** The record the item is about: a credentialing record, an assignment or a document. */
  _id: z.string(),
  reportType: z.enum(REPORT_TYPES),
  provider: person,
  facility: named.nullable(),
  /** 'Reappointment at Harbor Regional', the document's name, 'Assignment 2026-01-01 to 2026-03-31'. */
  title: z.string(),
  /** The document type, the application type or the assignment's dates. */
  detail: z.string().nullable(),
  dueOn: z.string(),
  /** Days from today to the due date; negative when overdue. */
  daysLeft: z.number().int(),
  status: z.string(),
  assignedStaff: person.nullable(),
});
export type ReportItem = z.infer<typeof reportItemSchema>;

export const reportNoteSchema = z.object({
  _id: z.string(),
  kind: z.enum(['report', 'credentialing']),
  body: z.string(),
  author: z.string().nullable(),
  createdAt: z.string(),
});
export type ReportNote = z.infer<typeof reportNoteSchema>;

export const reportItemDetailSchema = reportItemSchema.extend({
  notes: z.array(reportNoteSchema),
  history: z.array(historyEntrySchema),
});
export type ReportItemDetail = z.infer<typeof reportItemDetailSchema>;

export const REPORT_SORTABLE = ['dueOn', 'provider', 'status'] as const;
export const reportListBodySchema = listBodySchema(REPORT_SORTABLE, {
  days: z.coerce
    .number()
    .int()
    .refine((d) => (REPORT_WINDOWS as readonly number[]).includes(d), 'Choose 30, 60 or 90 days'),
  facilityId: z.uuid(),
  providerId: z.uuid(),
  status: z.string().max(40),
});
export type ReportListBody = z.input<typeof reportListBodySchema>;

export const reportNoteInputSchema = z.object({
  note: z.string().trim().min(1, 'Enter a note').max(4000, 'At most 4000 characters'),
});
export const reportStatusInputSchema = z.object({ status: z.string().trim().min(1, 'Choose a status').max(40) });

/** Work history: every assignment of a provider with its facility, dates and approved hours. */
export const workHistoryRowSchema = z.object({
  assignmentId: z.string(),
  facility: named,
  startDate: z.string(),
  endDate: z.string(),
  approvedMinutes: z.number().int(),
});
export const workHistorySchema = z.object({
  provider: person,
  rows: z.array(workHistoryRowSchema),
  totalMinutes: z.number().int(),
});
export type WorkHistory = z.infer<typeof workHistorySchema>;

export const REPORT_MESSAGES = {
  noteAdded: 'Note added successfully',
  statusUpdated: 'Status updated successfully',
  notFound: 'Report item not found',
  badStatus: 'Choose one of the statuses of this report',
  providerNotFound: 'Provider not found',
} as const;

/**
 * One report's endpoints below its path: the staff's (view-<type>-reports to read, edit-<type>-reports to change)
 * and a provider's own (`own*`: their items only, read-only). Staff and provider routes share path and schemas but
 * not their summaries, hence a descriptor each.
 */
const reportEndpoints = <const P extends string>(type: ReportType, path: P) => {
  const view = { staff: `view-${type}-reports` };
  const edit = { staff: `edit-${type}-reports` };
  const own = { provider: true } as const;
  const all = `${path}/all` as `${P}/all`;
  const download = `${path}/download` as `${P}/download`;
  const one = `${path}/:id` as `${P}/:id`;
  return defineEndpoints(['reports', type], {
    list: listEndpoint(
      all,
      view,
      `The ${type} report: items due within filters.days (30, 60 or 90), by facility, provider, status`,
      reportListBodySchema,
      reportItemSchema,
    ),
    export: exportEndpoint(download, view, `Stream the ${type} report's filter as XLSX`, reportListBodySchema),
    get: {
      method: 'GET',
      path: one,
      access: view,
      summary: 'One item with its notes and history',
      params: idParamSchema,
      response: reportItemDetailSchema,
    },
    addNote: {
      method: 'POST',
      path: `${path}/:id/notes` as `${P}/:id/notes`,
      access: edit,
      summary: 'Add a note',
      params: idParamSchema,
      body: reportNoteInputSchema,
      response: reportItemDetailSchema,
    },
    setStatus: {
      method: 'PUT',
      path: `${path}/:id/status` as `${P}/:id/status`,
      access: edit,
      summary: "Change the item's report status (one of get-report-statuses)",
      params: idParamSchema,
      body: reportStatusInputSchema,
      response: reportItemDetailSchema,
    },
    ownList: listEndpoint(all, own, `My ${type} report`, reportListBodySchema, reportItemSchema),
    ownExport: exportEndpoint(download, own, `Stream my ${type} report as XLSX`, reportListBodySchema),
    ownGet: {
      method: 'GET',
      path: one,
      access: own,
      summary: 'One of my items',
      params: idParamSchema,
      response: reportItemDetailSchema,
    },
  });
};

/** Each report's endpoints (spec section 7: upcoming-reappointments, upcoming-expiring, expired documents). */
export const REPORT_TYPE_API = /*#__PURE__*/ (() => ({
  reappointment: {
    ...reportEndpoints('reappointment', '/upcoming-reappointments'),
    ...defineEndpoints(['reports', 'reappointment'], {
      addCredentialingNote: {
        method: 'POST',
        path: '/upcoming-reappointments/:id/credentialing-notes',
        access: { staff: 'edit-reappointment-reports' },
        summary: 'Add a credentialing note (kept on the credentialing record too)',
        params: idParamSchema,
        body: reportNoteInputSchema,
        response: reportItemDetailSchema,
      },
    }),
  },
  'expiring-assignment': reportEndpoints('expiring-assignment', '/upcoming-expiring'),
  'expired-document': reportEndpoints('expired-document', '/expired-documents'),
}))();

const assignments = { staff: 'view-assignments' } as const;
const provider = { provider: true } as const;

/** The report statuses, and work history for staff (by provider) and for a provider (their own). */
export const REPORT_API = /*#__PURE__*/ defineEndpoints('reports', {
  statuses: {
    method: 'GET',
    path: '/get-report-statuses',
    access: 'authenticated',
    summary: "A report's statuses with their labels and colours",
    query: reportTypeQuerySchema,
    response: z.array(reportStatusOptionSchema),
  },
  workHistory: {
    method: 'GET',
    path: '/work-history/:id',
    access: assignments,
    summary: "A provider's work history: assignments, facilities, dates and approved hours",
    params: idParamSchema,
    response: workHistorySchema,
  },
  workHistoryDownload: {
    method: 'GET',
    path: '/work-history/:id/download',
    access: assignments,
    produces: [FILE_MEDIA_TYPES.xlsx],
    summary: "Stream a provider's work history as XLSX (hours as [h]:mm)",
    params: idParamSchema,
  },
  ownWorkHistory: {
    method: 'GET',
    path: '/work-history',
    access: provider,
    summary: 'My work history',
    response: workHistorySchema,
  },
  ownWorkHistoryDownload: {
    method: 'GET',
    path: '/work-history/download',
    access: provider,
    produces: [FILE_MEDIA_TYPES.xlsx],
    summary: 'Stream my work history as XLSX',
  },
  /** By id, as staff ask for it: a provider's own only, another provider's answers 404. */
  ownWorkHistoryOf: {
    method: 'GET',
    path: '/work-history/:id',
    access: provider,
    summary: 'My work history',
    params: idParamSchema,
    response: workHistorySchema,
  },
  ownWorkHistoryOfDownload: {
    method: 'GET',
    path: '/work-history/:id/download',
    access: provider,
    produces: [FILE_MEDIA_TYPES.xlsx],
    summary: 'Stream my work history as XLSX',
    params: idParamSchema,
  },
});
