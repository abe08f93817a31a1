import { rolePrefix } from '@portal/contracts';
import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../lib/hooks.ts';
import { profileFailure, profileLoaded } from '../lib/slices/auth.ts';
import { setUserPermissions } from '../lib/slices/permissions.ts';
import { useLazyGetMeQuery, useLazyGetSessionRolePermissionsQuery } from '../modules/auth/api.ts';

/**
 * Keeps the persisted session true: once after rehydrate it reloads the profile from GET /api/me (a failure is a
 * profile failure, which signs out), and for a confirmed icon user it loads the role's permissions when SCOPES is empty.
 */
export function SessionSync() {
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.auth.user?.token);
  const role = useAppSelector((s) => s.auth.user?.role);
  const status = useAppSelector((s) => s.auth.profile?.status);
  const roleId = useAppSelector((s) => s.auth.profile?.roles[0]?._id);
  const scopesEmpty = useAppSelector((s) => Object.keys(s.permissions.SCOPES).length === 0);
  const [loadMe] = useLazyGetMeQuery();
  const [loadRolePermissions] = useLazyGetSessionRolePermissionsQuery();
  const checkedToken = useRef<string | undefined>(undefined);
  const fetchedRole = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!token || checkedToken.current === token) return;
    checkedToken.current = token;
    loadMe()
      .unwrap()
      .then((res) => dispatch(profileLoaded(res.data)))
      .catch(() => dispatch(profileFailure()));
  }, [token, loadMe, dispatch]);

  useEffect(() => {
    if (role !== 'iconUser' || status !== 'confirmed' || !roleId || !scopesEmpty) return;
    if (fetchedRole.current === roleId) return;
    fetchedRole.current = roleId;
    loadRolePermissions({ prefix: rolePrefix(role), roleId })
      .unwrap()
      .then((res) => dispatch(setUserPermissions(res.data)))
      .catch(() => {});
  }, [role, status, roleId, scopesEmpty, loadRolePermissions, dispatch]);

  return null;
}
