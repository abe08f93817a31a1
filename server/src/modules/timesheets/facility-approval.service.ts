import { createHash, randomBytes } from 'node:crypto';
import {
  type facilityDecisionBodySchema,
  formatHours,
  TIMESHEET_MESSAGES,
  TIMESHEET_TRANSITIONS,
  type Timesheet,
} from '@portal/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import { facilityApprovalTokens, facilityContacts } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { composeMail } from '../../platform/mail.ts';
import * as repo from './timesheets.repo.ts';
import { toTimesheet } from './timesheets.service.ts';

const sha256 = (t: string) => createHash('sha256').update(t).digest('base64url');
export const FACILITY_LINK_DAYS = 14;

/**
 * E-mails the facility's primary timesheet approver (the backup when there is none) a link bound to this
 * timesheet and approver, valid 14 days and single-use. Opening the link shows the timesheet; only an explicit
 * approve or reject (a POST with the typed name) changes anything, so a link scanner approves nothing.
 */
export async function sendFacilityApprovalLink(ctx: Ctx, row: repo.TimesheetRow) {
  const contacts = await ctx.db
    .select()
    .from(facilityContacts)
    .where(
      and(
        eq(facilityContacts.facilityId, row.t.facilityId),
        inArray(facilityContacts.type, ['primary_timesheet_approver', 'backup_timesheet_approver']),
      ),
    );
  const approver =
    contacts.find((c) => c.type === 'primary_timesheet_approver') ??
    contacts.find((c) => c.type === 'backup_timesheet_approver');
  if (!approver) {
    ctx.log.warn({ timesheetId: row.t.id }, 'facility has no timesheet approver; no approval e-mail sent');
    return;
  }
  const token = randomBytes(32).toString('base64url');
  await ctx.db.insert(facilityApprovalTokens).values({
    id: uuidv7(),
    timesheetId: row.t.id,
    approverEmail: approver.email,
    approverName: approver.name,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + FACILITY_LINK_DAYS * 86_400_000),
  });
  const url = `${ctx.config.PUBLIC_URL}/facility-view-timesheet?id=${row.t.id}&token=${token}`;
  await ctx.mail.send(
    composeMail(ctx.config, approver.email, {
      subject: `Time sheet to approve: ${row.provider.firstName} ${row.provider.lastName}`,
      greeting: `Hello ${approver.name},`,
      paragraphs: [
        `${row.provider.firstName} ${row.provider.lastName} submitted a time sheet for ${row.facility.name}, ` +
          `${row.period.startDate} to ${row.period.endDate}: ${formatHours(row.t.totalMinutes / 60)} hours.`,
        `Please review it and approve or reject it. The link works once and expires in ${FACILITY_LINK_DAYS} days.`,
      ],
      action: { label: 'Review time sheet', url },
    }),
  );
}

async function usableToken(ctx: Ctx, id: string, token: string) {
  const [row] = await ctx.db
    .select()
    .from(facilityApprovalTokens)
    .where(eq(facilityApprovalTokens.tokenHash, sha256(token)))
    .limit(1);
  // A token for another timesheet is as good as no token.
  if (!row || row.timesheetId !== id) throw badRequest(TIMESHEET_MESSAGES.linkInvalid);
  if (row.usedAt) throw badRequest(TIMESHEET_MESSAGES.linkUsed);
  if (row.expiresAt.getTime() < Date.now()) throw badRequest(TIMESHEET_MESSAGES.linkExpired);
  return row;
}

/** verify-facility-access-timesheet: the timesheet and who is approving, for a valid link. */
export async function verifyFacilityAccess(
  ctx: Ctx,
  id: string,
  token: string,
): Promise<{ timesheet: Timesheet; approverName: string }> {
  const link = await usableToken(ctx, id, token);
  const row = await repo.findTimesheet(ctx.db, id);
  if (!row) throw badRequest(TIMESHEET_MESSAGES.linkInvalid);
  return { timesheet: toTimesheet(row), approverName: link.approverName };
}

/** facility-approve-timesheet: approve or reject with the typed name; the link is used up in the same transaction. */
export async function facilityDecide(ctx: Ctx, input: z.output<typeof facilityDecisionBodySchema>): Promise<Timesheet> {
  const link = await usableToken(ctx, input.id, input.token);
  const action = input.decision === 'approve' ? 'approve' : 'reject';
  const rule = TIMESHEET_TRANSITIONS[action];
  const signer = `${input.signatureName} (${link.approverEmail})`;
  await ctx.db.transaction(async (tx) => {
    const used = await tx
      .update(facilityApprovalTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(facilityApprovalTokens.id, link.id), isNull(facilityApprovalTokens.usedAt)))
      .returning({ id: facilityApprovalTokens.id });
    if (used.length === 0) throw badRequest(TIMESHEET_MESSAGES.linkUsed);
    const values =
      action === 'approve'
        ? { status: rule.to, approvedAt: new Date(), approvedByName: input.signatureName, rejectionReason: null }
        : { status: rule.to, approvedByName: input.signatureName, rejectionReason: input.reason ?? null };
    if (!(await repo.transition(tx, input.id, rule.from, values))) {
      throw conflict('This time sheet is no longer waiting for approval');
    }
    await audit(
      tx,
      { user: null },
      {
        actorName: signer,
        action: `facility-${action}`,
        entityType: 'timesheet',
        entityId: input.id,
        before: { status: 'approval-pending' },
        after: {
          status: rule.to,
          signedBy: input.signatureName,
          ...(input.reason ? { rejectionReason: input.reason } : {}),
        },
      },
    );
  });
  const row = await repo.findTimesheet(ctx.db, input.id);
  if (!row) throw badRequest(TIMESHEET_MESSAGES.linkInvalid);
  return toTimesheet(row);
}
