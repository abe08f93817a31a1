import {
  APPLICATION_TYPE_LABELS,
  APPLICATION_TYPE_VALUES,
  BONUS_TYPE_LABELS,
  BONUS_TYPE_VALUES,
  CREDENTIALING_STATUSES,
  EXPENSE_STATUSES,
  EXPENSE_TYPE_LABELS,
  EXPENSE_TYPES,
  type Option,
  ORGANISATION_KINDS,
  PAYMENT_STATUSES,
  type ReportFieldType,
  TIMESHEET_STATUSES,
} from '@portal/contracts';

/**
 * The dynamic report subjects. A subject is ONE declarative entry: its FROM clause (table and joins), the
 * condition every row meets, its id, the permission needed to report on it at all, and its fields, each with a
 * type, the SQL expression it reads and the permission needed to see it (on top of the subject's). Filters and
 * sorts work on any field. Every SQL fragment here is a constant of this file: a request only names keys, which
 * the service looks up here, and every value it sends is a bound parameter.
 *
 * To add a subject: append one entry to SUBJECTS.
 */
export interface FieldDef {
  key: string;
  label: string;
  type: ReportFieldType;
  /** The SQL expression of the value (aliases of the subject's FROM). For `user`: the person's name. */
  sql: string;
  /** `user` fields: the user id expression a filter compares. */
  idSql?: string;
  /** Needed to see (select, filter or sort by) this field, beyond the subject's permission. */
  permission?: string;
  options?: readonly Option[];
  /** Shown when the user has not chosen columns yet. */
  defaultColumn?: boolean;
}

export interface SubjectDef {
  key: string;
  label: string;
  permission: string;
  from: string;
  where?: string;
  id: string;
  fields: FieldDef[];
}

const opts = (values: readonly string[], labels?: Record<string, string>): Option[] =>
  values.map((value) => ({
    value,
    label: labels?.[value] ?? value.replace(/[-_]/g, ' ').replace(/^./, (c) => c.toUpperCase()),
  }));

/** The status column of a subject, offered as a default column. */
const statusField = (sql: string, statuses: readonly string[]): FieldDef => ({
  key: 'status',
  label: 'Status',
  type: 'enum',
  sql,
  options: opts(statuses),
  defaultColumn: true,
});

const name = (alias: string) => `trim(${alias}.first_name || ' ' || ${alias}.last_name)`;
/** The first audit event of a row names who created it (every module audits its creates). */
const creatorId = (entity: string, id: string) =>
  `(select ae.actor_id from audit_events ae where ae.entity_type = '${entity}' and ae.entity_id = ${id}::text order by ae.at limit 1)`;
const creatorName = (entity: string, id: string) =>
  `(select ae.actor_name from audit_events ae where ae.entity_type = '${entity}' and ae.entity_id = ${id}::text order by ae.at limit 1)`;
const createdByField = (sql: string, idSql: string, label = 'Created by'): FieldDef => ({
  key: 'createdBy',
  label,
  type: 'user',
  sql,
  idSql,
});
const createdBy = (entity: string, id: string) => createdByField(creatorName(entity, id), creatorId(entity, id));
const userById = (column: string): string =>
  `(select trim(u2.first_name || ' ' || u2.last_name) from users u2 where u2.id = ${column})`;
/** The creator recorded on the row itself (`column` holds their user id). */
const createdByUser = (column: string, label?: string) => createdByField(userById(column), column, label);

const providerFields = (alias: string): FieldDef[] => [
  { key: 'providerName', label: 'Provider', type: 'text', sql: name(alias), defaultColumn: true },
  { key: 'providerEmail', label: 'Provider e-mail', type: 'text', sql: `${alias}.email` },
];
const facilityFields = (alias: string): FieldDef[] => [
  { key: 'facilityName', label: 'Facility', type: 'text', sql: `${alias}.name`, defaultColumn: true },
  { key: 'facilityState', label: 'Facility state', type: 'text', sql: `${alias}.state` },
];

/**
 * A subject whose rows (`table`, as `alias`) carry provider_id and facility_id: the provider (p) and the facility (f)
 * are joined, then any further `joins`, and their fields come first.
 */
