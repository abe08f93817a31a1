import {
  DYNAMIC_OPERATOR_LABELS,
  type DynamicFilter,
  type DynamicReportFilterInput,
  type DynamicReportQuery,
  type DynamicReportSaved,
  type DynamicSubject,
  dynamicReportFilterInputSchema,
  type FieldError,
  isIsoDay,
  type ListQuery,
  DYNAMIC_REPORT_MESSAGES as M,
  OPERATORS_BY_TYPE,
  VALUELESS_OPERATORS,
} from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { listAnswer } from '../../platform/list.ts';
import type { AuthUser } from '../../platform/sessions.ts';
import * as repo from './dynamic-reports.repo.ts';

export type { Plan, ReportRow } from './dynamic-reports.repo.ts';

import { type FieldDef, SUBJECTS, type SubjectDef, subjectByKey } from './dynamic-reports.subjects.ts';

const can = (user: AuthUser | null, permission?: string) =>
  !permission || user?.role === 'superAdmin' || Boolean(user?.permissions.includes(permission));

const visibleFields = (user: AuthUser | null, s: SubjectDef) => s.fields.filter((f) => can(user, f.permission));

/** The subjects and fields the caller may use (GET dynamic-report/subjects). */
export function subjectsFor(ctx: Ctx): DynamicSubject[] {
  return SUBJECTS.filter((s) => can(ctx.user, s.permission)).map((s) => ({
    key: s.key,
    label: s.label,
    module: s.key,
    fields: visibleFields(ctx.user, s).map((f) => ({
      key: f.key,
      label: f.label,
      type: f.type,
      operators: [...OPERATORS_BY_TYPE[f.type]],
      ...(f.options ? { options: f.options.map((o) => ({ ...o })) } : {}),
      defaultColumn: Boolean(f.defaultColumn),
    })),
  }));
}

const bad = (field: string, message: string) => badRequest(message, [{ field, message }]);

/** A subject the caller may report on, or 400 (unknown) / 403 (not theirs). */
function subjectOf(user: AuthUser | null, key: string, field = 'subject'): SubjectDef {
  const s = subjectByKey(key);
  if (!s) throw bad(field, M.unknownSubject);
  if (!can(user, s.permission)) throw forbidden(`You do not have permission to report on ${s.label}`);
  return s;
}

