import { z } from 'zod';
import { defineEndpoints, EXPORT_FORMATS } from './endpoint.ts';
import { idParamSchema, listQuerySchema, sortDirectionSchema } from './http.ts';

/**
 * Dynamic reports (spec sections 2, 3, 7): a subject, its columns, filters and sort, chosen by the user from the
 * server's registry (`GET dynamic-report/subjects` answers only what the caller may see). Nothing here is SQL:
 * subject, column and field names are looked up in the registry and refused (400 naming the field) when unknown;
 * a column or filter on a field the caller's permissions hide is 403.
 */

/** What a field holds; decides its operators, how a filter value is read and how the XLSX cell is typed. */
export const REPORT_FIELD_TYPES = [
  'text',
  'number',
  'money',
  'minutes',
  'date',
  'datetime',
  'boolean',
  'enum',
  'user',
] as const;
export type ReportFieldType = (typeof REPORT_FIELD_TYPES)[number];

export const DYNAMIC_OPERATORS = [
  'eq',
  'neq',
  'contains',
  'startsWith',
  'gt',
  'gte',
  'lt',
  'lte',
  'between',
  'in',
  'isEmpty',
  'isNotEmpty',
] as const;
export type DynamicOperator = (typeof DYNAMIC_OPERATORS)[number];

export const DYNAMIC_OPERATOR_LABELS: Record<DynamicOperator, string> = {
  eq: 'is',
  neq: 'is not',
  contains: 'contains',
  startsWith: 'starts with',
  gt: 'after / more than',
  gte: 'on or after / at least',
  lt: 'before / less than',
  lte: 'on or before / at most',
  between: 'between',
  in: 'is one of',
  isEmpty: 'is empty',
  isNotEmpty: 'is not empty',
};

/** The operators each field type accepts. */
export const OPERATORS_BY_TYPE: Record<ReportFieldType, readonly DynamicOperator[]> = {
  text: ['eq', 'neq', 'contains', 'startsWith', 'isEmpty', 'isNotEmpty'],
  number: ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'between', 'isEmpty', 'isNotEmpty'],
  money: ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'between', 'isEmpty', 'isNotEmpty'],
  minutes: ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'between', 'isEmpty', 'isNotEmpty'],
  date: ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'between', 'isEmpty', 'isNotEmpty'],
  datetime: ['gt', 'gte', 'lt', 'lte', 'between', 'isEmpty', 'isNotEmpty'],
  boolean: ['eq'],
  enum: ['eq', 'neq', 'in', 'isEmpty', 'isNotEmpty'],
  user: ['eq', 'neq', 'isEmpty', 'isNotEmpty'],
};

/** Operators that take no value, and the one that takes two. */
export const VALUELESS_OPERATORS: readonly DynamicOperator[] = ['isEmpty', 'isNotEmpty'];

const name = z.string().trim().min(1).max(60);
const scalar = z.union([z.string().max(200), z.number(), z.boolean()]);

export const dynamicFilterSchema = z.object({
  field: name,
  operator: z.enum(DYNAMIC_OPERATORS, 'Choose an operator'),
  value: z.union([scalar, z.array(z.string().max(200)).max(50)]).nullish(),
  /** The upper bound of `between`. */
  valueTo: scalar.nullish(),
});
export type DynamicFilter = z.infer<typeof dynamicFilterSchema>;

export const MAX_DYNAMIC_COLUMNS = 40;
export const MAX_DYNAMIC_FILTERS = 20;

export const dynamicReportQuerySchema = z.object({
  subject: name,
  columns: z.array(name).min(1, 'Choose at least one column').max(MAX_DYNAMIC_COLUMNS),
  filters: z.array(dynamicFilterSchema).max(MAX_DYNAMIC_FILTERS).default([]),
  sortBy: name.nullish(),
  sortDirection: sortDirectionSchema.optional(),
});
export type DynamicReportQuery = z.infer<typeof dynamicReportQuerySchema>;
export type DynamicReportQueryInput = z.input<typeof dynamicReportQuerySchema>;

export const dynamicDownloadBodySchema = dynamicReportQuerySchema.extend({
  format: z.enum(['xlsx', 'csv']).default('xlsx'),
});

/** One field of a subject as the caller may see it. */
export const dynamicFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(REPORT_FIELD_TYPES),
  operators: z.array(z.enum(DYNAMIC_OPERATORS)),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  defaultColumn: z.boolean(),
});
export type DynamicField = z.infer<typeof dynamicFieldSchema>;

export const dynamicSubjectSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** The `module` to pass to list-created-by-users; the subject's `createdBy` field filters by it. */
  module: z.string(),
  fields: z.array(dynamicFieldSchema),
});
export type DynamicSubject = z.infer<typeof dynamicSubjectSchema>;

