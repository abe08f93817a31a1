import {
  REMINDER_IMPORT_API,
  type reminderListBodySchema,
  type reminderSchema,
  TIMESHEET_API,
} from '@portal/contracts';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import { mutationOf, queryOf, requestOf } from '../../lib/endpoint.ts';
import { formatDateTime } from '../../ui/format.ts';

export type Reminder = z.infer<typeof reminderSchema>;

/** GET /{prefix}/timesheet-remainders/example?format= : the reminders import template. */
export const reminderExamplePath = (prefix: string) => requestOf(REMINDER_IMPORT_API.example, { prefix }).url;
export const REMINDER_EXAMPLE_NAME = 'timesheet-reminders-example';
/** POST /{prefix}/timesheet-remainders/import (multipart, field 'file'). */
export const reminderImportPath = (prefix: string) => requestOf(REMINDER_IMPORT_API.import, { prefix }).url;

/** The list's body: only those not yet sent when `pending`, sorted by send time when a direction is chosen. */
export const reminderListBody = (pending: boolean, sortDirection?: 1 | -1): z.input<typeof reminderListBodySchema> => ({
  ...(sortDirection ? { sortBy: 'sendAt', sortDirection } : {}),
  filters: pending ? { pending } : {},
});

/** 'Scheduled' until the job sends it, then 'Sent MM/DD/YYYY, HH:MM AM'. */
export const reminderStatus = (r: Pick<Reminder, 'sentAt'>): string =>
  r.sentAt ? `Sent ${formatDateTime(r.sentAt)}` : 'Scheduled';

/** A datetime-local value ('2025-01-31T09:30') as an ISO instant in the browser's zone; '' when invalid. */
export const localToIso = (local: string): string => {
  if (!local) return '';
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
};

const LIST = { type: 'Reminder' as const, id: 'LIST' };
const E = TIMESHEET_API;

const remindersApi = api.enhanceEndpoints({ addTagTypes: ['Reminder'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Filters pending (reminderListBody). */
    listReminders: build.query(queryOf(E.listReminders, { providesTags: [LIST] })),
    /** 201 'Reminder scheduled successfully'; 400 field errors. */
    scheduleReminder: build.mutation(mutationOf(E.scheduleReminder, { silent: [400, 409], invalidatesTags: [LIST] })),
  }),
});

export const { useListRemindersQuery, useScheduleReminderMutation } = remindersApi;
