import {
  addDays,
  daysBetween,
  displayDay,
  isReportStatus,
  type ListPage,
  type ListQuery,
  REMINDER_THRESHOLDS,
  REPORT_MESSAGES,
  REPORT_STATUSES,
  REPORT_TYPE_LABELS,
  type ReportItem,
  type ReportItemDetail,
  type ReportListBody,
  type ReportType,
  renewDocumentPath,
  statusColour,
  statusLabel,
  todayIn,
  type WorkHistory,
  webPaths,
} from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { type FanOutCtx, inOrder } from '../../platform/events.ts';
import { listAnswer } from '../../platform/list.ts';
import { applyTransition } from '../../platform/workflow.ts';
import { type Delivery, notifyMany } from '../notifications/index.ts';
import * as repo from './credentialing.repo.ts';
import { toHistory } from './credentialing.service.ts';
import { lastReminderRun, markReminderRun } from './reminder-claims.repo.ts';
import * as itemsRepo from './report-items.repo.ts';
import { documentExpiring, expiryRunDue } from './reports.events.ts';
import * as reports from './reports.repo.ts';
import { REPORT_ITEM_TARGETS } from './reports.workflow.ts';

/** The web path of an item (notifications, the risk calendar). */
const REPORT_LINKS: Record<ReportType, (id: string) => string> = {
  reappointment: (id) => webPaths.viewReappointmentReport(id),
  'expiring-assignment': (id) => webPaths.viewProviderViewFacility(id),
  'expired-document': (id) => webPaths.viewExpiredDocumentReport(id),
};
const PROVIDER_LINKS: Record<ReportType, string> = {
  reappointment: webPaths.providerReappointmentReportsListing,
  'expiring-assignment': webPaths.providerListingAssignedfacilities,
  'expired-document': webPaths.providerExpiredDocumentReportsListing,
};

const entityType = (type: ReportType) => `${type}-report`;

export const reportStatusOptions = (type: ReportType) =>
  REPORT_STATUSES[type].map((value) => ({ value, label: statusLabel(value), colour: statusColour(value) }));

const toReportItem = (type: ReportType, r: reports.ReportRow, today: string): ReportItem => ({
  _id: r.id,
  reportType: type,
  provider: { _id: r.provider_id, firstName: r.first_name, lastName: r.last_name, email: r.email },
  facility: r.facility_id ? { _id: r.facility_id, name: r.facility_name ?? '' } : null,
  title: r.title,
  detail: r.detail,
  dueOn: r.due_on,
  daysLeft: daysBetween(today, r.due_on),
  status: r.status,
  assignedStaff: r.staff_id
    ? {
        _id: r.staff_id,
        firstName: r.staff_first_name ?? '',
        lastName: r.staff_last_name ?? '',
        email: r.staff_email ?? '',
      }
    : null,
});

function scopeOf(body: ReportListBody, providerId?: string): reports.Scope {
  const today = todayIn();
  const days = Number(body.filters?.days ?? 90);
  return { today, horizon: addDays(today, days), providerId };
}

function checkStatusFilter(type: ReportType, body: ReportListBody) {
  const status = body.filters?.status;
  if (status && !isReportStatus(type, status)) throw fieldError('filters.status', REPORT_MESSAGES.badStatus);
}

export async function listReport(
  ctx: Ctx,
  type: ReportType,
  query: ListQuery,
  body: ReportListBody,
  providerId?: string,
): Promise<ListPage<ReportItem>> {
  checkStatusFilter(type, body);
  const scope = scopeOf(body, providerId);
  const { rows, totals } = await reports.listReport(ctx.db, type, scope, body, query);
  return listAnswer(
    query,
    totals,
    rows.map((r) => toReportItem(type, r, scope.today)),
  );
}

export async function* exportReportRows(ctx: Ctx, type: ReportType, body: ReportListBody, providerId?: string) {
  checkStatusFilter(type, body);
  const scope = scopeOf(body, providerId);
  for await (const r of reports.allReportRows(ctx.db, type, scope, body)) yield toReportItem(type, r, scope.today);
}

async function findOrFail(ctx: Ctx, type: ReportType, id: string, providerId?: string) {
  const today = todayIn();
  const row = await reports.findItem(ctx.db, type, id, { today, providerId });
  if (!row) throw notFound(REPORT_MESSAGES.notFound);
  return { row, today };
}

export async function getReportItem(
  ctx: Ctx,
  type: ReportType,
  id: string,
  providerId?: string,
): Promise<ReportItemDetail> {
  const { row, today } = await findOrFail(ctx, type, id, providerId);
  const [notes, history] = await Promise.all([
    itemsRepo.notesOf(ctx.db, type, id),
    repo.historyOf(ctx.db, entityType(type), id),
  ]);
  return {
    ...toReportItem(type, row, today),
    notes: notes.map((n) => ({
      _id: n.id,
      kind: n.kind,
      body: n.body,
      author: n.author,
      createdAt: new Date(n.created_at).toISOString(),
    })),
    history: toHistory(history),
  };
}

export async function addReportNote(
  ctx: Ctx,
  type: ReportType,
  id: string,
  body: string,
  kind: 'report' | 'credentialing' = 'report',
): Promise<ReportItemDetail> {
  await findOrFail(ctx, type, id);
  const noteId = uuidv7();
  await ctx.db.transaction(async (tx) => {
    await itemsRepo.insertNote(tx, { id: noteId, type, subjectId: id, kind, body, authorId: ctx.user?.id ?? null });
    await audit(tx, ctx, {
      action: kind === 'credentialing' ? 'add-credentialing-note' : 'add-note',
      entityType: entityType(type),
      entityId: id,
      after: { note: body },
    });
    // A credentialing note belongs to the record too: its own history says so.
    if (kind === 'credentialing')
      await audit(tx, ctx, { action: 'add-note', entityType: 'credentialing', entityId: id, after: { note: body } });
  });
  return getReportItem(ctx, type, id);
}

