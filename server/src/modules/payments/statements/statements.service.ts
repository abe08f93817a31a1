import {
  PAY_STATEMENT_MESSAGES,
  type PayStatementRun,
  payStatementFileName,
  STATEMENT_STATUSES,
} from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../../db/client.ts';
import { audit } from '../../../platform/audit.ts';
import { type Ctx, ownerOf } from '../../../platform/context.ts';
import { conflict, notFound } from '../../../platform/errors.ts';
import { storedZip } from '../../../platform/zip.ts';
import { findPayment, type PaymentRow } from '../payments.repo.ts';
import { registerPdf, type StatementFacts, statementPdf } from './statements.pdf.ts';
import * as repo from './statements.repo.ts';

/** The queue of statement runs (statements.jobs.ts). */
export const STATEMENT_RUN_QUEUE = 'pay-statement-runs';
/** Statements drawn, stored and counted per step of a run: the progress moves at least this often. */
const RUN_BATCH = 100;

const runOut = (r: repo.RunRow): PayStatementRun => ({
  _id: r.id,
  payPeriodId: r.payPeriodId,
  status: r.status,
  total: r.total,
  done: r.done,
  createdAt: r.createdAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
  error: r.error,
});

const EMPTY_YTD = { workedMinutes: 0, grossPay: 0, expenses: 0, bonuses: 0, deductions: 0, netPay: 0 };

/** Lines and year-to-date totals of the payments, in three statements whatever their number. */
async function factsOf(db: Db, rows: PaymentRow[]): Promise<StatementFacts[]> {
  const ids = rows.map((r) => r.p.id);
  const [lines, ytd] = await Promise.all([repo.statementLines(db, ids), repo.yearToDate(db, ids)]);
  const linesBy = new Map<string, repo.StatementLineRow[]>();
  for (const l of lines) {
    const list = linesBy.get(l.paymentId);
    if (list) list.push(l);
    else linesBy.set(l.paymentId, [l]);
  }
  const ytdBy = new Map(ytd.map((y) => [y.paymentId, y]));
  return rows.map((row) => ({
    row,
    lines: linesBy.get(row.p.id) ?? [],
    ytd: ytdBy.get(row.p.id) ?? { paymentId: row.p.id, ...EMPTY_YTD },
  }));
}

const fileNameOf = (row: PaymentRow) =>
  payStatementFileName(row.period.endDate, row.provider.firstName, row.provider.lastName);

/**
 * The statement of one payment: staff reach any, a provider only their own (another's is 404, as payments are).
 * A payment not yet approved has none (409).
 */
export async function paymentStatement(ctx: Ctx, id: string): Promise<{ pdf: Buffer; name: string }> {
  const row = await findPayment(ctx.db, id, ownerOf(ctx));
  if (!row) throw notFound('Payment not found');
  if (!(STATEMENT_STATUSES as readonly string[]).includes(row.p.status))
    throw conflict(PAY_STATEMENT_MESSAGES.notApproved);
  const [facts] = await factsOf(ctx.db, [row]);
  return { pdf: await statementPdf(facts as StatementFacts, ctx.config.ORG_NAME), name: fileNameOf(row) };
}

async function periodOr404(db: Db, payPeriodId: string) {
  const period = await repo.findPeriod(db, payPeriodId);
  if (!period) throw notFound(PAY_STATEMENT_MESSAGES.periodNotFound);
  return period;
}

/** The period's approved and paid payments, by provider name (the register's rows). */
export async function registerRows(ctx: Ctx, payPeriodId: string) {
  const period = await periodOr404(ctx.db, payPeriodId);
  const ids = await repo.statementIdsOf(ctx.db, payPeriodId);
  const order = new Map(ids.map((id, i) => [id, i]));
  const rows = ids.length ? await repo.statementPayments(ctx.db, ids) : [];
  rows.sort((a, b) => (order.get(a.p.id) ?? 0) - (order.get(b.p.id) ?? 0));
  return { period: { _id: period.id, ...period }, rows };
}

export async function registerPdfOf(ctx: Ctx, payPeriodId: string) {
  const { period, rows } = await registerRows(ctx, payPeriodId);
  return { pdf: await registerPdf(period, rows, ctx.config.ORG_NAME), name: `payments-register-${period.endDate}` };
}

/** Starts generating every statement of the period: the run row, its audit event and its job in one transaction. */
export async function startRun(ctx: Ctx, payPeriodId: string): Promise<PayStatementRun> {
  await periodOr404(ctx.db, payPeriodId);
  const ids = await repo.statementIdsOf(ctx.db, payPeriodId);
  if (ids.length === 0) throw conflict(PAY_STATEMENT_MESSAGES.nothingToRun);
  const run = await ctx.db.transaction(async (tx) => {
    const [row] = await repo.insertRun(tx, {
      id: uuidv7(),
      payPeriodId,
      total: ids.length,
      createdBy: ctx.user?.id ?? null,
    });
    if (!row) throw new Error('run not written');
    await audit(tx, ctx, {
      action: 'generate-pay-statements',
      entityType: 'pay-statement-run',
      entityId: row.id,
      after: { payPeriodId, total: ids.length },
    });
    await ctx.jobs.send(STATEMENT_RUN_QUEUE, { runId: row.id }, { tx, singletonKey: row.id });
    return row;
  });
  return runOut(run);
}

