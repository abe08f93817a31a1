import { combineReducers, configureStore, createListenerMiddleware, isAnyOf, type Middleware } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, persistReducer, persistStore, REGISTER, REHYDRATE } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import sessionStorage from 'redux-persist/lib/storage/session';
import { createStateSyncMiddleware, initMessageListener } from 'redux-state-sync';
import { api, setTokenReader } from './api.ts';
import { loginFailure, loginSuccess, logout, profileFailure } from './slices/auth.ts';
import { guestAuthReducer } from './slices/guestAuth.ts';
import { rootReducers } from './slices/index.ts';
import { clearSearchFilters, setSearchFilter } from './slices/searchFilters.ts';

const rootReducer = combineReducers({
  ...rootReducers,
  // The guest session (issue 15) lives apart from the signed-in user's: this tab only, never broadcast.
  guestAuth: persistReducer({ key: 'guest', storage: sessionStorage }, guestAuthReducer),
  [api.reducerPath]: api.reducer,
});

/** Spec section 4: auth, profile, permissions and search filters persist under the key 'root' (rehydrate timeout 5 s). */
const persistedReducer = persistReducer(
  { key: 'root', storage, timeout: 5000, whitelist: ['auth', 'profile', 'permissions', 'searchFilters'] },
  rootReducer,
);

/** Spec section 4: these actions are broadcast to the other open tabs. */
export const BROADCAST_ACTIONS = [
  loginSuccess.type,
  loginFailure.type,
  profileFailure.type,
  logout.type,
  setSearchFilter.type,
  clearSearchFilters.type,
];

const CROSS_TAB_ERROR = "Your browser doesn't support cross tab communication";

const passThrough: Middleware = () => (next) => (action) => next(action);

const stateSync: Middleware | null = (() => {
  try {
    return createStateSyncMiddleware({ whitelist: BROADCAST_ACTIONS }) as Middleware;
  } catch (e) {
    console.error(CROSS_TAB_ERROR, e);
    return null;
  }
})();

/** Whenever the session ends (here or in another tab), cached API data of the old user is dropped. */
const sessionEnd = createListenerMiddleware();
sessionEnd.startListening({
  matcher: isAnyOf(logout, loginFailure, profileFailure),
  effect: (_action, { dispatch }) => {
    dispatch(api.util.resetApiState());
  },
});

export const store = configureStore({
  reducer: persistedReducer,
  middleware: (getDefault) =>
    getDefault({
      serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
    })
      .prepend(sessionEnd.middleware)
      .concat(api.middleware)
      .concat(stateSync ?? passThrough),
});

if (stateSync) {
  try {
    initMessageListener(store);
  } catch (e) {
    console.error(CROSS_TAB_ERROR, e);
  }
}

export const persistor = persistStore(store);

setTokenReader(() => store.getState().auth.user?.token);

export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = typeof store.dispatch;
