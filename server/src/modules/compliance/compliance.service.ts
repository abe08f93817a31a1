import {
  COMPLIANCE_MESSAGES,
  type ExclusionSource,
  type ListPage,
  type ListQuery,
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
import { conflict, fieldError, notFound } from '../../platform/errors.ts';
import type { FanOutCtx } from '../../platform/events.ts';
import { listAnswer } from '../../platform/list.ts';
import { calculatePaymentsIn } from '../payments/index.ts';
import { setExcludedOn } from '../provider-profile/index.ts';
import { tellMatches } from './compliance.events.ts';
import { parseList } from './compliance.parse.ts';
import * as repo from './compliance.repo.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toVersion = (r: NonNullable<Awaited<ReturnType<typeof repo.findVersion>>>): ListVersion => ({
  _id: r.v.id,
  source: r.v.source,
  fileName: r.v.fileName,
  rowCount: r.v.rowCount,
  importedAt: r.v.importedAt.toISOString(),
  importedBy: r.v.importedByName,
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
  status: m.status,
  note: m.note,
  reviewedBy: m.reviewedBy,
  reviewedAt: iso(m.reviewedAt),
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

/**
 * Keeps a list file as a new version of its source and screens every active provider against it, in one
 * transaction: a version is never kept without its screening.
 */
export async function importList(
  ctx: Pick<Ctx, 'db' | 'user'> & Partial<FanOutCtx>,
  source: ExclusionSource,
  file: { filename: string; bytes: Buffer } | undefined,
  /** Who imported when nobody is signed in (the monthly fetch, the demo data). */
  importedBy = 'Monthly fetch',
): Promise<ListVersion> {
  if (!file) throw fieldError('file', 'Choose the list’s CSV file');
  const rows = parseList(source, file.bytes.toString('utf8'));
  const id = uuidv7();
  const told = await ctx.db.transaction(async (tx) => {
    const version = {
      id,
      source,
      fileName: file.filename || `${source}.csv`,
      rowCount: rows.length,
      importedBy: ctx.user?.id ?? null,
      importedByName: actorName(ctx) ?? importedBy,
    };
    await repo.insertVersion(tx, version, rows);
    const outcome = await repo.screen(tx, 'import', null, id);
    await audit(tx, ctx, {
      action: 'import-exclusion-list',
      entityType: 'exclusion-list',
      entityId: id,
      after: { source, fileName: version.fileName, rowCount: rows.length },
      actorName: version.importedByName,
    });
    return tellMatches(tx, ctx, outcome);
  });
  await told?.();
  const version = await repo.findVersion(ctx.db, id);
  if (!version) throw notFound('List version not found');
  return toVersion(version);
}

/** Screens the providers who were created or changed name, date of birth or NPI (inside their transaction). */
export async function screenProviders(tx: Db, ctx: FanOutCtx, providerIds: string[]) {
  return tellMatches(tx, ctx, await repo.screen(tx, 'provider-change', providerIds));
}

async function review(ctx: Ctx, id: string, status: 'confirmed' | 'dismissed', input: ReviewInput) {
  const before = await repo.findMatch(ctx.db, id);
  if (!before) throw notFound(COMPLIANCE_MESSAGES.notFound);
  const note = input.note.trim();
  const after = await ctx.db.transaction(async (tx) => {
    const moved = await repo.reviewMatch(tx, id, { status, note, reviewedBy: actorName(ctx) });
    if (!moved) throw conflict(COMPLIANCE_MESSAGES.alreadyReviewed, 'TRANSITION_NOT_ALLOWED');
    await audit(tx, ctx, {
      action: status === 'confirmed' ? 'confirm-exclusion' : 'dismiss-match',
      entityType: 'screening-match',
      entityId: id,
      before: { status: before.m.status },
      after: { status, note, providerId: before.m.providerId },
    });
    if (status === 'dismissed') return undefined;
    const today = todayIn(ctx.config.COMPANY_TIME_ZONE);
    await setExcludedOn(tx, before.m.providerId, today);
    await audit(tx, ctx, {
      action: 'exclusion-confirmed',
      entityType: 'user',
      entityId: before.m.providerId,
      after: { excludedOn: today, matchId: id },
    });
    // The provider's open payments are held by the payments module's own hold (its reason names the exclusion).
    const { after: deliveries } = await calculatePaymentsIn(
      tx,
      { providerIds: [before.m.providerId] },
      { action: 'recalculate', actorId: ctx.user?.id ?? null, actorName: actorName(ctx) },
      ctx,
    );
    return deliveries;
  });
  await after?.();
  const row = await repo.findMatch(ctx.db, id);
  if (!row) throw notFound(COMPLIANCE_MESSAGES.notFound);
  return toMatch(row);
}

export const confirmMatch = (ctx: Ctx, id: string, input: ReviewInput) => review(ctx, id, 'confirmed', input);
export const dismissMatch = (ctx: Ctx, id: string, input: ReviewInput) => review(ctx, id, 'dismissed', input);
