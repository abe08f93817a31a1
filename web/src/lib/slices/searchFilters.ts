import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Spec section 2: each list keeps its search state. */
export interface SearchFilter {
  filterValue: Record<string, unknown>;
  page: number;
  offset: number;
  sortValue: Record<string, unknown> | null;
  isSorted: boolean;
}

type SearchFiltersState = Record<string, SearchFilter>;

const defaultSearchFilter: SearchFilter = {
  filterValue: {},
  page: 1,
  offset: 0,
  sortValue: null,
  isSorted: false,
};

const searchFiltersSlice = createSlice({
  name: 'searchFilters',
  initialState: {} as SearchFiltersState,
  reducers: {
    /** Merge a list's search state under its key (e.g. 'roles'). */
    setSearchFilter: (state, { payload }: PayloadAction<{ key: string } & Partial<SearchFilter>>) => {
      const { key, ...rest } = payload;
      state[key] = { ...defaultSearchFilter, ...state[key], ...rest };
    },
    /** Clear one list's search state, or all of them when no key is given. */
    clearSearchFilters: (state, { payload }: PayloadAction<string | undefined>) => {
      if (payload === undefined) return {};
      delete state[payload];
    },
  },
});

export const { setSearchFilter, clearSearchFilters } = searchFiltersSlice.actions;
export const searchFiltersReducer = searchFiltersSlice.reducer;