const atFacility = (
  head: Pick<SubjectDef, 'key' | 'label' | 'permission'>,
  table: string,
  alias: string,
  fields: FieldDef[],
  joins = '',
): SubjectDef => ({
  ...head,
  from: `${table} ${alias} join users p on p.id = ${alias}.provider_id join facilities f on f.id = ${alias}.facility_id${joins}`,
  id: `${alias}.id`,
  fields: [...providerFields('p'), ...facilityFields('f'), ...fields],
});

/**
 * Credentialing at facilities and enrolment with payors: one table told apart by `kind`, each its own subject (the
 * facility for one, the payor for the other), live records only.
 */
const credentialingSubject = (kind: 'credentialing' | 'payor-enrollment', label: string): SubjectDef => ({
  key: kind === 'credentialing' ? 'credentialing' : 'payorEnrollment',
  label,
  permission: 'view-credentialing',
  from:
    'credentialing_records c join users p on p.id = c.provider_id left join facilities f on f.id = c.facility_id' +
    ' left join reference_items py on py.id = c.payor_id',
  where: `c.kind = '${kind}' and c.archived_at is null`,
  id: 'c.id',
  fields: [
    ...providerFields('p'),
    ...(kind === 'credentialing'
      ? facilityFields('f')
      : [{ key: 'payor', label: 'Payor', type: 'text', sql: 'py.name', defaultColumn: true } satisfies FieldDef]),
    {
      key: 'applicationType',
      label: 'Application type',
      type: 'enum',
      sql: 'c.application_type',
      options: opts(APPLICATION_TYPE_VALUES, APPLICATION_TYPE_LABELS),
      defaultColumn: true,
    },
    statusField('c.status', CREDENTIALING_STATUSES),
    { key: 'requestedOn', label: 'Requested on', type: 'date', sql: 'c.requested_on' },
    { key: 'submittedOn', label: 'Submitted on', type: 'date', sql: 'c.submitted_on' },
    { key: 'approvedOn', label: 'Approved on', type: 'date', sql: 'c.approved_on' },
    { key: 'effectiveOn', label: 'Effective on', type: 'date', sql: 'c.effective_on' },
    { key: 'dueOn', label: 'Reappointment due', type: 'date', sql: 'c.due_on', defaultColumn: true },
    { key: 'privileges', label: 'Privileges', type: 'text', sql: 'c.privileges' },
    { key: 'assignedStaff', label: 'Assigned staff', type: 'text', sql: userById('c.assigned_staff_id') },
    { key: 'notes', label: 'Notes', type: 'text', sql: 'c.notes' },
    { key: 'createdAt', label: 'Created on', type: 'datetime', sql: 'c.created_at' },
    createdBy('credentialing', 'c.id'),
  ],
});

