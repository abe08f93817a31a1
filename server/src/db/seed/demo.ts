import { addDays, eachDay, type IsoDay, itemAt, type TimesheetStatus, todayIn, weekdayOf } from '@portal/contracts';
import { and, desc, eq, lte } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { seedDemoApiKeys } from '../../modules/api-keys/index.ts';
import { seedDemoInvoices } from '../../modules/invoices/index.ts';
import { generatePayPeriods } from '../../modules/pay-periods/index.ts';
import { superAdminIds } from '../../modules/users/index.ts';
import { seedDemoWebhooks } from '../../modules/webhooks/index.ts';
import { diff } from '../../platform/audit.ts';
import type { Db } from '../client.ts';
import {
  assignments,
  auditEvents,
  facilities,
  facilityContacts,
  payPeriods,
  providerProfiles,
  type StoredEntry,
  timesheets,
  users,
} from '../schema/index.ts';
import { seedDemoBonuses } from './demo-bonuses.ts';
import { seedDemoCompliance } from './demo-compliance.ts';
import { seedDemoCredentialing } from './demo-credentialing.ts';
import { seedDemoDocuments } from './demo-documents.ts';
import { type PutReceipt, seedDemoExpenses } from './demo-expenses.ts';
import { seedDemoLicences } from './demo-licences.ts';
import { seedDemoNpiChecks } from './demo-npi.ts';
import { seedDemoPayments } from './demo-payments.ts';
import { type DemoPlacement, seedDemoRates } from './demo-rates.ts';
import { seedDemoReviews } from './demo-review.ts';

/**
 * The demo a newcomer explores: facilities with their time sheet approvers, providers placed at them, and time
 * sheets in every status over the recent pay periods, each with the audit trail its status implies (so the
 * "Time logs" of a sheet read like real use). Dates are relative to the day of seeding.
 */

