import {
  COMPLIANCE_MESSAGES,
  type ExclusionSource,
  type LiftInput,
  type ListPage,
  type ListQuery,
  type ListScreeningAction,
  type ListVersion,
  type listVersionListBodySchema,
  type MatchListBody,
  type ReviewInput,
  type ScreeningMatch,
  todayIn,
} from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError, fieldError, notFound } from '../../platform/errors.ts';
import type { FanOutCtx } from '../../platform/events.ts';
import { listAnswer } from '../../platform/list.ts';
import { applyTransition } from '../../platform/workflow.ts';
import { calculatePaymentsIn } from '../payments/index.ts';
import { setExcludedOn } from '../provider-profile/index.ts';
import { tellMatches } from './compliance.events.ts';
import { parseList } from './compliance.parse.ts';
import * as repo from './compliance.repo.ts';
import { LIST_SCREENING_TARGET, SCREENING_MATCH_TARGET } from './compliance.workflow.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toVersion = (r: NonNullable<Awaited<ReturnType<typeof repo.findVersion>>>): ListVersion => ({
  _id: r.v.id,
  source: r.v.source,
  fileName: r.v.fileName,
  rowCount: r.v.rowCount,
  importedAt: r.v.importedAt.toISOString(),
  importedBy: r.v.importedByName,
  status: r.v.status,
  error: r.v.error,
  screened: r.screened,
  hits: r.hits,
  possible: r.possible,
});

const toMatch = ({ m, e, providerName }: repo.MatchRow): ScreeningMatch => ({
  _id: m.id,
  providerId: m.providerId,
  providerName,
  source: m.source,
  kind: m.kind,
  similarity: Math.round(m.similarity * 100) / 100,
  entryName: e.fullName ? [e.firstName, e.middleName, e.lastName].filter(Boolean).join(' ') : (e.businessName ?? ''),
  entryNpi: e.npi,
  entryDateOfBirth: e.dateOfBirth,
  entryState: e.state,
  exclusionType: e.exclusionType,
  exclusionDate: e.exclusionDate,
  entryReinstatedOn: e.reinstatementDate,
  status: m.status,
  note: m.note,
  reviewedBy: m.reviewedBy,
  reviewedAt: iso(m.reviewedAt),
  liftNote: m.liftNote,
  liftedBy: m.liftedBy,
  liftedAt: iso(m.liftedAt),
  reinstatedOn: m.reinstatedOn,
  createdAt: m.createdAt.toISOString(),
});

export async function listVersions(
  ctx: Ctx,
  query: ListQuery,
  body: z.output<typeof listVersionListBodySchema>,
): Promise<ListPage<ListVersion>> {
  const { rows, totals } = await repo.listVersions(ctx.db, query, body);
  return listAnswer(query, totals, rows.map(toVersion));
}

export async function listMatches(ctx: Ctx, query: ListQuery, body: MatchListBody): Promise<ListPage<ScreeningMatch>> {
  const { rows, totals } = await repo.listMatches(ctx.db, query, body);
  return listAnswer(query, totals, rows.map(toMatch));
}

const actorName = (ctx: Pick<Ctx, 'user'>) =>
  ctx.user ? `${ctx.user.firstName} ${ctx.user.lastName}`.trim() || ctx.user.email : null;

/** The queue of list screenings: one job per imported version. */
export const SCREEN_LIST_QUEUE = 'screen-exclusion-list';

type ListFile = { filename: string; bytes: Buffer } | undefined;

/** Keeps a list file as a version of its source, queued for screening; `queued` runs in the same transaction. */
async function storeList(
  ctx: Pick<Ctx, 'db' | 'user'>,
  source: ExclusionSource,
  file: ListFile,
  importedBy: string,
  queued?: (tx: Db, id: string) => Promise<unknown>,
) {
  if (!file) throw fieldError('file', 'Choose the list’s CSV file');
  const rows = parseList(source, file.bytes.toString('utf8'));
  const id = uuidv7();
  await ctx.db.transaction(async (tx) => {
    const version = {
      id,
      source,
      fileName: file.filename || `${source}.csv`,
      rowCount: rows.length,
      importedBy: ctx.user?.id ?? null,
      importedByName: actorName(ctx) ?? importedBy,
      status: 'queued' as const,
    };
    await repo.insertVersion(tx, version, rows);
    await audit(tx, ctx, {
      action: 'import-exclusion-list',
      entityType: 'exclusion-list',
      entityId: id,
      after: { source, fileName: version.fileName, rowCount: rows.length },
      actorName: version.importedByName,
    });
    await queued?.(tx, id);
  });
  return id;
}

