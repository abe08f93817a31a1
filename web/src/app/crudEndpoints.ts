import type { ListPage, Ok } from '@portal/contracts';
import type { Prefixed } from './api.ts';

/** A list call's arguments: the page and the family's list body (filters, search, sort). */
interface ListArgs {
  page: number;
  pageSize: number;
  body: unknown;
}

/**
 * The endpoint definitions every record family repeats, for one tag and one base path under the role's prefix:
 * POST base/all (a page), GET base/{id}, POST base, PUT base/{id}, DELETE base/{id} and POST base/{id}/{action}.
 * A list provides the LIST tag and one tag per row; a successful change invalidates LIST (and the record's tag).
 * Forms show 400 and 409 themselves, and a screen its own 400/404 on a get, so those calls are silent for them.
 * Use as `build.query<Result, Arg>(crud.get())`: the module names its result and argument types from @portal/contracts.
 */
export function crudEndpoints<Tag extends string>(tag: Tag, base: (prefix: string) => string) {
  const LIST = { type: tag, id: 'LIST' };
  const one = (id: string) => ({ type: tag, id });
  const at = (prefix: string, id: string, action = '') =>
    `${base(prefix)}/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;
  const changed = (_r: unknown, error: unknown, { id }: { id: string }) => (error ? [] : [LIST, one(id)]);
  return {
    LIST,
    one,
    at,
    /** POST base/all?page=&pageSize= with the list body. */
    list: <P extends ListPage<{ _id: string }>>() => ({
      query: ({ prefix, page, pageSize, body }: Prefixed<ListArgs>) => ({
        url: `${base(prefix)}/all`,
        method: 'POST',
        params: { page, pageSize },
        body,
      }),
      transformResponse: (res: Ok<P>) => res.data,
      providesTags: (result: P | undefined) => [LIST, ...(result?.data ?? []).map((r) => one(r._id))],
    }),
    /** GET base/{id}: 400 and 404 are the screen's not-found card. */
    get: <T>() => ({
      query: ({ prefix, id }: Prefixed<{ id: string }>) => ({ url: at(prefix, id), silent: [400, 404] }),
      transformResponse: (res: Ok<T>) => res.data,
      providesTags: (_r: unknown, _e: unknown, { id }: { id: string }) => [one(id)],
    }),
    /** POST base. */
    create: () => ({
      query: ({ prefix, body }: Prefixed<{ body: unknown }>) => ({
        url: base(prefix),
        method: 'POST',
        body,
        silent: [400, 409],
      }),
      invalidatesTags: (_r: unknown, error: unknown) => (error ? [] : [LIST]),
    }),
    /** PUT base/{id}. */
    update: () => ({
      query: ({ prefix, id, body }: Prefixed<{ id: string; body: unknown }>) => ({
        url: at(prefix, id),
        method: 'PUT',
        body,
        silent: [400, 409],
      }),
      invalidatesTags: changed,
    }),
    /** DELETE base/{id}. */
    remove: () => ({
      query: ({ prefix, id }: Prefixed<{ id: string }>) => ({ url: at(prefix, id), method: 'DELETE' }),
      invalidatesTags: changed,
    }),
    /** POST base/{id}/{action} without a body (approve, archive, reinstate...); 409s are toasted. */
    action: (action: string) => ({
      query: ({ prefix, id }: Prefixed<{ id: string }>) => ({ url: at(prefix, id, action), method: 'POST' }),
      invalidatesTags: changed,
    }),
  };
}
