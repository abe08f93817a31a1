import type { ListTotal } from '@portal/contracts';
import type { ListController } from './useListState.ts';

/** What a list query hook answers that a table needs: the page (rows and total) and whether a request is out. */
interface ListQueryAnswer<T> {
  data?: (ListTotal & { data: T[] }) | undefined;
  isFetching: boolean;
}

/** The texts of a list table: its empty state and the placeholder of its search box. */
interface ListTableTexts {
  noRecordsText?: string;
  searchPlaceholder?: string;
}

/** The props every server list table hands DataTable, spread as `<DataTable {...table} columns={columns} />`. */
interface ListTable<T, S extends string> extends ListTableTexts {
  list: ListController<S>;
  result: ListQueryAnswer<T>;
}

/**
 * Wires a list's state and its query's answer into DataTable's props, so a table states only what is its own
 * (columns, filters, texts). Only `data` and `isFetching` are kept: the table re-renders on nothing else.
 */
export const listTable = <T, S extends string>(
  list: ListController<S>,
  query: ListQueryAnswer<T>,
  texts: ListTableTexts = {},
): ListTable<T, S> => ({ list, result: { data: query.data, isFetching: query.isFetching }, ...texts });
