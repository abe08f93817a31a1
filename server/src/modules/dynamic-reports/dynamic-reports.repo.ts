import type { ListQuery, ListTotal, SortDirection } from '@portal/contracts';
import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dynamicReportFilters, roles, users } from '../../db/schema/index.ts';
import { listTotalSql, pageWindow } from '../../platform/list.ts';
import { rowsOf } from '../../platform/raw-rows.ts';
import type { FieldDef, SubjectDef } from './dynamic-reports.subjects.ts';

/** A filter after validation: a registry field, an operator it accepts and values already of the field's type. */
export interface PlannedFilter {
  field: FieldDef;
  operator: string;
  /** Scalars as text (bound with the field's SQL type), or a list for `in`. */
  value?: string | string[];
  valueTo?: string;
}

export interface Plan {
  subject: SubjectDef;
  columns: FieldDef[];
  filters: PlannedFilter[];
  sort: FieldDef | null;
  direction: SortDirection;
}

/** The SQL type a field's values are bound and compared as. */
const SQL_TYPE: Record<FieldDef['type'], string> = {
  text: 'text',
  enum: 'text',
  user: 'uuid',
  number: 'numeric',
  money: 'numeric',
  minutes: 'numeric',
  date: 'date',
  datetime: 'timestamptz',
  boolean: 'boolean',
};

const raw = (fragment: string) => sql.raw(fragment);
const bound = (value: string, type: string) => sql`${value}::${raw(type)}`;

