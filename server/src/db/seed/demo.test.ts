import { addDays, BONUS_TYPE_VALUES, first, isPermission, TIMESHEET_STATUSES, todayIn } from '@portal/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../test/buildTestApp.ts';
import {
  assignments,
  auditEvents,
  facilities,
  facilityContacts,
  timesheets,
  users,
  webhookSubscriptions,
} from '../schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_MANAGER_PERMISSIONS, DEMO_ROLE_PERMISSIONS, seedDemo } from './bootstrap.ts';

let t: TestApp;
let staff: Record<string, string>;
const demo = (email: string) => t.login(email, t.config.DEMO_PASSWORD).then(bearer);

beforeAll(async () => {
  t = await buildTestApp();
  expect(await seedDemo(t.db, t.config)).toBe(true);
  staff = await demo(DEMO_ACCOUNTS.staff);
});
afterAll(() => t.close());

const tally = async () => ({
  facilities: first(await t.db.select({ n: count() }).from(facilities)).n,
  users: first(await t.db.select({ n: count() }).from(users)).n,
  timesheets: first(await t.db.select({ n: count() }).from(timesheets)).n,
});

describe('demo data', () => {
  it('is seeded once: a second run changes nothing', async () => {
    const before = await tally();
    expect(await seedDemo(t.db, t.config)).toBe(false);
    expect(await tally()).toEqual(before);
  });

  it('holds several facilities with primary and backup approvers, and providers with assignments', async () => {
    const perFacility = await t.db
      .select({ name: facilities.name, types: sql<string[]>`array_agg(${facilityContacts.type})` })
      .from(facilities)
      .innerJoin(facilityContacts, eq(facilityContacts.facilityId, facilities.id))
      .groupBy(facilities.name);
    expect(perFacility.length).toBeGreaterThanOrEqual(4);
    expect(perFacility.every((f) => f.types.includes('primary_timesheet_approver'))).toBe(true);
    expect(perFacility.filter((f) => f.types.includes('backup_timesheet_approver')).length).toBeGreaterThanOrEqual(3);
    const placed = await t.db.selectDistinct({ id: assignments.providerId }).from(assignments);
    expect(placed.length).toBeGreaterThanOrEqual(5);
  });

  it('holds time sheets in every status over recent pay periods, each with its audit trail', async () => {
    const byStatus = await t.db
      .select({ status: timesheets.status, n: count() })
      .from(timesheets)
      .groupBy(timesheets.status);
    for (const status of TIMESHEET_STATUSES) {
      expect(byStatus.find((r) => r.status === status)?.n ?? 0, status).toBeGreaterThanOrEqual(2);
    }
    const { oldest } = first(
      await t.db.select({ oldest: sql<string>`min(${timesheets.periodStart})::text` }).from(timesheets),
    );
    expect(Date.now() - Date.parse(oldest)).toBeLessThan(70 * 86_400_000);
    const { future } = first(
      await t.db
        .select({ future: count() })
        .from(timesheets)
        .where(
          sql`exists (select 1 from jsonb_array_elements(${timesheets.entries}) e where (e->>'date')::date > current_date)`,
        ),
    );
    expect(future).toBe(0);
    const { unaudited } = first(
      await t.db
        .select({ unaudited: count() })
        .from(timesheets)
        .where(
          sql`not exists (select 1 from ${auditEvents} a where a.entity_type = 'timesheet' and a.entity_id = ${timesheets.id}::text)`,
        ),
    );
    expect(unaudited).toBe(0);

    // The demo provider sees their own sheets, in more than one status, with the time logs of each.
    const provider = await demo(DEMO_ACCOUNTS.provider);
    const own = await t.post('/api/providers/time-sheet/all?page=1&pageSize=100', provider, {});
    const sheets = own.json().data.data as { _id: string; status: string }[];
    expect(new Set(sheets.map((s) => s.status)).size).toBeGreaterThanOrEqual(3);
    const approved = sheets.find((s) => s.status === 'approved');
    const logs = await t.post(`/api/providers/time-sheet/${approved?._id}/review-time-logs`, provider, {
      sortDirection: -1,
    });
    expect(logs.json().data.data.map((l: { action: string }) => l.action)).toEqual([
      'create',
      'submit-for-approval',
      expect.stringMatching(/^(facility-)?approve$/),
    ]);
  });

  it('lets the demo staff role do everyday staff work, and not manage users or roles', async () => {
    expect(DEMO_MANAGER_PERMISSIONS.every(isPermission)).toBe(true);
    for (const p of ['add-timesheets', 'edit-timesheets', 'approve-timesheets', 'add-providers', 'edit-providers']) {
      expect(DEMO_ROLE_PERMISSIONS).toContain(p);
    }
    // Through the API: add a provider, a facility, an assignment and a time sheet, then approve a pending one.
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/icon-users${url}`, headers: staff, payload });
    const provider = await post('/providers', {
      firstName: 'Nia',
      lastName: 'Newcomer',
      email: 'nia@providers.example',
    });
    expect(provider.statusCode, provider.body).toBe(201);
    const facility = await post('/facilities', { name: 'Harbor Point Clinic' });
    expect(facility.statusCode, facility.body).toBe(201);
    const assignment = await post('/provider-facility-assignments', {
      providerId: provider.json().data._id,
      facilityId: facility.json().data._id,
      startDate: addDays(todayIn(), -30),
      endDate: addDays(todayIn(), 30),
      payPeriodType: 'bi_weekly',
    });
    expect(assignment.statusCode, assignment.body).toBe(201);
    const assignmentId = assignment.json().data._id;
    const options = await t.app.inject({
      method: 'GET',
      url: `/api/icon-users/time-sheet/pay-period-options?assignmentId=${assignmentId}&open=true`,
      headers: staff,
    });
    const period = options.json().data[0];
    const created = await post('/time-sheet', {
      assignmentId,
      payPeriodId: period._id,
      entries: [{ date: period.startDate, hours: 8 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const pending = await post('/time-sheet/all?page=1&pageSize=1', { filters: { status: 'approval-pending' } });
    const approve = await post(`/time-sheet/${pending.json().data.data[0]._id}/approve-timesheet`, {});
    expect(approve.json().data.status).toBe('approved');

    const role = await post('/roles', { name: 'Self-granted', permissions: ['add-roles'] });
    expect(role.statusCode).toBe(403);
    // The staff manager may.
    const manager = await demo(DEMO_ACCOUNTS.manager);
    const managed = await t.post('/api/icon-users/roles', manager, {
      name: 'Night Desk',
      permissions: ['view-timesheets'],
    });
    expect(managed.statusCode, managed.body).toBe(201);
  });

  it('holds bonuses of every type, a deduction among them, pending and approved, with hours against a threshold', async () => {
    const res = await t.post('/api/icon-users/bonuses/all?page=1&pageSize=50', staff, {});
    expect(res.statusCode, res.body).toBe(200);
    const rows: { _id: string; type: string; status: string; signedAmount: string; thresholdMinutes: number | null }[] =
      res.json().data.data;
    expect(new Set(rows.map((b) => b.type))).toEqual(new Set(BONUS_TYPE_VALUES));
    expect(rows.filter((b) => b.type === 'deduction').every((b) => b.signedAmount.startsWith('-'))).toBe(true);
    expect(new Set(rows.map((b) => b.status))).toEqual(new Set(['pending', 'approved']));
    const withThreshold = rows.find((b) => b.thresholdMinutes !== null && b.status === 'approved');
    const view = await t.app.inject({ url: `/api/icon-users/bonuses/${withThreshold?._id}`, headers: staff });
    expect(view.json().data.approvedMinutes).toBeGreaterThan(0);
  });

  it('holds credentialing file reviews approved, ready for committee and in review with items open', async () => {
    const cred = await demo(DEMO_ACCOUNTS.credentialing);
    const url = '/api/icon-users/credentialing-payor-enrollment';
    const list = await t.post(`${url}/all?page=1&pageSize=50`, cred, { filters: { kind: 'credentialing' } });
    const reviews: { status: string; decidedOn: string | null; items: { status: string; source: string | null }[] }[] =
      [];
    for (const r of list.json().data.data as { _id: string }[]) {
      const res = await t.app.inject({ url: `${url}/${r._id}/review`, headers: cred });
      expect(res.statusCode, res.body).toBe(200);
      reviews.push(res.json().data);
    }
    const approved = reviews.find((r) => r.status === 'approved');
    expect(approved?.decidedOn).not.toBeNull();
    expect(approved?.items.every((i) => i.status === 'signed-off' && i.source)).toBe(true);
    expect(reviews.find((r) => r.status === 'ready-for-committee')?.items.every((i) => i.status === 'signed-off')).toBe(
      true,
    );
    expect(reviews.some((r) => r.status === 'in-review' && r.items.some((i) => i.status === 'open'))).toBe(true);
  });

  it('holds a paused webhook whose signing secret the running portal can read, to sign with once resumed', async () => {
    const [hook] = await t.db.select().from(webhookSubscriptions);
    expect(hook?.status).toBe('paused');
    expect(t.app.cipher.decrypt(hook?.secretEncrypted ?? '')).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
  });
});