/** Moves an item to another status of its report through the workflow engine (409 for the one it is in). */
export async function setReportStatus(ctx: Ctx, type: ReportType, id: string, status: string) {
  if (!isReportStatus(type, status)) throw fieldError('status', REPORT_MESSAGES.badStatus);
  await findOrFail(ctx, type, id);
  await itemsRepo.ensureState(ctx.db, type, id);
  await applyTransition(ctx, REPORT_ITEM_TARGETS[type], { id, action: status, auditAction: 'change-status' });
  return getReportItem(ctx, type, id);
}

/**
 * A provider's work history. `ownerId` is the asking provider: another provider's history is not found for them (404,
 * never 403, so ids of others are not confirmed).
 */
export async function workHistoryOf(ctx: Ctx, providerId: string, ownerId?: string): Promise<WorkHistory> {
  if (ownerId && ownerId !== providerId) throw notFound(REPORT_MESSAGES.providerNotFound);
  const provider = await repo.userWithRole(ctx.db, providerId, ['provider']);
  if (!provider) throw notFound(REPORT_MESSAGES.providerNotFound);
  const row = await repo.findProviderName(ctx.db, providerId);
  const rows = await itemsRepo.workHistory(ctx.db, providerId);
  return {
    provider: row,
    rows: rows.map((r) => ({
      assignmentId: r.id,
      facility: { _id: r.facility_id, name: r.facility_name },
      startDate: r.start_date,
      endDate: r.end_date,
      approvedMinutes: Number(r.minutes),
    })),
    totalMinutes: rows.reduce((a, r) => a + Number(r.minutes), 0),
  };
}

/**
 * The daily reminder run: for every report, each item whose due date is 90, 60, 30 or 7 days away (or less, the
 * tightest threshold reached) and not yet reminded of at that threshold gets one notification (in the app and by
 * e-mail, per the user's setting) to the provider and to the staff looking after it. Answers how many items.
 */
export async function runExpiryReminders(deps: Pick<Ctx, 'db'> & FanOutCtx, today = todayIn()) {
  let items = 0;
  for (const type of ['reappointment', 'expiring-assignment', 'expired-document'] as const) {
    const after = await deps.db.transaction(async (tx) => {
      const claimed = await reports.claimReminders(tx, type, today, REMINDER_THRESHOLDS);
      items += claimed.length;
      const staff = await itemsRepo.staffToRemind(
        tx,
        type,
        claimed.map((c) => c.id),
        today,
      );
      const folders =
        type === 'expired-document'
          ? await reports.documentFolders(
              tx,
              claimed.map((c) => c.id),
            )
          : new Map<string, string>();
      const deliveries: Delivery[] = [];
      for (const c of claimed) {
        const folderId = folders.get(c.id);
        const days = Number(c.days_left);
        const when = days === 0 ? 'today' : `in ${days} day${days === 1 ? '' : 's'} (${displayDay(c.due_on)})`;
        const title = `${REPORT_TYPE_LABELS[type]} due ${days === 0 ? 'today' : `in ${days} days`}`;
        const body = `${c.title} is due ${when}.`;
        deliveries.push({
          userId: c.provider_id,
          type: 'expiry-reminder',
          title,
          body,
          // A document's reminder opens the upload of its renewal; other items open the provider's report.
          link: folderId ? renewDocumentPath(folderId, c.id) : PROVIDER_LINKS[type],
          email: true,
        });
        for (const userId of new Set(staff.get(c.id) ?? []))
          deliveries.push({
            userId,
            type: 'expiry-reminder',
            title,
            body,
            link: REPORT_LINKS[type](c.id),
            email: true,
          });
      }
      const told =
        type === 'expired-document'
          ? await documentExpiring.emit(
              tx,
              deps,
              claimed.map((c) => ({
                id: c.id,
                providerId: c.provider_id,
                title: c.title,
                expiresOn: c.due_on,
                daysLeft: Number(c.days_left),
                threshold: Number(c.threshold),
              })),
            )
          : undefined;
      return inOrder(deps, [await notifyMany(tx, deps, deliveries), told], 'expiry reminders');
    });
    await after?.();
  }
  const others = await deps.db.transaction((tx) => expiryRunDue.emit(tx, deps, [{ today }]));
  await others();
  await markReminderRun(deps.db, today);
  return items;
}

/** Whether today's reminder run has happened (the 06:15 run, or one at an earlier start today). */
export const ranToday = async (db: Db) => (await lastReminderRun(db)) === todayIn();

export interface RiskRow {
  date: string;
  kind: 'reappointment';
  providerId: string;
  providerName: string;
  facilityId: string | null;
  facilityName: string | null;
  title: string;
  link: string;
}

/** Reappointment and expiry due dates between two days, for the risk calendar. */
export async function listReappointmentRisks(
  db: Db,
  q: { from: string; to: string; facilityId?: string; providerId?: string },
): Promise<RiskRow[]> {
  const rows = await reports.reappointmentsBetween(db, q);
  return rows.map((r) => ({
    date: r.due_on,
    kind: 'reappointment',
    providerId: r.provider_id,
    providerName: `${r.first_name} ${r.last_name}`,
    facilityId: r.facility_id,
    facilityName: r.facility_name,
    title: r.title,
    link: webPaths.viewCredentialingPayor(r.id),
  }));
}
