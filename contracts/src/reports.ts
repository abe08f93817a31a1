import { z } from 'zod';
import { historyEntrySchema } from './credentialing.ts';
import { listBodySchema } from './http.ts';

/**
 * Reappointment, expiring-assignment and expired-document reports (spec sections 2, 4, 7; issue 16). Each report
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
