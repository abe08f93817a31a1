import { STATEMENT_STATUSES } from '@portal/contracts';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  facilities,
  paymentLines,
  payments,
  payPeriods,
  payStatementFiles,
  payStatementRuns,
  users,
} from '../../../db/schema/index.ts';
import { rowsOf } from '../../../platform/raw-rows.ts';
import { findOne } from '../../../platform/rows.ts';
import type { ZipFile } from '../../../platform/zip.ts';
import { noticeFactsOf, type PaymentRow } from '../payments.repo.ts';

/** The payments of the ids with their provider and period (one statement, or a batch of a run). */
export const statementPayments = (db: Db, ids: string[]): Promise<PaymentRow[]> => noticeFactsOf(db, ids);

/** The lines of the payments, each payment's days first in date order, then expenses, bonuses and deductions. */
export const statementLines = (db: Db, ids: string[]) =>
  db
    .select({
      paymentId: paymentLines.paymentId,
      kind: paymentLines.kind,
      day: paymentLines.day,
      facilityName: facilities.name,
      rateSet: paymentLines.rateSet,
      keys: paymentLines.keys,
      workedMinutes: paymentLines.workedMinutes,
      onCallType: paymentLines.onCallType,
      onCallMinutes: paymentLines.onCallMinutes,
      description: paymentLines.description,
      payCents: paymentLines.payCents,
    })
    .from(paymentLines)
    .leftJoin(facilities, eq(facilities.id, paymentLines.facilityId))
    .where(inArray(paymentLines.paymentId, ids))
    .orderBy(
      paymentLines.paymentId,
      desc(sql`${paymentLines.kind} = 'day'`),
      sql`${paymentLines.day} asc nulls last`,
      asc(paymentLines.lineKey),
    );
export type StatementLineRow = Awaited<ReturnType<typeof statementLines>>[number];

/** The figures a statement and the register add up: minutes and cents. */
export type PayFigures = Record<
  'workedMinutes' | 'grossPay' | 'expenses' | 'bonuses' | 'deductions' | 'netPay',
  number
>;
export type YearToDate = PayFigures & { paymentId: string };

/**
 * Year-to-date totals of each payment: the provider's approved and paid payments whose period ends in the calendar
 * year of this one's end, up to and including this one (probing `payments_provider_start_idx` per payment).
 */
export async function yearToDate(db: Db, ids: string[]): Promise<YearToDate[]> {
  if (ids.length === 0) return [];
  const statuses = sql.join(
    STATEMENT_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const res = await db.execute(sql`
    select p.id as "paymentId",
      sum(y.worked_minutes)::int as "workedMinutes", sum(y.gross_pay_cents)::bigint::text as "grossPay",
      sum(y.expenses_cents)::bigint::text as "expenses", sum(y.bonuses_cents)::bigint::text as "bonuses",
      sum(y.deductions_cents)::bigint::text as "deductions", sum(y.net_pay_cents)::bigint::text as "netPay"
    from payments p
    join payments y on y.provider_id = p.provider_id and y.status in (${statuses})
      and y.period_start >= date_trunc('year', p.period_end)::date - 31
      and y.period_end >= date_trunc('year', p.period_end)::date and y.period_end <= p.period_end
    where p.id = any(${sql.param(ids)}::uuid[])
    group by p.id`);
  return rowsOf<Record<keyof YearToDate, string | number>>(res).map((r) => ({
    paymentId: String(r.paymentId),
    workedMinutes: Number(r.workedMinutes),
    grossPay: Number(r.grossPay),
    expenses: Number(r.expenses),
    bonuses: Number(r.bonuses),
    deductions: Number(r.deductions),
    netPay: Number(r.netPay),
  }));
}

const onStatement = inArray(payments.status, [...STATEMENT_STATUSES]);

/** The ids of a period's approved and paid payments, by provider name (the order of a run and the register). */
export async function statementIdsOf(db: Db, payPeriodId: string): Promise<string[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.providerId))
    .where(and(eq(payments.payPeriodId, payPeriodId), onStatement))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(payments.id));
  return rows.map((r) => r.id);
}

export const findPeriod = (db: Db, id: string) =>
  findOne(
    db
      .select({
        id: payPeriods.id,
        type: payPeriods.type,
        startDate: payPeriods.startDate,
        endDate: payPeriods.endDate,
      })
      .from(payPeriods)
      .where(eq(payPeriods.id, id)),
  );

export const insertRun = (db: Db, row: typeof payStatementRuns.$inferInsert) =>
  db.insert(payStatementRuns).values(row).returning();

export const findRun = (db: Db, id: string) =>
  findOne(db.select().from(payStatementRuns).where(eq(payStatementRuns.id, id)));

export const latestRun = (db: Db, payPeriodId: string) =>
  findOne(
    db
      .select()
      .from(payStatementRuns)
      .where(eq(payStatementRuns.payPeriodId, payPeriodId))
      .orderBy(desc(payStatementRuns.createdAt)),
  );
export type RunRow = typeof payStatementRuns.$inferSelect;

/** The statements a run has written already (a job picked up again skips them). */
export async function writtenOf(db: Db, runId: string): Promise<Set<string>> {
  const rows = await db
    .select({ paymentId: payStatementFiles.paymentId })
    .from(payStatementFiles)
    .where(eq(payStatementFiles.runId, runId));
  return new Set(rows.map((r) => r.paymentId));
}

/** Records a batch's files and the run's progress in one statement pair (a transaction by the caller). */
export type StatementFile = typeof payStatementFiles.$inferInsert;
export async function recordFiles(db: Db, runId: string, files: StatementFile[], total: number) {
  if (files.length) await db.insert(payStatementFiles).values(files).onConflictDoNothing();
  await db
    .update(payStatementRuns)
    .set({
      total,
      done: sql`(select count(*)::int from ${payStatementFiles} where ${payStatementFiles.runId} = ${runId})`,
    })
    .where(eq(payStatementRuns.id, runId));
}

export const finishRun = (db: Db, runId: string) =>
  db.update(payStatementRuns).set({ status: 'done', finishedAt: new Date() }).where(eq(payStatementRuns.id, runId));

/** Marks a running run failed with the reason staff are shown. */
export const failRun = (db: Db, runId: string, error: string) =>
  db
    .update(payStatementRuns)
    .set({ status: 'failed', error, finishedAt: new Date() })
    .where(and(eq(payStatementRuns.id, runId), eq(payStatementRuns.status, 'running')));

/** A failed run running again (answers it; none when it was not failed, so two clicks queue one job). */
export const reopenRun = (db: Db, runId: string) =>
  db
    .update(payStatementRuns)
    .set({ status: 'running', error: null, finishedAt: null })
    .where(and(eq(payStatementRuns.id, runId), eq(payStatementRuns.status, 'failed')))
    .returning();

/** A run's files in name order, 500 at a time, for the ZIP (platform/zip.ts reads each only when its turn comes). */
export async function* runFiles(db: Db, runId: string): AsyncGenerator<ZipFile> {
  let after = '';
  for (;;) {
    const rows = await db
      .select({ id: payStatementFiles.id, name: payStatementFiles.name, storageKey: payStatementFiles.storageKey })
      .from(payStatementFiles)
      .where(and(eq(payStatementFiles.runId, runId), after ? gt(payStatementFiles.id, after) : undefined))
      .orderBy(asc(payStatementFiles.id))
      .limit(500);
    for (const r of rows) yield { dir: 'pay-statements', name: r.name, storageKey: r.storageKey };
    const last = rows.at(-1);
    if (!last || rows.length < 500) return;
    after = last.id;
  }
}
