import { addDays, INVOICE_TERMS_DAYS } from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import * as repo from './invoices.repo.ts';

/** What the demo leaves each invoice at, in turn, so the list, the aging and the journal all show work. */
const DEMO_OUTCOMES = ['paid', 'partially_paid', 'sent', 'draft'] as const;

/**
 * Demo invoices from the demo's approved hours: each facility's invoice of each of the last three ended bi-weekly
 * periods that has billable hours, left in turn paid, partly paid, sent or a draft, so the list, the aging and the
 * journal show work on first start. Numbers come from the counter, as sending takes them.
 */
export async function seedDemoInvoices(tx: Db, todayIso: string, staffId: string) {
  const periods = (await repo.endedBiWeeklyPeriods(tx, todayIso, 3)).reverse();
  const facilityIds = await repo.facilitiesWithApprovedHours(tx);
  const user = { id: staffId } as never;
  let drawn = 0;
  for (const facilityId of facilityIds) {
    for (const p of periods) {
      const id = uuidv7();
      await repo.insertInvoice(tx, { id, facilityId, periodStart: p.startDate, periodEnd: p.endDate });
      await repo.insertLines(tx, id, facilityId, p.startDate, p.endDate);
      const total = await repo.totalLines(tx, id);
      if (total <= 0) {
        await repo.deleteDraft(tx, id);
        continue;
      }
      await audit(tx, { user }, { action: 'create', entityType: 'invoice', entityId: id, after: { status: 'draft' } });
      const outcome = DEMO_OUTCOMES[drawn++ % DEMO_OUTCOMES.length];
      if (outcome === 'draft') continue;
      const issuedOn = addDays(p.endDate, 2) < todayIso ? addDays(p.endDate, 2) : todayIso;
      const number = await repo.takeNumber(tx);
      const dueOn = addDays(issuedOn, INVOICE_TERMS_DAYS);
      const contact = await repo.billingContactOf(tx, facilityId);
      await repo.markSent(tx, id, { number, issuedOn, dueOn, sentTo: contact?.email ?? null });
      await audit(
        tx,
        { user },
        {
          action: 'send',
          entityType: 'invoice',
          entityId: id,
          before: { status: 'draft' },
          after: { status: 'sent', number, issuedOn, dueOn },
        },
      );
      const paid = outcome === 'paid' ? total : outcome === 'partially_paid' ? Math.floor(total / 2) : 0;
      if (paid === 0) continue;
      const receivedOn = addDays(issuedOn, 10) < todayIso ? addDays(issuedOn, 10) : todayIso;
      await repo.insertReceipt(tx, {
        id: uuidv7(),
        invoiceId: id,
        amountCents: paid,
        receivedOn,
        reference: `ACH-${number}`,
      });
      const status = paid === total ? 'paid' : 'partially_paid';
      await repo.setStatus(tx, id, status);
      await audit(
        tx,
        { user },
        {
          action: paid === total ? 'receive-full' : 'receive-part',
          entityType: 'invoice',
          entityId: id,
          before: { status: 'sent' },
          after: { status, receipt: { amount: (paid / 100).toFixed(2), receivedOn, reference: `ACH-${number}` } },
        },
      );
    }
  }
}
