import { createHash } from 'node:crypto';
import { first } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, emailTokens, users } from '../../db/schema/index.ts';
import { ADMIN, bearer, buildTestApp, type TestApp } from '../../test/buildTestApp.ts';

/**
 * A mutation that sends mail queues it in its own transaction: the user, the link token and the mail job exist
 * together or not at all, so a crash can neither leave a user without their invitation nor mail a dead link.
 */
let t: TestApp;
let admin: Record<string, string>;
const CRASH = 'crash-before-commit@example.com';

const mailJobsTo = async (email: string) =>
  (
    (await t.db.execute(
      sql`SELECT data FROM pgboss.job WHERE name = 'mail' AND data->>'to' = ${email}`,
    )) as unknown as { rows: { data: { text: string } }[] }
  ).rows;

const invite = (email: string) =>
  t.post('/api/super-admin/providers', admin, { firstName: 'Ivy', lastName: 'Invited', email });

beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await t.login(ADMIN.email, ADMIN.password));
  // Stands for a process that dies after queuing the mail and before its transaction commits.
  await t.db.execute(sql`
    CREATE FUNCTION test_crash_mail() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.data->>'to' = ${sql.raw(`'${CRASH}'`)} THEN RAISE EXCEPTION 'process died'; END IF;
      RETURN NEW;
    END $$`);
  await t.db.execute(
    sql`CREATE TRIGGER test_crash_mail AFTER INSERT ON pgboss.job FOR EACH ROW EXECUTE FUNCTION test_crash_mail()`,
  );
});
afterAll(() => t.close());

describe('provider invitation and its mail', () => {
  it('commits the provider, the invitation token and the queued mail together', async () => {
    const email = 'ivy.invited@example.com';
    expect((await invite(email)).statusCode).toBe(201);
    const user = first(await t.db.select().from(users).where(eq(users.email, email)));
    const token = first(await t.db.select().from(emailTokens).where(eq(emailTokens.userId, user.id)));
    expect(token.purpose).toBe('invite');
    const jobs = await mailJobsTo(email);
    expect(jobs).toHaveLength(1);
    // The mailed link carries the token stored for this user.
    const link = first(jobs, 'the mail job').data.text.match(/\/reset-password\/([\w-]+)\?invite=provider/);
    expect(link).not.toBeNull();
    expect(
      createHash('sha256')
        .update(link?.[1] ?? '')
        .digest('base64url'),
    ).toBe(token.tokenHash);
  });

  it('leaves nothing half-done when the process fails before the commit', async () => {
    const res = await invite(CRASH);
    expect(res.statusCode).toBe(500);
    expect(await t.db.select().from(users).where(eq(users.email, CRASH))).toHaveLength(0);
    expect(await mailJobsTo(CRASH)).toHaveLength(0);
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.changes}::text LIKE ${`%${CRASH}%`}`);
    expect(audits).toHaveLength(0);
  });
});
