import { todayIn } from '@portal/contracts';
import { and, eq, lte, sql } from 'drizzle-orm';
import { payPeriods } from '../../db/schema/index.ts';
import { bearer, buildMailingApp } from '../../test/buildTestApp.ts';
import { generatePayPeriods } from '../pay-periods/index.ts';

export type Headers = Record<string, string>;
export interface Period {
  id: string;
  startDate: string;
  endDate: string;
}

/**
 * A test app with a real SMTP sink, pay periods, and a facility whose primary and backup timesheet approvers
 * receive the approval links; plus helpers that make providers with assignments and their time sheets.
 */
export async function timesheetWorld(facilityName = 'Approval General') {
  const { t, smtp, admin } = await buildMailingApp();
  await generatePayPeriods(t.db);
  const [nextPeriod, period] = (await t.db
    .select()
    .from(payPeriods)
    .where(and(eq(payPeriods.type, 'bi_weekly'), lte(payPeriods.startDate, todayIn())))
    .orderBy(sql`${payPeriods.startDate} desc`)
    .limit(2)) as unknown as [Period, Period];
  const post = (url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const facilityId: string = (
    await post('/api/super-admin/facilities', admin, {
      name: facilityName,
      contacts: [
        { type: 'backup_timesheet_approver', name: 'Bea Backup', email: 'bea@approval.example' },
        { type: 'primary_timesheet_approver', name: 'Pia Primary', email: 'pia@approval.example' },
      ],
    })
  ).json().data._id;

  /** A confirmed provider with a bi-weekly assignment covering the two latest periods, signed in. */
  async function providerWithAssignment() {
    const user = await t.createUser({ role: 'provider' });
    const res = await post('/api/super-admin/provider-facility-assignments', admin, {
      providerId: user.id,
      facilityId,
      startDate: period.startDate,
      endDate: nextPeriod.endDate,
      payPeriodType: 'bi_weekly',
    });
    return { ...user, assignmentId: res.json().data._id as string, headers: bearer(await t.login(user.email)) };
  }
  type Provider = Awaited<ReturnType<typeof providerWithAssignment>>;

  const entries = (hours = 8) => [{ date: period.startDate, hours }];
  const input = (p: Provider, hours = 8) => ({
    assignmentId: p.assignmentId,
    payPeriodId: period.id,
    entries: entries(hours),
  });
  /** A new time sheet of `p`'s, not submitted; returns its id. */
  const draft = async (p: Provider): Promise<string> =>
    (await post('/api/providers/time-sheet', p.headers, input(p))).json().data._id;
  const submit = (p: Provider, id: string) => post(`/api/providers/time-sheet/${id}/submit-for-approval`, p.headers);
  const edit = (p: Provider, id: string, hours: number) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/providers/time-sheet/${id}`,
      headers: p.headers,
      payload: input(p, hours),
    });
  const staff = (id: string, action: string, payload?: object) =>
    post(`/api/super-admin/time-sheet/${id}/${action}`, admin, payload);

  /** The next mail to `email` with `subject` whose link names time sheet `id` (skipping mails about others). */
  async function mailAbout(email: string, subject: string, id: string) {
    for (;;) {
      const mail = await smtp.next(email, subject);
      if (mail.link.includes(id)) return mail;
    }
  }
  /** The approval link e-mailed to `email` for time sheet `id`. */
  async function linkFor(email: string, id: string) {
    const url = new URL((await mailAbout(email, 'Time sheet to approve', id)).link);
    return { id, token: url.searchParams.get('token') ?? '', url };
  }

  return {
    t,
    smtp,
    admin,
    facilityId,
    facilityName,
    period,
    nextPeriod,
    post,
    providerWithAssignment,
    draft,
    submit,
    edit,
    staff,
    linkFor,
    mailAbout,
    close: () => t.close(),
  };
}
export type TimesheetWorld = Awaited<ReturnType<typeof timesheetWorld>>;