async function versionOf(db: Db, id: string) {
  const version = await repo.findVersion(db, id);
  if (!version) throw notFound(COMPLIANCE_MESSAGES.versionNotFound);
  return toVersion(version);
}

/** A list version and where its screening stands (the web reads it until the job is done). */
export const getVersion = (ctx: Ctx, id: string) => versionOf(ctx.db, id);

/**
 * Keeps a list file as a new version of its source and queues its screening of every active provider (a job: at
 * 100,000 providers it takes longer than a request should). Answers the version, queued; its status tells the rest.
 */
export async function importList(
  ctx: Pick<Ctx, 'db' | 'user' | 'jobs'>,
  source: ExclusionSource,
  file: ListFile,
  /** Who imported when nobody is signed in (the monthly fetch). */
  importedBy = 'Monthly fetch',
): Promise<ListVersion> {
  const id = await storeList(ctx, source, file, importedBy, (tx, versionId) =>
    ctx.jobs.send(SCREEN_LIST_QUEUE, { versionId }, { tx, singletonKey: versionId }),
  );
  return versionOf(ctx.db, id);
}

/** The reason a failed screening shows to staff: the error's message, bounded. */
const failureOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500) || 'Unknown error';

type ScreenDeps = { db: Db } & Partial<FanOutCtx>;

/**
 * One step of a version's screening through the workflow engine, as nobody (the job). The screening's target has no
 * listeners, so the engine needs no fan-out: the demo data and the bench screen without one.
 */
const screeningStep = (deps: ScreenDeps, id: string, action: ListScreeningAction, error: string | null = null) =>
  applyTransition({ user: null, ...deps } as Parameters<typeof applyTransition>[0], LIST_SCREENING_TARGET, {
    id,
    action,
    auditAction: `screening-${action}`,
    set: { error },
    auditAfter: error ? { error } : undefined,
  });

/** Takes a version's screening: false when it is not waiting for one (screened already: a job run twice). */
async function startScreening(deps: ScreenDeps, id: string) {
  try {
    await screeningStep(deps, id, 'start');
    return true;
  } catch (err) {
    if (err instanceof AppError && err.code === 'TRANSITION_NOT_ALLOWED') return false;
    throw err;
  }
}

/**
 * A version's screening (the job's work): every active provider against it, the run, each provider's result and the
 * new matches in one transaction, which also marks the version screened. When screening throws the version is marked
 * failed with the reason, except on shutdown, where it goes back to the queue for the next start.
 */
export async function screenVersion(deps: ScreenDeps, versionId: string) {
  if (!(await startScreening(deps, versionId))) return;
  try {
    const told = await deps.db.transaction(async (tx) => {
      const outcome = await repo.screen(tx, 'import', null, versionId);
      await screeningStep({ ...deps, db: tx }, versionId, 'finish');
      return tellMatches(tx, deps, outcome);
    });
    await told?.();
  } catch (err) {
    if (deps.jobs?.stopping) {
      await screeningStep(deps, versionId, 'requeue');
      throw err;
    }
    deps.log?.error({ err, versionId }, 'exclusion list screening failed');
    await screeningStep(deps, versionId, 'fail', failureOf(err));
  }
}

/** Staff start a failed screening again: the version is queued and its job sent in one transaction. */
export async function rescreenList(ctx: Ctx, id: string) {
  await applyTransition(ctx, LIST_SCREENING_TARGET, {
    id,
    action: 'rescreen',
    auditAction: 'rescreen-exclusion-list',
    set: { error: null },
    effects: async (tx) => {
      await ctx.jobs.send(SCREEN_LIST_QUEUE, { versionId: id }, { tx, singletonKey: id });
      return undefined;
    },
  });
  return versionOf(ctx.db, id);
}

/** What the demo data and the benchmark call: keep a list file as a version and screen it at once (no queue). */
export async function importAndScreen(
  ctx: Pick<Ctx, 'db' | 'user'> & Partial<FanOutCtx>,
  source: ExclusionSource,
  file: ListFile,
  importedBy: string,
): Promise<ListVersion> {
  const id = await storeList(ctx, source, file, importedBy);
  await screenVersion(ctx, id);
  const version = await versionOf(ctx.db, id);
  // Nobody watches these versions' status: a failed screening is the caller's error.
  if (version.status === 'failed') throw new Error(`screening failed: ${version.error}`);
  return version;
}

