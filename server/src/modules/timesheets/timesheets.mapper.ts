import { entryMinutes, type Timesheet, type TimesheetSummary, type timesheetEntrySchema } from '@portal/contracts';
import type { z } from 'zod';
import type { StoredEntry } from '../../db/schema/index.ts';
import type { TimesheetRow } from './timesheets.repo.ts';

/** A stored time sheet as the API answers it (summary without entries for lists). */
export const toSummary = (r: TimesheetRow): TimesheetSummary => ({
  _id: r.t.id,
  status: r.t.status,
  provider: r.provider,
  facility: r.facility,
  assignmentId: r.t.assignmentId,
  payPeriod: r.period,
  totalMinutes: r.t.totalMinutes,
  onCallMinutes: r.t.onCallMinutes,
  rejectionReason: r.t.rejectionReason,
  approvedByName: r.t.approvedByName,
  approvedAt: r.t.approvedAt?.toISOString() ?? null,
  submittedAt: r.t.submittedAt?.toISOString() ?? null,
  createdAt: r.t.createdAt.toISOString(),
  updatedAt: r.t.updatedAt.toISOString(),
});

export const toTimesheet = (r: TimesheetRow): Timesheet => ({ ...toSummary(r), entries: r.t.entries });

/** A day of a time sheet as stored: minutes worked computed, optional parts null, on-call hours in minutes. */
export const toStoredEntry = (e: z.output<typeof timesheetEntrySchema>): StoredEntry => ({
  date: e.date,
  startTime: e.startTime ?? null,
  endTime: e.endTime ?? null,
  breakMinutes: e.breakMinutes,
  minutes: entryMinutes(e),
  onCallType: e.onCallType ?? null,
  onCallMinutes: Math.round((e.onCallHours ?? 0) * 60),
  notes: e.notes ?? null,
});
