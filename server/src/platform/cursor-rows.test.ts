import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { assignments, payPeriods, timesheets, users } from '../db/schema/index.ts';
import { postgresReachable, scratchDatabase, seedPendingTimesheets } from '../test/postgres.ts';
import { serverPool } from './cursor-rows.ts';
import { keysetSelect } from './list.ts';

// Cursors are a PostgreSQL server's; on PGlite the same exports take keysetBatches (keyset.test.ts).
const onPostgres = (await postgresReachable()) || process.env.CI;

/** A left-joined table that matches the first month's sheets only: its columns are null for the others. */
const some = alias(assignments, 'some_assignments');

/**
 * Columns of each kind the exports read: text, integers, days, instants, a whole table's columns, nulls, an SQL
 * field, an object of one left-joined table (null where it matched nothing, as drizzle answers it) and one that
 * mixes tables (never null).
 */
const fields = {
  t: {
    id: timesheets.id,
    status: timesheets.status,
    totalMinutes: timesheets.totalMinutes,
    periodStart: timesheets.periodStart,
    submittedAt: timesheets.submittedAt,
    approvedAt: timesheets.approvedAt,
    entries: timesheets.entries,
  },
  provider: { firstName: users.firstName, email: users.email, createdAt: users.createdAt },
  period: payPeriods,
  notes: assignments.notes,
  emailLower: sql<string>`lower(${users.email})`,
  some: { id: some.id, startDate: some.startDate, notes: some.notes },
  mixed: { someId: some.id, firstName: users.firstName },
};

describe.runIf(onPostgres)('export rows through a cursor', () => {
  let database: Database;
  let drop: () => Promise<void>;
  const SHEETS = 2500;

  beforeAll(async () => {
    const scratch = await scratchDatabase();
    drop = scratch.drop;
    database = openDatabase({ url: scratch.url });
    await database.migrate();
    await seedPendingTimesheets(database.db, SHEETS);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  const select = (w: SQL | undefined) =>
    database.db
      .select(fields)
      .from(timesheets)
      .innerJoin(users, eq(users.id, timesheets.providerId))
      .innerJoin(payPeriods, eq(payPeriods.id, timesheets.payPeriodId))
      .leftJoin(assignments, eq(assignments.id, timesheets.assignmentId))
      .leftJoin(some, and(eq(some.id, timesheets.assignmentId), lt(timesheets.periodStart, '1900-02-01')))
      .where(w)
      .$dynamic();
  const rowsOf = (batch: number, w?: SQL) =>
    keysetSelect({
      id: timesheets.id,
      where: w,
      select: () => {
        throw new Error('the id batches are not used on a PostgreSQL server');
      },
      rows: () => Promise.reject(new Error('the id batches are not used on a PostgreSQL server')),
      idOf: (r: { t: { id: string } }) => r.t.id,
      batch,
      statement: { db: database.db, fields, leftJoined: [some], select },
    });
  const all = async <T>(rows: AsyncIterable<T>) => {
    const got: T[] = [];
    for await (const row of rows) got.push(row);
    return got;
  };

  it('answers the rows drizzle answers, in id order, whatever the batch', async () => {
    const expected = await select(undefined).orderBy(timesheets.id);
    expect(expected).toHaveLength(SHEETS);
    // Both kinds of left-joined object occur: null, and one holding nulls.
    expect(expected.filter((r) => r.some === null)).toHaveLength(SHEETS - 31);
    expect(expected.at(-1)?.mixed).toEqual({ someId: null, firstName: 'Bulk' });
    // A short last batch, and one that ends exactly on a batch (the last read answers nothing).
    expect(await all(rowsOf(1000))).toEqual(expected);
    expect(await all(rowsOf(500))).toEqual(expected);
    const some = eq(timesheets.periodStart, expected[7]?.t.periodStart ?? '');
    expect(await all(rowsOf(1000, some))).toEqual([expected[7]]);
  });

  it('gives its connection back when the reader stops early or the statement fails', async () => {
    const pool = serverPool(database.db);
    if (!pool) throw new Error('no pool on PostgreSQL');
    let read = 0;
    for await (const _row of rowsOf(1000)) if (++read === 1500) break;
    expect(pool.totalCount).toBe(pool.idleCount);
    const failing = rowsOf(1000, eq(timesheets.totalMinutes, 1 / 0));
    await expect(all(failing)).rejects.toThrow();
    expect(pool.totalCount).toBe(pool.idleCount);
    // The pool still answers afterwards.
    expect(await all(rowsOf(1000))).toHaveLength(SHEETS);
  });
});
