import { createHash, randomBytes } from 'node:crypto';
import {
  displayMoment,
  displaySpan,
  type FacilityAccess,
  type FacilityDecisionOutcome,
  type facilityDecisionBodySchema,
  formatHours,
  TIMESHEET_MESSAGES,
  type Timesheet,
  webPaths,
  withQuery,
} from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import type { AfterCommit } from '../../platform/events.ts';
import { composeMail, type MailMessage } from '../../platform/mail.ts';
import { webLink } from '../../platform/web-links.ts';
import { applyTransition } from '../../platform/workflow.ts';
import * as links from './facility-approval.repo.ts';
import { toTimesheet } from './timesheets.mapper.ts';
import * as repo from './timesheets.repo.ts';
import { TIMESHEET_TARGET, transitionValues } from './timesheets.workflow.ts';

const sha256 = (t: string) => createHash('sha256').update(t).digest('base64url');
const FACILITY_LINK_DAYS = 14;

/**
 * In the submitting transaction: issues a link to the facility's primary AND backup timesheet approver, each bound
 * to this time sheet, that approver and the sheet's current revision (valid 14 days, single-use); returns the
 * e-mails to send after commit. Opening a link shows the sheet; only an explicit approve or reject (a POST with the
 * typed name) changes anything, so a link scanner approves nothing. The first approver to act decides.
 */
export async function issueApprovalLinks(
  tx: Db,
  ctx: Pick<Ctx, 'config' | 'mail' | 'log'>,
  row: repo.TimesheetRow,
): Promise<AfterCommit | undefined> {
  const contacts = await links.timesheetApprovers(tx, row.t.facilityId);
  const approvers = contacts
    .sort((a, b) => (a.type === 'primary_timesheet_approver' ? -1 : b.type === 'primary_timesheet_approver' ? 1 : 0))
    .filter((c, i, all) => all.findIndex((o) => o.email.toLowerCase() === c.email.toLowerCase()) === i);
  if (approvers.length === 0) {
    ctx.log.warn({ timesheetId: row.t.id }, 'facility has no timesheet approver; no approval e-mail sent');
    return undefined;
  }
  const revision = (await links.revisionOf(tx, row.t.id)) ?? row.t.revision;
  const mails: MailMessage[] = [];
  for (const approver of approvers) {
    const token = randomBytes(32).toString('base64url');
    await links.insertLink(tx, {
      id: uuidv7(),
      timesheetId: row.t.id,
      approverEmail: approver.email,
      approverName: approver.name,
      revision,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + FACILITY_LINK_DAYS * 86_400_000),
    });
    const url = webLink(ctx.config, withQuery(webPaths.facilityViewTimesheet, { id: row.t.id, token }));
    const others =
      approvers.length > 1 ? ' It was also sent to the facility’s other approver; the first to act decides.' : '';
    mails.push(
      composeMail(ctx.config, approver.email, {
        subject: `Time sheet to approve: ${row.provider.firstName} ${row.provider.lastName}`,
        greeting: `Hello ${approver.name},`,
        paragraphs: [
          `${row.provider.firstName} ${row.provider.lastName} submitted a time sheet for ${row.facility.name}, ` +
            `${displaySpan(row.period.startDate, row.period.endDate)}: ${formatHours(row.t.totalMinutes / 60)} hours.`,
          `Please review it and approve or reject it. The link works once and expires in ${FACILITY_LINK_DAYS} days.${others}`,
        ],
        action: { label: 'Review time sheet', url },
      }),
    );
  }
  return async () => {
    for (const mail of mails) await ctx.mail.notice(mail);
  };
}

const DECISIONS: Record<string, FacilityDecisionOutcome> = {
  approve: 'approved',
  'facility-approve': 'approved',
  'bulk-approve': 'approved',
  reject: 'rejected',
  'facility-reject': 'rejected',
};

