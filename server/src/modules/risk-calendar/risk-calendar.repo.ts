import type { RiskItem, RiskKind } from '@portal/contracts';
import { webPaths } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../platform/raw-rows.ts';
import { listReappointmentRisks } from '../credentialing/index.ts';
import { listLicenceRisks } from '../licences/index.ts';

/** The window and narrowing every source answers for (days as YYYY-MM-DD, both ends included). */
interface RiskWindow {
  from: string;
  to: string;
  facilityId?: string;
  providerId?: string;
}

/**
 * One kind of risk: who may see it and how to list its items in a window. The calendar asks every source the caller
 * may see and merges the answers by date. To add one, append an entry to RISK_SOURCES.
 */
export interface RiskSource {
  kind: RiskKind;
  permission: string;
  list: (db: Db, window: RiskWindow) => Promise<Omit<RiskItem, 'overdue'>[]>;
  /** Still a risk once its day has passed (an expired document or cover): listed as overdue. */
  overdue?: boolean;
}

/** A provider-scoped item passes a facility filter when the provider has an assignment there not yet ended. */
const providerAtFacility = (providerColumn: SQL, w: RiskWindow) =>
  w.facilityId
    ? sql`and exists (select 1 from provider_facility_assignments fa where fa.provider_id = ${providerColumn}
        and fa.facility_id = ${w.facilityId}::uuid and fa.end_date >= ${w.from}::date)`
    : sql``;
const providerIs = (providerColumn: SQL, w: RiskWindow) =>
  w.providerId ? sql`and ${providerColumn} = ${w.providerId}::uuid` : sql``;

/**
 * Runs a source's query and makes each row an item of `kind`: the row answers day, provider_id, provider_name,
 * facility_id and facility_name; `title` and `link` are made from it.
 */
async function itemsOf(
  db: Db,
  kind: RiskKind,
  query: SQL,
  title: (r: Record<string, unknown>) => string,
  link: (r: Record<string, unknown>) => string,
): Promise<Omit<RiskItem, 'overdue'>[]> {
  return rowsOf(await db.execute(query)).map((r) => ({
    date: String(r.day),
    kind,
    providerId: (r.provider_id as string | null) ?? null,
    providerName: (r.provider_name as string | null) ?? null,
    facilityId: (r.facility_id as string | null) ?? null,
    facilityName: (r.facility_name as string | null) ?? null,
    title: title(r),
    link: link(r),
  }));
}

const providerName = sql.raw(`trim(p.first_name || ' ' || p.last_name)`);
/** The name columns of a risk about a provider alone, no facility (`p`: the provider's users row). */
const providerOnly = sql`${providerName} as provider_name, null as facility_id, null as facility_name`;

async function assignmentEnds(db: Db, w: RiskWindow) {
  return itemsOf(
    db,
    'assignment-end',
    sql`select a.id, to_char(a.end_date, 'YYYY-MM-DD') as day, a.provider_id, ${providerName} as provider_name,
          a.facility_id, f.name as facility_name
        from provider_facility_assignments a join users p on p.id = a.provider_id join facilities f on f.id = a.facility_id
        where a.end_date between ${w.from}::date and ${w.to}::date
          ${w.facilityId ? sql`and a.facility_id = ${w.facilityId}::uuid` : sql``} ${providerIs(sql`a.provider_id`, w)}
        order by a.end_date, a.id`,
    (r) => `Assignment at ${r.facility_name} ends`,
    (r) => webPaths.viewProviderAssignFacility(String(r.id)),
  );
}

/**
 * A document of a type held once, whose owner holds a live one of that type expiring later, was renewed: no longer a
 * risk. Documents of a repeating type (a licence per state) each stand alone.
 */
const notRenewed = sql`(dt.repeats or not exists (select 1 from documents r where r.owner_id = d.owner_id
  and r.type_id = d.type_id and r.archived_at is null and r.expires_on > d.expires_on))`;

/** A provider's expiring documents; one a licence was filled from is that licence's risk (`licence-expiry`). */
async function providerDocumentExpiries(db: Db, w: RiskWindow) {
  return itemsOf(
    db,
    'document-expiry',
    sql`select d.id, d.folder_id, d.name, dt.name as type_name, to_char(d.expires_on, 'YYYY-MM-DD') as day,
          d.owner_id as provider_id, ${providerOnly}
        from documents d join users p on p.id = d.owner_id join document_types dt on dt.id = d.type_id
        where d.owner_kind = 'provider' and d.archived_at is null and d.expires_on between ${w.from}::date and ${w.to}::date
          and ${notRenewed} ${providerIs(sql`d.owner_id`, w)} ${providerAtFacility(sql`d.owner_id`, w)}
          and not exists (select 1 from licences l where l.document_id = d.id)
        order by d.expires_on, d.id`,
    (r) => `${r.type_name}: ${r.name} expires`,
    (r) => webPaths.providerSubFolders(String(r.folder_id)),
  );
}