/** Screens the providers who were created or changed name, date of birth or NPI (inside their transaction). */
export async function screenProviders(tx: Db, ctx: FanOutCtx, providerIds: string[]) {
  return tellMatches(tx, ctx, await repo.screen(tx, 'provider-change', providerIds));
}

/** The provider's open payments are recalculated: the payments module's own hold names the exclusion, or drops it. */
async function recalculate(tx: Db, ctx: Ctx, providerId: string) {
  const { after } = await calculatePaymentsIn(
    tx,
    { providerIds: [providerId] },
    { action: 'recalculate', actorId: ctx.user?.id ?? null, actorName: actorName(ctx) },
    ctx,
  );
  return after;
}

/** A confirmed exclusion flags the provider (the first confirmation's day is kept) and holds their payments. */
async function flagProvider(tx: Db, ctx: Ctx, providerId: string, matchId: string) {
  const today = todayIn(ctx.config.COMPANY_TIME_ZONE);
  await setExcludedOn(tx, providerId, today);
  await audit(tx, ctx, {
    action: 'exclusion-confirmed',
    entityType: 'user',
    entityId: providerId,
    after: { excludedOn: today, matchId },
  });
  return recalculate(tx, ctx, providerId);
}

/** A lifted exclusion clears the flag unless another confirmed match still stands, and releases the hold. */
async function unflagProvider(tx: Db, ctx: Ctx, providerId: string, matchId: string, reinstatedOn: string | null) {
  if ((await repo.confirmedMatches(tx, providerId)) > 0) return undefined;
  await setExcludedOn(tx, providerId, null);
  await audit(tx, ctx, {
    action: 'exclusion-lifted',
    entityType: 'user',
    entityId: providerId,
    after: { excludedOn: null, matchId, reinstatedOn },
  });
  return recalculate(tx, ctx, providerId);
}

async function matchOf(db: Db, id: string) {
  const row = await repo.findMatch(db, id);
  if (!row) throw notFound(COMPLIANCE_MESSAGES.notFound);
  return row;
}

async function review(ctx: Ctx, id: string, action: 'confirm' | 'dismiss', input: ReviewInput) {
  const { m } = await matchOf(ctx.db, id);
  const note = input.note.trim();
  await applyTransition(ctx, SCREENING_MATCH_TARGET, {
    id,
    action,
    auditAction: action === 'confirm' ? 'confirm-exclusion' : 'dismiss-match',
    set: { note, reviewedBy: actorName(ctx), reviewedAt: new Date() },
    auditAfter: { note, providerId: m.providerId },
    effects: action === 'confirm' ? (tx) => flagProvider(tx, ctx, m.providerId, id) : undefined,
  });
  return toMatch(await matchOf(ctx.db, id));
}

export const confirmMatch = (ctx: Ctx, id: string, input: ReviewInput) => review(ctx, id, 'confirm', input);
export const dismissMatch = (ctx: Ctx, id: string, input: ReviewInput) => review(ctx, id, 'dismiss', input);

/**
 * Lifts a confirmed exclusion with a note and the reinstatement day: the list's (LEIE REINDATE) when it gives one,
 * else the one entered. The flag goes, assignments are allowed again and held payments are recalculated.
 */
export async function liftMatch(ctx: Ctx, id: string, input: LiftInput) {
  const { m, e } = await matchOf(ctx.db, id);
  const reinstatedOn = e.reinstatementDate ?? input.reinstatedOn ?? null;
  // A match that is not confirmed is the engine's 409, whatever the day.
  if (!reinstatedOn && m.status === 'confirmed')
    throw fieldError('reinstatedOn', COMPLIANCE_MESSAGES.reinstatementRequired);
  const note = input.note.trim();
  await applyTransition(ctx, SCREENING_MATCH_TARGET, {
    id,
    action: 'lift',
    auditAction: 'lift-exclusion',
    set: { liftNote: note, liftedBy: actorName(ctx), liftedAt: new Date(), reinstatedOn },
    auditAfter: { note, reinstatedOn, providerId: m.providerId },
    effects: (tx) => unflagProvider(tx, ctx, m.providerId, id, reinstatedOn),
  });
  return toMatch(await matchOf(ctx.db, id));
}