/** A page of a dynamic report: the chosen columns' keys, then rows of values in that order. */
export const dynamicReportPageSchema = z.object({
  columns: z.array(z.object({ key: z.string(), label: z.string(), type: z.enum(REPORT_FIELD_TYPES) })),
  data: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
  total: z.number().int(),
  totalCapped: z.boolean(),
  totalIsEstimate: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DynamicReportPage = z.infer<typeof dynamicReportPageSchema>;

/** A saved filter set: per user, optionally shared with one role (its staff see it, read-only). */
export const dynamicReportFilterInputSchema = z.object({
  name: z
    .string('Enter a name for the report')
    .trim()
    .min(1, 'Enter a name for the report')
    .max(100, 'The name is at most 100 characters'),
  query: dynamicReportQuerySchema,
  sharedRoleId: z.uuid('Choose a role').nullish(),
});
export type DynamicReportFilterInput = z.input<typeof dynamicReportFilterInputSchema>;

export const dynamicReportSavedSchema = z.object({
  id: z.string(),
  name: z.string(),
  query: dynamicReportQuerySchema,
  sharedRoleId: z.string().nullable(),
  sharedRoleName: z.string().nullable(),
  /** False for a set another user shared with the caller's role: it can be used, not changed. */
  mine: z.boolean(),
  ownerName: z.string(),
  updatedAt: z.string(),
});
export type DynamicReportSaved = z.infer<typeof dynamicReportSavedSchema>;

export const createdByQuerySchema = z.object({ module: z.string().trim().min(1).max(60) });
export const createdByUserSchema = z.object({ id: z.string(), name: z.string() });

export const DYNAMIC_REPORT_MESSAGES = {
  saved: 'Report saved successfully',
  updated: 'Report updated successfully',
  deleted: 'Report deleted successfully',
  exists: 'You already have a report with this name',
  notFound: 'Report not found',
  unknownSubject: 'Unknown report subject',
  unknownColumn: (key: string) => `Unknown column ${key}`,
  hiddenColumn: (label: string) => `You do not have permission to see ${label}`,
  unknownField: (key: string) => `Unknown field ${key}`,
  badOperator: (op: string, label: string) => `The operator ${op} cannot be used on ${label}`,
  valueRequired: 'Enter a value',
  badValue: (type: string) => `Enter a valid ${type}`,
  unknownModule: 'Unknown module',
} as const;

const VIEW = { staff: 'view-dynamic-reports' } as const;
const MANAGE = { staff: 'manage-dynamic-report-filters' } as const;

/** Dynamic reports (spec section 7: 'dynamic-report (filters add, update, delete, list; download)'), staff only. */
export const DYNAMIC_REPORT_API = /*#__PURE__*/ defineEndpoints('dynamic-reports', {
  subjects: {
    method: 'GET',
    path: '/dynamic-report/subjects',
    access: VIEW,
    summary: 'The subjects, fields and operators the caller may report on',
    response: z.array(dynamicSubjectSchema),
  },
  run: {
    method: 'POST',
    path: '/dynamic-report/all',
    access: VIEW,
    summary: 'Run a dynamic report: one page of the chosen columns, filtered and sorted',
    query: listQuerySchema,
    body: dynamicReportQuerySchema,
    response: dynamicReportPageSchema,
  },
  /** The format is the body's (`format: 'xlsx' | 'csv'`), not a query parameter. */
  download: {
    method: 'POST',
    path: '/dynamic-report/download',
    access: VIEW,
    produces: EXPORT_FORMATS,
    summary: 'Stream a dynamic report as XLSX or CSV',
    body: dynamicDownloadBodySchema,
  },
  saved: {
    method: 'GET',
    path: '/dynamic-report/filters',
    access: VIEW,
    summary: "The caller's saved reports and those shared with their role",
    response: z.array(dynamicReportSavedSchema),
  },
  save: {
    method: 'POST',
    path: '/dynamic-report/filters',
    access: MANAGE,
    summary: 'Save a report (subject, columns, filters, sort) by name',
    body: dynamicReportFilterInputSchema,
    response: dynamicReportSavedSchema,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/dynamic-report/filters/:id',
    access: MANAGE,
    summary: 'Change a saved report of the caller',
    params: idParamSchema,
    body: dynamicReportFilterInputSchema,
    response: dynamicReportSavedSchema,
  },
  delete: {
    method: 'DELETE',
    path: '/dynamic-report/filters/:id',
    access: MANAGE,
    summary: 'Delete a saved report of the caller',
    params: idParamSchema,
    response: z.null(),
  },
  createdByUsers: {
    method: 'GET',
    path: '/list-created-by-users',
    access: VIEW,
    summary: 'Who created records of a module (a report subject), for the "created by" filter',
    query: createdByQuerySchema,
    response: z.array(createdByUserSchema),
  },
});
