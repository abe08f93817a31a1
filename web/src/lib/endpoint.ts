import type { EndpointData, EndpointDef, EndpointQuery, Ok, PathParams } from '@portal/contracts';
import type { z } from 'zod';
import type { ApiRequest } from './api.ts';

/**
 * RTK Query endpoint definitions derived from a contract descriptor (contracts/src/endpoint.ts), so the web never
 * retypes a path, a request or a response:
 *   listFacilities: build.query(queryOf(FACILITY_API.list, { providesTags: ... })),
 *   createFacility: build.mutation(mutationOf(FACILITY_API.create, { invalidatesTags: ... })),
 * The argument is one object: `prefix` (the signed-in family, from useRolePrefix()) when the endpoint is mounted for
 * several families, the path parameters by name, `body`, and the query's fields at the top level (page, pageSize).
 */
type PrefixArg<E extends EndpointDef> = E['access'] extends { staff: string } ? { prefix: string } : unknown;
type BodyArg<E extends EndpointDef> = E['body'] extends z.ZodType ? { body: z.input<E['body']> } : unknown;
type QueryArg<E extends EndpointDef> = E['query'] extends z.ZodType ? EndpointQuery<E> : unknown;
export type EndpointArgs<E extends EndpointDef> = PrefixArg<E> & PathParams<E['path']> & BodyArg<E> & QueryArg<E>;

/** An endpoint that takes nothing, or only optional fields, can be called without an argument. */
// biome-ignore-start lint/suspicious/noConfusingVoidType: RTK Query makes a `void` argument optional in hooks and triggers
type Arg<E extends EndpointDef> =
  unknown extends EndpointArgs<E>
    ? void
    : Record<never, never> extends EndpointArgs<E>
      ? void | EndpointArgs<E>
      : EndpointArgs<E>;
// biome-ignore-end lint/suspicious/noConfusingVoidType: see above

export interface RequestOptions {
  /** As ApiRequest.silent: failures (or statuses) the screen shows itself. */
  silent?: ApiRequest['silent'];
}

/** The mount's URL prefix: the caller's family for staff endpoints, else fixed by the access. */
function mountOf(e: EndpointDef, args: Record<string, unknown>): string {
  const a = e.access;
  if (typeof a === 'string') return '';
  if ('staff' in a) return `/${String(args.prefix)}`;
  if ('superAdmin' in a) return '/super-admin';
  return '/providers';
}

/** The request a descriptor makes with these arguments. */
export function requestOf(e: EndpointDef, input: unknown, options: RequestOptions = {}): ApiRequest {
  const args = (input ?? {}) as Record<string, unknown>;
  const used = new Set(['prefix', 'body']);
  const path = e.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    used.add(name);
    return encodeURIComponent(String(args[name]));
  });
  const params = Object.fromEntries(Object.entries(args).filter(([k]) => !used.has(k))) as ApiRequest['params'];
  return {
    url: `${mountOf(e, args)}${path}`,
    method: e.method,
    ...(e.body ? { body: args.body } : {}),
    ...(params && Object.keys(params).length ? { params } : {}),
    ...(options.silent ? { silent: options.silent } : {}),
  };
}

/** The definition of one endpoint: the request, how its answer is read, and extra fields (providesTags...). */
const definitionOf = <E extends EndpointDef, X extends object, R>(
  e: E,
  extra: (X & RequestOptions) | undefined,
  read: (res: Ok<EndpointData<E>>) => R,
) => {
  const { silent, ...definition } = extra ?? ({} as X & RequestOptions);
  return {
    query: (args: Arg<E>) => requestOf(e, args, { silent }),
    transformResponse: read,
    ...(definition as NoInfer<Omit<X, 'silent'>>),
  };
};

/** A query: answers the envelope's `data`. */
export const queryOf = <E extends EndpointDef, X extends object = Record<never, never>>(
  e: E,
  extra?: X & RequestOptions,
) => definitionOf(e, extra, (res: Ok<EndpointData<E>>) => res.data);

/** A mutation: answers the whole envelope (the screens toast its message). */
export const mutationOf = <E extends EndpointDef, X extends object = Record<never, never>>(
  e: E,
  extra?: X & RequestOptions,
) => definitionOf(e, extra, (res: Ok<EndpointData<E>>) => res);

/**
 * The cache tags of one record family: a list provides LIST and a tag per row, a record its own tag; a creation
 * invalidates LIST, a change LIST and the record (on success; `touched` whatever the outcome, for actions whose 409
 * means someone else changed the record first).
 */
export function recordTags<Tag extends string>(tag: Tag) {
  const LIST = { type: tag, id: 'LIST' };
  const one = (id: string) => ({ type: tag, id });
  return {
    LIST,
    one,
    list: (result?: { data: { _id: string }[] }) => [LIST, ...(result?.data ?? []).map((r) => one(r._id))],
    record: (_r: unknown, _e: unknown, { id }: { id: string }) => [one(id)],
    created: (_r: unknown, error: unknown) => (error ? [] : [LIST]),
    changed: (_r: unknown, error: unknown, { id }: { id: string }) => (error ? [] : [LIST, one(id)]),
    touched: (_r: unknown, _e: unknown, { id }: { id: string }) => [LIST, one(id)],
  };
}

type ListItem<E extends EndpointDef> = EndpointData<E> extends { data: (infer I)[] } ? I : never;
type ListBodyOf<E extends EndpointDef> = E['body'] extends z.ZodType ? z.input<E['body']> : never;

/**
 * A picker's options: the first page of another module's list (a `listEndpoint`) matching what the user types, as
 * rows. `fixed` is the list body's sort and filters; the argument is `{ prefix, search }` (plus `filters` to add).
 */
export const pickerOf = <E extends EndpointDef>(
  e: E,
  pageSize: number,
  fixed: Omit<ListBodyOf<E>, 'search'>,
  options: RequestOptions = {},
) => ({
  query: ({ prefix, search, filters }: { prefix: string; search?: string; filters?: object }) =>
    requestOf(
      e,
      {
        prefix,
        page: 1,
        pageSize,
        body: {
          ...fixed,
          ...(search ? { search } : {}),
          filters: { ...(fixed as { filters?: object }).filters, ...filters },
        },
      },
      options,
    ),
  transformResponse: (res: Ok<{ data: ListItem<E>[] }>) => res.data.data,
});
