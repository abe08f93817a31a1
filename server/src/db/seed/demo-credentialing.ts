import { addDays, type CredentialingValues, itemAt } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { diff } from '../../platform/audit.ts';
import type { Db } from '../client.ts';
import { auditEvents, credentialingRecords, referenceItems } from '../schema/index.ts';
import type { DemoPlacement } from './demo-rates.ts';

type Status = 'not-submitted' | 'submitted' | 'approved' | 'rejected';

/**
 * [placement index, payor name (payor enrollment) or null (credentialing at the placement's facility), application
 * type, status, days from today to the reappointment/expiry due date (null: none yet), privileges or notes]. The due
 * dates fall within 30, 60 and 90 days, so the reappointment report and its reminders have something in each window.
 */
const DEMO_RECORDS: [number, string | null, 'initial' | 'reappointment', Status, number | null, string][] = [
  [0, null, 'reappointment', 'approved', 21, 'General anesthesia, regional blocks, sedation'],
  [1, null, 'initial', 'approved', 74, 'General anesthesia, sedation'],
  [2, null, 'reappointment', 'submitted', 45, 'General anesthesia, obstetric epidurals'],
  [0, 'The Doctors Company', 'reappointment', 'approved', 52, 'Re-enrollment with the payor for the coming cycle'],
  [3, 'Coverys', 'initial', 'submitted', 86, 'Application sent with the CAQH profile'],
  [6, 'MedPro Group', 'reappointment', 'not-submitted', 9, 'Waiting for the provider to sign the attestation'],
  [5, null, 'initial', 'not-submitted', null, 'Collecting references'],
];

/** The input a record would have been typed as: checked by the contracts schema in the seed's test. */
function demoCredentialingValues(
  placements: DemoPlacement[],
  payorIds: Map<string, string>,
  todayIso: string,
  staffId: string,
): (CredentialingValues & { status: Status })[] {
  return DEMO_RECORDS.map(([pi, payor, applicationType, status, dueIn, text]) => {
    const p = itemAt(placements, pi % placements.length, 'a placement');
    const requestedOn = addDays(todayIso, -120);
    const sent = status !== 'not-submitted';
    const effectiveOn = status === 'approved' ? addDays(todayIso, -80) : null;
    return {
      kind: payor ? 'payor-enrollment' : 'credentialing',
      providerId: p.providerId,
      facilityId: payor ? null : p.facilityId,
      payorId: payor ? (payorIds.get(payor) ?? null) : null,
      applicationType,
      requestedOn,
      submittedOn: sent ? addDays(todayIso, -100) : null,
      approvedOn: status === 'approved' ? addDays(todayIso, -85) : null,
      effectiveOn,
      dueOn: dueIn === null ? null : addDays(todayIso, dueIn),
      privileges: payor ? null : text,
      assignedStaffId: staffId,
      notes: payor ? text : null,
      documentIds: [],
      status,
    };
  });
}

/** Credentialing and payor enrollment records of the demo placements, each with the audit row of its creation. */
export async function seedDemoCredentialing(
  tx: Db,
  placements: DemoPlacement[],
  todayIso: string,
  staff: { id: string; name: string },
) {
  if (placements.length === 0) return;
  const payors = await tx
    .select({ id: referenceItems.id, name: referenceItems.name })
    .from(referenceItems)
    .where(and(eq(referenceItems.kind, 'insurance-provider')));
  const payorIds = new Map(payors.map((p) => [p.name, p.id]));
  const at = new Date(Date.parse(`${todayIso}T15:00:00Z`) - 120 * 86_400_000);
  for (const values of demoCredentialingValues(placements, payorIds, todayIso, staff.id)) {
    if (values.kind === 'payor-enrollment' && !values.payorId) continue;
    const id = uuidv7();
    await tx.insert(credentialingRecords).values({ id, ...values, createdAt: at, updatedAt: at });
    await tx.insert(auditEvents).values({
      id: uuidv7(),
      at,
      actorId: staff.id,
      actorName: staff.name,
      action: 'create',
      entityType: 'credentialing',
      entityId: id,
      changes: diff(null, values as unknown as Record<string, unknown>),
    });
  }
}
