import { addDays, first } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { payPeriods } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/buildTestApp.ts';
import { type Period, type TimesheetWorld, timesheetWorld } from './timesheets.fixtures.ts';

/** The time sheet tests' view of the time sheet world (timesheets.fixtures.ts): its parts by name, and helpers. */

let w: TimesheetWorld;
export let t: TestApp;
export let smtp: TimesheetWorld['smtp'];
export let admin: Record<string, string>;
export let period: Period;
export let nextPeriod: Period;
export let dailyPeriodId: string;

export let providerWithAssignment: TimesheetWorld['providerWithAssignment'];

export const deps = () => ({ db: t.db, realtime: t.app.realtime, jobs: t.app.jobs, log: t.app.log });

export const entries = (start = period.startDate) => [
  { date: start, startTime: '07:00', endTime: '15:30', breakMinutes: 30 },
  {
    date: addDays(start, 1),
    hours: 7.25,
    onCallType: 'in-house-call',
    onCallHours: 2,
  },
];

export const createAs = (p: { headers: Record<string, string>; assignmentId: string }, over: object = {}) =>
  t.post('/api/providers/time-sheet', p.headers, {
    assignmentId: p.assignmentId,
    payPeriodId: period.id,
    entries: entries(),
    ...over,
  });

/** Builds the world before the file's tests (and finds a daily pay period) and closes it after. */
export function setUpTimesheetSuite() {
  beforeAll(async () => {
    w = await timesheetWorld();
    ({ t, smtp, admin, period, nextPeriod, providerWithAssignment } = w);
    dailyPeriodId = first(await t.db.select().from(payPeriods).where(eq(payPeriods.type, 'daily')).limit(1)).id;
  });
  afterAll(() => w.close());
}
