import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TIMESHEET_MESSAGES } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { transitionRunItems } from '../db/schema/index.ts';
import { ADMIN, bearer, buildTestApp, type TestApp } from '../test/buildTestApp.ts';

/**
 * The runs of the time sheets' bulk approval and of the expenses' approve/all lived in tables of their own before
 * `transition_runs`: rows written then are moved by the migration and read through the same API afterwards.
 */
const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');
const LAST_BEFORE = '0042_list_covering_indexes';

/** Applies the migrations up to and including `tag` (a copy of the folder whose journal stops there). */
async function migrateUpTo(database: Database, tag: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-migrations-'));
  try {
    await cp(MIGRATIONS, dir, { recursive: true });
    const journalPath = path.join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const end = journal.entries.findIndex((e) => e.tag === tag);
    if (end < 0) throw new Error(`no migration ${tag}`);
    await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end + 1) }));
    if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder: dir });
    else await migratePg(database.db as never, { migrationsFolder: dir });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const expenseRun = uuidv7();
const runningExpenseRun = uuidv7();
const timesheetRun = uuidv7();
const [approvedExpense, refusedExpense, goneExpense] = [uuidv7(), uuidv7(), uuidv7()];

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({}, undefined, async (database) => {
    await migrateUpTo(database, LAST_BEFORE);
    await database.db.execute(sql`
      INSERT INTO expense_approval_runs (id, created_by_name, status, total_count, approved_count, not_approved_count,
        finished_at)
      VALUES (${expenseRun}, 'Admin', 'completed', 2, 1, 1, now()),
             (${runningExpenseRun}, 'Admin', 'running', 1, 0, 0, NULL)`);
    await database.db.execute(sql`
      INSERT INTO expense_approval_items (run_id, expense_id, outcome, reason)
      VALUES (${expenseRun}, ${approvedExpense}, 'approved', NULL),
             (${expenseRun}, ${refusedExpense}, 'not-approved', 'Not pending (approved)'),
             (${runningExpenseRun}, ${goneExpense}, NULL, NULL)`);
    await database.db.execute(sql`
      INSERT INTO bulk_approval_runs (id, status, total_count, approved_count, not_approved_count, finished_at)
      VALUES (${timesheetRun}, 'completed', 0, 0, 0, now())`);
  });
  admin = bearer(await t.login(ADMIN.email, ADMIN.password));
});
afterAll(() => t.close());

const runOf = (id: string) =>
  t.app.inject({ method: 'GET', url: `/api/super-admin/expenses/approve/all/${id}`, headers: admin });

describe('runs written before transition_runs', () => {
  it('answers an approve/all run migrated from its old table as before, outcomes and reasons kept', async () => {
    const res = await runOf(expenseRun);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      runId: expenseRun,
      status: 'completed',
      totalCount: 2,
      approvedCount: 1,
      notApprovedCount: 1,
    });
    const items = await t.db.select().from(transitionRunItems).where(eq(transitionRunItems.runId, expenseRun));
    expect(items.map((i) => [i.entityId, i.outcome, i.reason]).sort()).toEqual(
      [
        [approvedExpense, 'moved', null],
        [refusedExpense, 'refused', 'Not pending (approved)'],
      ].sort(),
    );
  });

  it('keeps each run its kind: a bulk approval of time sheets is no approve/all run', async () => {
    expect((await runOf(timesheetRun)).statusCode).toBe(404);
    // Completed, it blocks nobody's time sheet actions either.
    const provider = bearer(await t.providerToken());
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/providers/time-sheet/${uuidv7()}/submit-for-approval`,
      headers: provider,
    });
    expect(res.json().message).not.toBe(TIMESHEET_MESSAGES.bulkInProcess);
  });

  it('resumes a run that was running when the portal stopped, and finishes it', async () => {
    let run = (await runOf(runningExpenseRun)).json().data;
    for (let i = 0; i < 100 && run.status !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 200));
      run = (await runOf(runningExpenseRun)).json().data;
    }
    expect(run).toMatchObject({ status: 'completed', totalCount: 1, approvedCount: 0, notApprovedCount: 1 });
  });
});