/** A field of the subject the caller may see, or 400 (unknown) / 403 (hidden by permissions). */
function fieldOf(user: AuthUser | null, s: SubjectDef, key: string, path: string, unknown: (k: string) => string) {
  const f = s.fields.find((x) => x.key === key);
  if (!f) throw bad(path, unknown(key));
  if (!can(user, f.permission)) {
    throw new AppError(403, M.hiddenColumn(f.label), [{ field: path, message: M.hiddenColumn(f.label) }]);
  }
  return f;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads one filter value as the field's type (as text, bound with its SQL type), or names what is wrong. */
function scalarOf(f: FieldDef, raw: unknown, path: string, errors: FieldError[]): string | undefined {
  if (raw === null || raw === undefined || raw === '') {
    errors.push({ field: path, message: M.valueRequired });
    return undefined;
  }
  const fail = (what: string) => {
    errors.push({ field: path, message: M.badValue(what) });
    return undefined;
  };
  switch (f.type) {
    case 'number':
    case 'money':
    case 'minutes': {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
      if (!Number.isFinite(n) || Math.abs(n) > 1e12) return fail(f.type === 'minutes' ? 'number of hours' : 'number');
      // Minutes are asked for in hours.
      return String(f.type === 'minutes' ? Math.round(n * 60) : n);
    }
    case 'date':
      return typeof raw === 'string' && isIsoDay(raw) ? raw : fail('date (YYYY-MM-DD)');
    case 'datetime':
      return typeof raw === 'string' && !Number.isNaN(Date.parse(raw)) ? new Date(raw).toISOString() : fail('date');
    case 'boolean':
      if (typeof raw === 'boolean') return String(raw);
      return raw === 'true' || raw === 'false' ? raw : fail('yes or no');
    case 'user':
      return typeof raw === 'string' && UUID.test(raw) ? raw : fail('user');
    case 'enum':
      return typeof raw === 'string' && f.options?.some((o) => o.value === raw) ? raw : fail(f.label.toLowerCase());
    default:
      return typeof raw === 'string' || typeof raw === 'number' ? String(raw) : fail('text');
  }
}

function planFilter(user: AuthUser | null, s: SubjectDef, filter: DynamicFilter, i: number, errors: FieldError[]) {
  const path = `filters.${i}`;
  const field = fieldOf(user, s, filter.field, `${path}.field`, M.unknownField);
  if (!OPERATORS_BY_TYPE[field.type].includes(filter.operator)) {
    errors.push({
      field: `${path}.operator`,
      message: M.badOperator(DYNAMIC_OPERATOR_LABELS[filter.operator], field.label),
    });
    return null;
  }
  const planned: repo.PlannedFilter = { field, operator: filter.operator };
  if (VALUELESS_OPERATORS.includes(filter.operator)) return planned;
  if (filter.operator === 'in') {
    const list = Array.isArray(filter.value) ? filter.value : [];
    if (list.length === 0) errors.push({ field: `${path}.value`, message: M.valueRequired });
    planned.value = list.map((v) => scalarOf(field, v, `${path}.value`, errors) ?? '');
    return planned;
  }
  if (Array.isArray(filter.value)) {
    errors.push({ field: `${path}.value`, message: M.badValue('single value') });
    return null;
  }
  planned.value = scalarOf(field, filter.value, `${path}.value`, errors);
  if (filter.operator === 'between') planned.valueTo = scalarOf(field, filter.valueTo, `${path}.valueTo`, errors);
  return planned;
}

/** Checks a report against the registry and the caller's permissions: 400 naming the field, 403 for a hidden one. */
export function planOf(user: AuthUser | null, q: DynamicReportQuery, prefix = ''): repo.Plan {
  const subject = subjectOf(user, q.subject, `${prefix}subject`);
  const seen = new Set<string>();
  const columns = q.columns.map((key, i) => {
    const f = fieldOf(user, subject, key, `${prefix}columns.${i}`, M.unknownColumn);
    if (seen.has(key)) throw bad(`${prefix}columns.${i}`, `${f.label} is chosen twice`);
    seen.add(key);
    return f;
  });
  const errors: FieldError[] = [];
  const filters = q.filters.flatMap((f, i) => planFilter(user, subject, f, i, errors) ?? []);
  if (errors.length) {
    const withPrefix = errors.map((e) => ({ ...e, field: `${prefix}${e.field}` }));
    throw badRequest(withPrefix[0]?.message ?? M.valueRequired, withPrefix);
  }
  const sort = q.sortBy ? fieldOf(user, subject, q.sortBy, `${prefix}sortBy`, M.unknownField) : null;
  return { subject, columns, filters, sort, direction: q.sortDirection ?? (sort ? -1 : 1) };
}

export async function runReport(ctx: Ctx, page: ListQuery, q: DynamicReportQuery) {
  const plan = planOf(ctx.user, q);
  const { rows, totals } = await repo.reportPage(ctx.db, plan, page);
  return {
    columns: plan.columns.map((c) => ({ key: c.key, label: c.label, type: c.type })),
    ...listAnswer(page, totals, rows),
  };
}

/** The report's columns and its rows in the list's order, streamed (for sendExport). */
export function reportExport(ctx: Ctx, q: DynamicReportQuery) {
  const plan = planOf(ctx.user, q);
  return { plan, rows: repo.reportRows(ctx.db, plan) };
}

/** list-created-by-users: who created rows of a module (a subject key), for the "created by" filter. */
export async function createdByUsers(ctx: Ctx, module: string) {
  const subject = subjectByKey(module);
  if (!subject) throw bad('module', M.unknownModule);
  if (!can(ctx.user, subject.permission)) throw forbidden();
  const field = subject.fields.find((f) => f.key === 'createdBy');
  if (!field) return [];
  return repo.creatorsOf(ctx.db, subject, field);
}

// Saved filter sets (per user, optionally shared with a role).

const savedOut = (r: repo.SavedRow, userId: string): DynamicReportSaved => ({
  id: r.id,
  name: r.name,
  query: r.definition as DynamicReportQuery,
  sharedRoleId: r.sharedRoleId,
  sharedRoleName: r.roleName,
  mine: r.ownerId === userId,
  ownerName: r.ownerName,
  updatedAt: r.updatedAt.toISOString(),
});

const me = (ctx: Ctx) => {
  if (!ctx.user) throw forbidden();
  return ctx.user;
};

export async function listSaved(ctx: Ctx): Promise<DynamicReportSaved[]> {
  const user = me(ctx);
  // Sets saved with columns the user may no longer see still list; running one answers 403 for that column.
  return (await repo.listSaved(ctx.db, user.id)).map((r) => savedOut(r, user.id));
}

async function checkedInput(ctx: Ctx, input: DynamicReportFilterInput) {
  const v = dynamicReportFilterInputSchema.parse(input);
  planOf(ctx.user, v.query, 'query.');
  if (v.sharedRoleId && !(await repo.roleExists(ctx.db, v.sharedRoleId))) throw bad('sharedRoleId', 'Choose a role');
  return v;
}

const valuesOf = (v: ReturnType<typeof dynamicReportFilterInputSchema.parse>): repo.SavedValues => ({
  name: v.name,
  subject: v.query.subject,
  definition: v.query as unknown as Record<string, unknown>,
  sharedRoleId: v.sharedRoleId ?? null,
});

export async function addSaved(ctx: Ctx, input: DynamicReportFilterInput) {
  const user = me(ctx);
  const v = await checkedInput(ctx, input);
  const id = uuidv7();
  const values = valuesOf(v);
  if (await repo.nameTaken(ctx.db, user.id, v.name)) throw bad('name', M.exists);
  await ctx.db.transaction(async (tx) => {
    await repo.insertSaved(tx, id, user.id, values);
    await audit(tx, ctx, { action: 'create', entityType: 'dynamic-report-filter', entityId: id, after: values });
  });
  return savedOut((await repo.findOwnSaved(ctx.db, user.id, id)) as repo.SavedRow, user.id);
}

export async function updateSaved(ctx: Ctx, id: string, input: DynamicReportFilterInput) {
  const user = me(ctx);
  const before = await repo.findOwnSaved(ctx.db, user.id, id);
  if (!before) throw notFound(M.notFound);
  const v = await checkedInput(ctx, input);
  const values = valuesOf(v);
  if (await repo.nameTaken(ctx.db, user.id, v.name, id)) throw bad('name', M.exists);
  await ctx.db.transaction(async (tx) => {
    await repo.updateSaved(tx, id, user.id, values);
    await audit(tx, ctx, {
      action: 'update',
      entityType: 'dynamic-report-filter',
      entityId: id,
      before: {
        name: before.name,
        subject: before.subject,
        definition: before.definition,
        sharedRoleId: before.sharedRoleId,
      },
      after: values,
    });
  });
  return savedOut((await repo.findOwnSaved(ctx.db, user.id, id)) as repo.SavedRow, user.id);
}

export async function deleteSaved(ctx: Ctx, id: string) {
  const user = me(ctx);
  const before = await repo.findOwnSaved(ctx.db, user.id, id);
  if (!before) throw notFound(M.notFound);
  await ctx.db.transaction(async (tx) => {
    await repo.deleteSaved(tx, id, user.id);
    await audit(tx, ctx, {
      action: 'delete',
      entityType: 'dynamic-report-filter',
      entityId: id,
      before: { name: before.name, subject: before.subject },
    });
  });
}
