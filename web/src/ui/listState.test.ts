import { describe, expect, it } from 'vitest';
import {
  fromSearchFilter,
  fromSortDirection,
  type ListState,
  lastPage,
  showingText,
  toListRequest,
  toSearchFilter,
  toSortDirection,
} from './listState.ts';

const base: ListState = { search: '', page: 1, pageSize: 10, sort: null, filters: {} };

describe('list state -> list request', () => {
  it('sends page and pageSize as the query and an empty filters object by default', () => {
    expect(toListRequest(base)).toEqual({ page: 1, pageSize: 10, body: { filters: {} } });
  });

  it('sends the chosen sort: 1 descending, -1 ascending', () => {
    const desc = toListRequest({ ...base, sort: { sortBy: 'name', sortDirection: 1 } });
    expect(desc.body).toEqual({ sortBy: 'name', sortDirection: 1, filters: {} });
    const asc = toListRequest({ ...base, sort: { sortBy: 'createdAt', sortDirection: -1 } });
    expect(asc.body).toMatchObject({ sortBy: 'createdAt', sortDirection: -1 });
  });

  it('falls back to the default sort while the user has not sorted', () => {
    const req = toListRequest(base, { sort: { sortBy: 'createdAt', sortDirection: 1 } });
    expect(req.body).toMatchObject({ sortBy: 'createdAt', sortDirection: 1 });
    const chosen = toListRequest(
      { ...base, sort: { sortBy: 'name', sortDirection: -1 } },
      { sort: { sortBy: 'createdAt', sortDirection: 1 } },
    );
    expect(chosen.body).toMatchObject({ sortBy: 'name', sortDirection: -1 });
  });

  it('trims the search and leaves it out when blank; drops empty filters', () => {
    expect(toListRequest({ ...base, search: '  admin ' }).body.search).toBe('admin');
    expect(toListRequest({ ...base, search: '   ' }).body).not.toHaveProperty('search');
    expect(toListRequest({ ...base, filters: { status: 'approved', type: '', x: null } }).body.filters).toEqual({
      status: 'approved',
    });
  });
});

describe('mantine-datatable sort direction', () => {
  it("maps 'desc' to 1 and 'asc' to -1, and back", () => {
    expect(toSortDirection('desc')).toBe(1);
    expect(toSortDirection('asc')).toBe(-1);
    expect(fromSortDirection(1)).toBe('desc');
    expect(fromSortDirection(-1)).toBe('asc');
  });
});

describe('stored search filter', () => {
  it('round-trips through the slice shape (filterValue, page, offset, sortValue, isSorted)', () => {
    const state: ListState = {
      search: 'nurse',
      page: 3,
      pageSize: 25,
      sort: { sortBy: 'name', sortDirection: -1 },
      filters: { status: 'pending' },
    };
    const stored = toSearchFilter(state);
    expect(stored).toEqual({
      filterValue: { search: 'nurse', pageSize: 25, filters: { status: 'pending' } },
      page: 3,
      offset: 50,
      sortValue: { sortBy: 'name', sortDirection: -1 },
      isSorted: true,
    });
    expect(fromSearchFilter(stored)).toEqual(state);
  });

  it('uses the defaults when nothing is stored', () => {
    expect(fromSearchFilter(undefined, { pageSize: 25, filters: { a: 1 } })).toEqual({
      search: '',
      page: 1,
      pageSize: 25,
      sort: null,
      filters: { a: 1 },
    });
    expect(fromSearchFilter({ filterValue: {}, page: 1, offset: 0, sortValue: null, isSorted: false })).toEqual(base);
  });

  it('ignores a stored sort that is not marked as sorted or is malformed', () => {
    expect(fromSearchFilter({ sortValue: { sortBy: 'name', sortDirection: 1 }, isSorted: false }).sort).toBeNull();
    expect(fromSearchFilter({ sortValue: { sortBy: 'name', sortDirection: 2 }, isSorted: true }).sort).toBeNull();
    expect(fromSearchFilter({ filterValue: { pageSize: 1000 } }).pageSize).toBe(10);
  });
});

describe('pagination', () => {
  it("reads 'Showing X to Y of Z entries'", () => {
    const exact = { total: 42, totalCapped: false, totalIsEstimate: false };
    expect(showingText(11, 20, exact)).toBe('Showing 11 to 20 of 42 entries');
    // A filtered list counted to the cap, and an unfiltered large list's estimate.
    expect(showingText(1, 10, { total: 10_000, totalCapped: true, totalIsEstimate: false })).toBe(
      'Showing 1 to 10 of 10,000+ entries',
    );
    expect(showingText(1, 10, { total: 98_412, totalCapped: false, totalIsEstimate: true })).toBe(
      'Showing 1 to 10 of about 98,000 entries',
    );
  });

  it('knows the last page that has rows', () => {
    expect(lastPage(0, 10)).toBe(1);
    expect(lastPage(10, 10)).toBe(1);
    expect(lastPage(11, 10)).toBe(2);
  });
});