async function runOr404(db: Db, id: string) {
  const run = await repo.findRun(db, id);
  if (!run) throw notFound(PAY_STATEMENT_MESSAGES.runNotFound);
  return run;
}

export const getRun = async (ctx: Ctx, id: string) => runOut(await runOr404(ctx.db, id));

export async function latestRun(ctx: Ctx, payPeriodId: string) {
  const run = await repo.latestRun(ctx.db, payPeriodId);
  return run ? runOut(run) : null;
}

/** The ZIP of a finished run's statements (409 while it runs). */
export async function runZip(ctx: Ctx, id: string) {
  const run = await runOr404(ctx.db, id);
  if (run.status !== 'done') throw conflict(PAY_STATEMENT_MESSAGES.runNotDone);
  const zip = await storedZip(ctx.storage, repo.runFiles(ctx.db, id));
  if (!zip) throw notFound(PAY_STATEMENT_MESSAGES.runNotFound);
  const period = await periodOr404(ctx.db, run.payPeriodId);
  return { zip, name: `pay-statements-${period.endDate}.zip` };
}

/**
 * Runs a failed run again: it goes on from the statements already stored (audited; 409 unless it failed). The
 * conditional update lets one of two clicks through.
 */
export async function retryRun(ctx: Ctx, id: string): Promise<PayStatementRun> {
  await runOr404(ctx.db, id);
  const run = await ctx.db.transaction(async (tx) => {
    const [row] = await repo.reopenRun(tx, id);
    if (!row) throw conflict(PAY_STATEMENT_MESSAGES.runNotFailed);
    await audit(tx, ctx, { action: 'retry-pay-statements', entityType: 'pay-statement-run', entityId: id });
    await ctx.jobs.send(STATEMENT_RUN_QUEUE, { runId: id }, { tx, singletonKey: id });
    return row;
  });
  return runOut(run);
}

type RunDeps = Pick<Ctx, 'db' | 'storage' | 'config' | 'realtime' | 'jobs' | 'log'>;

/** Tells the user who started the run where it stands (socket.io). */
async function tellRun(deps: RunDeps, runId: string) {
  const run = await repo.findRun(deps.db, runId);
  if (run?.createdBy) deps.realtime.toUser(run.createdBy, 'pay-statements', runOut(run));
}

/** The reason a failed run shows to staff: the error's message, bounded. */
const failureOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500) || 'Unknown error';

/**
 * A run's job: the work of `drawRun`; when it throws the run is marked failed with the reason (staff see it and
 * may run it again), except on shutdown, where the run stays running and the next start resumes it.
 */
export async function processRun(deps: RunDeps, runId: string) {
  try {
    await drawRun(deps, runId);
  } catch (err) {
    if (deps.jobs.stopping) throw err;
    deps.log.error({ err, runId }, 'pay statement run failed');
    await repo.failRun(deps.db, runId, failureOf(err));
    await tellRun(deps, runId);
  }
}

/**
 * The run's work (idempotent: statements already stored are skipped, so a job run again after a crash goes on where
 * it stopped). Each batch: its payments' facts in three statements, the PDFs drawn and stored, then the files and
 * the progress recorded together; the user who started it is told the progress over socket.io.
 */
async function drawRun(deps: RunDeps, runId: string) {
  const run = await repo.findRun(deps.db, runId);
  if (run?.status !== 'running') return;
  const ids = await repo.statementIdsOf(deps.db, run.payPeriodId);
  const written = await repo.writtenOf(deps.db, runId);
  const todo = ids.filter((id) => !written.has(id));
  for (let i = 0; i < todo.length; i += RUN_BATCH) {
    if (deps.jobs.stopping) throw new Error('stopping: the run goes on at the next start');
    const rows = await repo.statementPayments(deps.db, todo.slice(i, i + RUN_BATCH));
    const files: repo.StatementFile[] = [];
    for (const facts of await factsOf(deps.db, rows)) {
      const pdf = await statementPdf(facts, deps.config.ORG_NAME);
      const storageKey = await deps.storage.put('pay-statements', 'pdf', pdf, {
        contentType: 'application/pdf',
        size: pdf.length,
      });
      files.push({ id: uuidv7(), runId, paymentId: facts.row.p.id, name: fileNameOf(facts.row), storageKey });
    }
    await deps.db.transaction((tx) => repo.recordFiles(tx, runId, files, ids.length));
    await tellRun(deps, runId);
  }
  await repo.finishRun(deps.db, runId);
  await tellRun(deps, runId);
}

/** A payment as the register lists it. */
export type RegisterRow = PaymentRow;
export type { PayFigures } from './statements.repo.ts';
