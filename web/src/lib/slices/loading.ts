import { createSlice, type UnknownAction } from '@reduxjs/toolkit';

/** A global indicator while any API request is pending (spec section 7). */
interface LoadingState {
  isLoading: boolean;
  /** Pending request ids: a pending action adds one, its fulfilled or rejected action removes it. */
  pending: Record<string, true>;
}

const initialLoadingState: LoadingState = { isLoading: false, pending: {} };

interface ThunkMeta {
  requestId?: string;
}

const apiPhase =
  (...phases: ('pending' | 'fulfilled' | 'rejected')[]) =>
  (action: UnknownAction): action is UnknownAction & { meta: ThunkMeta } =>
    action.type.startsWith('api/') && phases.some((p) => action.type.endsWith(`/${p}`));

const loadingSlice = createSlice({
  name: 'loading',
  initialState: initialLoadingState,
  reducers: {},
  extraReducers: (b) => {
    b.addMatcher(apiPhase('pending'), (state, action) => {
      const id = action.meta?.requestId;
      if (id) state.pending[id] = true;
      state.isLoading = Object.keys(state.pending).length > 0;
    });
    // A request refused by its cache condition is rejected without a pending action: deleting an absent id is a no-op.
    b.addMatcher(apiPhase('fulfilled', 'rejected'), (state, action) => {
      const id = action.meta?.requestId;
      if (id) delete state.pending[id];
      state.isLoading = Object.keys(state.pending).length > 0;
    });
  },
});

export const loadingReducer = loadingSlice.reducer;