/** Who moved the sheet to its current decided status, and when (from the audit trail). */
async function decisionOf(ctx: Ctx, row: repo.TimesheetRow): Promise<FacilityAccess['decision']> {
  if (row.t.status !== 'approved' && row.t.status !== 'rejected') return null;
  const outcome = row.t.status;
  const event = await repo.lastDecision(
    ctx.db,
    row.t.id,
    Object.keys(DECISIONS).filter((a) => DECISIONS[a] === outcome),
  );
  return {
    outcome,
    by: event?.actorName ?? row.t.approvedByName ?? 'ICON staff',
    at: (event?.at ?? row.t.updatedAt).toISOString(),
  };
}

/**
 * A link is good for its time sheet at the revision it was sent for: any later change (edit, reset, resubmission)
 * voids it. Once someone has decided that revision, the link says who and when instead of refusing blankly.
 */
async function checkLink(ctx: Ctx, id: string, token: string) {
  const link = await links.findLinkByHash(ctx.db, sha256(token));
  // A token for another timesheet is as good as no token.
  if (!link || link.timesheetId !== id) throw badRequest(TIMESHEET_MESSAGES.linkInvalid);
  const row = await repo.findTimesheet(ctx.db, id);
  if (!row) throw badRequest(TIMESHEET_MESSAGES.linkInvalid);
  if (row.t.revision !== link.revision) throw badRequest(TIMESHEET_MESSAGES.linkReplaced);
  const decision = await decisionOf(ctx, row);
  if (decision) return { link, row, decision };
  if (row.t.status !== 'approval-pending') throw badRequest(TIMESHEET_MESSAGES.linkReplaced);
  if (link.usedAt) throw badRequest(TIMESHEET_MESSAGES.linkUsed, undefined, 'LINK_USED');
  if (link.expiresAt.getTime() < Date.now())
    throw badRequest(TIMESHEET_MESSAGES.linkExpired, undefined, 'LINK_EXPIRED');
  return { link, row, decision };
}

/** verify-facility-access-timesheet: the time sheet, who is approving, and the decision if someone already acted. */
export async function verifyFacilityAccess(ctx: Ctx, id: string, token: string): Promise<FacilityAccess> {
  const { link, row, decision } = await checkLink(ctx, id, token);
  return { timesheet: toTimesheet(row), approverName: link.approverName, decision };
}

/** facility-approve-timesheet: approve or reject with the typed name; the link is used up in the same transaction. */
export async function facilityDecide(ctx: Ctx, input: z.output<typeof facilityDecisionBodySchema>): Promise<Timesheet> {
  const { link, decision } = await checkLink(ctx, input.id, input.token);
  if (decision)
    throw conflict(TIMESHEET_MESSAGES.linkDecided(decision.outcome, decision.by, displayMoment(new Date(decision.at))));
  const action = input.decision === 'approve' ? 'approve' : 'reject';
  await applyTransition({ ...ctx, user: null }, TIMESHEET_TARGET, {
    id: input.id,
    action,
    auditAction: `facility-${action}`,
    actorName: `${input.signatureName} (${link.approverEmail})`,
    set: transitionValues(action, input.signatureName, input.reason ?? null),
    auditAfter: { signedBy: input.signatureName, ...(input.reason ? { rejectionReason: input.reason } : {}) },
    // The engine holds the row locked: the revision read here cannot change before the commit.
    effects: async (tx) => {
      if ((await links.revisionOf(tx, input.id)) !== link.revision) throw badRequest(TIMESHEET_MESSAGES.linkReplaced);
      if (!(await links.useLink(tx, link.id))) throw badRequest(TIMESHEET_MESSAGES.linkUsed, undefined, 'LINK_USED');
      return undefined;
    },
  });
  const row = await repo.findTimesheet(ctx.db, input.id);
  if (!row) throw badRequest(TIMESHEET_MESSAGES.linkInvalid);
  return toTimesheet(row);
}
