import { z } from 'zod';
import { ERROR_CODE_LIST, type ErrorCode } from './errors.ts';

/** The envelope every API answer uses (ARCHITECTURE.md, convention 3). */
export interface Ok<T> {
  success: true;
  message?: string;
  data: T;
}

export interface FieldError {
  field: string;
  message: string;
}

export interface Failure {
  success: false;
  message: string;
  code: ErrorCode;
  errors?: FieldError[];
}

// Shared by every envelope: the server builds one per response schema at start, and making these each time was
// most of that work.
const SUCCESS = z.literal(true);
const MESSAGE = z.string().optional();

export const okSchema = <T extends z.ZodType>(data: T) => z.object({ success: SUCCESS, message: MESSAGE, data });

/** The error envelope: `code` is one of the catalogue's (errors.ts); `errors` names the fields of a 400. */
export const failureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.enum(ERROR_CODE_LIST),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

/** Page size is capped so no list can ask for everything at once. */
export const MAX_PAGE_SIZE = 100;

export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** sortDirection: 1 is descending, -1 ascending, as the spec says. */
export const sortDirectionSchema = z.union([z.literal(1), z.literal(-1)]);
export type SortDirection = z.infer<typeof sortDirectionSchema>;

/** The body of every `POST .../all` list call; each module narrows sortBy and filters. */
export const listBodySchema = <S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  sortable: S,
  filters: F,
) =>
  z.object({
    sortBy: z.enum(sortable).optional(),
    sortDirection: sortDirectionSchema.optional(),
    search: z.string().trim().max(200).nullish(),
    filters: z
      .object(filters)
      .partial()
      // biome-ignore lint/suspicious/noExplicitAny: every filter is optional, so an empty object is valid
      .default({} as any),
  });

/**
 * How many rows a list matches. Large lists are not counted exactly: `totalCapped` means "at least
 * `total`" (a filtered list stops counting at 10,000: the web shows "10,000+"); `totalIsEstimate` means the
 * planner's estimate of an unfiltered list of 10,000 rows or more. Both false: `total` is exact.
 */
export interface ListTotal {
  total: number;
  totalCapped: boolean;
  totalIsEstimate: boolean;
}

export interface ListPage<T> extends ListTotal {
  data: T[];
  page: number;
  pageSize: number;
}

export const listPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    total: z.number().int(),
    totalCapped: z.boolean(),
    totalIsEstimate: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export const idParamSchema = z.object({ id: z.uuid() });
