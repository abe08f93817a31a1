import { hasScope, rolePrefix } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, RootState } from './store.ts';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** The API family prefix of the signed-in user: 'super-admin' | 'icon-users' | 'providers'. */
export const useRolePrefix = (): string => rolePrefix(useAppSelector((s) => s.auth.user?.role));

/** True when no permission is required, the user is a super admin, or any required permission is granted. */
export const scopeAllowed = (state: RootState, required?: string[]): boolean =>
  state.auth.user?.role === 'superAdmin' || hasScope(state.permissions.SCOPES, required);

/** scopeAllowed for the signed-in user, kept current. */
export const useScope = (required?: string[]): boolean => useAppSelector((s) => scopeAllowed(s, required));

/** The signed-in user (or nothing), with handy role flags. */
export const useCurrentUser = () => {
  const isLoggedIn = useAppSelector((s) => s.auth.isLoggedIn);
  const user = useAppSelector((s) => s.auth.user);
  const profile = useAppSelector((s) => s.auth.profile);
  const role = user?.role ?? null;
  return {
    isLoggedIn,
    user,
    role,
    profile,
    isSuperAdmin: role === 'superAdmin',
    isIconUser: role === 'iconUser',
    isProvider: role === 'provider',
  };
};

/**
 * A store value for what only reports on the app (the loading bar, "the first page has its data"), read without
 * `useSelector`'s consistency check. A value read with `useSelector` that changes while React renders a page in the
 * background (a request finishing during a time-sliced render) makes React throw that render away and do it again
 * in one blocking task: on a slow phone, the first page's whole render. Read here, the change is an ordinary state
 * update after the render. `select` reads the state alone; while `active` is false the value is not followed.
 */
export function useAmbientSelector<T>(select: (state: RootState) => T, active = true): T {
  const store = useStore<RootState>();
  const [value, setValue] = useState(() => select(store.getState()));
  useEffect(() => {
    if (!active) return;
    const update = () => setValue(select(store.getState()));
    update();
    return store.subscribe(update);
  }, [store, select, active]);
  return value;
}
