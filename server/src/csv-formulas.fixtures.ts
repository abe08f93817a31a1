import { addDays, RATE_KEYS, RATE_SETS, type RatesCents, todayIn } from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import {
  bonuses,
  credentialingRecords,
  expenses,
  malpracticeInfo,
  malpracticeNotes,
  malpracticeStateRates,
  paymentLines,
  payments,
  payRates,
  referenceItems,
} from './db/schema/index.ts';
import type { TestApp } from './test/buildTestApp.ts';
import { insertProviderDocuments } from './test/documents.ts';

/**
 * Rows naming a hostile provider in every table a CSV export reads, written straight to the database: the exports
 * only read them, and the API's own validation of these values is tested by each module.
 */

const RATES = Object.fromEntries(
  RATE_SETS.map((set) => [set, Object.fromEntries(RATE_KEYS.map((k) => [k, { PayRate: 5000, BillRate: 7000 }]))]),
) as RatesCents;

export interface HostileRow {
  /** The hostile text: the provider's first name, and here also every free-text column. */
  text: string;
  providerId: string;
  assignmentId: string;
  facilityId: string;
  period: { id: string; startDate: string; endDate: string };
}

export async function seedHostileRows(t: TestApp, row: HostileRow, index: number) {
  const { text, providerId, assignmentId, facilityId, period } = row;
  const today = todayIn();
  await t.db.insert(payRates).values({
    id: uuidv7(),
    assignmentId,
    providerId,
    facilityId,
    effectiveFrom: period.startDate,
    rates: RATES,
    notes: text,
  });
  await t.db.insert(bonuses).values({
    id: uuidv7(),
    providerId,
    assignmentId,
    type: 'performanceBonus',
    amountCents: 10000,
    payPeriodId: period.id,
    periodStart: period.startDate,
    notes: text,
  });
  await t.db.insert(expenses).values({
    id: uuidv7(),
    providerId,
    facilityId,
    date: period.startDate,
    type: 'parking',
    amountCents: 1200,
    description: text,
  });
  const paymentId = uuidv7();
  await t.db.insert(payments).values({
    id: paymentId,
    providerId,
    payPeriodId: period.id,
    periodStart: period.startDate,
    periodEnd: period.endDate,
    status: 'held',
    facilityIds: [facilityId],
    workedMinutes: 480,
    holdReason: text,
  });
  await t.db.insert(paymentLines).values({
    id: uuidv7(),
    paymentId,
    lineKey: `day:${period.startDate}`,
    fingerprint: 'hostile',
    kind: 'day',
    sourceId: uuidv7(),
    day: period.startDate,
    facilityId,
    assignmentId,
    workedMinutes: 480,
    description: text,
  });
  // The insurer is a pick-list item staff name; unique by name, so each hostile text is its own insurer.
  const insurerId = uuidv7();
  await t.db.insert(referenceItems).values({ id: insurerId, kind: 'insurance-provider', name: text });
  const coverId = uuidv7();
  await t.db.insert(malpracticeInfo).values({
    id: coverId,
    providerId,
    insuranceProviderId: insurerId,
    policyNumber: text,
    effectiveDate: addDays(today, -365),
    expiryDate: addDays(today, -1),
  });
  await t.db.insert(malpracticeNotes).values({ id: uuidv7(), malpracticeInfoId: coverId, note: text });
  await t.db.insert(malpracticeStateRates).values({
    id: uuidv7(),
    insuranceProviderId: insurerId,
    state: 'TX',
    specialty: 'crna',
    hourlyCents: 950,
    effectiveFrom: addDays(today, -365 + index),
  });
  await t.db.insert(credentialingRecords).values({
    id: uuidv7(),
    kind: 'credentialing',
    providerId,
    facilityId,
    applicationType: 'reappointment',
    dueOn: addDays(today, 20),
    privileges: text,
    notes: text,
  });
  await insertProviderDocuments(
    t,
    providerId,
    [addDays(today, -1), addDays(today, 10)].map((expiresOn) => ({ name: text, expiresOn })),
    text,
  );
}
