import { addDays, INVOICE_TERMS_DAYS } from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import * as repo from './invoices.repo.ts';

/**
 * Demo invoices from the demo's approved hours, per facility: the period two before the latest ended one sent and
 * paid, the one before sent (the first facility's partly paid), the latest left a draft, so the list, the aging and
 * the journal show work on first start. Numbers come from the counter, as sending takes them.
 */
export async function seedDemoInvoices(tx: Db, todayIso: string, staffId: string) {
  const periods = (await repo.endedBiWeeklyPeriods(tx, todayIso, 3)).reverse();
  const facilityIds = await repo.facilitiesWithApprovedHours(tx);
  const user = { id: staffId } as never;
  for (const [fi, facilityId] of facilityIds.entries()) {
    for (const [pi, p] of periods.entries()) {
      const id = uuidv7();
      await repo.insertInvoice(tx, { id, facilityId, periodStart: p.startDate, periodEnd: p.endDate });
      await repo.insertLines(tx, id, facilityId, p.startDate, p.endDate);
      const total = await repo.totalLines(tx, id);
      if (total <= 0) {
        await repo.deleteDraft(tx, id);
        continue;
      }
      await audit(tx, { user }, { action: 'create', entityType: 'invoice', entityId: id, after: { status: 'draft' } });
      if (pi === periods.length - 1) continue;
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
      const paid = pi === 0 ? total : fi === 0 ? Math.floor(total / 2) : 0;
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
