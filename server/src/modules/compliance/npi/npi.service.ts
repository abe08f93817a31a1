import {
  type ListPage,
  type ListQuery,
  NPI_MESSAGES,
  type NpiCheck,
  type NpiCheckAction,
  type NpiCheckListBody,
  PROVIDER_MESSAGES,
  type ReviewInput,
} from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../../db/client.ts';
import { audit } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { conflict, fieldError, notFound } from '../../../platform/errors.ts';
import type { FanOutCtx } from '../../../platform/events.ts';
import { listAnswer } from '../../../platform/list.ts';
import { applyTransition } from '../../../platform/workflow.ts';
import { compareWithRegistry } from './npi.compare.ts';
import { npiDifferencesFound } from './npi.events.ts';
import { lookUpNpi, RegistryUnreachable } from './npi.registry.ts';
import * as repo from './npi.repo.ts';
import { NPI_CHECK_TARGET } from './npi.workflow.ts';

/** The queue of registry lookups: one job per check, retried with backoff while the registry cannot be read. */
export const NPI_LOOKUP_QUEUE = 'npi-registry-lookup';
const RETRY = { retryLimit: 10, retryDelay: 2, retryBackoff: true };

/** Who moves a check when the registry answers. */
const REGISTRY_ACTOR = 'NPI registry';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toCheck = ({ c, providerName }: repo.CheckRow): NpiCheck => ({
  _id: c.id,
  providerId: c.providerId,
  providerName,
  npi: c.npi,
  status: c.status,
  differences: c.differences,
  requestedAt: c.createdAt.toISOString(),
  checkedAt: iso(c.checkedAt),
  attempts: c.attempts,
  lastError: c.lastError,
  note: c.note,
  reviewedBy: c.reviewedBy,
  reviewedAt: iso(c.reviewedAt),
});

async function checkById(db: Db, id: string) {
  const row = await repo.findCheck(db, id);
  if (!row) throw notFound(NPI_MESSAGES.notFound);
  return toCheck(row);
}

export async function listChecks(ctx: Ctx, query: ListQuery, body: NpiCheckListBody): Promise<ListPage<NpiCheck>> {
  const { rows, totals } = await repo.listChecks(ctx.db, query, body);
  return listAnswer(query, totals, rows.map(toCheck));
}

export async function latestOf(ctx: Ctx, providerId: string) {
  const provider = await repo.providerNpi(ctx.db, providerId);
  if (!provider) throw notFound(PROVIDER_MESSAGES.notFound);
  const row = await repo.latestCheck(ctx.db, providerId);
  return { npi: provider.npi, check: row ? toCheck(row) : null };
}

/** New pending checks and their jobs, in the caller's transaction (the job exists only if the change commits). */
async function queueChecks(
  tx: Db,
  ctx: FanOutCtx & Pick<Ctx, 'user'>,
  wanted: { providerId: string; npi: string }[],
  actorName?: string,
) {
  const rows = wanted.map((w) => ({ id: uuidv7(), ...w }));
  await repo.insertChecks(tx, rows);
  for (const row of rows) {
    await audit(tx, ctx, {
      action: 'request-npi-check',
      entityType: 'npi-check',
      entityId: row.id,
      after: { providerId: row.providerId, npi: row.npi, status: 'pending' },
      actorName,
    });
    await ctx.jobs.send(NPI_LOOKUP_QUEUE, { checkId: row.id }, { tx, ...RETRY });
  }
  return rows;
}

/** Providers created or changed: those whose NPI was set or changed get a registry lookup. */
export async function lookUpChangedNpis(tx: Db, ctx: FanOutCtx, providerIds: readonly string[]) {
  const wanted = await repo.npisToLookUp(tx, providerIds);
  await queueChecks(
    tx,
    { ...ctx, user: null },
    wanted.map((w) => ({ providerId: w.provider_id, npi: w.npi })),
    'NPI saved',
  );
  return undefined;
}

/** "Check again": a new lookup of the provider's NPI, unless one is still waiting for the registry. */
export async function checkAgain(ctx: Ctx, providerId: string): Promise<NpiCheck> {
  const { npi, check } = await latestOf(ctx, providerId);
  if (!npi) throw fieldError('npi', NPI_MESSAGES.noNpi);
  if (check?.status === 'pending') throw conflict(NPI_MESSAGES.alreadyPending);
  const [row] = await ctx.db.transaction((tx) => queueChecks(tx, ctx, [{ providerId, npi }]));
  if (!row) throw notFound(NPI_MESSAGES.notFound);
  return checkById(ctx.db, row.id);
}

/**
 * The job: looks the check's NPI up and moves the check by the answer. An unreachable registry is counted on the
 * check (shown as pending with its error) and thrown, so the queue tries again with backoff.
 */
export async function runLookup(ctx: Ctx, checkId: string) {
  const row = await repo.findCheck(ctx.db, checkId);
  if (row?.c.status !== 'pending') return;
  const { c } = row;
  let answer: Awaited<ReturnType<typeof lookUpNpi>>;
  try {
    answer = await lookUpNpi(ctx.config.NPPES_API_URL, c.npi);
  } catch (err) {
    const message = err instanceof RegistryUnreachable ? err.message : 'NPI registry lookup failed';
    await repo.recordAttempt(ctx.db, checkId, message);
    throw err;
  }
  const identity = await repo.identityOf(ctx.db, c.providerId);
  if (!identity) return;
  const licenceStates = await repo.licenceStatesOf(ctx.db, c.providerId);
  const differences = answer.found
    ? compareWithRegistry(
        { ...identity, licenceStates: licenceStates.length ? licenceStates : identity.state ? [identity.state] : [] },
        answer.record,
      )
    : [];
  const action: NpiCheckAction = !answer.found ? 'miss' : differences.length ? 'flag' : 'verify';
  await applyTransition(ctx, NPI_CHECK_TARGET, {
    id: checkId,
    action,
    actorName: REGISTRY_ACTOR,
    set: { differences, response: answer.raw, checkedAt: new Date(), attempts: c.attempts + 1, lastError: null },
    auditAfter: { npi: c.npi, differences },
    effects:
      action === 'flag'
        ? (tx) => npiDifferencesFound.emit(tx, ctx, [{ checkId, providerId: c.providerId, npi: c.npi, differences }])
        : undefined,
  });
}

const REVIEWED = { accept: NPI_MESSAGES.accepted, dismiss: NPI_MESSAGES.dismissed } as const;

/** Accepts or dismisses a check's differences with a note (kept on the check and in its audit row). */
export async function review(ctx: Ctx, id: string, action: 'accept' | 'dismiss', input: ReviewInput) {
  const note = input.note.trim();
  const reviewedBy = ctx.user ? `${ctx.user.firstName} ${ctx.user.lastName}`.trim() || ctx.user.email : null;
  await applyTransition(ctx, NPI_CHECK_TARGET, {
    id,
    action,
    set: { note, reviewedBy, reviewedAt: new Date() },
    auditAfter: { note },
  });
  return { check: await checkById(ctx.db, id), message: REVIEWED[action] };
}