const DAY = 86_400_000;
const at = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00Z`);

/**
 * The demo facilities: name, city, state, time zone, the e-mail domain, then the primary (and backup) time sheet
 * approver, whose address is first.last@domain.
 */
const DEMO_FACILITIES = (
  [
    ['Mercy General Hospital', 'Chicago', 'IL', 'America/Chicago', 'mercy', 'Helen Park', 'Omar Haddad'],
    ["St. Luke's Medical Center", 'Boise', 'ID', 'America/Boise', 'stlukes', 'Grace Whitfield', 'Victor Lindqvist'],
    ['Lakeside Surgical Center', 'Cleveland', 'OH', 'America/New_York', 'lakeside', 'Nadia Brooks', 'Tom Ellery'],
    ['Desert Valley Surgery Center', 'Phoenix', 'AZ', 'America/Phoenix', 'desertvalley', 'Rosa Delgado'],
  ] as const
).map(([name, city, state, timezone, domain, ...approvers]) => ({
  name,
  city,
  state,
  timezone,
  approvers: [
    ...approvers.map((who, i) => {
      const type = i === 0 ? 'primary_timesheet_approver' : 'backup_timesheet_approver';
      return [type, who, `${who.toLowerCase().replace(' ', '.')}@${domain}.example`] as const;
    }),
    ['billing', 'Accounts Payable', `ap@${domain}.example`] as const,
    ['primary_credentialing_contact', 'Medical Staff Office', `credentialing@${domain}.example`] as const,
  ],
}));

/** Providers besides the demo provider account (Pat Provider), who is placed first. */
const OTHER_PROVIDERS = [
  { firstName: 'Jordan', lastName: 'Reyes', specialty: 'crna', npi: '1457389025' },
  { firstName: 'Avery', lastName: 'Chen', specialty: 'anesthesiologist', npi: '1629384755' },
  { firstName: 'Riley', lastName: 'Okafor', specialty: 'aa', npi: '1902837461' },
  { firstName: 'Casey', lastName: 'Novak', specialty: 'crna', npi: '1738290455' },
] as const;

/**
 * Who works where: provider index (0 is Pat Provider), facility index, pay period type. Pat works at St. Luke's
 * and Lakeside, not Mercy, so the browser tests that place Pat at Mercy start from a clean slate there.
 */
const PLACEMENTS: [number, number, 'bi_weekly' | 'daily'][] = [
  [0, 1, 'bi_weekly'],
  [0, 2, 'daily'],
  [1, 0, 'bi_weekly'],
  [2, 1, 'bi_weekly'],
  [2, 3, 'bi_weekly'],
  [3, 2, 'bi_weekly'],
  [4, 0, 'daily'],
];

/** A sheet's status by the age of its period (0 is the current one): filled now, older ones through approval. */
function statusFor(type: 'bi_weekly' | 'daily', age: number, n: number): TimesheetStatus {
  if (age === 0) return 'not-submitted';
  if (type === 'daily') return (['approval-pending', 'rejected'] as const)[age - 1] ?? 'approved';
  if (age === 1) return n % 2 ? 'rejected' : 'approval-pending';
  if (age === 2) return n % 2 ? 'approval-pending' : 'approved';
  return 'approved';
}

type Actor = { id: string | null; name: string };

interface DemoPeople {
  staff: { id: string; firstName: string; lastName: string };
  pat: { id: string; firstName: string; lastName: string };
}

/**
 * Worked days of a period up to the facility's today (never a future day): weekdays on a bi-weekly sheet, the day on
 * a daily one.
 */
function entriesFor(period: { type: string; startDate: string; endDate: string }, today: IsoDay, n: number) {
  const out: StoredEntry[] = [];
  for (const date of eachDay(period.startDate, period.endDate < today ? period.endDate : today)) {
    const weekday = weekdayOf(date);
    if (period.type === 'bi_weekly' && (weekday === 0 || weekday === 6)) continue;
    const long = (out.length + n) % 4 === 0;
    out.push({
      date,
      startTime: '07:00',
      endTime: long ? '17:30' : '15:30',
      breakMinutes: 30,
      minutes: long ? 600 : 480,
      onCallType: long ? 'evening-on-call-pager' : null,
      onCallMinutes: long ? 180 : 0,
      notes: long ? 'Late case; stayed for the evening pager' : null,
    });
  }
  return out;
}

/** Inserts the demo records inside the caller's transaction. */
export interface DemoIo {
  /** Stores a receipt or document's bytes (none: the records point at files never stored). */
  putReceipt?: PutReceipt;
  /** Encrypts a secret the way the running portal decrypts it (the demo webhook's signing secret). */
  encryptSecret: (plain: string) => string;
}

export async function seedDemoRecords(tx: Db, people: DemoPeople, now: Date, { putReceipt, encryptSecret }: DemoIo) {
  await generatePayPeriods(tx, now);
  const todayIso = todayIn(null, now);
  const staffActor: Actor = { id: people.staff.id, name: `${people.staff.firstName} ${people.staff.lastName}` };

  const facilityIds: string[] = [];
  for (const f of DEMO_FACILITIES) {
    const id = uuidv7();
    facilityIds.push(id);
    await tx
      .insert(facilities)
      .values({ id, name: f.name, city: f.city, state: f.state, country: 'US', timezone: f.timezone });
    await tx
      .insert(facilityContacts)
      .values(f.approvers.map(([type, name, email]) => ({ id: uuidv7(), facilityId: id, type, name, email })));
  }

  const providers = [{ ...people.pat, specialty: 'crna', npi: '1386452092' }];
  for (const p of OTHER_PROVIDERS) {
    const id = uuidv7();
    await tx.insert(users).values({
      id,
      email: `${p.firstName}.${p.lastName}@providers.example`.toLowerCase(),
      role: 'provider',
      firstName: p.firstName,
      lastName: p.lastName,
      status: 'confirmed',
      agreementStatus: 'signed',
      emailStatus: 'verified',
    });
    providers.push({ id, ...p });
  }
  // The profile rows exist already (a trigger makes one per new provider).
  for (const p of providers) {
    await tx
      .update(providerProfiles)
      .set({ specialty: p.specialty, npi: p.npi, organisation: 'icon-anesthesia', country: 'US' })
      .where(eq(providerProfiles.userId, p.id));
  }

  const start = addDays(todayIso, -90);
  const end = addDays(todayIso, 120);
  let n = 0;
  const placed: DemoPlacement[] = [];
  for (const [pi, fi, type] of PLACEMENTS) {
    const provider = itemAt(providers, pi, 'a demo provider');
    const facility = itemAt(DEMO_FACILITIES, fi, 'a demo facility');
    const facilityId = itemAt(facilityIds, fi, 'a demo facility id');
    const assignmentId = uuidv7();
    await tx.insert(assignments).values({
      id: assignmentId,
      providerId: provider.id,
      facilityId,
      startDate: start,
      endDate: end,
      payPeriodType: type,
      onCallType: 'evening-on-call-pager',
    });
    placed.push({
      assignmentId,
      providerId: provider.id,
      facilityId,
      state: facility.state,
      specialty: provider.specialty,
      startDate: start,
    });
    const periods = await tx
      .select()
      .from(payPeriods)
      .where(and(eq(payPeriods.type, type), lte(payPeriods.startDate, todayIso)))
      .orderBy(desc(payPeriods.startDate))
      .limit(type === 'daily' ? 6 : 4);
    for (const [age, period] of periods.entries()) {
      n += 1;
      const status = statusFor(type, age, n);
      const entries = entriesFor(period, todayIn(facility.timezone, now), n);
      if (entries.length === 0) continue;
      const approvers = facility.approvers.filter(([type]) => type.endsWith('_timesheet_approver'));
      const [, approverName, approverEmail] = itemAt(approvers, n % approvers.length, 'an approver');
      // Approvals come half from staff, half from the facility's e-mailed link; rejections from staff.
      const viaFacility = status === 'approved' && n % 2 === 1;
      await seedTimesheet(
        tx,
        {
          assignmentId,
          providerId: provider.id,
          facilityId,
          period,
          entries,
          status,
          providerActor: { id: provider.id, name: `${provider.firstName} ${provider.lastName}` },
          decider: viaFacility ? { id: null, name: `${approverName} (${approverEmail})` } : staffActor,
          signer: viaFacility ? approverName : staffActor.name,
          viaFacility,
        },
        now,
      );
    }
  }
  await seedDemoRates(tx, placed, todayIso, { id: staffActor.id ?? people.staff.id, name: staffActor.name });
  await seedDemoBonuses(tx, placed, todayIso, { id: staffActor.id ?? people.staff.id, name: staffActor.name });
  await seedDemoExpenses(
    tx,
    placed,
    todayIso,
    { id: staffActor.id ?? people.staff.id, name: staffActor.name },
    putReceipt,
  );
  await seedDemoCredentialing(tx, placed, todayIso, { id: staffActor.id ?? people.staff.id, name: staffActor.name });
  // Before payments: the confirmed exclusion holds its provider's payments as they are calculated.
  await seedDemoCompliance(tx, todayIso, { id: staffActor.id ?? people.staff.id, name: staffActor.name });
  await seedDemoNpiChecks(tx, now);
  await seedDemoPayments(tx, todayIso, { id: staffActor.id ?? people.staff.id, name: staffActor.name });
  await seedDemoInvoices(tx, todayIso, staffActor.id ?? people.staff.id);
  // Integrations are the super admin's: they made the demo key and webhook.
  const [adminId = people.staff.id] = await superAdminIds(tx);
  await seedDemoApiKeys(tx, adminId);
  await seedDemoWebhooks(tx, adminId, encryptSecret);
  await seedDemoDocuments(
    tx,
    { patId: people.pat.id, facilityId: facilityIds[0], staffId: people.staff.id },
    todayIso,
    putReceipt,
  );
  await seedDemoLicences(tx, { patId: people.pat.id, staffId: people.staff.id }, placed, todayIso);
  // After the documents: the checklists read what each provider holds.
  await seedDemoReviews(tx, todayIso, { id: staffActor.id ?? people.staff.id, name: staffActor.name });
}

/** One time sheet and the audit events that brought it to `status`, at plausible times after its period. */
async function seedTimesheet(
  tx: Db,
  s: {
    assignmentId: string;
    providerId: string;
    facilityId: string;
    period: { id: string; type: string; startDate: string; endDate: string };
    entries: StoredEntry[];
    status: TimesheetStatus;
    providerActor: Actor;
    decider: Actor;
    signer: string;
    viaFacility: boolean;
  },
  now: Date,
) {
  const id = uuidv7();
  const last = itemAt(s.entries, s.entries.length - 1, 'an entry').date;
  // Each step after the one before, none in the future.
  const notAfter = (d: Date, limit: Date) => (d < limit ? d : limit);
  const decided = notAfter(new Date(at(last, '19:00').getTime() + DAY), new Date(now.getTime() - 10 * 60_000));
  const submitted = notAfter(at(last, '19:00'), new Date(decided.getTime() - 60 * 60_000));
  const created = notAfter(
    at(itemAt(s.entries, 0, 'an entry').date, '18:00'),
    new Date(submitted.getTime() - 60 * 60_000),
  );
  const totalMinutes = s.entries.reduce((sum, e) => sum + e.minutes, 0);
  const onCallMinutes = s.entries.reduce((sum, e) => sum + e.onCallMinutes, 0);
  const signer = s.signer;
  const reason = 'The on-call hours on the last day do not match our pager log; please correct them.';
  const values = {
    assignmentId: s.assignmentId,
    providerId: s.providerId,
    facilityId: s.facilityId,
    payPeriodId: s.period.id,
    periodStart: s.period.startDate,
    entries: s.entries,
    totalMinutes,
    onCallMinutes,
  };
  const sent = s.status !== 'not-submitted';
  await tx.insert(timesheets).values({
    id,
    ...values,
    status: s.status,
    submittedAt: sent ? submitted : null,
    approvedAt: s.status === 'approved' ? decided : null,
    approvedByName: s.status === 'approved' || s.status === 'rejected' ? signer : null,
    rejectionReason: s.status === 'rejected' ? reason : null,
    createdAt: created,
    updatedAt: s.status === 'approved' || s.status === 'rejected' ? decided : sent ? submitted : created,
  });
  const event = (when: Date, actor: Actor, action: string, before: object | null, after: object) => ({
    id: uuidv7(),
    at: when,
    actorId: actor.id,
    actorName: actor.name,
    action,
    entityType: 'timesheet',
    entityId: id,
    changes: diff(before as Record<string, unknown> | null, after as Record<string, unknown>),
  });
  const events = [event(created, s.providerActor, 'create', null, values)];
  if (sent) {
    events.push(
      event(
        submitted,
        s.providerActor,
        'submit-for-approval',
        { status: 'not-submitted' },
        { status: 'approval-pending' },
      ),
    );
  }
  if (s.status === 'approved' || s.status === 'rejected') {
    const action = s.status === 'approved' ? (s.viaFacility ? 'facility-approve' : 'approve') : 'reject';
    events.push(
      event(
        decided,
        s.decider,
        action,
        { status: 'approval-pending' },
        {
          status: s.status,
          ...(s.viaFacility ? { signedBy: signer } : {}),
          ...(s.status === 'rejected' ? { rejectionReason: reason } : {}),
        },
      ),
    );
  }
  await tx.insert(auditEvents).values(events);
}
