import {
  bonusInputSchema,
  centsToAmount,
  credentialingInputSchema,
  isPermission,
  isValidNpi,
  licenceInputSchema,
  PROFILE_PARTS,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../test/buildTestApp.ts';
import { bonuses, credentialingRecords, licences, providerProfiles, users } from '../schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_TEAM_ROLES, seedDemo } from './bootstrap.ts';

/** The demo data judged by the portal's own rules: what a user is shown must be what they may save again. */
let t: TestApp;
const demo = (email: string) => t.login(email, t.config.DEMO_PASSWORD).then(bearer);

beforeAll(async () => {
  t = await buildTestApp();
  expect(await seedDemo(t.db, t.config)).toBe(true);
});
afterAll(() => t.close());

describe('demo data passes the portal’s own validation', () => {
  it('every seeded NPI passes the check digit (Luhn over 80840), and each provider saves Basic Info unchanged', async () => {
    const rows = await t.db
      .select({ id: users.id, email: users.email, npi: providerProfiles.npi })
      .from(providerProfiles)
      .innerJoin(users, eq(users.id, providerProfiles.userId));
    const npis = rows.map((r) => r.npi).filter((n): n is string => n !== null);
    expect(npis.length).toBeGreaterThanOrEqual(5);
    expect(npis.filter((n) => !isValidNpi(n))).toEqual([]);

    // The demo provider saves Basic Info as the screen shows it, without touching the NPI they were given.
    const provider = await demo(DEMO_ACCOUNTS.provider);
    const own = await t.app.inject({ url: '/api/providers/profile', headers: provider });
    expect(own.statusCode, own.body).toBe(200);
    const basic = own.json().data.basicInfo;
    expect(PROFILE_PARTS['basic-info'].safeParse(basic).success).toBe(true);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/providers/profile/basic-info',
      headers: provider,
      payload: basic,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('every credentialing and payor enrollment record and every bonus is valid input for its own schema', async () => {
    const records = await t.db.select().from(credentialingRecords);
    expect(records.length).toBeGreaterThanOrEqual(6);
    for (const r of records) {
      const parsed = credentialingInputSchema.safeParse({ ...r, documentIds: r.documentIds ?? [] });
      expect(parsed.success, `${r.id}: ${parsed.error?.message}`).toBe(true);
    }
    for (const b of await t.db.select().from(bonuses)) {
      const input = {
        providerId: b.providerId,
        assignmentId: b.assignmentId,
        type: b.type,
        amount: centsToAmount(b.amountCents),
        payPeriodId: b.payPeriodId,
        hoursThreshold: b.thresholdMinutes === null ? null : String(b.thresholdMinutes / 60),
        notes: b.notes,
      };
      const parsed = bonusInputSchema.safeParse(input);
      expect(parsed.success, `${b.id}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('has licences that are valid input, some verified, one expiring within 30 days and one expired', async () => {
    const rows = await t.db.select().from(licences);
    for (const l of rows) {
      const parsed = licenceInputSchema.safeParse({ ...l, providerId: l.providerId });
      expect(parsed.success, `${l.number}: ${parsed.error?.message}`).toBe(true);
    }
    expect(rows.filter((l) => l.verifiedBy).length).toBeGreaterThanOrEqual(2);
    expect(rows.some((l) => l.status === 'expired')).toBe(true);
    expect(rows.some((l) => l.documentId && l.status === 'pending')).toBe(true);
  });

  it('has credentialing and payor enrollment reappointments due within 30, 60 and 90 days on the report', async () => {
    const staff = await demo(DEMO_ACCOUNTS.credentialing);
    const due = async (days: number) => {
      const res = await t.post('/api/icon-users/upcoming-reappointments/all?page=1&pageSize=100', staff, {
        filters: { days },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.data as unknown[];
    };
    const [d30, d60, d90] = [await due(30), await due(60), await due(90)];
    expect(d30.length).toBeGreaterThanOrEqual(2);
    expect(d60.length).toBeGreaterThan(d30.length);
    expect(d90.length).toBeGreaterThan(d60.length);
    const kinds = await t.db.selectDistinct({ kind: credentialingRecords.kind }).from(credentialingRecords);
    expect(kinds.map((k) => k.kind).sort()).toEqual(['credentialing', 'payor-enrollment']);
  });

  it('has a Payroll, a Credentialing and an Operations role, each with a demo user who reaches their work only', async () => {
    for (const role of DEMO_TEAM_ROLES) expect(role.permissions.filter((p) => !isPermission(p))).toEqual([]);
    const payroll = await demo(DEMO_ACCOUNTS.payroll);
    const credentialing = await demo(DEMO_ACCOUNTS.credentialing);
    const operations = await demo(DEMO_ACCOUNTS.operations);
    const list = (path: string, headers: Record<string, string>) =>
      t.post(`/api/icon-users/${path}/all?page=1&pageSize=1`, headers, {}).then((r) => r.statusCode);
    expect(await list('payments', payroll)).toBe(200);
    expect(await list('bonuses', payroll)).toBe(200);
    expect(await list('credentialing-payor-enrollment', payroll)).toBe(403);
    expect(await list('credentialing-payor-enrollment', credentialing)).toBe(200);
    expect(await list('payments', credentialing)).toBe(403);
    expect(await list('time-sheet', operations)).toBe(200);
    expect(await list('payments', operations)).toBe(403);
  });

  it('has NPI registry checks of the demo providers: three verified, Riley Okafor’s differences to review', async () => {
    const credentialing = await demo(DEMO_ACCOUNTS.credentialing);
    const res = await t.post('/api/icon-users/compliance/npi-checks/all?page=1&pageSize=10', credentialing, {
      sortBy: 'providerName',
      sortDirection: -1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const checks = res.json().data.data as { providerName: string; status: string; differences: unknown[] }[];
    expect(checks.map((c) => [c.providerName, c.status])).toEqual([
      ['Avery Chen', 'verified'],
      ['Jordan Reyes', 'verified'],
      ['Pat Provider', 'verified'],
      ['Riley Okafor', 'differences'],
    ]);
    expect(checks[3]?.differences.map((d) => (d as { field: string }).field)).toEqual(['name', 'taxonomy']);
  });
});
