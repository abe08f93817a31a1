import type { ListPage, Ok, reminderSchema } from '@portal/contracts';
import type { z } from 'zod';
import { api } from '../../app/api.ts';
import { formatDateTime } from '../../ui/format.ts';

export type Reminder = z.infer<typeof reminderSchema>;

export interface ReminderInput {
  assignmentId: string;
  payPeriodId: string;
  /** ISO date-time with offset. */
  sendAt: string;
}

export interface ReminderListRequest {
  prefix: string;
  page: number;
  pageSize: number;
  pending: boolean;
  sortDirection?: 1 | -1;
}

const base = (prefix: string) => `/${prefix}/timesheet-remainders`;
/** GET /{prefix}/timesheet-remainders/example?format= : the reminders import template. */
export const reminderExamplePath = (prefix: string) => `${base(prefix)}/example`;
export const REMINDER_EXAMPLE_NAME = 'timesheet-reminders-example';
/** POST /{prefix}/timesheet-remainders/import (multipart, field 'file'). */
export const reminderImportPath = (prefix: string) => `${base(prefix)}/import`;

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

export const remindersApi = api.enhanceEndpoints({ addTagTypes: ['Reminder'] }).injectEndpoints({
  endpoints: (build) => ({
    /** POST /{prefix}/timesheet-remainders/all?page=&pageSize= (filters pending). */
    listReminders: build.query<ListPage<Reminder>, ReminderListRequest>({
      query: ({ prefix, page, pageSize, pending, sortDirection }) => ({
        url: `${base(prefix)}/all`,
        method: 'POST',
        params: { page, pageSize },
        body: { ...(sortDirection ? { sortBy: 'sendAt', sortDirection } : {}), filters: pending ? { pending } : {} },
      }),
      transformResponse: (res: Ok<ListPage<Reminder>>) => res.data,
      providesTags: [LIST],
    }),
    /** POST /{prefix}/timesheet-remainders : 201 'Reminder scheduled successfully'; 400 field errors. */
    scheduleReminder: build.mutation<Ok<Reminder>, { prefix: string; body: ReminderInput }>({
      query: ({ prefix, body }) => ({ url: base(prefix), method: 'POST', body, silent: [400, 409] }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useListRemindersQuery, useScheduleReminderMutation } = remindersApi;
