import { offerCompanyTimeZone } from '@portal/contracts';
import { combineReducers, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, persistReducer, persistStore, REGISTER, REHYDRATE } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import sessionStorage from 'redux-persist/lib/storage/session';
import { api, setTokenReader } from './api.ts';
import { crossTabSync } from './crossTab.ts';
import { loginFailure, loginSuccess, logout, profileFailure } from './slices/auth.ts';
import { guestAuthReducer } from './slices/guestAuth.ts';
import { rootReducers } from './slices/index.ts';
import { clearSearchFilters, setSearchFilter } from './slices/searchFilters.ts';

const rootReducer = combineReducers({
  ...rootReducers,
  // The guest session lives apart from the signed-in user's: this tab only, never broadcast.
  guestAuth: persistReducer({ key: 'guest', storage: sessionStorage }, guestAuthReducer),
  [api.reducerPath]: api.reducer,
});

/** Spec section 4: auth, profile, permissions and search filters persist under the key 'root' (rehydrate timeout 5 s). */
const persistedReducer = persistReducer(
  { key: 'root', storage, timeout: 5000, whitelist: ['auth', 'profile', 'permissions', 'searchFilters'] },
  rootReducer,
);

/** Spec section 4: these actions are broadcast to the other open tabs. */
const BROADCAST_ACTIONS = [
  loginSuccess.type,
  loginFailure.type,
  profileFailure.type,
  logout.type,
  setSearchFilter.type,
  clearSearchFilters.type,
];

const crossTab = crossTabSync(BROADCAST_ACTIONS);

/** Whenever the session ends (here or in another tab), cached API data of the old user is dropped. */
const sessionEnd = createListenerMiddleware();
sessionEnd.startListening({
  matcher: isAnyOf(logout, loginFailure, profileFailure),
  effect: (_action, { dispatch }) => {
    dispatch(api.util.resetApiState());
  },
});

/** "Today" on this page is the company's business day: its zone comes with the session. */
const zoneOf = (state: unknown) =>
  (state as { auth: { user: { companyTimeZone?: string } | null } }).auth.user?.companyTimeZone;
const businessDay = createListenerMiddleware();
businessDay.startListening({
  predicate: (_action, current, previous) => zoneOf(current) !== zoneOf(previous),
  effect: (_action, { getState }) => {
    const zone = zoneOf(getState());
    if (zone) offerCompanyTimeZone(zone);
  },
});

export const store = configureStore({
  reducer: persistedReducer,
  middleware: (getDefault) =>
    getDefault({
      serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
    })
      .prepend(sessionEnd.middleware, businessDay.middleware)
      .concat(api.middleware)
      .concat(crossTab.middleware),
});

crossTab.listen(store.dispatch);

export const persistor = persistStore(store);

setTokenReader(() => store.getState().auth.user?.token);

export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = typeof store.dispatch;
/**
 * What a page module may export as `prefetch`: dispatched once its chunk has loaded, before the page first renders,
 * so its list request goes out beside the first render instead of after it (the query hook then finds it under way).
 */
export type PagePrefetch = (dispatch: AppDispatch, getState: () => RootState) => void;