export const SUBJECTS: SubjectDef[] = [
  {
    key: 'providers',
    label: 'Providers',
    permission: 'view-providers',
    from: 'users p left join provider_profiles pp on pp.user_id = p.id',
    where: `p.role = 'provider' and p.archived_at is null`,
    id: 'p.id',
    fields: [
      { key: 'firstName', label: 'First name', type: 'text', sql: 'p.first_name', defaultColumn: true },
      { key: 'lastName', label: 'Last name', type: 'text', sql: 'p.last_name', defaultColumn: true },
      { key: 'email', label: 'E-mail', type: 'text', sql: 'p.email', defaultColumn: true },
      statusField('p.status', ['pending', 'confirmed', 'deactivated']),
      { key: 'npi', label: 'NPI', type: 'text', sql: 'pp.npi' },
      { key: 'specialty', label: 'Specialty', type: 'text', sql: 'pp.specialty', defaultColumn: true },
      { key: 'organisation', label: 'Organisation', type: 'enum', sql: 'pp.organisation', options: ORGANISATION_KINDS },
      { key: 'state', label: 'State', type: 'text', sql: 'pp.state' },
      { key: 'yearsOfExperience', label: 'Years of experience', type: 'number', sql: 'pp.years_of_experience' },
      { key: 'startDate', label: 'Start date', type: 'date', sql: 'pp.start_date' },
      { key: 'incorporated', label: 'Incorporated', type: 'boolean', sql: 'pp.incorporated' },
      // Personal identifiers: only for staff who may edit providers.
      {
        key: 'dateOfBirth',
        label: 'Date of birth',
        type: 'date',
        sql: 'pp.date_of_birth',
        permission: 'edit-providers',
      },
      { key: 'ein', label: 'EIN', type: 'text', sql: 'pp.ein', permission: 'edit-providers' },
      { key: 'createdAt', label: 'Created on', type: 'datetime', sql: 'p.created_at' },
      createdBy('user', 'p.id'),
    ],
  },
  {
    key: 'facilities',
    label: 'Facilities',
    permission: 'view-facilities',
    from: 'facilities f left join divisions dv on dv.id = f.division_id',
    id: 'f.id',
    fields: [
      { key: 'name', label: 'Name', type: 'text', sql: 'f.name', defaultColumn: true },
      { key: 'city', label: 'City', type: 'text', sql: 'f.city', defaultColumn: true },
      { key: 'state', label: 'State', type: 'text', sql: 'f.state', defaultColumn: true },
      { key: 'division', label: 'Division', type: 'text', sql: 'dv.name' },
      { key: 'status', label: 'Status', type: 'enum', sql: 'f.status', options: opts(['active', 'archived']) },
      { key: 'createdAt', label: 'Created on', type: 'datetime', sql: 'f.created_at' },
      createdBy('facility', 'f.id'),
    ],
  },
  atFacility(
    { key: 'assignments', label: 'Assignments', permission: 'view-assignments' },
    'provider_facility_assignments',
    'a',
    [
      { key: 'startDate', label: 'Start date', type: 'date', sql: 'a.start_date', defaultColumn: true },
      { key: 'endDate', label: 'End date', type: 'date', sql: 'a.end_date', defaultColumn: true },
      {
        key: 'payPeriodType',
        label: 'Pay period type',
        type: 'enum',
        sql: 'a.pay_period_type',
        options: opts(['daily', 'bi_weekly'], { daily: 'Daily', bi_weekly: 'Bi-Weekly' }),
      },
      { key: 'procedureType', label: 'Procedure type', type: 'text', sql: 'pt.name' },
      { key: 'notes', label: 'Notes', type: 'text', sql: 'a.notes' },
      createdBy('assignment', 'a.id'),
    ],
    ' left join procedure_types pt on pt.id = a.procedure_type_id',
  ),
  atFacility({ key: 'timesheets', label: 'Time sheets', permission: 'view-timesheets' }, 'timesheets', 't', [
    { key: 'periodStart', label: 'Period start', type: 'date', sql: 't.period_start', defaultColumn: true },
    statusField('t.status', TIMESHEET_STATUSES),
    { key: 'totalMinutes', label: 'Hours worked', type: 'minutes', sql: 't.total_minutes', defaultColumn: true },
    { key: 'onCallMinutes', label: 'On-call hours', type: 'minutes', sql: 't.on_call_minutes' },
    { key: 'submittedAt', label: 'Submitted on', type: 'datetime', sql: 't.submitted_at' },
    { key: 'approvedAt', label: 'Approved on', type: 'datetime', sql: 't.approved_at' },
    { key: 'approvedBy', label: 'Approved by', type: 'text', sql: 't.approved_by_name' },
    createdBy('timesheet', 't.id'),
  ]),
  atFacility({ key: 'expenses', label: 'Expenses', permission: 'view-expenses' }, 'expenses', 'e', [
    { key: 'date', label: 'Date', type: 'date', sql: 'e.date', defaultColumn: true },
    { key: 'type', label: 'Type', type: 'enum', sql: 'e.type', options: opts(EXPENSE_TYPES, EXPENSE_TYPE_LABELS) },
    { key: 'amount', label: 'Amount', type: 'money', sql: '(e.amount_cents / 100.0)', defaultColumn: true },
    statusField('e.status', EXPENSE_STATUSES),
    { key: 'description', label: 'Description', type: 'text', sql: 'e.description' },
    createdByUser('e.created_by'),
  ]),
  {
    key: 'bonuses',
    label: 'Bonuses',
    permission: 'view-bonuses',
    from:
      'bonuses b join users p on p.id = b.provider_id left join provider_facility_assignments a on a.id = b.assignment_id' +
      ' left join facilities f on f.id = a.facility_id',
    id: 'b.id',
    fields: [
      ...providerFields('p'),
      ...facilityFields('f'),
      {
        key: 'type',
        label: 'Type',
        type: 'enum',
        sql: 'b.type',
        options: opts(BONUS_TYPE_VALUES, BONUS_TYPE_LABELS),
        defaultColumn: true,
      },
      {
        key: 'amount',
        label: 'Amount',
        type: 'money',
        sql: `(case when b.type = 'deduction' then -b.amount_cents else b.amount_cents end / 100.0)`,
        defaultColumn: true,
      },
      { key: 'periodStart', label: 'Pay period start', type: 'date', sql: 'b.period_start', defaultColumn: true },
      { key: 'status', label: 'Status', type: 'enum', sql: 'b.status', options: opts(['pending', 'approved']) },
      { key: 'notes', label: 'Notes', type: 'text', sql: 'b.notes' },
      createdBy('bonus', 'b.id'),
    ],
  },
  {
    key: 'payments',
    label: 'Payments',
    permission: 'view-payments',
    from: 'payments pay join users p on p.id = pay.provider_id',
    id: 'pay.id',
    fields: [
      ...providerFields('p'),
      { key: 'periodStart', label: 'Period start', type: 'date', sql: 'pay.period_start', defaultColumn: true },
      { key: 'periodEnd', label: 'Period end', type: 'date', sql: 'pay.period_end' },
      statusField('pay.status', PAYMENT_STATUSES),
      { key: 'workedMinutes', label: 'Hours worked', type: 'minutes', sql: 'pay.worked_minutes' },
      { key: 'grossPay', label: 'Gross pay', type: 'money', sql: '(pay.gross_pay_cents / 100.0)', defaultColumn: true },
      { key: 'netPay', label: 'Net pay', type: 'money', sql: '(pay.net_pay_cents / 100.0)', defaultColumn: true },
      { key: 'holdReason', label: 'Hold reason', type: 'text', sql: 'pay.hold_reason' },
      // What the facility is billed and the margin are commercial figures: only for those who see bill rates.
      {
        key: 'billed',
        label: 'Billed',
        type: 'money',
        sql: '(pay.billed_cents / 100.0)',
        permission: 'view-pay-rates',
      },
      {
        key: 'margin',
        label: 'Margin',
        type: 'money',
        sql: '(pay.margin_cents / 100.0)',
        permission: 'view-pay-rates',
      },
    ],
  },
  {
    key: 'documents',
    label: 'Provider documents',
    permission: 'view-provider-documents',
    from: `documents d join users p on p.id = d.owner_id join document_types dt on dt.id = d.type_id`,
    where: `d.owner_kind = 'provider' and d.archived_at is null`,
    id: 'd.id',
    fields: [
      ...providerFields('p'),
      { key: 'name', label: 'Document', type: 'text', sql: 'd.name', defaultColumn: true },
      { key: 'type', label: 'Document type', type: 'text', sql: 'dt.name', defaultColumn: true },
      { key: 'expiresOn', label: 'Expires on', type: 'date', sql: 'd.expires_on', defaultColumn: true },
      { key: 'format', label: 'Format', type: 'text', sql: 'd.format' },
      { key: 'size', label: 'Size (bytes)', type: 'number', sql: 'd.size' },
      { key: 'uploadedAt', label: 'Uploaded on', type: 'datetime', sql: 'd.created_at' },
      createdByUser('d.uploaded_by', 'Uploaded by'),
    ],
  },
  credentialingSubject('credentialing', 'Credentialing'),
  credentialingSubject('payor-enrollment', 'Payor enrollment'),
];

export const subjectByKey = (key: string): SubjectDef | undefined => SUBJECTS.find((s) => s.key === key);