/** What a field's value is read from in SELECT: plain JSON values (numbers, YYYY-MM-DD, ISO instants). */
function selectExpr(f: FieldDef): SQL {
  const e = raw(f.sql);
  switch (f.type) {
    case 'number':
    case 'money':
      return sql`(${e})::float8`;
    case 'minutes':
      return sql`(${e})::int`;
    case 'date':
      return sql`to_char(${e}, 'YYYY-MM-DD')`;
    case 'datetime':
      return sql`to_char((${e}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
    default:
      return e;
  }
}

function condition({ field, operator, value, valueTo }: PlannedFilter): SQL {
  const type = SQL_TYPE[field.type];
  // A user field compares its id; every other compares its value.
  const e = raw(field.type === 'user' ? (field.idSql ?? field.sql) : field.sql);
  const v = () => bound(value as string, type);
  switch (operator) {
    case 'eq':
      return sql`${e} = ${v()}`;
    case 'neq':
      return sql`${e} is distinct from ${v()}`;
    case 'contains':
      return sql`${e} ilike ${`%${String(value).replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
    case 'startsWith':
      return sql`${e} ilike ${`${String(value).replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
    case 'gt':
      return sql`${e} > ${v()}`;
    case 'gte':
      return sql`${e} >= ${v()}`;
    case 'lt':
      return sql`${e} < ${v()}`;
    case 'lte':
      return sql`${e} <= ${v()}`;
    case 'between':
      return sql`${e} between ${v()} and ${bound(valueTo as string, type)}`;
    case 'in':
      return sql`${e} = any(${sql.param(value as string[])}::text[])`;
    case 'isEmpty':
      return field.type === 'text' ? sql`coalesce(${e}, '') = ''` : sql`${e} is null`;
    default:
      return field.type === 'text' ? sql`coalesce(${e}, '') <> ''` : sql`${e} is not null`;
  }
}

function whereOf(plan: Plan, extra?: SQL): SQL {
  const parts: SQL[] = [sql`true`];
  if (plan.subject.where) parts.push(raw(plan.subject.where));
  for (const f of plan.filters) parts.push(condition(f));
  if (extra) parts.push(extra);
  return sql.join(
    parts.map((p) => sql`(${p})`),
    sql` and `,
  );
}

/** The sort value as text (for the keyset of a download); numbers and dates are compared in their own type. */
const sortValue = (f: FieldDef) => raw(f.sql);
const sortType = (f: FieldDef) => (f.type === 'user' ? 'text' : SQL_TYPE[f.type]);

/** ORDER BY of a plan: the sort field with nulls last ascending (first descending), then the id. */
function orderOf(plan: Plan): SQL {
  const id = raw(plan.subject.id);
  const dir = raw(plan.direction === 1 ? 'desc' : 'asc');
  if (!plan.sort) return sql`${id} ${dir}`;
  const s = sortValue(plan.sort);
  return sql`(${s}) is null ${dir}, ${s} ${dir}, ${id} ${dir}`;
}

function selectList(plan: Plan): SQL {
  const cols = plan.columns.map((c, i) => sql`${selectExpr(c)} as ${raw(`"c${i}"`)}`);
  cols.push(sql`${raw(plan.subject.id)} as "__id"`);
  if (plan.sort) cols.push(sql`(${sortValue(plan.sort)})::text as "__sort"`);
  return sql.join(cols, sql`, `);
}

export type ReportRow = Record<string, string | number | boolean | null>;

function toRow(plan: Plan, r: Record<string, unknown>): ReportRow {
  const row: ReportRow = {};
  plan.columns.forEach((c, i) => {
    const v = r[`c${i}`];
    row[c.key] = v === undefined ? null : (v as ReportRow[string]);
  });
  return row;
}

/** One page of a report and its total (the list protocol's capped count, platform/list.ts). */
export async function reportPage(
  db: Db,
  plan: Plan,
  query: ListQuery,
): Promise<{ rows: ReportRow[]; totals: ListTotal }> {
  const { limit, offset } = pageWindow(query);
  const from = raw(plan.subject.from);
  const page = async () =>
    rowsOf(
      await db.execute(
        sql`select ${selectList(plan)} from ${from} where ${whereOf(plan)} order by ${orderOf(plan)} limit ${limit} offset ${offset}`,
      ),
    ).map((r) => toRow(plan, r));
  const matching = () => sql`select ${raw(plan.subject.id)} from ${from} where ${whereOf(plan)}`;
  const [rows, totals] = await Promise.all([page(), listTotalSql(db, matching, plan.filters.length > 0)]);
  return { rows, totals };
}

/**
 * Every row of a report in the list's order, a batch at a time by keyset on (sort value, id): each batch starts
 * after the last row of the one before, so a late batch costs what the first does and memory holds one batch.
 */
/**
 * Rows per keyset batch of a download. A sort on a column without an index makes each batch a scan of the matching
 * rows (a bounded top-N sort), so fewer, larger batches cost less; 5,000 narrow rows are a few MB.
 */
const DOWNLOAD_BATCH = 5000;

export async function* reportRows(db: Db, plan: Plan, batch = DOWNLOAD_BATCH): AsyncGenerator<ReportRow> {
  const from = raw(plan.subject.from);
  const id = raw(plan.subject.id);
  const desc = plan.direction === 1;
  let last: { id: string; sort: string | null } | null = null;
  for (;;) {
    let after: SQL | undefined;
    if (last) {
      const lastId = bound(last.id, 'uuid');
      const idAfter = desc ? sql`${id} < ${lastId}` : sql`${id} > ${lastId}`;
      if (!plan.sort) after = idAfter;
      else {
        const s = sortValue(plan.sort);
        if (last.sort === null) {
          // Nulls come last ascending, first descending.
          after = desc
            ? sql`((${s}) is null and ${idAfter}) or (${s}) is not null`
            : sql`(${s}) is null and ${idAfter}`;
        } else {
          const v = bound(last.sort, sortType(plan.sort));
          const beyond = desc ? sql`(${s}) < ${v}` : sql`(${s}) > ${v}`;
          const notNull = sql`(${s}) is not null and (${beyond} or ((${s}) = ${v} and ${idAfter}))`;
          after = desc ? notNull : sql`(${notNull}) or (${s}) is null`;
        }
      }
    }
    const rows = rowsOf(
      await db.execute(
        sql`select ${selectList(plan)} from ${from} where ${whereOf(plan, after)} order by ${orderOf(plan)} limit ${batch}`,
      ),
    );
    if (rows.length === 0) return;
    for (const r of rows) yield toRow(plan, r);
    const tail = rows[rows.length - 1] as Record<string, unknown>;
    last = { id: String(tail.__id), sort: (tail.__sort as string | null | undefined) ?? null };
    if (rows.length < batch) return;
  }
}

/** The people who created rows of a subject (its `createdBy` field), for the "created by" filter. */
export async function creatorsOf(db: Db, subject: SubjectDef, field: FieldDef) {
  const idExpr = raw(field.idSql ?? field.sql);
  const where = subject.where ? sql`where ${raw(subject.where)}` : sql``;
  const rows = rowsOf(
    await db.execute(sql`select u.id, trim(u.first_name || ' ' || u.last_name) as name
      from users u where u.id in (select ${idExpr} from ${raw(subject.from)} ${where})
      order by lower(u.first_name || ' ' || u.last_name), u.id limit 500`),
  );
  return rows.map((r) => ({ id: String(r.id), name: String(r.name) }));
}

// Saved filter sets.

export type SavedRow = typeof dynamicReportFilters.$inferSelect & { roleName: string | null; ownerName: string };

const savedSelect = (db: Db) =>
  db
    .select({
      f: dynamicReportFilters,
      roleName: roles.name,
      ownerName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(dynamicReportFilters)
    .innerJoin(users, eq(users.id, dynamicReportFilters.ownerId))
    .leftJoin(roles, eq(roles.id, dynamicReportFilters.sharedRoleId));

const flat = (r: {
  f: typeof dynamicReportFilters.$inferSelect;
  roleName: string | null;
  ownerName: string;
}): SavedRow => ({
  ...r.f,
  roleName: r.roleName,
  ownerName: r.ownerName,
});

/** The user's own sets and those shared with their role. */
export async function listSaved(db: Db, userId: string): Promise<SavedRow[]> {
  const rows = await savedSelect(db)
    .where(
      or(
        eq(dynamicReportFilters.ownerId, userId),
        sql`${dynamicReportFilters.sharedRoleId} = (select role_id from users where id = ${userId})`,
      ),
    )
    .orderBy(asc(sql`lower(${dynamicReportFilters.name})`), asc(dynamicReportFilters.id));
  return rows.map(flat);
}

export async function findOwnSaved(db: Db, userId: string, id: string): Promise<SavedRow | null> {
  const [row] = await savedSelect(db).where(
    and(eq(dynamicReportFilters.id, id), eq(dynamicReportFilters.ownerId, userId)),
  );
  return row ? flat(row) : null;
}

export async function roleExists(db: Db, id: string) {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, id));
  return Boolean(row);
}

export type SavedValues = {
  name: string;
  subject: string;
  definition: Record<string, unknown>;
  sharedRoleId: string | null;
};

export async function nameTaken(db: Db, ownerId: string, name: string, exceptId?: string) {
  const rows = await db
    .select({ id: dynamicReportFilters.id })
    .from(dynamicReportFilters)
    .where(and(eq(dynamicReportFilters.ownerId, ownerId), eq(dynamicReportFilters.name, name)));
  return rows.some((r) => r.id !== exceptId);
}

export async function insertSaved(db: Db, id: string, ownerId: string, v: SavedValues) {
  await db.insert(dynamicReportFilters).values({ id, ownerId, ...v });
}

export async function updateSaved(db: Db, id: string, ownerId: string, v: SavedValues) {
  await db
    .update(dynamicReportFilters)
    .set({ ...v, updatedAt: new Date() })
    .where(and(eq(dynamicReportFilters.id, id), eq(dynamicReportFilters.ownerId, ownerId)));
}

export async function deleteSaved(db: Db, id: string, ownerId: string) {
  await db
    .delete(dynamicReportFilters)
    .where(and(eq(dynamicReportFilters.id, id), eq(dynamicReportFilters.ownerId, ownerId)));
}
