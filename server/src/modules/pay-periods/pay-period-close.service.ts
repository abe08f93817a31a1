import { NOTIFICATION_TYPES, PAY_PERIOD_MESSAGES, type PayPeriod, periodText, webPaths } from '@portal/contracts';
import type { Ctx } from '../../platform/context.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { applyTransition } from '../../platform/workflow.ts';
import { notifyMany } from '../notifications/index.ts';
import * as repo from './pay-periods.repo.ts';
import { toPeriod } from './pay-periods.service.ts';
import { PAY_PERIOD_TARGET } from './pay-periods.workflow.ts';

async function periodOrNotFound(ctx: Ctx, id: string): Promise<PayPeriod> {
  const row = await repo.findPayPeriod(ctx.db, id);
  if (!row) throw notFound(PAY_PERIOD_MESSAGES.notFound);
  return toPeriod(row);
}

/**
 * Closes a period once every payment of it is approved (or paid). The check runs inside the transition, after the
 * period row is locked and moved, so a payment approved or made meanwhile is seen; a refusal rolls the move back.
 */
export async function closePayPeriod(ctx: Ctx, id: string): Promise<PayPeriod> {
  await applyTransition(ctx, PAY_PERIOD_TARGET, {
    id,
    action: 'close',
    set: { closedAt: new Date() },
    effects: async (tx) => {
      const { notApproved } = await repo.periodPaymentFacts(tx, id);
      if (notApproved > 0) throw conflict(PAY_PERIOD_MESSAGES.notApproved(notApproved), 'PAYMENTS_NOT_APPROVED');
      return undefined;
    },
  });
  return periodOrNotFound(ctx, id);
}

/** Reopens a closed period with a reason (audited); the staff who approved its payments are told. */
export async function reopenPayPeriod(ctx: Ctx, id: string, reason: string): Promise<PayPeriod> {
  const period = await periodOrNotFound(ctx, id);
  const who = ctx.user ? `${ctx.user.firstName} ${ctx.user.lastName}`.trim() : 'the portal';
  await applyTransition(ctx, PAY_PERIOD_TARGET, {
    id,
    action: 'reopen',
    set: { closedAt: null },
    auditAfter: { reason },
    effects: async (tx) => {
      const { approverIds } = await repo.periodPaymentFacts(tx, id);
      return notifyMany(
        tx,
        ctx,
        approverIds
          .filter((userId) => userId !== ctx.user?.id)
          .map((userId) => ({
            userId,
            type: NOTIFICATION_TYPES.payPeriodReopened,
            title: 'Pay period reopened',
            body: `The pay period ${periodText(period)}, whose payments you approved, was reopened by ${who}: ${reason}`,
            link: webPaths.payPeriodsListing,
            email: true,
          })),
      );
    },
  });
  return periodOrNotFound(ctx, id);
}

/** Whether a period (or the closed period containing a day) is closed: what every screen of its records shows. */
export async function periodLock(ctx: Ctx, q: { payPeriodId?: string; date?: string }) {
  const row = q.payPeriodId
    ? await repo.findPayPeriod(ctx.db, q.payPeriodId)
    : await repo.closedOn(ctx.db, q.date ?? '');
  if (q.payPeriodId && !row) throw notFound(PAY_PERIOD_MESSAGES.notFound);
  return { closed: row?.status === 'closed', period: row ? toPeriod(row) : null };
}
