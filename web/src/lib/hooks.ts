import { hasScope, rolePrefix } from '@portal/contracts';
import { useDispatch, useSelector } from 'react-redux';
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
