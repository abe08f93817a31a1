import { Box, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import type { ListTotal } from '@portal/contracts';
import { IconSearch } from '@tabler/icons-react';
import {
  type DataTableColumn,
  getValueAtPath,
  humanize,
  DataTable as MantineDataTable,
  type DataTableSortStatus as MantineSortStatus,
} from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { type Key, type ReactNode, useDeferredValue, useEffect, useRef, useState } from 'react';
import { LazySelect } from './LazySelect.tsx';
import { fromSortDirection, lastPage, PAGE_SIZES, showingText, toSortDirection } from './listState.ts';
import type { ListController } from './useListState.ts';

export type { DataTableColumn } from 'mantine-datatable';

/** Debounce of the search box, in ms. */
const SEARCH_DEBOUNCE_MS = 300;

/** Spec section 9: list rows alternate #D4EEFA and white. */
const STRIPE_COLOUR = '#D4EEFA';

/** Below Mantine's sm breakpoint (a phone) each row is a card of 'column: value' lines: nothing is off screen. */
const PHONE = '(max-width: 47.99em)';

/** A column's heading as text: its title, else its accessor made readable (as mantine-datatable does). */
const headingOf = <T,>(c: DataTableColumn<T>): string =>
  typeof c.title === 'string' ? c.title : c.title ? '' : humanize(String(c.accessor));

/** One row as a card: every column that shows on a phone, its heading beside its value. */
function RecordCard<T>({ record, index, columns }: { record: T; index: number; columns: DataTableColumn<T>[] }) {
  return (
    <Stack gap={4} py={2} data-testid="record-card">
      {columns.map((c) => {
        const value = c.render ? c.render(record, index) : (getValueAtPath(record, String(c.accessor)) as ReactNode);
        const heading = headingOf(c);
        return (
          <Group key={String(c.accessor)} justify="space-between" align="center" gap="sm" wrap="nowrap">
            {heading && (
              <Text size="xs" fw={600} c="dimmed" style={{ flex: 'none', maxWidth: '45%' }}>
                {heading}
              </Text>
            )}
            <Box ta="right" style={{ minWidth: 0, overflowWrap: 'anywhere', marginLeft: 'auto' }}>
              {value as ReactNode}
            </Box>
          </Group>
        );
      })}
    </Stack>
  );
}

export interface DataTableProps<T, S extends string = string> {
  /** The list's state and setters, from `useListState(listKey, defaults)`; its key names the stored state. */
  list: ListController<S>;
  /**
   * mantine-datatable columns. A column with `sortable: true` sorts the server list by its accessor
   * (or its `sortKey` when the API field differs).
   */
  columns: DataTableColumn<T>[];
  /**
   * The list query's result as RTK Query answers it (`{ data, isFetching }`): its page's rows, its total and how it
   * was counted (exact, capped at 10,000, or estimated), and whether a request is in flight. Or give them apart:
   */
  result?: { data?: ListTotal & { data: T[] }; isFetching: boolean };
  /** The current page's rows (`data.data` of the list response); undefined while nothing has loaded. */
  records?: T[] | undefined;
  /** The list response (or just its total and how it was counted). */
  total?: ListTotal | undefined;
  /** True while a request for this list is in flight. */
  fetching?: boolean;
  /** Defaults to '_id'. */
  idAccessor?: keyof T | ((record: T) => Key);
  /** Shown when the list is empty. */
  noRecordsText?: string;
  /** Show the search box (default true). */
  searchable?: boolean;
  searchPlaceholder?: string;
  /** Extra controls (filters, export buttons) shown beside the search box. */
  toolbar?: ReactNode;
  /** Defaults to 'Showing X to Y of Z entries' (Z "10,000+" when capped, "about N" when estimated). */
  paginationText?: (params: { from: number; to: number; totalRecords: number }) => ReactNode;
  onRowClick?: (record: T) => void;
  /** Row selection checkboxes: the selected rows (of the current page) and their setter; none when omitted. */
  selection?: DataTableSelection<T>;
}

export interface DataTableSelection<T> {
  selected: T[];
  onChange: (records: T[]) => void;
  /** Rows that cannot be selected get a disabled checkbox. */
  isSelectable?: (record: T) => boolean;
  /** The accessible name of a row's checkbox (default 'Select row'). */
  rowLabel?: (record: T) => string;
}

/** The one server-side list table of the portal: search, sort, pagination, empty and loading states. */
export function DataTable<T, S extends string = string>({
  list,
  columns,
  result,
  records: recordsGiven,
  total: totalGiven,
  fetching: fetchingGiven = false,
  idAccessor = '_id' as keyof T,
  noRecordsText = 'No records found',
  searchable = true,
  searchPlaceholder = 'Search',
  toolbar,
  paginationText,
  onRowClick,
  selection,
}: DataTableProps<T, S>) {
  const { state, sort, setPage, setPageSize, setSearch, setSort } = list;
  // Read at the first render: Mantine's default reads it in an effect, so a phone drew the desktop table first and
  // then the whole table again as cards.
  const phone = useMediaQuery(PHONE, undefined, { getInitialValueInEffect: false });
  // Columns hidden on phones on purpose (their content moved into another column) stay out of the cards.
  const cardColumns = columns.filter((c) => !c.hidden && !c.visibleMediaQuery);
  const shownColumns: DataTableColumn<T>[] = phone
    ? [
        {
          accessor: '__card',
          title: 'Records',
          render: (record, index) => <RecordCard record={record} index={index} columns={cardColumns} />,
        },
      ]
    : columns;
  // A page's rows render in a background pass that yields to the browser: an answer reaches the store (and so the
  // table) as an urgent update, which would otherwise draw every row and cell in one task.
  const records = useDeferredValue(result ? result.data?.data : recordsGiven);
  const total = useDeferredValue(result ? result.data : totalGiven);
  const fetching = useDeferredValue(result ? result.isFetching : fetchingGiven);
  const totalRecords = total?.total;

  // The search box types locally and reaches the store (and so the request) after a pause.
  const [text, setText] = useState(state.search);
  const lastSent = useRef(state.search);
  const sendSearch = useDebouncedCallback((value: string) => {
    lastSent.current = value;
    setSearch(value);
  }, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    // Only an outside change (a reset, another tab) overwrites what the user is typing.
    if (state.search !== lastSent.current) {
      lastSent.current = state.search;
      setText(state.search);
    }
  }, [state.search]);

  // After deletes the current page may no longer exist: go to the last one that does.
  useEffect(() => {
    if (fetching || totalRecords === undefined) return;
    const last = lastPage(totalRecords, state.pageSize);
    if (state.page > last) setPage(last);
  }, [fetching, totalRecords, state.page, state.pageSize, setPage]);

  // mantine-datatable keeps its empty state in the page at opacity 0; render ours only when the list is empty,
  // so the text is neither read out nor found by tests while rows show.
  const isEmpty = !fetching && (records?.length ?? 0) === 0;

  const sortStatus: MantineSortStatus<T> = sort
    ? { columnAccessor: sort.sortBy, direction: fromSortDirection(sort.sortDirection) }
    : { columnAccessor: '', direction: 'asc' };

  const onSortStatusChange = (status: MantineSortStatus<T>) => {
    const column = columns.find((c) => c.accessor === status.columnAccessor);
    const sortBy = (status.sortKey ?? column?.sortKey ?? String(status.columnAccessor)) as S;
    // mantine-datatable keeps the old direction when another column is clicked; a new column starts ascending.
    const direction = sort && sort.sortBy === sortBy ? status.direction : 'asc';
    setSort({ sortBy, sortDirection: toSortDirection(direction) });
  };

  // Phones have no header to click: the sortable columns are offered in a select, each way.
  const sortChoices = phone
    ? columns
        .filter((c) => c.sortable)
        .flatMap((c) => {
          const key = String(c.sortKey ?? c.accessor);
          return [
            { value: `${key}:asc`, label: `${headingOf(c)} (ascending)` },
            { value: `${key}:desc`, label: `${headingOf(c)} (descending)` },
          ];
        })
    : [];
  const sortSelect = sortChoices.length > 0 && (
    <LazySelect
      aria-label="Sort by"
      placeholder="Sort by"
      data={sortChoices}
      value={sort ? `${sort.sortBy}:${fromSortDirection(sort.sortDirection)}` : null}
      onChange={(value) => {
        const [sortBy, direction] = (value ?? '').split(':');
        if (sortBy && (direction === 'asc' || direction === 'desc'))
          setSort({ sortBy: sortBy as S, sortDirection: toSortDirection(direction) });
      }}
      allowDeselect={false}
      w="100%"
    />
  );

  return (
    <Stack gap="sm">
      {(searchable || toolbar || sortSelect) && (
        <Group justify="space-between" align="flex-end" wrap="wrap">
          {searchable ? (
            <TextInput
              aria-label="Search"
              placeholder={searchPlaceholder}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={text}
              onChange={(e) => {
                setText(e.currentTarget.value);
                sendSearch(e.currentTarget.value);
              }}
              rightSection={
                text ? (
                  <CloseButton
                    aria-label="Clear"
                    size="sm"
                    onClick={() => {
                      sendSearch.cancel();
                      setText('');
                      lastSent.current = '';
                      setSearch('');
                    }}
                  />
                ) : null
              }
              w={{ base: '100%', sm: 320 }}
            />
          ) : (
            <span />
          )}
          {toolbar && <Group gap="xs">{toolbar}</Group>}
          {sortSelect}
        </Group>
      )}
      <MantineDataTable<T>
        withTableBorder
        borderRadius="sm"
        striped
        stripedColor={STRIPE_COLOUR}
        highlightOnHover
        minHeight={records && records.length > 0 ? undefined : 180}
        idAccessor={idAccessor as keyof T}
        columns={shownColumns}
        noHeader={phone}
        // A wide list scrolls sideways; its row actions stay on screen at its right edge.
        pinLastColumn={!phone && columns.at(-1)?.accessor === 'actions'}
        records={records ?? []}
        fetching={fetching}
        emptyState={
          isEmpty ? (
            <Text size="sm" c="dimmed">
              {noRecordsText}
            </Text>
          ) : (
            <span />
          )
        }
        noRecordsText={noRecordsText}
        loadingText="Loading..."
        sortStatus={sortStatus}
        onSortStatusChange={onSortStatusChange}
        page={state.page}
        onPageChange={setPage}
        totalRecords={totalRecords ?? 0}
        recordsPerPage={state.pageSize}
        onRecordsPerPageChange={setPageSize}
        recordsPerPageOptions={[...PAGE_SIZES]}
        recordsPerPageLabel="Entries per page"
        paginationText={
          paginationText ??
          (({ from, to }) => showingText(from, to, total ?? { total: 0, totalCapped: false, totalIsEstimate: false }))
        }
        onRowClick={onRowClick ? ({ record }) => onRowClick(record) : undefined}
        {...(selection
          ? {
              selectedRecords: selection.selected,
              onSelectedRecordsChange: selection.onChange,
              isRecordSelectable: selection.isSelectable
                ? (record: T) => selection.isSelectable?.(record) ?? true
                : undefined,
              allRecordsSelectionCheckboxProps: { 'aria-label': 'Select all rows on this page' },
              getRecordSelectionCheckboxProps: (record: T) => ({
                'aria-label': selection.rowLabel ? selection.rowLabel(record) : 'Select row',
              }),
            }
          : {})}
      />
    </Stack>
  );
}