async function facilityDocumentExpiries(db: Db, w: RiskWindow) {
  if (w.providerId) return [];
  return itemsOf(
    db,
    'document-expiry',
    sql`select d.id, d.folder_id, d.name, dt.name as type_name, to_char(d.expires_on, 'YYYY-MM-DD') as day,
          null as provider_id, null as provider_name, d.owner_id as facility_id, f.name as facility_name
        from documents d join facilities f on f.id = d.owner_id join document_types dt on dt.id = d.type_id
        where d.owner_kind = 'facility' and d.archived_at is null and d.expires_on between ${w.from}::date and ${w.to}::date
          and ${notRenewed} ${w.facilityId ? sql`and d.owner_id = ${w.facilityId}::uuid` : sql``}
        order by d.expires_on, d.id`,
    (r) => `${r.type_name}: ${r.name} expires`,
    (r) => webPaths.facilitySubFoldersListing(String(r.folder_id)),
  );
}

async function malpracticeExpiries(db: Db, w: RiskWindow) {
  return itemsOf(
    db,
    'malpractice-expiry',
    sql`select m.id, m.policy_number, to_char(m.expiry_date, 'YYYY-MM-DD') as day, m.provider_id,
          ${providerOnly}
        from malpractice_info m join users p on p.id = m.provider_id
        where m.expiry_date between ${w.from}::date and ${w.to}::date
          and not exists (select 1 from malpractice_info m2 where m2.provider_id = m.provider_id
            and m2.expiry_date > m.expiry_date)
          ${providerIs(sql`m.provider_id`, w)} ${providerAtFacility(sql`m.provider_id`, w)}
        order by m.expiry_date, m.id`,
    (r) => `Malpractice cover ${r.policy_number} expires`,
    (r) => webPaths.editMalpracticeInfo(String(r.id)),
  );
}

/** Held payments stop pay now: every held payment whose period ended by the window's end, dated by that end. */
async function heldPayments(db: Db, w: RiskWindow) {
  return itemsOf(
    db,
    'held-payment',
    sql`select pay.id, pay.hold_reason, to_char(pay.period_end, 'YYYY-MM-DD') as day, pay.provider_id,
          ${providerOnly}
        from payments pay join users p on p.id = pay.provider_id
        where pay.status = 'held' and pay.period_end <= ${w.to}::date
          ${w.facilityId ? sql`and ${w.facilityId}::uuid = any(pay.facility_ids)` : sql``} ${providerIs(sql`pay.provider_id`, w)}
        order by pay.period_end, pay.id`,
    (r) => `Payment held${r.hold_reason ? `: ${r.hold_reason}` : ''}`,
    (r) => webPaths.viewPayment(String(r.id)),
  );
}

/** A provider staff confirmed on an exclusion list: a risk from that day until the exclusion is lifted. */
async function exclusions(db: Db, w: RiskWindow) {
  return itemsOf(
    db,
    'exclusion',
    sql`select x.user_id as id, to_char(x.excluded_on, 'YYYY-MM-DD') as day, x.user_id as provider_id,
          ${providerOnly}
        from provider_profiles x join users p on p.id = x.user_id
        where x.excluded_on between ${w.from}::date and ${w.to}::date ${providerAtFacility(sql`x.user_id`, w)} ${providerIs(sql`x.user_id`, w)}
        order by x.excluded_on, x.user_id`,
    () => 'Provider on an exclusion list (confirmed)',
    () => webPaths.compliance,
  );
}

export const RISK_SOURCES: RiskSource[] = [
  { kind: 'assignment-end', permission: 'view-assignments', list: assignmentEnds },
  { kind: 'document-expiry', permission: 'view-provider-documents', list: providerDocumentExpiries, overdue: true },
  { kind: 'document-expiry', permission: 'view-facility-documents', list: facilityDocumentExpiries, overdue: true },
  { kind: 'malpractice-expiry', permission: 'view-malpractice-rates', list: malpracticeExpiries, overdue: true },
  { kind: 'held-payment', permission: 'view-payments', list: heldPayments },
  { kind: 'reappointment', permission: 'view-credentialing', list: listReappointmentRisks, overdue: true },
  { kind: 'exclusion', permission: 'view-compliance', list: exclusions, overdue: true },
  { kind: 'licence-expiry', permission: 'view-licences', list: listLicenceRisks, overdue: true },
];
