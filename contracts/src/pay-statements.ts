import { z } from 'zod';
import { defineEndpoints, FILE_MEDIA_TYPES } from './endpoint.ts';
import { idParamSchema } from './http.ts';

/**
 * Pay statements and the payments register (payments module, `statements/`). A statement is the PDF of one
 * approved (or paid) payment: the provider, the period, each worked day with its hours, rate type and rate, on-call,
 * expenses, bonuses, deductions, net pay, and the year-to-date totals (the calendar year of the period's end date,
 * approved and paid payments only, up to and including this one). The register lists a period's approved and paid
 * payments with a total line (PDF or XLSX). Generating every statement of a period is a job (a run) with progress,
 * whose ZIP is downloaded when done.
 */

/** The payment statuses a statement exists for. */
export const STATEMENT_STATUSES = ['approved', 'paid'] as const;

export const PAY_STATEMENT_MESSAGES = {
  notApproved: 'A pay statement exists once the payment is approved',
  runStarted: 'Generating the pay statements of the pay period',
  runNotFound: 'Statement run not found',
  runNotDone: 'The statements are still being generated',
  periodNotFound: 'Pay period not found',
  nothingToRun: 'The pay period has no approved payments',
  runFailed: 'Failed',
  runAgain: 'Run again',
  runRetried: 'Generating the pay statements again',
  runNotFailed: 'Only a failed statement run can be run again',
} as const;

export const PAY_STATEMENT_RUN_STATUSES = ['running', 'done', 'failed'] as const;
export const payStatementRunSchema = z.object({
  _id: z.string(),
  payPeriodId: z.string(),
  status: z.enum(PAY_STATEMENT_RUN_STATUSES),
  total: z.number().int(),
  done: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Why a failed run stopped; null otherwise. */
  error: z.string().nullable(),
});
export type PayStatementRun = z.infer<typeof payStatementRunSchema>;

export const REGISTER_FORMATS = ['pdf', 'xlsx'] as const;
const payPeriodIdSchema = z.object({ payPeriodId: z.uuid({ error: 'Choose a pay period' }) });

/** 'pay-statement-2026-11-15-jane-doe.pdf': the name of a statement's file. */
export const payStatementFileName = (periodEnd: string, first: string, last: string) =>
  `pay-statement-${periodEnd}-${`${first}-${last}`.replace(/[^\w]+/g, '-').toLowerCase()}.pdf`;

const running = { staff: 'run-pay-statements' } as const;

export const PAY_STATEMENT_API = /*#__PURE__*/ defineEndpoints('payments', {
  /** Staff (view-payments) download any; a provider only their own (another's answers 404). */
  statement: {
    method: 'GET',
    path: '/payments/:id/statement',
    access: { staff: 'view-payments', provider: true },
    produces: [FILE_MEDIA_TYPES.pdf],
    summary: 'The pay statement of an approved or paid payment (PDF)',
    params: idParamSchema,
  },
  register: {
    method: 'GET',
    path: '/payments-register',
    access: running,
    produces: [FILE_MEDIA_TYPES.pdf, FILE_MEDIA_TYPES.xlsx],
    summary: 'The payments register of a pay period (approved and paid payments, a total line), PDF or XLSX',
    query: payPeriodIdSchema.extend({ format: z.enum(REGISTER_FORMATS).default('pdf') }),
  },
  startRun: {
    method: 'POST',
    path: '/pay-statement-runs',
    access: running,
    summary: 'Generate the pay statements of every approved payment of a pay period, as a job (202)',
    body: payPeriodIdSchema,
    response: payStatementRunSchema,
    status: 202,
  },
  latestRun: {
    method: 'GET',
    path: '/pay-statement-runs',
    access: running,
    summary: "The pay period's latest statement run (null when there is none)",
    query: payPeriodIdSchema,
    response: payStatementRunSchema.nullable(),
  },
  retryRun: {
    method: 'POST',
    path: '/pay-statement-runs/:id/retry',
    access: running,
    summary: 'Run a failed statement run again from where it stopped, as a job (202)',
    params: idParamSchema,
    response: payStatementRunSchema,
    status: 202,
  },
  getRun: {
    method: 'GET',
    path: '/pay-statement-runs/:id',
    access: running,
    summary: 'A statement run and its progress',
    params: idParamSchema,
    response: payStatementRunSchema,
  },
  downloadRun: {
    method: 'GET',
    path: '/pay-statement-runs/:id/download',
    access: running,
    produces: [FILE_MEDIA_TYPES.zip],
    summary: 'The ZIP of the statements of a finished run',
    params: idParamSchema,
  },
});
