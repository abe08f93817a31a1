import { addDays, EXPENSE_TYPE_LABELS, type ExpenseType, MILEAGE_RATE_CENTS, mileageCents } from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import { diff } from '../../platform/audit.ts';
import { drawFacts, renderPdf } from '../../platform/pdf.ts';
import type { Db } from '../client.ts';
import { auditEvents, expenseReceipts, expenses } from '../schema/index.ts';
import type { DemoPlacement } from './demo-rates.ts';

/** Stores a receipt's bytes (the storage platform) and answers its key; absent, the demo expenses have no files. */
export type PutReceipt = (bytes: Buffer, ext: string, contentType: string, prefix?: string) => Promise<string>;

const DAY = 86_400_000;

/** Per provider placement: [days ago, type, cents or hundredths of miles, description, status]. */
const CLAIMS: [number, ExpenseType, number, string, 'pending' | 'approved' | 'not-approved'][] = [
  [3, 'mileage', 4250, 'Drive from home to the facility and back', 'pending'],
  [5, 'parking', 1800, 'Hospital garage, two days', 'pending'],
  [12, 'meals', 2465, 'Dinner during the night shift', 'approved'],
  [16, 'lodging', 18900, 'Hotel near the facility, one night', 'approved'],
  [20, 'tolls', 675, 'Toll road to the facility', 'not-approved'],
];

/**
 * Demo expenses in each status for the first placement of each provider (the demo provider first), each with a PDF
 * receipt and the audit trail its status implies. Decisions come from staff.
 */
export async function seedDemoExpenses(
  tx: Db,
  placements: DemoPlacement[],
  todayIso: string,
  staff: { id: string; name: string },
  putReceipt?: PutReceipt,
) {
  const seen = new Set<string>();
  for (const p of placements) {
    if (seen.has(p.providerId) || seen.size >= 3) continue;
    seen.add(p.providerId);
    for (const [ago, type, value, description, status] of CLAIMS) {
      const id = uuidv7();
      const date = addDays(todayIso, -ago);
      const mileage = type === 'mileage';
      const amountCents = mileage ? mileageCents(value) : value;
      const values = {
        facilityId: p.facilityId,
        date,
        type,
        amountCents,
        milesHundredths: mileage ? value : null,
        mileageRateCents: mileage ? MILEAGE_RATE_CENTS : null,
        description,
      };
      const created = new Date(Date.parse(date) + DAY);
      const decided = status === 'pending' ? null : new Date(Date.parse(date) + 2 * DAY);
      const reason = status === 'not-approved' ? 'Tolls are covered by the car rental agreement' : null;
      await tx.insert(expenses).values({
        id,
        providerId: p.providerId,
        createdBy: p.providerId,
        ...values,
        status,
        reason,
        decidedAt: decided,
        decidedBy: decided ? staff.name : null,
        createdAt: created,
        updatedAt: decided ?? created,
      });
      if (putReceipt) {
        const amount = `$${(amountCents / 100).toFixed(2)}`;
        const pdf = await renderPdf('Receipt', (doc) =>
          drawFacts(doc, [
            ['Date', date],
            ['Item', EXPENSE_TYPE_LABELS[type]],
            ['Description', description],
            ['Amount', amount],
          ]),
        );
        const key = await putReceipt(pdf, 'pdf', 'application/pdf');
        await tx.insert(expenseReceipts).values({
          id: uuidv7(),
          expenseId: id,
          uploadedBy: p.providerId,
          storageKey: key,
          name: `${type}-receipt-${date}.pdf`,
          contentType: 'application/pdf',
          size: pdf.length,
          createdAt: created,
        });
      }
      await tx.insert(auditEvents).values({
        id: uuidv7(),
        at: created,
        actorId: p.providerId,
        actorName: null,
        action: 'create',
        entityType: 'expense',
        entityId: id,
        changes: diff({}, { providerId: p.providerId, ...values }),
      });
      if (decided) {
        await tx.insert(auditEvents).values({
          id: uuidv7(),
          at: decided,
          actorId: staff.id,
          actorName: staff.name,
          action: status === 'approved' ? 'approve' : 'not-approve',
          entityType: 'expense',
          entityId: id,
          changes: diff({ status: 'pending' }, { status, ...(reason ? { reason } : {}) }),
        });
      }
    }
  }
}
